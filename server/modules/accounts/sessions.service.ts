import { and, desc, eq, gt } from 'drizzle-orm';
import { invalidateOtherSessions, invalidateSession, type ValidatedSession } from '../../auth/sessions.ts';
import { writeTransaction, type DB } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { badInput, notFound } from '../../errors.ts';

/** The account's sessions that have not expired, most recently used first. */
export function listSessions(db: DB, userId: string, now = new Date()) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .all();
}

/** Ends one of the viewer's own sessions (not the current one: that is Sign Out). */
export async function revokeSession(db: DB, viewer: ValidatedSession, sessionId: string): Promise<{ revokedSessionId: string }> {
  if (sessionId === viewer.session.id) {
    throw badInput('This is the session you are using now. Use Sign Out to end it.', 'id');
  }
  const ended = await writeTransaction(db, (tx) => invalidateSession(tx, sessionId, viewer.user.id));
  if (ended === 0) throw notFound('That session has already ended.');
  return { revokedSessionId: sessionId };
}

export function signOutOtherSessions(db: DB, viewer: ValidatedSession): { signedOutSessions: number } {
  return { signedOutSessions: invalidateOtherSessions(db, viewer.user.id, viewer.session.id) };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows NT/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on Windows' from a user agent; good enough to recognise one's own devices. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system)!;
  // Scripts and tools (curl/8.0, node) are shown by their first word.
  const tool = /^[\w./-]+/.exec(userAgent)?.[0];
  return tool ? tool : 'Unknown device';
}
