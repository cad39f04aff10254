import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { addedUpdatedAt, createdAt, id, timestamp } from './columns.ts';

export const CHANGE_TYPES = ['create', 'update', 'delete'] as const;
export const CHANGE_STATUSES = ['pending', 'published', 'reverted'] as const;
/** The tables whose edits are staged and published through the change log. */
export const STAGED_TABLES = ['content_sections', 'gallery_images', 'hero_slides', 'contact_info'] as const;
export type StagedTable = (typeof STAGED_TABLES)[number];

export const contentChangeLog = sqliteTable(
  'content_change_log',
  {
    id: id(),
    tableName: text('table_name', { enum: STAGED_TABLES }).notNull(),
    recordId: text('record_id').notNull(),
    changeType: text('change_type', { enum: CHANGE_TYPES }).notNull(),
    status: text('status', { enum: CHANGE_STATUSES }).notNull().default('pending'),
    description: text('description').notNull(),
    oldValue: text('old_value', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    newValue: text('new_value', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: addedUpdatedAt(),
    publishedAt: timestamp('published_at'),
    revertedAt: timestamp('reverted_at'),
  },
  (t) => [
    index('content_change_log_created_idx').on(t.createdAt),
    index('content_change_log_status_idx').on(t.status, t.tableName),
    index('content_change_log_record_idx').on(t.tableName, t.recordId),
    index('content_change_log_updated_idx').on(t.updatedAt, t.id),
  ],
);
