import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { sessions, userRoles, users } from '../../server/db/schema/index.ts';
import { SIGN_IN_MAX_FAILURES } from '../../server/auth/sign-in-throttle.ts';
import { logger } from '../../server/logger.ts';
import { createUser, ensureFirstAdmin } from '../../server/modules/accounts/index.ts';
import { createTestUser } from '../support/factories.ts';
import { firstErrorCode, GraphQLSession } from '../support/graphql.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { startTestServer, TEST_ADMIN, } from '../support/test-server.ts';

const VIEWER = `query { viewer { id email role isAdmin displayName } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { email role isAdmin } } }`;
const SIGN_OUT = `mutation { signOut { signedOut } }`;

describe('signing in', () => {
  it('signs the admin in with a trimmed, lowercased e-mail and sets an HttpOnly, SameSite=Lax cookie', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password } } }),
    });
    const body = await response.json();
    expect(body.data.signIn.viewer).toEqual({ email: TEST_ADMIN.email, role: 'ADMIN', isAdmin: true });
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^venue_session=[a-z0-9]+\.[a-z0-9]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // served over plain http in tests
  });

  it('reports the viewer and their role, and null when signed out', async ({ server }) => {
    const session = server.session();
    expect((await session.data(VIEWER)).viewer).toBeNull();
    await session.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await session.data(VIEWER)).viewer).toMatchObject({ email: TEST_ADMIN.email, role: 'ADMIN', isAdmin: true });
  });

  it('gives a user without a role row the role user', async ({ server }) => {
    const user = await createTestUser(server, 'admin');
    server.db.delete(userRoles).where(eq(userRoles.userId, user.id)).run();
    const session = server.session();
    await session.signIn(user.email, user.password);
    expect((await session.data(VIEWER)).viewer).toMatchObject({ role: 'USER', isAdmin: false });
  });

  it.for([
    [{ email: '', password: 'x' }, 'Email and password are required'],
    [{ email: 'a@b.co', password: '' }, 'Email and password are required'],
    [{ email: 'not-an-address', password: 'x' }, 'Invalid email format'],
  ])('refuses %j with "%s"', async ([input, message], { server }) => {
    const result = await server.session().request(SIGN_IN, { input });
    expect(result.errors?.[0]?.message).toBe(message);
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
  });

  it('refuses a wrong password with the specification message and logs a masked e-mail', async ({ server }) => {
    const warn = vi.spyOn(logger, 'warn');
    const user = await createTestUser(server, 'user', { email: 'jane.doe@example.com' });
    const result = await server.session().request(SIGN_IN, { input: { email: user.email, password: 'wrong' } });
    expect(result.errors?.[0]?.message).toBe('Invalid login credentials');
    expect(firstErrorCode(result)).toBe('UNAUTHENTICATED');
    expect(warn).toHaveBeenCalledWith('Failed sign-in', expect.objectContaining({ email: 'ja***@example.com' }));
    expect(JSON.stringify(warn.mock.calls)).not.toContain('jane.doe@');
    warn.mockRestore();
  });

  it('gives an unknown e-mail the same answer as a wrong password', async ({ server }) => {
    const result = await server.session().request(SIGN_IN, { input: { email: 'nobody@example.com', password: 'whatever' } });
    expect(result.errors?.[0]?.message).toBe('Invalid login credentials');
  });
});

describe('signing out', () => {
  it('deletes the session on the server, so the old cookie no longer works', async ({ server }) => {
    const session = await server.adminSession();
    const oldCookie = session.cookie;
    await session.data(SIGN_OUT);
    expect(session.cookie).toBeNull();
    const replay = new GraphQLSession(server.url);
    replay.cookie = oldCookie;
    expect((await replay.data(VIEWER)).viewer).toBeNull();
  });

  it('rotates the session at sign-in: the previous session of that browser ends', async ({ server }) => {
    const session = await server.adminSession();
    const first = session.cookie!;
    await session.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(session.cookie).not.toBe(first);
    const firstId = first.split('=')[1]!.split('.')[0]!;
    expect(server.db.select().from(sessions).where(eq(sessions.id, firstId)).get()).toBeUndefined();
  });

  it('stores only a hash of the session secret', async ({ server }) => {
    const session = await server.adminSession();
    const [id, secret] = session.cookie!.split('=')[1]!.split('.');
    const row = server.db.select().from(sessions).where(eq(sessions.id, id!)).get()!;
    expect(row.secretHash).not.toContain(secret!);
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a forged cookie with a known id and a wrong secret', async ({ server }) => {
    const session = await server.adminSession();
    const id = session.cookie!.split('=')[1]!.split('.')[0];
    const forged = new GraphQLSession(server.url);
    forged.cookie = `venue_session=${id}.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`;
    expect((await forged.data(VIEWER)).viewer).toBeNull();
  });
});

