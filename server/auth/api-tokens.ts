import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { and, desc, eq, sql } from 'drizzle-orm';
import { API_TOKEN_SCOPES_EMPTY, apiTokenExpiryProblem, apiTokenNameProblem, type ApiTokenScope } from '../../shared/api-tokens.ts';
import type { DB } from '../db/client.ts';
import { preparedStatements } from '../db/prepared.ts';
import { apiTokens, userRoles, users, type Role } from '../db/schema/index.ts';
import { FieldErrors, forbidden, notFound } from '../errors.ts';
import { announceSessionChange, generateSecureRandomString, hashSecret, roleOf, type SessionUser } from './sessions.ts';

/*
 * Personal API tokens: how a script or integration authenticates without a
 * browser. Same construction as sessions (Lucia guide): `vat_<id>.<secret>`, only SHA-256(secret)
 * stored, compared in constant time. A token acts as the admin who created it, for as long as that
 * account is an admin, until it is revoked (the row is deleted) or reaches the expiry it was given;
 * its scopes may limit it to some areas, read or write (auth/api-scopes.ts). The `vat_` prefix
 * lets secret scanners and log filters recognise a leaked token.
 */

export const API_TOKEN_PREFIX = 'vat_';
export const API_TOKEN_INVALID = 'This API token is not valid (it may have expired or been revoked).';
/** A 401's challenge (RFC 6750): the API authenticates with a bearer token, and this one is not valid. */
export const WWW_AUTHENTICATE_INVALID_TOKEN = 'Bearer realm="venue", error="invalid_token"';
/** The challenge of a 401 for a call that sent no credential at all. */
export const WWW_AUTHENTICATE_BEARER = 'Bearer realm="venue"';
export const TWO_API_TOKENS = 'The connection parameters name another API token than the Authorization header.';
export const API_TOKEN_READ_ONLY = 'This API token is read-only: it cannot run mutations.';
export const API_TOKEN_READ_ONLY_UPLOAD = 'This API token is read-only: it cannot upload images.';
export const API_TOKEN_NOT_FOR_ACCOUNT =
  'API tokens cannot manage an account (sessions, password, e-mail, profile, tokens). Sign in with your password to do this.';
export const API_TOKEN_NO_LASTING_ACCESS =
  'API tokens cannot create lasting access (API tokens, calendar feeds, webhook endpoints). Sign in with your password to do this.';

/**
 * Mutations that create a credential outliving the call: another API token, a secret calendar feed
 * address (which answers with client names, e-mails, phones and notes for as long as it exists).
 * A token may not call them, so revoking a token leaves no access behind: whatever a token can do
 * ends when it is revoked. Only an admin's browser session (the password proved) creates them.
 * Add here any new mutation that hands out a credential or a standing flow of data (a webhook
 * endpoint, a share link); the schema's access wrapper (graphql/schema.ts) enforces this list and
 * says so in each field's description, and tests/server/api-token-lasting-access.test.ts walks it.
 */
export const LASTING_ACCESS_MUTATIONS: ReadonlySet<string> = new Set([
  'createApiToken',
  'createCalendarFeed',
  // A webhook endpoint is a standing flow of client data to an address, signed by a secret only its
  // creator holds: registering one, pointing it elsewhere or choosing what it receives, and a new
  // secret. Pausing, deleting and replaying take nothing out that was not already flowing.
  'createWebhookEndpoint',
  'updateWebhookEndpoint',
  'rotateWebhookSecret',
]);

/**
 * Lasting-access mutations a token may call after all when its owner gave it the named scope at
 * creation: what it sets up is tied to the token and ends with it (a webhook endpoint a token
 * registers is deleted when the token is revoked and sent nothing once it has expired). A token
 * without scopes never holds the scope, so no token made before scopes existed gains this.
 */
export const LASTING_ACCESS_SCOPES: Readonly<Record<string, ApiTokenScope>> = {
  createWebhookEndpoint: 'WEBHOOKS_WRITE',
  updateWebhookEndpoint: 'WEBHOOKS_WRITE',
  rotateWebhookSecret: 'WEBHOOKS_WRITE',
};

/** Refuses an API token on a mutation that creates lasting access (LASTING_ACCESS_MUTATIONS). */
export function refuseTokenForLastingAccess(viewer: { apiToken?: { scopes?: readonly ApiTokenScope[] | null } } | null, mutation: string): void {
  if (!viewer?.apiToken || !LASTING_ACCESS_MUTATIONS.has(mutation)) return;
  const scope = LASTING_ACCESS_SCOPES[mutation];
  if (scope && viewer.apiToken.scopes?.includes(scope)) return;
  throw forbidden(scope ? `${API_TOKEN_NO_LASTING_ACCESS} ${apiTokenLastingScopeHint(scope)}` : API_TOKEN_NO_LASTING_ACCESS);
}

/** What an integration is told when a lasting-access mutation is open to a scope it lacks. */
export const apiTokenLastingScopeHint = (scope: ApiTokenScope) =>
  `Or use a token created with the ${scope} scope: what it sets up ends with the token.`;

