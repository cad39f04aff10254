import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterEach } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { generateSecureRandomString, hashSecret, sessionIdFromToken, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { passwordResetTokens, sessions, userRoles } from '../../server/db/schema/index.ts';
import { setRole } from '../../server/modules/accounts/index.ts';
import { createTestUser } from '../support/factories.ts';
import { GraphQLSession } from '../support/graphql.ts';
import { subscriptionClient } from '../support/subscriptions.ts';
import type { TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait.ts';

/*
 * An open subscription must not outlive its session. Every case signs a fresh
 * admin in, opens a real graphql-ws socket with its cookie, ends the session the way a user (or
 * time) does, and checks that the socket is closed with 4401 (4403 when the role is gone) within
 * a second, and that an event published afterwards never reaches it.
 */

test.override('serverOptions', { seed: false });
// A failed test must not leave sockets behind to disturb the next one's listener counts.
const opened: Client[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.dispose()));
});

const INQUIRIES = 'subscription { inquiriesChanged { change inquiry { id } } }';

interface LiveSocket {
  client: Client;
  /** Every `next` payload received. */
  results: { data?: unknown; errors?: readonly unknown[] }[];
  /** The close event, once the socket has closed; and when. */
  closed: { code: number; reason: string; at: number } | null;
  dispose(): Promise<void>;
}

/** A graphql-ws client on the cookie's session, subscribed to inquiriesChanged and ready. */
async function openLiveSocket(server: TestServer, cookie: string | null): Promise<LiveSocket> {
  const client = subscriptionClient(server.url, { cookie });
  opened.push(client);
  const live: LiveSocket = { client, results: [], closed: null, dispose: async () => void (await client.dispose()) };
  client.on('closed', (event) => {
    const { code, reason } = event as { code: number; reason: string };
    live.closed ??= { code, reason, at: Date.now() };
  });
  const before = server.services.pubsub.listenerCount('inquiriesChanged');
  client.subscribe({ query: INQUIRIES }, { next: (result) => void live.results.push(result), error: () => {}, complete: () => {} });
  await waitFor(() => server.services.pubsub.listenerCount('inquiriesChanged') > before);
  return live;
}

async function signedInAdmin(server: TestServer) {
  const user = await createTestUser(server, 'admin');
  const session = new GraphQLSession(server.url);
  await session.signIn(user.email, user.password);
  return { user, session };
}

const sessionIdOf = (session: GraphQLSession) => sessionIdFromToken(session.cookie!.slice(`${SESSION_COOKIE}=`.length));

/** Publishes an inquiry event and gives it time to arrive. */
async function publishInquiryEvent(server: TestServer) {
  server.services.pubsub.publish('inquiriesChanged', { change: 'UPDATED', inquiryId: 'no-such-inquiry' });
  await new Promise((resolve) => setTimeout(resolve, 150));
}

/** The socket was closed with `code` within a second of `since`. */
async function expectClosedPromptly(live: LiveSocket, code: number, since: number) {
  await waitFor(() => live.closed !== null, Math.max(0, since - Date.now()) + 1500);
  expect(live.closed?.code).toBe(code);
  expect(live.closed!.at - since).toBeLessThan(1000);
}

/** An event published now is received by the socket (its session is untouched). */
async function expectStillLive(server: TestServer, live: LiveSocket) {
  const received = live.results.length;
  await publishInquiryEvent(server);
  await waitFor(() => live.results.length > received);
  expect(live.closed).toBeNull();
}

