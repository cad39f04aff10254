import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/**
 * One row per counted attempt of a named public limit (inquiries, booking requests, password
 * resets; security/rate-limit.ts), kept so a restart does not give an attacker a fresh allowance.
 * The key (an address, an e-mail, an account id) is stored as a SHA-256 only: the table is for
 * counting, and backups should not collect visitors' addresses. Rows older than their limit's
 * window are pruned as new ones arrive.
 */
export const rateLimitHits = sqliteTable(
  'rate_limit_hits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    limiter: text('limiter').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rate_limit_hits_key_idx').on(t.limiter, t.keyHash, t.createdAt),
    index('rate_limit_hits_age_idx').on(t.limiter, t.createdAt),
  ],
);
