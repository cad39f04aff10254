import { and, count, countDistinct, eq, gte, isNull, lt, max, min, or, type SQL } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { writeTransaction, type DB, type Transaction } from '../db/client.ts';
import { signInAttempts } from '../db/schema/index.ts';

/*
 * Failed and refused sign-ins are counted over a sliding window and persisted, so a restart does
 * not reset them. The rule:
 * - A source is a client address: an IPv4 address, or an IPv6 /64 (one connection's whole block).
 * - Per account and source: after 5 attempts, each further one must wait a delay after the latest,
 *   doubling (1 s, 2 s, 4 s … at most 2 minutes). Refused attempts count and move "the latest"
 *   forward, so a client polling every 100 ms is never let through, and it cannot take the slot
 *   the moment a delay ends: the delays of one source are its own, never a queue the owner shares.
 * - Per source, any accounts: the 11th attempt within 15 minutes is refused until the oldest ages
 *   out. One client cannot try many accounts.
 * - Per account, from many sources (guessing spread over a botnet): once 3 or more sources have
 *   failed against the account in the window, a source without a known device also waits the
 *   progressive delay after the account's latest checked failure (refusals do not move it, so
 *   pollers cannot hold it).
 * - A device that signed in to the account before, or completed a password reset in it (its signed
 *   device cookie, device-cookie.ts), is judged by its own attempts only: nothing from elsewhere,
 *   nor its address's count, holds it back.
 * - A success clears only what it proves: that account's attempts from that source (and device). A
 *   completed password reset clears all of the account's.
 */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Attempts against one account from one source (or from one known device) before attempts are delayed. */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_FIRST_DELAY_MS = 1000;
export const SIGN_IN_MAX_DELAY_MS = 2 * 60 * 1000;
/** Different sources failing against one account before strangers share the account's delay. */
export const SIGN_IN_ACCOUNT_SOURCES = 3;
/**
 * Refused attempts kept per account and source (and device): past this, the newest refusal is moved
 * to now instead of adding a row, so a poller extends its own delay without growing the table.
 */
export const SIGN_IN_REFUSALS_KEPT = 20;

/** Who is trying: the account's (normalized) e-mail, the client's address, a known device. */
export interface SignInAttempt {
  email: string;
  /** The client's address as the request gives it; counted by its source (signInSource). */
  ip: string;
  /** Set only when the device cookie is valid for this very account. */
  deviceId: string | null;
}

/** The source an address counts as: an IPv4 address itself, an IPv6 address's /64. */
export function signInSource(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.trim());
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
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
  const source = signInSource(attempt.ip);
  let wait = progressiveWaitMs(db, and(eq(signInAttempts.email, attempt.email), eq(signInAttempts.ipAddress, source)), since, now);
  const address = failuresWhere(db, eq(signInAttempts.ipAddress, source), since);
  if (address.failures >= SIGN_IN_MAX_FAILURES && address.oldest) {
    wait = Math.max(wait, address.oldest.getTime() + SIGN_IN_WINDOW_MS - now);
  }
  const sources =
    db
      .select({ n: countDistinct(signInAttempts.ipAddress) })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.email, attempt.email), gte(signInAttempts.createdAt, since)))
      .get()?.n ?? 0;
  if (sources >= SIGN_IN_ACCOUNT_SOURCES) {
    wait = Math.max(wait, progressiveWaitMs(db, and(eq(signInAttempts.email, attempt.email), eq(signInAttempts.refused, false)), since, now));
  }
  return wait;
}

export function recordFailedSignIn(db: DB, attempt: SignInAttempt, now = Date.now()): void {
  db.insert(signInAttempts)
    .values({ email: attempt.email, ipAddress: signInSource(attempt.ip), deviceId: attempt.deviceId, createdAt: new Date(now) })
    .run();
  // Keep the table small: anything older than the window no longer counts.
  db.delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, new Date(now - SIGN_IN_WINDOW_MS)))
    .run();
}

/**
 * An attempt the throttle refused: it counts like a failure (it extends its own source's or
 * device's delay), but at most SIGN_IN_REFUSALS_KEPT rows are kept per account, source and device;
 * past that the newest refusal is moved to now.
 */
export function recordRefusedSignIn(db: DB, attempt: SignInAttempt, now = Date.now()): void {
  const source = signInSource(attempt.ip);
  const mine = and(
    eq(signInAttempts.email, attempt.email),
    eq(signInAttempts.ipAddress, source),
    attempt.deviceId ? eq(signInAttempts.deviceId, attempt.deviceId) : isNull(signInAttempts.deviceId),
    eq(signInAttempts.refused, true),
    gte(signInAttempts.createdAt, new Date(now - SIGN_IN_WINDOW_MS)),
  );
  const kept = db.select({ n: count(), newest: max(signInAttempts.id) }).from(signInAttempts).where(mine).get();
  if (kept && kept.n >= SIGN_IN_REFUSALS_KEPT && kept.newest !== null) {
    db.update(signInAttempts).set({ createdAt: new Date(now) }).where(eq(signInAttempts.id, kept.newest)).run();
    return;
  }
  db.insert(signInAttempts).values({ email: attempt.email, ipAddress: source, deviceId: attempt.deviceId, refused: true, createdAt: new Date(now) }).run();
}

/**
 * After a successful sign-in: clears what the success proves, the account's attempts from this
 * source and from this device. Not the source's attempts against other accounts (an attacker
 * signing in to an account of their own must not reset the count against someone else's), and not
 * the account's attempts from elsewhere.
 */
export function clearFailedSignIns(db: DB, attempt: SignInAttempt): void {
  const source = signInSource(attempt.ip);
  const fromThisClient = attempt.deviceId
    ? or(eq(signInAttempts.ipAddress, source), eq(signInAttempts.deviceId, attempt.deviceId))
    : eq(signInAttempts.ipAddress, source);
  db.delete(signInAttempts)
    .where(and(eq(signInAttempts.email, attempt.email), fromThisClient))
    .run();
}

/** After a completed password reset: whoever guessed at the old password, the count starts over. */
export function clearAccountFailedSignIns(db: DB | Transaction, email: string): void {
  db.delete(signInAttempts).where(eq(signInAttempts.email, email)).run();
}

/**
 * Checks the throttle and records the attempt in one step: an attempt that may go ahead is counted
 * as a failure right away (the password check that follows is asynchronous, argon2, so checking
 * first and recording afterwards let parallel attempts all pass the check; a success clears it),
 * and a refused one is recorded as a refusal. Returns how long to wait, 0 when it may go ahead.
 */
export async function beginSignInAttempt(db: DB, attempt: SignInAttempt, now = Date.now()): Promise<number> {
  return await writeTransaction(db, () => {
    const wait = signInRetryAfterMs(db, attempt, now);
    if (wait === 0) recordFailedSignIn(db, attempt, now);
    else recordRefusedSignIn(db, attempt, now);
    return wait;
  });
}
