import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../server/db/client.ts';

/*
 * A database as an earlier release left it: migrated only up to (and including) the migration
 * `lastTag` (for example '0016_contact_profiles'), so a test can write rows in the old shape and
 * then open it with today's openDatabase(), which applies the rest. Returns the file and an open
 * connection to write the old rows with (close it before opening the file again).
 */
export function databaseAtMigration(lastTag: string): { file: string; sqlite: Database.Database; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-earlier-'));
  const folder = path.join(dir, 'drizzle');
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag}.`);
  const entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  const file = path.join(dir, 'venue.db');
  const sqlite = new Database(file);
  sqlite.pragma('foreign_keys = ON');
  migrate(drizzle(sqlite), { migrationsFolder: folder });
  return { file, sqlite, dir };
}