/** last_used_at is written at most this often, so a busy integration is not a write per call. */
const LAST_USED_GRANULARITY_MS = 60 * 1000;

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** Who a token call is: the token's owner, and the token itself. */
export interface ApiTokenViewer {
  session?: undefined;
  apiToken: { id: string; name: string; readOnly: boolean; scopes: ApiTokenScope[] | null; expiresAt: Date | null };
  user: SessionUser;
}

const statements = preparedStatements((db) => ({
  tokenWithUser: db
    .select({ token: apiTokens, user: { id: users.id, email: users.email }, role: userRoles.role })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(apiTokens.id, sql.placeholder('id')))
    .prepare(),
}));

/** The `Authorization` header's bearer token, undefined without one, '' when the header is malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * The token in a graphql-ws ConnectionInit payload (`{ authorization: 'Bearer …' }`), undefined
 * when none is given, '' when it is malformed.
 */
export function apiTokenFromConnectionParams(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization;
  if (value === undefined) return undefined;
  return typeof value === 'string' ? (bearerToken(value) ?? '') : '';
}

export function createApiToken(
  db: DB,
  userId: string,
  input: { name: string; readOnly?: boolean | null; scopes?: readonly ApiTokenScope[] | null; expiresAt?: Date | null },
  now = new Date(),
): { token: string; row: ApiTokenRow } {
  const errors = new FieldErrors();
  const problem = apiTokenNameProblem(input.name);
  if (problem) errors.add('name', problem, problem.includes('at most') ? 'TOO_LONG' : 'REQUIRED');
  if (input.scopes && input.scopes.length === 0) errors.add('scopes', API_TOKEN_SCOPES_EMPTY, 'REQUIRED');
  const expiryProblem = input.expiresAt ? apiTokenExpiryProblem(input.expiresAt, now) : null;
  if (expiryProblem) errors.add('expiresAt', expiryProblem, 'OUT_OF_RANGE');
  errors.throwIfAny();
  const name = input.name.trim();
  const scopes = input.scopes ? [...new Set(input.scopes)].sort() : null;
  const id = generateSecureRandomString(15);
  const secret = generateSecureRandomString(20);
  const row = db
    .insert(apiTokens)
    .values({ id, secretHash: hashSecret(secret), userId, name, readOnly: Boolean(input.readOnly), scopes, expiresAt: input.expiresAt ?? null })
    .returning()
    .get();
  return { token: `${API_TOKEN_PREFIX}${id}.${secret}`, row };
}

export function listApiTokens(db: DB, userId: string): ApiTokenRow[] {
  return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt)).all();
}

/** Revokes one of the user's tokens; its open WebSockets are closed at once (websocket-connections.ts). */
export function revokeApiToken(db: DB, userId: string, tokenId: string): { revokedTokenId: string } {
  const ended = db.delete(apiTokens).where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId))).run().changes;
  if (ended === 0) throw notFound('No such API token.');
  announceSessionChange({ apiTokenId: tokenId });
  return { revokedTokenId: tokenId };
}

/**
 * The viewer of a bearer token, or null when it is malformed, unknown or revoked. With
 * `touch: false` (WebSocket re-checks) the last-used time is not written.
 */
export function validateApiToken(db: DB, token: string, { touch = true }: { touch?: boolean } = {}): ApiTokenViewer | null {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [id, secret, extra] = token.slice(API_TOKEN_PREFIX.length).split('.');
  if (!id || !secret || extra !== undefined) return null;
  const row = statements(db).tokenWithUser.get({ id });
  if (!row) return null;
  if (!constantTimeEqual(new TextEncoder().encode(row.token.secretHash), new TextEncoder().encode(hashSecret(secret)))) return null;
  const now = Date.now();
  if (expired(row.token, now)) return null;
  if (touch && (!row.token.lastUsedAt || now - row.token.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS)) {
    try {
      db.update(apiTokens).set({ lastUsedAt: new Date(now) }).where(eq(apiTokens.id, id)).run();
    } catch {
      // A busy database must not refuse the call: the stamp is a courtesy (as for sessions).
    }
  }
  return viewerOf(row);
}

const expired = (token: ApiTokenRow, now: number) => token.expiresAt !== null && token.expiresAt.getTime() <= now;

function viewerOf(row: { token: ApiTokenRow; user: Omit<SessionUser, 'role'>; role: Role | null }): ApiTokenViewer {
  const { id, name, readOnly, scopes, expiresAt } = row.token;
  return { apiToken: { id, name, readOnly, scopes: scopes ?? null, expiresAt }, user: { ...row.user, role: roleOf(row) } };
}

/** A token by id as it stands now (read only): how an open WebSocket re-checks its token. */
export function readApiToken(db: DB, tokenId: string): ApiTokenViewer | null {
  const row = statements(db).tokenWithUser.get({ id: tokenId });
  // An open WebSocket ends when its token expires, as when it is revoked.
  if (!row || expired(row.token, Date.now())) return null;
  return viewerOf(row);
}
