/**
 * Where a database stands against this release's migrations (drizzle/), and the refusal to run on
 * a database a newer release has migrated. Drizzle records each applied migration in
 * `__drizzle_migrations` by its journal time (`when`) and hash, and applies every journal entry
 * later than the newest one recorded; this module reads the same table the same way, so what it
 * calls pending is exactly what `migrate()` applies.
 *
 * The schema version is the number of migrations applied: version 18 is a database with
 * 0000…0017 applied. Names come from this release's journal, or, for migrations it does not know,
 * from `upgrade_log`, where every release that has this module records the tags it applied.
 */
import type Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { rootDir } from '../config.ts';

/** This release's migrations (drizzle-kit's output, committed). */
export const migrationsFolder = path.join(rootDir, 'drizzle');

export interface KnownMigration {
  tag: string;
  /** The journal's time: drizzle's order and its record of the migration. */
  when: number;
  hash: string;
}

export interface AppliedMigration {
  /** This release's tag for it, or the name a newer release logged, or null. */
  tag: string | null;
  when: number;
  known: boolean;
}

export interface MigrationStatus {
  /** This release's migrations, oldest first. */
  known: KnownMigration[];
  /** What the database records, oldest first. */
  applied: AppliedMigration[];
  /** This release's migrations the database lacks (what `migrate()` would apply). */
  pending: KnownMigration[];
  /** Applied migrations this release does not know, later than its newest: a newer release ran. */
  newer: AppliedMigration[];
  /** No migration applied yet (a new database). */
  fresh: boolean;
}

export function knownMigrations(migrationsFolder: string): KnownMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, index) => ({ tag: entry.tag, when: entry.when, hash: files[index]!.hash }));
}

const tableExists = (sqlite: Database.Database, name: string) =>
  sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;

export function readMigrationStatus(sqlite: Database.Database, migrationsFolder: string): MigrationStatus {
  const known = knownMigrations(migrationsFolder);
  const rows = tableExists(sqlite, '__drizzle_migrations')
    ? (sqlite.prepare('select hash, created_at as createdAt from __drizzle_migrations order by created_at').all() as { hash: string; createdAt: number | string }[])
    : [];
  const loggedNames = tableExists(sqlite, 'upgrade_log')
    ? (sqlite.prepare("select name from upgrade_log where kind = 'schema'").pluck().all() as string[])
    : [];
  const byWhen = new Map(known.map((migration) => [migration.when, migration]));
  const newestKnown = known.at(-1)?.when ?? 0;
  // Names of migrations a newer release logged, in order, for the ones this release lacks.
  const foreignNames = loggedNames.filter((name) => !known.some((migration) => migration.tag === name)).sort();
  let foreignIndex = 0;
  const applied: AppliedMigration[] = rows.map((row) => {
    const when = Number(row.createdAt);
    const migration = byWhen.get(when);
    if (migration) return { tag: migration.tag, when, known: true };
    return { tag: when > newestKnown ? (foreignNames[foreignIndex++] ?? null) : null, when, known: false };
  });
  const lastApplied = applied.at(-1)?.when;
  const pending = known.filter((migration) => lastApplied === undefined || migration.when > lastApplied);
  const newer = applied.filter((migration) => !migration.known && migration.when > newestKnown);
  return { known, applied, pending, newer, fresh: applied.length === 0 };
}

/** "version 18 (0017_upgrade_log_and_admin_notes)" */
export function versionName(count: number, tag: string | null | undefined): string {
  if (count === 0) return 'version 0 (a new database)';
  return `version ${count}${tag ? ` (${tag})` : ''}`;
}

export const databaseVersion = (status: MigrationStatus) => versionName(status.applied.length, status.applied.at(-1)?.tag);
export const releaseVersion = (status: MigrationStatus) => versionName(status.known.length, status.known.at(-1)?.tag);

/** The database was migrated by a newer release than this one: starting would break both. */
export class NewerDatabaseError extends Error {
  constructor(databasePath: string, status: MigrationStatus) {
    const newest = status.newer.at(-1)!;
    super(
      `The database ${databasePath} is at schema ${databaseVersion(status)}, newer than this release knows: ` +
        `this release goes up to schema ${releaseVersion(status)}. ${status.newer.length} migration(s) from a newer release ` +
        `(the newest dated ${new Date(newest.when).toISOString().slice(0, 10)}) are applied. Start the newer release again, ` +
        'or roll back with its pre-migration backup (deploy/release rollback, or npm run restore -- <backups>/pre-migration-…).',
    );
    this.name = 'NewerDatabaseError';
  }
}
