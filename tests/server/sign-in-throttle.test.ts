import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, vi } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { hashSecret } from '../../server/auth/sessions.ts';
import { SIGN_IN_FREE_FAILURES, SIGN_IN_MAX_FAILURES, SIGN_IN_MAX_DELAY_MS, SIGN_IN_REFUSALS_KEPT, signInSource } from '../../server/auth/sign-in-throttle.ts';
import { passwordResetTokens, signInAttempts } from '../../server/db/schema/index.ts';
import { logger } from '../../server/logger.ts';
import { createTestUser } from '../support/factories.ts';
import { firstErrorCode, GraphQLSession, type GraphQLResult } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * Sign-in throttling: a success clears only what it proves, the account's owner
 * cannot be locked out by guesses from elsewhere, a password reset clears the account's failures,
 * and a device that signed in before is held back only by its own failures. Different client
 * addresses are real ones: each "client" connects from its own loopback address (127.0.0.N).
 */
const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { email } } }';
const SIGN_OUT = 'mutation { signOut { signedOut } }';
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { email } }';

test.override('serverOptions', { seed: false });
test.beforeEach(({ server }) => {
  server.db.delete(signInAttempts).run();
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** A browser of its own, connecting from 127.0.0.<n>. */
const clientAt = (server: TestServer, n: number) => new GraphQLSession(server.url, { from: `127.0.0.${n}` });
const signIn = (client: GraphQLSession, email: string, password: string) => client.request(SIGN_IN, { input: { email, password } });
const retryAfterSeconds = (result: GraphQLResult<unknown>) => Number(result.errors?.[0]?.extensions?.retryAfterSeconds);

/** As if this much time had gone by: every recorded failure moves into the past. */
function letTimePass(server: TestServer, ms: number) {
  server.db
    .update(signInAttempts)
    .set({ createdAt: sql`${signInAttempts.createdAt} - ${ms}` })
    .run();
}

/** Attempts whose password was checked (and failed): refusals by the throttle are recorded apart. */
function failuresRecorded(server: TestServer, email: string, ip?: string) {
  const checked = and(eq(signInAttempts.email, email), eq(signInAttempts.refused, false));
  const where = ip ? and(checked, eq(signInAttempts.ipAddress, ip)) : checked;
  return server.db.select({ n: count() }).from(signInAttempts).where(where).get()!.n;
}

/**
 * One wrong password against the account from each of the given addresses (as from a botnet),
 * waiting out any delay the server asks for, so that every guess is really checked.
 */
async function wrongGuessesFrom(server: TestServer, addresses: number[], email: string) {
  for (const n of addresses) {
    let result = await signIn(clientAt(server, n), email, 'a-wrong-guess');
    if (firstErrorCode(result) === 'TOO_MANY_REQUESTS') {
      // Waiting must be enough: the whole point is that nobody is locked out for long.
      expect(retryAfterSeconds(result)).toBeLessThanOrEqual(SIGN_IN_MAX_DELAY_MS / 1000);
      letTimePass(server, retryAfterSeconds(result) * 1000);
      result = await signIn(clientAt(server, n), email, 'a-wrong-guess');
    }
    expect(result.errors?.[0]?.message).toBe('Invalid login credentials');
  }
}

const range = (from: number, length: number) => Array.from({ length }, (_, i) => from + i);

describe('a successful sign-in clears only what it proves', () => {
  it('does not reset the count against someone else’s account (the attacker owns an account)', async ({ server }) => {
    const victim = await createTestUser(server, 'admin');
    const attacker = await createTestUser(server, 'user');
    const attackerBrowser = clientAt(server, 2);

    const guesses: unknown[] = [];
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 4; i++) guesses.push(firstErrorCode(await signIn(attackerBrowser, victim.email, `guess-${round}-${i}`)));
      await signIn(attackerBrowser, attacker.email, attacker.password);
    }
    // Before the fix: 48 wrong passwords checked, not one refused.
    expect(guesses.filter((code) => code === 'UNAUTHENTICATED').length).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES);
    expect(guesses.filter((code) => code === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(48 - SIGN_IN_MAX_FAILURES);
    // The victim's failures from that address are all still counted.
    expect(failuresRecorded(server, victim.email, '127.0.0.2')).toBe(guesses.filter((code) => code === 'UNAUTHENTICATED').length);
  });

  it('clears that account’s failures from that address, and nothing else', async ({ server }) => {
    const owner = await createTestUser(server, 'admin');
    const other = await createTestUser(server, 'user');
    for (let i = 0; i < 2; i++) {
      await signIn(clientAt(server, 3), owner.email, 'typo');
      await signIn(clientAt(server, 4), owner.email, 'typo');
      await signIn(clientAt(server, 3), other.email, 'typo');
    }
    const ok = await signIn(clientAt(server, 3), owner.email, owner.password);
    expect(ok.data).toEqual({ signIn: { viewer: { email: owner.email } } });
    expect(failuresRecorded(server, owner.email, '127.0.0.3')).toBe(0);
    expect(failuresRecorded(server, owner.email, '127.0.0.4')).toBe(2);
    expect(failuresRecorded(server, other.email, '127.0.0.3')).toBe(2);
  });
});

describe('the owner cannot be locked out', () => {
  it('after ten failures from ten addresses, the right password from a new address is delayed by seconds, then let in', async ({ server }) => {
    const owner = await createTestUser(server, 'admin');
    await wrongGuessesFrom(server, range(10, 10), owner.email);

    const ownerBrowser = clientAt(server, 30);
    const delayed = await signIn(ownerBrowser, owner.email, owner.password);
    expect(firstErrorCode(delayed)).toBe('TOO_MANY_REQUESTS');
    expect(delayed.data ?? null).toBeNull();
    // Before the fix: 15 minutes.
    expect(retryAfterSeconds(delayed)).toBeGreaterThan(0);
    expect(retryAfterSeconds(delayed)).toBeLessThan(60);
    expect(delayed.errors?.[0]?.message).toBe(
      `Too many failed sign-in attempts. Please wait ${retryAfterSeconds(delayed)} second${retryAfterSeconds(delayed) === 1 ? '' : 's'} and try again.`,
    );

    letTimePass(server, retryAfterSeconds(delayed) * 1000);
    const allowed = await signIn(ownerBrowser, owner.email, owner.password);
    expect(allowed.data).toEqual({ signIn: { viewer: { email: owner.email } } });
  });

  it('a completed password reset clears the account’s failures at once', async ({ server }) => {
    const owner = await createTestUser(server, 'admin');
    await wrongGuessesFrom(server, range(10, 10), owner.email);
    expect(firstErrorCode(await signIn(clientAt(server, 40), owner.email, owner.password))).toBe('TOO_MANY_REQUESTS');

    // A reset link as the e-mail would carry it (only its hash is stored).
    const token = 'resettokenforthrottletestabcdefg';
    server.db
      .insert(passwordResetTokens)
      .values({ tokenHash: hashSecret(token), userId: owner.id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) })
      .run();
    const reset = await clientAt(server, 40).request(RESET, { input: { token, newPassword: 'a-brand-new-one', confirmPassword: 'a-brand-new-one' } });
    expect(reset.data).toEqual({ resetPassword: { email: owner.email } });

    expect(failuresRecorded(server, owner.email)).toBe(0);
    const signedIn = await signIn(clientAt(server, 41), owner.email, 'a-brand-new-one');
    expect(signedIn.data).toEqual({ signIn: { viewer: { email: owner.email } } });
  });
});

