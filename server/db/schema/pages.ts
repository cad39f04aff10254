import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, updatedAt, version } from './columns.ts';

/** One row per public page: its navigation label, description (meta), visibility and order. */
export const pageSettings = sqliteTable('page_settings', {
  id: id(),
  pageSlug: text('page_slug').notNull().unique(),
  pageName: text('page_name').notNull(),
  description: text('description').notNull().default(''),
  isActive: bool('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});
