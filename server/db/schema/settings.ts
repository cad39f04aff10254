import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt, version } from './columns.ts';

/**
 * Site-wide settings the original kept in the browser (footer, social links, branding, contact
 * details), one JSON document per key. The shapes and defaults live in modules/settings.
 */
export const siteSettings = sqliteTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  updatedAt: updatedAt(),
  version: version(),
});
