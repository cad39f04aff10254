import { asc, eq, sql } from 'drizzle-orm';
import type { CorsOptions, CorsOptionsDelegate } from 'cors';
import type { Request } from 'express';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import { nextVersion } from '../../db/schema/columns.ts';
import { apiAllowedOrigins, siteSettings } from '../../db/schema/index.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { FieldErrors } from '../../errors.ts';
import type { PubSub } from '../../pubsub.ts';
import { assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';
import { checkApiOrigins } from '../../../shared/api-origins.ts';

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

/*
 * The list is one record for the owner (saved whole from one screen), but its origins are a row
 * each, which the CORS check reads by key. Its version lives in the site_settings row of this key,
 * whose value holds nothing: the origins' one home is api_allowed_origins, and every saved list is
 * kept in record_versions (kind api_allowed_origins).
 */
const VERSION_KEY = 'api_allowed_origins';

/** The list as the owner saves it: the origins allowed and the list's version (0 before the first save). */
export interface ApiOrigins {
  origins: string[];
  version: number;
}

export function listApiOrigins(db: DB | Transaction): string[] {
  return db
    .select({ origin: apiAllowedOrigins.origin })
    .from(apiAllowedOrigins)
    .orderBy(asc(apiAllowedOrigins.origin))
    .all()
    .map((row) => row.origin);
}

export function apiOriginsVersion(db: DB | Transaction): number {
  return db.select({ version: siteSettings.version }).from(siteSettings).where(eq(siteSettings.key, VERSION_KEY)).get()?.version ?? 0;
}

export function getApiOrigins(db: DB | Transaction): ApiOrigins {
  return { origins: listApiOrigins(db), version: apiOriginsVersion(db) };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((origin, index) => origin === b[index]);

/**
 * Replaces the list (a blank line is ignored; every bad entry is named at once, and nothing is
 * changed). The save names the list's version it edited (absent: not checked): one made over a
 * list saved since (another tab) is refused with CONFLICT and the list as it is now, and changes
 * nothing. A list that differs from the saved one moves the version on, is kept as a saved version
 * and is announced (apiAllowedOriginsChanged); the same list saved again writes nothing.
 */
export async function setApiOrigins(
  deps: { db: DB; pubsub: Pick<PubSub, 'publish'> },
  input: { origins: readonly string[]; version?: number | null },
  actor: VersionActor = { userId: null },
): Promise<ApiOrigins> {
  const { origins, problems } = checkApiOrigins(input.origins);
  const errors = new FieldErrors();
  for (const problem of problems) errors.add(problem.field, problem.message, problem.code);
  errors.throwIfAny();
  const result = await writeTransaction(deps.db, (tx) => {
    const before = getApiOrigins(tx);
    assertVersion(tx, { kind: 'api_allowed_origins', recordId: VERSION_KEY, version: before.version, values: { origins: before.origins } }, input.version);
    if (sameList(before.origins, origins)) return { saved: before, changed: false };
    tx.delete(apiAllowedOrigins).run();
    for (const origin of origins) tx.insert(apiAllowedOrigins).values({ origin }).run();
    const { version } = tx
      .insert(siteSettings)
      .values({ key: VERSION_KEY, value: {} })
      .onConflictDoUpdate({ target: siteSettings.key, set: { updatedAt: new Date(), version: nextVersion } })
      .returning({ version: siteSettings.version })
      .get();
    keepVersion(tx, {
      kind: 'api_allowed_origins',
      recordId: VERSION_KEY,
      version,
      // An update even at the first save: a list stored before it had a version is kept as its "before".
      change: 'update',
      name: 'Sites allowed to call the API',
      before: { origins: before.origins },
      after: { origins },
      actor,
    });
    return { saved: { origins, version }, changed: true };
  });
  // Open API Tokens screens (another tab, another admin) refetch: an untouched list follows.
  if (result.changed) deps.pubsub.publish('apiAllowedOriginsChanged', { version: result.saved.version });
  return result.saved;
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
