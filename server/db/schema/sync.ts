import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamp } from './columns.ts';

/**
 * What is left of a deleted record, so a client syncing incrementally learns it is gone
 * (`tombstones(deletedSince:)`). Rows are written by a trigger on each synced table
 * (server/modules/sync/synced-records.ts), so every way a record can be deleted (a mutation, a
 * cascade from its parent, a publish that applies a staged delete) leaves one. Kept for as long as
 * the database: a row holds no personal data, only the record's type, its id and when it went.
 */
export const tombstones = sqliteTable(
  'tombstones',
  {
    /** Increasing, so rows deleted in the same millisecond keep the order they were deleted in. */
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    /** The record's GraphQL type name (Booking, Faq, ...). */
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    deletedAt: timestamp('deleted_at').notNull(),
  },
  (t) => [index('tombstones_deleted_idx').on(t.deletedAt, t.seq), index('tombstones_type_deleted_idx').on(t.recordType, t.deletedAt, t.seq), index('tombstones_record_idx').on(t.recordId)],
);
