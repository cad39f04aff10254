import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { RECORD_KINDS, SAVED_VERSION_CHANGES, type VersionValues } from '../../../shared/versions.ts';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * Every saved version of every versioned record (server/modules/versions): one row per save,
 * create and delete made through an editor, with the record's values before and after (as the
 * API reads them), so no saved text is ever lost, whoever saved after it. Append-only.
 */
export const recordVersions = sqliteTable(
  'record_versions',
  {
    id: id(),
    kind: text('kind', { enum: RECORD_KINDS }).notNull(),
    recordId: text('record_id').notNull(),
    /** The record's version after the save (for a delete, the version that was deleted). */
    version: integer('version').notNull(),
    change: text('change', { enum: SAVED_VERSION_CHANGES }).notNull(),
    /** "Updated answer of 'Can we bring our own caterer?' (FAQ)". */
    summary: text('summary').notNull(),
    /** The values before the save; null for a create. */
    oldValues: text('old_values', { mode: 'json' }).$type<VersionValues | null>(),
    /** The values after the save; null for a delete. */
    newValues: text('new_values', { mode: 'json' }).$type<VersionValues | null>(),
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('record_versions_created_idx').on(t.createdAt, t.id), index('record_versions_record_idx').on(t.kind, t.recordId, t.createdAt, t.id)],
);
