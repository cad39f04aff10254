import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, eq, ne, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { isDatabaseBusy, type DB, type Transaction } from '../db/client.ts';
import { preparedStatements } from '../db/prepared.ts';
import { sessions, userRoles, users, type Role } from '../db/schema/index.ts';

/*
 * Sessions following the Lucia guide (lucia-auth.com, "Basic session implementation"):
 * token = `<id>.<secret>`; the table stores the id and SHA-256(secret); expiry slides forward
 * when a session is used with less than half its lifetime left.
 */

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY;
const SESSION_REFRESH_THRESHOLD_MS = 15 * DAY;
/** last_seen_at is written at most this often, so every request is not a write. */
const LAST_SEEN_GRANULARITY_MS = 5 * 60 * 1000;

export const SESSION_COOKIE = 'venue_session';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

export interface ValidatedSession {
  session: typeof sessions.$inferSelect;
  user: SessionUser;
  /** Set only on an API token's viewer (auth/api-tokens.ts). */
  apiToken?: undefined;
}

export function generateSecureRandomString(bytes = 20): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

/** Hex SHA-256 of the UTF-8 text (Node's native hash: every signed-in request checks one). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function createSession(
  db: DB,
  userId: string,
  meta: { userAgent?: string | null; ipAddress?: string | null } = {},
): { token: string; expiresAt: Date } {
  const id = generateSecureRandomString(15);
  const secret = generateSecureRandomString(20);
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  db.insert(sessions)
    .values({
      id,
      secretHash: hashSecret(secret),
      userId,
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ipAddress: meta.ipAddress ?? null,
    })
    .run();
  return { token: `${id}.${secret}`, expiresAt };
}

/** Every signed-in request reads its session: prepared once per database. */
const statements = preparedStatements((db) => ({
  sessionWithUser: db
    .select({ session: sessions, user: { id: users.id, email: users.email }, role: userRoles.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(),
}));

/**
 * Who must hear that sessions ended or lost rights: the open WebSockets
 * (server/security/websocket-connections.ts), which close the sockets of those sessions. Every
 * write that ends a session or changes a role goes through a function here that announces it.
 * Listeners are called synchronously, possibly inside a transaction that may still roll back:
 * they re-read the sessions later (after the transaction) rather than trusting the announcement.
 */
export type SessionChange = { sessionId: string } | { userId: string } | { apiTokenId: string };
const sessionChangeListeners = new Set<(change: SessionChange) => void>();

export function onSessionChange(listener: (change: SessionChange) => void): () => void {
  sessionChangeListeners.add(listener);
  return () => void sessionChangeListeners.delete(listener);
}

export function announceSessionChange(change: SessionChange): void {
  for (const listener of sessionChangeListeners) listener(change);
}

/** The role a session or API token acts with, from its user's role row. */
export function roleOf(row: { role: Role | null }): Role {
  // Role lookup failure or a missing row means the least privilege (specification section 6).
  return row.role === 'admin' ? 'admin' : 'user';
}

/**
 * The session and its user for a cookie token, or null; expired sessions are deleted. With
 * `extend: false` (WebSockets) the session is only read: its expiry does not slide, so an open
 * socket cannot keep a session alive; only HTTP use does.
 */
export function validateSessionToken(db: DB, token: string, { extend = true }: { extend?: boolean } = {}): ValidatedSession | null {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined) return null;
  const row = statements(db).sessionWithUser.get({ id });
  if (!row) return null;
  const expected = new TextEncoder().encode(row.session.secretHash);
  const actual = new TextEncoder().encode(hashSecret(secret));
  if (!constantTimeEqual(expected, actual)) return null;

  const now = Date.now();
  if (now >= row.session.expiresAt.getTime()) {
    unlessBusy(() => invalidateSession(db, id));
    return null;
  }
  const user = { ...row.user, role: roleOf(row) };
  if (!extend) return { session: row.session, user };
  const session = { ...row.session };
  const patch: Partial<typeof sessions.$inferInsert> = {};
  if (row.session.expiresAt.getTime() - now < SESSION_REFRESH_THRESHOLD_MS) {
    session.expiresAt = patch.expiresAt = new Date(now + SESSION_LIFETIME_MS);
  }
  if (now - row.session.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    session.lastSeenAt = patch.lastSeenAt = new Date(now);
  }
  if (Object.keys(patch).length > 0) unlessBusy(() => db.update(sessions).set(patch).where(eq(sessions.id, id)).run());
  return { session, user };
}

/**
 * Every signed-in request reads its session, and some stamp it (sliding expiry, last seen): a stamp
 * is skipped while another process holds the write lock, so reading never waits or fails for it.
 */
function unlessBusy(write: () => unknown): void {
  try {
    write();
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
  }
}

/**
 * A session by id as it stands now (read only), or null when it has ended or expired: how an
 * open WebSocket re-checks the session it was opened with.
 */
export function readSession(db: DB, sessionId: string, now = Date.now()): ValidatedSession | null {
  const row = statements(db).sessionWithUser.get({ id: sessionId });
  if (!row || now >= row.session.expiresAt.getTime()) return null;
  return { session: row.session, user: { ...row.user, role: roleOf(row) } };
}

/** Ends one session; with `userId`, only if it belongs to that user. Returns how many ended (0 or 1). */
export function invalidateSession(db: DB | Transaction, sessionId: string, userId?: string): number {
  const where = userId ? and(eq(sessions.id, sessionId), eq(sessions.userId, userId)) : eq(sessions.id, sessionId);
  const ended = db.delete(sessions).where(where).run().changes;
  if (ended > 0) announceSessionChange({ sessionId });
  return ended;
}

/**
 * Ends every session of a user but one (after a password change, or "sign out other devices"),
 * or all of them (`keepSessionId` null: after a password reset). Takes a transaction too.
 */
export function invalidateOtherSessions(db: DB | Transaction, userId: string, keepSessionId: string | null): number {
  const where = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  const ended = db.delete(sessions).where(where).run().changes;
  if (ended > 0) announceSessionChange({ userId });
  return ended;
}

export function sessionIdFromToken(token: string): string {
  return token.split('.')[0] ?? '';
}
