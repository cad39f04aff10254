import type { DB } from './client.ts';

/**
 * Prepared statements for the hot reads (session lookup, calendar month, dashboard), built once
 * per database. A query written `db.select()...get()` makes drizzle build its SQL text and
 * better-sqlite3 compile it on every call, which led the profile of the year-of-data bench; a
 * drizzle `.prepare()` with `sql.placeholder(...)` does both once.
 *
 * Kept per database object (a WeakMap), as tests open many databases and each statement belongs
 * to one connection; they go when the database does. A statement prepared on `db` also reads
 * inside a transaction opened on `db`: better-sqlite3 has one connection and is synchronous.
 */
export function preparedStatements<T>(prepare: (db: DB) => T): (db: DB) => T {
  const byDatabase = new WeakMap<DB, T>();
  return (db) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = prepare(db);
      byDatabase.set(db, statements);
    }
    return statements;
  };
}
