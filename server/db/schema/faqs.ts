import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, updatedAt, version } from './columns.ts';

/** The admin's FAQ categories (specification section 9); General is the default. */

export const faqs = sqliteTable(
  'faqs',
  {
    id: id(),
    question: text('question').notNull().default(''),
    answer: text('answer').notNull().default(''),
    category: text('category').notNull().default('General'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: bool('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('faqs_sort_idx').on(t.sortOrder)],
);
