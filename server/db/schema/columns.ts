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

export const bool = (name: string) => integer(name, { mode: 'boolean' });
