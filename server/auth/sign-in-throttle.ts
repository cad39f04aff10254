import { and, eq, gte, lt, or, count, min } from 'drizzle-orm';
import { immediate, type DB } from '../db/client.ts';
import { signInAttempts } from '../db/schema/index.ts';

/*
 * Failed sign-ins are counted per address (IP) and per account (e-mail) over a sliding window.
 * The 11th failure in a row from one address, or against one account, is refused until the
 * oldest failure in the window ages out. A successful sign-in clears that address's and
 * account's failures ("in a row"). Rows are persisted so a restart does not reset the count.
 */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export function signInRetryAfterMs(db: DB, email: string, ip: string, now = Date.now()): number {
  const since = new Date(now - SIGN_IN_WINDOW_MS);
  let wait = 0;
  for (const where of [eq(signInAttempts.email, email), eq(signInAttempts.ipAddress, ip)]) {
    const row = db
      .select({ failures: count(), oldest: min(signInAttempts.createdAt) })
      .from(signInAttempts)
      .where(and(where, gte(signInAttempts.createdAt, since)))
      .get();
    if (row && row.failures >= SIGN_IN_MAX_FAILURES && row.oldest) {
      wait = Math.max(wait, row.oldest.getTime() + SIGN_IN_WINDOW_MS - now);
    }
  }
  return wait;
}

export function recordFailedSignIn(db: DB, email: string, ip: string): void {
  db.insert(signInAttempts).values({ email, ipAddress: ip }).run();
  // Keep the table small: anything older than the window no longer counts.
  db.delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, new Date(Date.now() - SIGN_IN_WINDOW_MS)))
    .run();
}

export function clearFailedSignIns(db: DB, email: string, ip: string): void {
  db.delete(signInAttempts)
    .where(or(eq(signInAttempts.email, email), eq(signInAttempts.ipAddress, ip)))
    .run();
}

/**
 * Checks the throttle and, when the attempt may go ahead, counts it as a failure right away, in
 * one step: the password check that follows is asynchronous (argon2), so checking first and
 * recording the failure afterwards let parallel attempts all pass the check (30 at once got 18
 * password checks instead of 10). A successful sign-in clears the row again (clearFailedSignIns).
 * Returns how long to wait, 0 when the attempt may go ahead.
 */
export async function beginSignInAttempt(db: DB, email: string, ip: string, now = Date.now()): Promise<number> {
  return await immediate(db, () => {
    const wait = signInRetryAfterMs(db, email, ip, now);
    if (wait === 0) recordFailedSignIn(db, email, ip);
    return wait;
  });
}