describe('an open subscription whose session ends', () => {
  it('is closed with 4401 within a second of signing out, and gets no event after', async ({ server }) => {
    const { session } = await signedInAdmin(server);
    const live = await openLiveSocket(server, session.cookie);
    await expectStillLive(server, live);
    const received = live.results.length;

    const signedOutAt = Date.now();
    await session.data('mutation { signOut { signedOut } }');
    await expectClosedPromptly(live, 4401, signedOutAt);
    await publishInquiryEvent(server);
    expect(live.results.length).toBe(received);
    await live.dispose();
  });

  it('is closed when a password change ends the other sessions; the changing session keeps its socket', async ({ server }) => {
    const { user, session: current } = await signedInAdmin(server);
    const other = new GraphQLSession(server.url);
    await other.signIn(user.email, user.password);
    const otherLive = await openLiveSocket(server, other.cookie);
    const currentLive = await openLiveSocket(server, current.cookie);

    const changedAt = Date.now();
    await current.data(
      'mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) { signedOutSessions } }',
      { input: { currentPassword: user.password, newPassword: 'another-good-password', confirmPassword: 'another-good-password' } },
    );
    await expectClosedPromptly(otherLive, 4401, changedAt);
    const received = otherLive.results.length;
    await expectStillLive(server, currentLive);
    expect(otherLive.results.length).toBe(received);
    await Promise.all([otherLive.dispose(), currentLive.dispose()]);
  });

  it('is closed by "sign out other sessions" and by revoking that one session', async ({ server }) => {
    const { user, session: current } = await signedInAdmin(server);
    const laptop = new GraphQLSession(server.url);
    const phone = new GraphQLSession(server.url);
    await laptop.signIn(user.email, user.password);
    await phone.signIn(user.email, user.password);
    const laptopLive = await openLiveSocket(server, laptop.cookie);
    const currentLive = await openLiveSocket(server, current.cookie);

    const revokedAt = Date.now();
    await current.data('mutation Revoke($input: RevokeSessionInput!) { revokeSession(input: $input) { revokedSessionId } }', {
      input: { id: sessionIdOf(laptop) },
    });
    await expectClosedPromptly(laptopLive, 4401, revokedAt);

    const phoneLive = await openLiveSocket(server, phone.cookie);
    const signedOutAt = Date.now();
    await current.data('mutation { signOutOtherSessions { signedOutSessions } }');
    await expectClosedPromptly(phoneLive, 4401, signedOutAt);
    await expectStillLive(server, currentLive);
    await Promise.all([laptopLive.dispose(), phoneLive.dispose(), currentLive.dispose()]);
  });

  it('is closed when a password reset ends every session of the account', async ({ server }) => {
    const { user, session } = await signedInAdmin(server);
    const live = await openLiveSocket(server, session.cookie);
    // A reset link as requestPasswordReset stores it (only the hash); password.test.ts covers the e-mail.
    const token = generateSecureRandomString(20);
    server.db.insert(passwordResetTokens).values({ tokenHash: hashSecret(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) }).run();
    const resetAt = Date.now();
    await server.session().data('mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { email } }', {
      input: { token, newPassword: 'fresh-start-123', confirmPassword: 'fresh-start-123' },
    });
    await expectClosedPromptly(live, 4401, resetAt);
    await live.dispose();
  });

  it('is closed when the session expires while the socket is open (a socket does not extend a session)', async ({ server }) => {
    const { session } = await signedInAdmin(server);
    const id = sessionIdOf(session);
    // 2 s left: what a session looks like just before its 30 days run out.
    server.db.update(sessions).set({ expiresAt: new Date(Date.now() + 2000) }).where(eq(sessions.id, id)).run();
    const live = await openLiveSocket(server, session.cookie);
    const expiresAt = server.db.select().from(sessions).where(eq(sessions.id, id)).get()!.expiresAt.getTime();
    await expectClosedPromptly(live, 4401, expiresAt);
    await live.dispose();
  });

  it('is closed with 4403 when the account loses the admin role', async ({ server }) => {
    const { user, session } = await signedInAdmin(server);
    const live = await openLiveSocket(server, session.cookie);
    const demotedAt = Date.now();
    setRole(server.db, user.id, 'user');
    await expectClosedPromptly(live, 4403, demotedAt);
    await live.dispose();
  });
});

describe('every event is checked against the session before it is sent', () => {
  // Changes made behind the server's back (another process, a restored backup) send no signal:
  // the check before each event still stops the delivery and closes the socket.
  it('withholds the event and closes with 4401 when the session row is gone', async ({ server }) => {
    const { session } = await signedInAdmin(server);
    const live = await openLiveSocket(server, session.cookie);
    const received = live.results.length;
    server.db.delete(sessions).where(eq(sessions.id, sessionIdOf(session))).run();
    await publishInquiryEvent(server);
    await waitFor(() => live.closed !== null, 1500);
    expect(live.closed?.code).toBe(4401);
    expect(live.results.length).toBe(received);
    await live.dispose();
  });

  it('withholds the event and closes with 4403 when the role row changed', async ({ server }) => {
    const { user, session } = await signedInAdmin(server);
    const live = await openLiveSocket(server, session.cookie);
    const received = live.results.length;
    server.db.update(userRoles).set({ role: 'user' }).where(eq(userRoles.userId, user.id)).run();
    await publishInquiryEvent(server);
    await waitFor(() => live.closed !== null, 1500);
    expect(live.closed?.code).toBe(4403);
    expect(live.results.length).toBe(received);
    await live.dispose();
  });

  it('keeps serving public subscriptions to anonymous sockets', async ({ server }) => {
    const client = subscriptionClient(server.url);
    const results: unknown[] = [];
    const before = server.services.pubsub.listenerCount('siteSettingsChanged');
    client.subscribe({ query: 'subscription { siteSettingsChanged { key } }' }, { next: (r) => void results.push(r), error: () => {}, complete: () => {} });
    await waitFor(() => server.services.pubsub.listenerCount('siteSettingsChanged') > before);
    server.services.pubsub.publish('siteSettingsChanged', { key: 'footer' });
    await waitFor(() => results.length === 1);
    expect(results[0]).toEqual({ data: { siteSettingsChanged: { key: 'FOOTER' } } });
    await client.dispose();
  });
});
