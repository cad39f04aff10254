import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../config.ts';
import * as schema from './schema/index.ts';

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export interface OpenedDatabase {
  db: DB;
  sqlite: Database.Database;
  /**
   * Changes whenever the database is written: rows changed through this connection (read on every
   * call), plus SQLite's data_version, which moves when another connection commits (read once per
   * turn of the event loop: see readOtherConnectionsVersion).
   */
  dataVersion(): string;
  close(): void;
}

export const migrationsFolder = path.join(rootDir, 'drizzle');

/**
 * Opens (creating if needed) the SQLite file and brings it to the latest migration.
 *
 * Durability choices (see README, Operations): WAL so readers never block the writer;
 * synchronous=NORMAL, which in WAL mode cannot corrupt the database on a crash and loses at most
 * the last transactions on power loss, never on a process kill; a 5 s busy timeout so a second
 * connection (backup, create-admin) waits instead of failing.
 */
export function openDatabase(databasePath: string): OpenedDatabase {
  if (databasePath !== ':memory:') fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const sqlite = new Database(databasePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema }) as DB;
  migrate(db, { migrationsFolder });
  const ownChanges = sqlite.prepare('select total_changes()').pluck();
  const otherConnectionsVersion = readOtherConnectionsVersion(sqlite);
  return {
    db,
    sqlite,
    dataVersion: () => `${ownChanges.get() as number}:${otherConnectionsVersion()}`,
    close() {
      if (sqlite.open) {
        sqlite.pragma('optimize');
        sqlite.close();
      }
    },
  };
}

/**
 * SQLite's data_version, which moves when another connection commits, remembered until the event
 * loop's next turn (setImmediate). Reading it takes a shared lock on the WAL index (three system
 * calls, about 7 µs here), and the response cache asks on every request: under load that was a
 * third of the server's CPU. Requests handled in the same turn share one answer, so another
 * process's commit shows from the next turn on, late by one turn at most. Writes through this
 * connection are counted by total_changes() on every call and are never late.
 */
function readOtherConnectionsVersion(sqlite: Database.Database): () => number {
  const statement = sqlite.prepare('select data_version from pragma_data_version').pluck();
  let remembered: number | undefined;
  const forget = () => {
    remembered = undefined;
  };
  return () => {
    if (remembered === undefined) {
      remembered = statement.get() as number;
      setImmediate(forget);
    }
    return remembered;
  };
}

/**
 * Runs `fn` in a `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so a
 * read-then-write (overlap check then confirm, count then insert) cannot interleave with another.
 * better-sqlite3 is synchronous, so `fn` must be too.
 */
export function immediate<T>(db: DB, fn: (tx: Transaction) => T): T {
  return db.transaction(fn, { behavior: 'immediate' });
}

export type Transaction = Parameters<Parameters<DB['transaction']>[0]>[0];
