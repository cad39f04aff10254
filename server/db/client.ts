import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { siteBusy } from '../errors.ts';
import { assertWritableDataFolder } from './data-folder.ts';
import * as schema from './schema/index.ts';
import { upgradeDatabase, type OpenDatabaseOptions, type UpgradeReport } from './upgrade/run.ts';

export type { OpenDatabaseOptions, UpgradeReport };
export { migrationsFolder } from './migrations.ts';

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export interface OpenedDatabase {
  /** What opening the database changed (migrations, data upgrades, the backup before them). */
  upgrade: UpgradeReport;
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

/**
 * Opens (creating if needed) the SQLite file and brings it to this release's schema.
 *
 * Upgrading (server/db/migrations.ts, server/db/upgrade/): a database migrated by a newer release
 * is refused (NewerDatabaseError) before anything is written. When migrations are pending on an
 * existing database, a consistent backup is written first (backupBeforeMigrating, its folder and
 * the migrations logged), then the migrations are applied and every step recorded in
 * `upgrade_log`, then the data upgrades that have not run yet run, once each.
 *
 * Durability choices (docs/operations.md): WAL so readers never block the writer;
 * synchronous=NORMAL, which in WAL mode cannot corrupt the database on a crash and loses at most
 * the last transactions on power loss, never on a process kill. The busy timeout is short
 * (BUSY_TIMEOUT_MS): better-sqlite3 waits for it on Node's only thread, so a 5 s timeout let another
 * process holding the write lock freeze every request; writes wait for the lock asynchronously
 * instead (see `writeTransaction`). Reads never wait: in WAL mode they do not need the write lock.
 */
export function openDatabase(databasePath: string, options: OpenDatabaseOptions = {}): OpenedDatabase {
  const inMemory = databasePath === ':memory:';
  if (!inMemory) assertWritableDataFolder(databasePath);
  const sqlite = new Database(databasePath);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    // Before serving anything, waiting on the thread is harmless: migrations may wait up to 5 s
    // for a lock held elsewhere (a backup finishing) instead of failing the start.
    sqlite.pragma('busy_timeout = 5000');
    const db = drizzle(sqlite, { schema }) as DB;
    const upgrade = upgradeDatabase(sqlite, db, databasePath, options);
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const ownChanges = sqlite.prepare('select total_changes()').pluck();
    const otherConnectionsVersion = readOtherConnectionsVersion(sqlite);
    return {
      db,
      sqlite,
      upgrade,
      dataVersion: () => `${ownChanges.get() as number}:${otherConnectionsVersion()}`,
      close() {
        if (sqlite.open) {
          sqlite.pragma('optimize');
          sqlite.close();
        }
      },
    };
  } catch (error) {
    sqlite.close();
    throw error;
  }
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
 * How long SQLite itself may wait for a lock, blocking the event loop: short enough that a write
 * lock held elsewhere never stalls other requests, long enough to ride over another connection's
 * commit (a backup step, the create-admin script) without a round of retries.
 */
export const BUSY_TIMEOUT_MS = 20;

/** How long a write keeps trying for the lock, waiting between tries without blocking. */
export const WRITE_RETRY_BUDGET_MS = 3000;
const FIRST_RETRY_DELAY_MS = 10;
const MAX_RETRY_DELAY_MS = 250;

/** Whether SQLite refused because another connection holds a lock it needs. */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/**
 * Whether a write failed because nothing can be stored: the disk is full, the database file or its
 * folder cannot be written (a restore run as root leaves it so), or the disk fails. Trying again
 * at once does not help; the operator must act (/healthz answers 503 meanwhile).
 */
export function isStorageFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return ['SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN'].some((prefix) => code.startsWith(prefix)) || ['ENOSPC', 'EDQUOT', 'EROFS'].includes(code);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` in a `BEGIN IMMEDIATE` transaction: the write lock is taken up front, so a
 * read-then-write (overlap check then confirm, count then insert) cannot interleave with another.
 * better-sqlite3 is synchronous, so `fn` must be too.
 *
 * When another connection holds the write lock, BEGIN IMMEDIATE fails after BUSY_TIMEOUT_MS before
 * `fn` has run; it is tried again after a pause that doubles each time (the event loop serves other
 * requests meanwhile) until WRITE_RETRY_BUDGET_MS has passed, then the caller is told the site is
 * busy (`siteBusy`, SERVICE_UNAVAILABLE). A refusal after `fn` started (not expected in WAL mode
 * once the lock is held) is not retried, as `fn` may have had effects outside the database. The
 * first try runs synchronously, so an uncontended write happens at once, in call order.
 */
export async function writeTransaction<T>(db: DB, fn: (tx: Transaction) => T): Promise<T> {
  const deadline = Date.now() + WRITE_RETRY_BUDGET_MS;
  let delay = FIRST_RETRY_DELAY_MS;
  for (;;) {
    let started = false;
    try {
      return db.transaction(
        (tx) => {
          started = true;
          return fn(tx);
        },
        { behavior: 'immediate' },
      );
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      const left = deadline - Date.now();
      if (started || left <= 0) throw siteBusy();
      await sleep(Math.min(delay, left));
      delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
    }
  }
}

export type Transaction = Parameters<Parameters<DB['transaction']>[0]>[0];
