import { asc, sql } from 'drizzle-orm';
import type { CorsOptions, CorsOptionsDelegate } from 'cors';
import type { Request } from 'express';
import type { DB } from '../../db/client.ts';
import { apiAllowedOrigins } from '../../db/schema/index.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { badInput, FieldErrors } from '../../errors.ts';
import { API_ORIGIN_MESSAGES, API_ORIGINS_MAX, normalizedOrigin } from '../../../shared/api-origins.ts';

/*
 * Browser apps on other sites call the API with an API token (CORS). The owner lists their origins;
 * the `cors` middleware answers their preflight and marks their answers readable. Never for cookies:
 * no answer allows credentials, so a browser neither sends the session cookie nor shows a
 * cookie-authenticated answer to another site, and a cross-site POST without a token is still
 * refused by the Origin rule (app.ts). Same-site requests need no CORS and get none.
 */

const statements = preparedStatements((db) => ({
  listed: db
    .select({ origin: apiAllowedOrigins.origin })
    .from(apiAllowedOrigins)
    .where(sql`${apiAllowedOrigins.origin} = ${sql.placeholder('origin')}`)
    .prepare(),
}));

export function listApiOrigins(db: DB): string[] {
  return db
    .select({ origin: apiAllowedOrigins.origin })
    .from(apiAllowedOrigins)
    .orderBy(asc(apiAllowedOrigins.origin))
    .all()
    .map((row) => row.origin);
}

/** Replaces the list (a blank line is ignored; every bad entry is named at once). */
export function setApiOrigins(db: DB, origins: readonly string[]): string[] {
  const errors = new FieldErrors();
  const kept = new Set<string>();
  origins.forEach((text, index) => {
    if (!text.trim()) return;
    const origin = normalizedOrigin(text);
    if (!origin) errors.add(`origins.${index}`, API_ORIGIN_MESSAGES.invalid);
    else kept.add(origin);
  });
  errors.throwIfAny();
  if (kept.size > API_ORIGINS_MAX) throw badInput(API_ORIGIN_MESSAGES.tooMany, 'origins', 'OUT_OF_RANGE');
  db.transaction((tx) => {
    tx.delete(apiAllowedOrigins).run();
    for (const origin of kept) tx.insert(apiAllowedOrigins).values({ origin }).run();
  });
  return listApiOrigins(db);
}

/** Headers a token call from a listed site may send, and those its script may read. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'Apollo-Require-Preflight', 'X-Apollo-Operation-Name'];
const EXPOSED_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'Retry-After', 'WWW-Authenticate', 'Idempotent-Replayed'];

/** The `cors` options for one request: its origin when listed, none otherwise. */
export function apiCorsOptions(db: DB): CorsOptionsDelegate<Request> {
  return (req, callback) => {
    const origin = req.headers.origin;
    const listed = typeof origin === 'string' && statements(db).listed.get({ origin }) !== undefined;
    const options: CorsOptions = listed
      ? { origin, methods: ['GET', 'POST'], allowedHeaders: ALLOWED_HEADERS, exposedHeaders: EXPOSED_HEADERS, credentials: false, maxAge: 600 }
      : { origin: false };
    callback(null, options);
  };
}