describe('sign-in throttling', () => {
  it('refuses the 11th failed attempt in a row from one address, even with the right password', async () => {
    // A server of its own: the throttle counts every failure from this address, and the file's server must not be locked.
    const throttled = await startTestServer({ seed: false });
    try {
      const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
      const user = await createTestUser(throttled, 'user');
      for (let attempt = 1; attempt <= SIGN_IN_MAX_FAILURES; attempt++) {
        const result = await throttled.session().request(SIGN_IN, { input: { email: `other${attempt}@example.com`, password: 'wrong' } });
        expect(result.errors?.[0]?.message).toBe('Invalid login credentials');
      }
      const refused = await throttled.session().request(SIGN_IN, { input: { email: user.email, password: user.password } });
      expect(firstErrorCode(refused)).toBe('TOO_MANY_REQUESTS');
      expect(refused.errors?.[0]?.message).toMatch(/Too many failed sign-in attempts\. Please wait 15 minutes/);
      warn.mockRestore();
    } finally {
      await throttled.close();
    }
  });
});

describe('the first admin', () => {
  it('is created once, from the configured e-mail and password', async ({ server }) => {
    expect(await ensureFirstAdmin(server.db, { adminEmail: 'x@example.com', adminPassword: 'something' })).toBeNull();
    const session = server.session();
    await session.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await session.data(VIEWER)).viewer.isAdmin).toBe(true);
  });

  // The next two start a server of their own: they remove every admin role, which the file's server still needs.
  it('promotes an existing account with the configured e-mail, with the configured password', async () => {
    const empty = await startTestServer({ seed: false });
    try {
      empty.db.delete(userRoles).run();
      await createUser(empty.db, { email: 'owner@example.com', password: 'an-old-password', role: 'user' });
      const created = await ensureFirstAdmin(empty.db, { adminEmail: ' Owner@Example.com ', adminPassword: 'the-new-password' });
      expect(created).toEqual({ email: 'owner@example.com', generatedPassword: null });
      const session = empty.session();
      await session.signIn('owner@example.com', 'the-new-password');
      expect((await session.data(VIEWER)).viewer).toMatchObject({ email: 'owner@example.com', isAdmin: true });
      expect(empty.db.select().from(users).all().filter((user) => user.email === 'owner@example.com')).toHaveLength(1);
    } finally {
      await empty.close();
    }
  });

  it('gets a generated password when none is configured', async () => {
    const empty = await startTestServer({ seed: false });
    try {
      empty.db.delete(userRoles).run();
      const created = await ensureFirstAdmin(empty.db, {});
      expect(created?.email).toBe('admin@venue.local');
      expect(created?.generatedPassword).toMatch(/^[a-z0-9]{16,}$/);
      const session = empty.session();
      await session.signIn('admin@venue.local', created!.generatedPassword!);
      expect((await session.data(VIEWER)).viewer.isAdmin).toBe(true);
    } finally {
      await empty.close();
    }
  });
});

describe('creating an account', () => {
  it('refuses an e-mail that already has an account, in any case, with a clear message and nothing stored', async ({ server }) => {
    const before = server.db.select().from(users).all().length;
    const error = await createUser(server.db, { email: ` ${TEST_ADMIN.email.toUpperCase()}`, password: 'another-password', role: 'user' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ message: 'An account with this email already exists.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(server.db.select().from(users).all()).toHaveLength(before);
    // The existing account is untouched.
    const session = server.session();
    await session.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await session.data(VIEWER)).viewer.isAdmin).toBe(true);
  });
});
