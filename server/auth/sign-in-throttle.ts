import { and, count, eq, gte, lt, max, min, or, type SQL } from 'drizzle-orm';
import { immediate, type DB, type Transaction } from '../db/client.ts';
import { signInAttempts } from '../db/schema/index.ts';

/*
 * Failed sign-ins are counted over a sliding window and persisted, so a restart does not reset
 * them. The rule (issue 18):
 * - Per address: the 11th failure in a row from one address is refused until the oldest of its
 *   failures ages out (15 minutes). One client cannot try many accounts.
 * - Per account: no hard lock, which would hand an attacker a way to keep the owner out. After 5
 *   failures against the account, each further attempt must wait a delay after the latest one,
 *   doubling with each failure (1 s, 2 s, 4 s … capped at 2 minutes).
 * - A device that signed in to the account before (its signed device cookie, device-cookie.ts) is
 *   judged by its own failures only, with the same delays: neither the account's failures from
 *   elsewhere nor its address's count hold it back.
 * - A success clears only what it proves: that account's failures from that address (and from
 *   that device). A completed password reset clears all of the account's failures.
 */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failures against one account (or from one known device) before attempts are delayed. */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_FIRST_DELAY_MS = 1000;
export const SIGN_IN_MAX_DELAY_MS = 2 * 60 * 1000;

/** Who is trying: the account's (normalized) e-mail, the client's address, a known device. */
export interface SignInAttempt {
  email: string;
  ip: string;
  /** Set only when the device cookie is valid for this very account. */
  deviceId: string | null;
}

/** How long after the latest failure the next attempt must wait, given the failures in the window. */
export function signInDelayMs(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_MS, SIGN_IN_FIRST_DELAY_MS * 2 ** (failures - SIGN_IN_FREE_FAILURES));
}

/** The refusal's text: seconds under a minute, whole minutes above. */
export function signInWaitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many failed sign-in attempts. Please wait ${amount} ${unit}${amount === 1 ? '' : 's'} and try again.`;
}

function failuresWhere(db: DB, where: SQL | undefined, since: Date) {
  return db
    .select({ failures: count(), oldest: min(signInAttempts.createdAt), latest: max(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(and(where, gte(signInAttempts.createdAt, since)))
    .get() ?? { failures: 0, oldest: null, latest: null };
}

/** Progressive delay over the failures matched by `where`: ms left to wait, 0 when none. */
function progressiveWaitMs(db: DB, where: SQL | undefined, since: Date, now: number): number {
  const { failures, latest } = failuresWhere(db, where, since);
  if (!latest) return 0;
  return Math.max(0, latest.getTime() + signInDelayMs(failures) - now);
}

export function signInRetryAfterMs(db: DB, attempt: SignInAttempt, now = Date.now()): number {
  const since = new Date(now - SIGN_IN_WINDOW_MS);
  if (attempt.deviceId) {
    return progressiveWaitMs(db, and(eq(signInAttempts.email, attempt.email), eq(signInAttempts.deviceId, attempt.deviceId)), since, now);
  }
  let wait = progressiveWaitMs(db, eq(signInAttempts.email, attempt.email), since, now);
  const address = failuresWhere(db, eq(signInAttempts.ipAddress, attempt.ip), since);
  if (address.failures >= SIGN_IN_MAX_FAILURES && address.oldest) {
    wait = Math.max(wait, address.oldest.getTime() + SIGN_IN_WINDOW_MS - now);
  }
  return wait;
}

export function recordFailedSignIn(db: DB, attempt: SignInAttempt, now = Date.now()): void {
  db.insert(signInAttempts)
    .values({ email: attempt.email, ipAddress: attempt.ip, deviceId: attempt.deviceId, createdAt: new Date(now) })
    .run();
  // Keep the table small: anything older than the window no longer counts.
  db.delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, new Date(now - SIGN_IN_WINDOW_MS)))
    .run();
}

/**
 * After a successful sign-in: clears what the success proves, the account's failures from this
 * address and from this device. Not the address's failures against other accounts (an attacker
 * signing in to an account of their own must not reset the count against someone else's), and not
 * the account's failures from elsewhere.
 */
export function clearFailedSignIns(db: DB, attempt: SignInAttempt): void {
  const fromThisClient = attempt.deviceId
    ? or(eq(signInAttempts.ipAddress, attempt.ip), eq(signInAttempts.deviceId, attempt.deviceId))
    : eq(signInAttempts.ipAddress, attempt.ip);
  db.delete(signInAttempts)
    .where(and(eq(signInAttempts.email, attempt.email), fromThisClient))
    .run();
}

/** After a completed password reset: whoever guessed at the old password, the count starts over. */
export function clearAccountFailedSignIns(db: DB | Transaction, email: string): void {
  db.delete(signInAttempts).where(eq(signInAttempts.email, email)).run();
}

/**
 * Checks the throttle and, when the attempt may go ahead, counts it as a failure right away, in
 * one step: the password check that follows is asynchronous (argon2), so checking first and
 * recording the failure afterwards let parallel attempts all pass the check (30 at once got 18
 * password checks instead of 10). A successful sign-in clears the row again (clearFailedSignIns).
 * Returns how long to wait, 0 when the attempt may go ahead.
 */
export async function beginSignInAttempt(db: DB, attempt: SignInAttempt, now = Date.now()): Promise<number> {
  return await immediate(db, () => {
    const wait = signInRetryAfterMs(db, attempt, now);
    if (wait === 0) recordFailedSignIn(db, attempt, now);
    return wait;
  });
}
