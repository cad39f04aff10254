import { sql } from 'drizzle-orm';
import { integer, text } from 'drizzle-orm/sqlite-core';
import { randomUUID } from 'node:crypto';

/** Shared column builders, so every table spells ids and timestamps the same way. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

/** Milliseconds since the epoch, read back as a Date. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

export const createdAt = () =>
  timestamp('created_at')
    .notNull()
    .$defaultFn(() => new Date());

export const updatedAt = () =>
  timestamp('updated_at')
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

/**
 * updated_at for a table that had none: SQLite adds a NOT NULL column only with a constant default,
 * so existing rows read 0 until the migration that adds it backfills them, and an insert trigger
 * (server/modules/sync/synced-records.ts) dates any row a raw insert leaves at 0.
 */
export const addedUpdatedAt = () => updatedAt().default(sql`0`);

/** created_at for a table that had none (the migration backfills it from updated_at). */
export const addedCreatedAt = () => createdAt().default(sql`0`);

export const bool = (name: string) => integer(name, { mode: 'boolean' });

/**
 * The record's version (shared/versions.ts): 1 when written, one more on EVERY update through
 * Drizzle (an update that does not set it gets `version + 1` in the same statement, so RETURNING
 * reads the new one). A save names the version it edited and a stale one is refused
 * (server/modules/versions). Upserts set it by hand (`nextVersion`), as ON CONFLICT does not
 * apply update functions.
 */
export const version = () =>
  integer('version')
    .notNull()
    .default(1)
    .$onUpdateFn(() => sql`${sql.identifier('version')} + 1`);

/** The SET value of an upsert's ON CONFLICT branch: the stored row's version plus one. */
export const nextVersion = sql`${sql.identifier('version')} + 1`;