describe('a device that signed in before', () => {
  /** The owner's browser after one successful sign-in and a sign-out: it keeps its device cookie. */
  async function knownDevice(server: TestServer, owner: { email: string; password: string }, address: number) {
    const device = clientAt(server, address);
    expect((await signIn(device, owner.email, owner.password)).data).toBeTruthy();
    await device.request(SIGN_OUT);
    expect(device.cookie).toBeNull();
    expect(device.otherCookies.size).toBe(1);
    return device;
  }

  it('gets a signed, HttpOnly device cookie at sign-in', async ({ server }) => {
    const owner = await createTestUser(server, 'admin');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: owner.email, password: owner.password } } }),
    });
    const [session, device] = response.headers.getSetCookie();
    expect(session).toMatch(/^venue_session=/);
    const attributes = device!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes[0]).toMatch(/^venue_device=/);
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
    // It names the account (by id, not by e-mail) and carries a signature.
    expect(device).toContain(owner.id);
    expect(device).not.toContain(owner.email);
  });

  it('is not held back by failures from elsewhere, even from its own address', async ({ server }) => {
    const owner = await createTestUser(server, 'admin');
    const device = await knownDevice(server, owner, 50);
    await wrongGuessesFrom(server, range(10, 10), owner.email);
    // Its own address is over the per-address limit too (someone else behind the same router).
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) await signIn(clientAt(server, 50), `someone-${i}@example.com`, 'wrong');
    const stranger = await signIn(clientAt(server, 50), owner.email, owner.password);
    expect(firstErrorCode(stranger)).toBe('TOO_MANY_REQUESTS');
    expect(retryAfterSeconds(stranger)).toBeGreaterThan(14 * 60);

    const signedIn = await signIn(device, owner.email, owner.password);
    expect(signedIn.data).toEqual({ signIn: { viewer: { email: owner.email } } });
  });

  it('is held back by its own failures', async ({ server }) => {
    const owner = await createTestUser(server, 'admin');
    const device = await knownDevice(server, owner, 51);
    // Typos in quick succession: the first few are checked, then the device must wait.
    let checked = 0;
    let refused: GraphQLResult<unknown> | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const result = await signIn(device, owner.email, `typo-${i}`);
      if (firstErrorCode(result) === 'TOO_MANY_REQUESTS') refused = result;
      else checked += 1;
    }
    expect(refused).toBeDefined();
    expect(checked).toBeGreaterThanOrEqual(SIGN_IN_FREE_FAILURES);
    const delayed = await signIn(device, owner.email, owner.password);
    expect(firstErrorCode(delayed)).toBe('TOO_MANY_REQUESTS');
    expect(retryAfterSeconds(delayed)).toBeLessThan(60);
  });

  it('counts only with a valid signature, and only for the account it names', async ({ server }) => {
    const owner = await createTestUser(server, 'admin');
    const attacker = await createTestUser(server, 'user');
    const ownDevice = await knownDevice(server, owner, 52);
    const attackerDevice = await knownDevice(server, attacker, 53);
    await wrongGuessesFrom(server, range(10, 10), owner.email);

    // The attacker's own (valid) device cookie does not help against the owner's account.
    expect(firstErrorCode(await signIn(attackerDevice, owner.email, owner.password))).toBe('TOO_MANY_REQUESTS');

    // A copy of the owner's cookie with a changed signature, or pointing at the owner from the
    // attacker's cookie, is a stranger.
    const [name, value] = [...ownDevice.otherCookies.values()][0]!.split('=') as [string, string];
    const [userId, deviceId, signature] = value.split('.') as [string, string, string];
    const tampered = clientAt(server, 54);
    tampered.otherCookies.set(name, `${name}=${userId}.${deviceId}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    expect(firstErrorCode(await signIn(tampered, owner.email, owner.password))).toBe('TOO_MANY_REQUESTS');
    const attackerValue = [...attackerDevice.otherCookies.values()][0]!.split('=')[1]!;
    const renamed = clientAt(server, 55);
    renamed.otherCookies.set(name, `${name}=${attackerValue.replace(attacker.id, owner.id)}`);
    expect(firstErrorCode(await signIn(renamed, owner.email, owner.password))).toBe('TOO_MANY_REQUESTS');

    expect((await signIn(ownDevice, owner.email, owner.password)).data).toBeTruthy();
  });
});

describe('the owner cannot be kept out by a client that polls', () => {
  /** An attacker at one address: five checked guesses, then an attempt every few milliseconds. */
  async function pollFrom(server: TestServer, n: number, email: string, attempts: number) {
    const attacker = clientAt(server, n);
    const codes: unknown[] = [];
    for (let i = 0; i < SIGN_IN_FREE_FAILURES + attempts; i++) codes.push(firstErrorCode(await signIn(attacker, email, `poll-${i}`)));
    return { attacker, codes };
  }

  it('records refused attempts: polling extends only the poller\'s own delay, the owner elsewhere signs in at once', async ({ server }) => {
    const owner = await createTestUser(server, 'admin');
    const { attacker, codes } = await pollFrom(server, 60, owner.email, 40);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(SIGN_IN_FREE_FAILURES);
    // Refusals are recorded (bounded), not thrown away.
    const refusals = server.db.select().from(signInAttempts).where(and(eq(signInAttempts.email, owner.email), eq(signInAttempts.refused, true))).all();
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThanOrEqual(SIGN_IN_REFUSALS_KEPT);

    // Before the fix: one queue per account, and the owner's attempt was refused.
    const ownerBrowser = clientAt(server, 61);
    const signedIn = await signIn(ownerBrowser, owner.email, owner.password);
    expect(signedIn.data).toEqual({ signIn: { viewer: { email: owner.email } } });

    // The poller cannot take a slot the moment its delay would have ended: each refusal moved it.
    letTimePass(server, 2_000);
    const after = await signIn(attacker, owner.email, 'one-more');
    expect(firstErrorCode(after)).toBe('TOO_MANY_REQUESTS');
    expect(retryAfterSeconds(after)).toBeGreaterThan(60);
  });

  it('a browser that completed a password reset gets in, even behind the poller\'s own address', async ({ server }) => {
    const owner = await createTestUser(server, 'admin');
    await pollFrom(server, 62, owner.email, 10);
    // The owner shares the attacker's address (one office, one router) and has never signed in here.
    const ownerBrowser = clientAt(server, 62);
    expect(firstErrorCode(await signIn(ownerBrowser, owner.email, owner.password))).toBe('TOO_MANY_REQUESTS');

    const token = 'resettokenforpollingtestabcdefgh';
    server.db
      .insert(passwordResetTokens)
      .values({ tokenHash: hashSecret(token), userId: owner.id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) })
      .run();
    const reset = await ownerBrowser.request(RESET, { input: { token, newPassword: 'a-fresh-password', confirmPassword: 'a-fresh-password' } });
    expect(reset.data).toEqual({ resetPassword: { email: owner.email } });
    // The reset grants this browser the device cookie.
    expect([...ownerBrowser.otherCookies.values()].some((cookie) => cookie.startsWith('venue_device='))).toBe(true);

    // The attacker goes on polling from the same address after the reset.
    await pollFrom(server, 62, owner.email, 10);
    expect(firstErrorCode(await signIn(clientAt(server, 62), owner.email, 'a-fresh-password'))).toBe('TOO_MANY_REQUESTS');
    const signedIn = await signIn(ownerBrowser, owner.email, 'a-fresh-password');
    expect(signedIn.data).toEqual({ signIn: { viewer: { email: owner.email } } });
  });

  it('an IPv6 client counts as its /64; an IPv4 client as its address', () => {
    expect(signInSource('2001:db8:1:2:aaaa::1')).toBe(signInSource('2001:db8:1:2:bbbb::9'));
    expect(signInSource('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(signInSource('::ffff:127.0.0.5')).toBe('127.0.0.5');
    expect(signInSource('127.0.0.5')).not.toBe(signInSource('127.0.0.6'));
  });
});
