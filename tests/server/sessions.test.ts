import { eq } from 'drizzle-orm';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { sessions } from '../../server/db/schema/index.ts';
import { describeUserAgent } from '../../server/modules/accounts/index.ts';
import { createTestUser } from '../support/factories.ts';
import { firstErrorCode, GraphQLSession } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';

const MY_SESSIONS = `query { mySessions { id createdAt lastSeenAt expiresAt userAgent device ipAddress current } }`;
const REVOKE = `mutation ($input: RevokeSessionInput!) { revokeSession(input: $input) { revokedSessionId } }`;
const SIGN_OUT_OTHERS = `mutation { signOutOtherSessions { signedOutSessions } }`;
const VIEWER = `query { viewer { email } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }`;

test.override('serverOptions', { seed: false });

/** Signs in like a particular browser, so the session records its user agent. */
async function signInWith(server: TestServer, email: string, password: string, userAgent: string) {
  const session = new GraphQLSession(server.url);
  await session.request(SIGN_IN, { input: { email, password } }, { 'user-agent': userAgent });
  return session;
}

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('the account sessions', () => {
  it('lists the active sessions with device, address and times, marking this one', async ({ server }) => {
    const user = await createTestUser(server);
    const phone = await signInWith(server, user.email, user.password, SAFARI_IPHONE);
    const desktop = await signInWith(server, user.email, user.password, CHROME_WINDOWS);
    const list = (await desktop.data(MY_SESSIONS)).mySessions as { device: string; current: boolean; ipAddress: string; createdAt: string }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)?.device).toBe('Chrome on Windows');
    expect(list.find((s) => !s.current)?.device).toBe('Safari on iPhone');
    expect(list.every((s) => s.ipAddress && s.createdAt)).toBe(true);
    expect((await phone.data(MY_SESSIONS)).mySessions.find((s: { current: boolean }) => s.current).device).toBe('Safari on iPhone');
  });

  it('leaves out expired sessions and other accounts', async ({ server }) => {
    const user = await createTestUser(server);
    const other = await createTestUser(server);
    await signInWith(server, other.email, other.password, CHROME_WINDOWS);
    const stale = await signInWith(server, user.email, user.password, SAFARI_IPHONE);
    const staleId = stale.cookie!.split('=')[1]!.split('.')[0]!;
    server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, staleId)).run();
    const here = await signInWith(server, user.email, user.password, CHROME_WINDOWS);
    const list = (await here.data(MY_SESSIONS)).mySessions;
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
  });

  it('signs out one other session', async ({ server }) => {
    const user = await createTestUser(server);
    const phone = await signInWith(server, user.email, user.password, SAFARI_IPHONE);
    const desktop = await signInWith(server, user.email, user.password, CHROME_WINDOWS);
    const phoneEntry = (await desktop.data(MY_SESSIONS)).mySessions.find((s: { current: boolean }) => !s.current);
    expect((await desktop.data(REVOKE, { input: { id: phoneEntry.id } })).revokeSession.revokedSessionId).toBe(phoneEntry.id);
    expect((await phone.data(VIEWER)).viewer).toBeNull();
    expect((await desktop.data(VIEWER)).viewer.email).toBe(user.email);
    const again = await desktop.request(REVOKE, { input: { id: phoneEntry.id } });
    expect(firstErrorCode(again)).toBe('NOT_FOUND');
  });

  it('refuses to end the current session that way, and another account’s session', async ({ server }) => {
    const user = await createTestUser(server);
    const other = await createTestUser(server);
    const mine = await signInWith(server, user.email, user.password, CHROME_WINDOWS);
    const theirs = await signInWith(server, other.email, other.password, CHROME_WINDOWS);
    const myId = (await mine.data(MY_SESSIONS)).mySessions[0].id;
    const self = await mine.request(REVOKE, { input: { id: myId } });
    expect(self.errors?.[0]?.message).toBe('This is the session you are using now. Use Sign Out to end it.');
    const foreign = await theirs.request(REVOKE, { input: { id: myId } });
    expect(firstErrorCode(foreign)).toBe('NOT_FOUND');
    expect((await mine.data(VIEWER)).viewer.email).toBe(user.email);
  });

  it('signs out every other session at once', async ({ server }) => {
    const user = await createTestUser(server);
    const others = [await signInWith(server, user.email, user.password, SAFARI_IPHONE), await signInWith(server, user.email, user.password, SAFARI_IPHONE)];
    const here = await signInWith(server, user.email, user.password, CHROME_WINDOWS);
    expect((await here.data(SIGN_OUT_OTHERS)).signOutOtherSessions.signedOutSessions).toBe(2);
    for (const session of others) expect((await session.data(VIEWER)).viewer).toBeNull();
    expect((await here.data(MY_SESSIONS)).mySessions).toHaveLength(1);
  });

  it('refuses anonymous callers', async ({ server }) => {
    for (const [query, variables] of [[MY_SESSIONS], [SIGN_OUT_OTHERS], [REVOKE, { input: { id: 'x' } }]] as const) {
      expect(firstErrorCode(await server.session().request(query, variables))).toBe('UNAUTHENTICATED');
    }
  });
});

describe('describing a user agent', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome on Windows'],
    [SAFARI_IPHONE, 'Safari on iPhone'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, 'Unknown device'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toBe(expected);
  });
});
