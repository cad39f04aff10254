import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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

/**
 * The first answer to each mutation sent with an `Idempotency-Key` header (http/idempotency.ts),
 * kept for 24 hours so a retried request gets that answer instead of running again. The key is the
 * caller's own: `scope` names the API token, the signed-in user or the client address. Only the
 * caller holds the key: it is kept as a SHA-256, the request as an HMAC under the key (to tell a
 * retry from another request reusing it) and the answer encrypted under the key, so the database
 * alone reveals neither what was sent nor a secret the answer carried (a new API token).
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    /** AES-256-GCM under the key: base64 of IV, tag and ciphertext. */
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.keyHash] }), index('idempotency_keys_age_idx').on(t.createdAt)],
);
