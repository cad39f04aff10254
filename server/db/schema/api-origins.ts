import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/**
 * Other sites whose pages may call the API with an API token (docs/api.md, "Calling from another
 * site"): the origin, as browsers send it. Cookies are never allowed across sites.
 */
export const apiAllowedOrigins = sqliteTable('api_allowed_origins', {
  origin: text('origin').primaryKey(),
  createdAt: createdAt(),
});
