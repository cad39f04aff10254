import { and, desc, eq } from 'drizzle-orm';
import { afterEach, } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { hashSecret } from '../../server/auth/sessions.ts';
import { emailOutbox, passwordResetTokens, sessions } from '../../server/db/schema/index.ts';
import { RESET_ATTEMPT_LIMIT, RESET_REQUEST_LIMITS } from '../../server/modules/accounts/index.ts';
import { resetResend, sentEmails } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import { createTestUser } from '../support/factories.ts';
import { firstErrorCode, GraphQLSession } from '../support/graphql.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { signedOutSessions } }`;
const REQUEST_RESET = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { accepted } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { email } }`;
const TOKEN_STATUS = `query ($token: String!) { passwordResetTokenStatus(token: $token) }`;
const VIEWER = `query { viewer { email } }`;

// E-mail goes through Resend (faked by msw): the reset link is sent from memory, never stored.
test.override('serverOptions', { seed: false, resend: true });
test.beforeAll(() => {
  startMsw();
});
afterEach(() => resetResend());
test.afterAll(() => mswServer.close());
// Every request here comes from 127.0.0.1: start each test with fresh request limits (the limit
// tests below run on servers of their own).
test.beforeEach(({ server }) => {
  server.services.rateLimiter('password-reset-ip', RESET_REQUEST_LIMITS.perIp).reset();
  server.services.rateLimiter('password-reset-email', RESET_REQUEST_LIMITS.perEmail).reset();
  server.services.rateLimiter('password-reset-attempt-ip', RESET_ATTEMPT_LIMIT).reset();
});

async function signIn(server: TestServer, email: string, password: string) {
  const session = new GraphQLSession(server.url);
  await session.signIn(email, password);
  return session;
}

async function signInFails(server: TestServer, email: string, password: string) {
  const result = await server.session().request(`mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }`, {
    input: { email, password },
  });
  return result.errors?.[0]?.message === 'Invalid login credentials';
}

function mailTo(server: TestServer, to: string, kind?: string) {
  return server.db
    .select()
    .from(emailOutbox)
    .where(kind ? and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)) : eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt))
    .all();
}

/** The newest password reset e-mail Resend received for the address (after sending what is due). */
async function sentResetMail(server: TestServer, to: string) {
  await server.services.outbox.processDue();
  const mail = sentEmails.filter((email) => [email.to].flat().includes(to) && /^Reset your /.test(email.subject)).at(-1);
  if (!mail) throw new Error(`no reset e-mail sent to ${to}`);
  return { text: mail.text ?? '', html: mail.html ?? '' };
}

function resetTokenFrom(text: string): string {
  const match = /\/auth\?mode=reset&token=([a-z2-7]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

/** A fresh server per rate-limit test (kept explicit), so limits do not leak into the other tests. */
async function withServer<T>(fn: (s: TestServer) => Promise<T>) {
  const own = await startTestServer({ seed: false });
  try {
    return await fn(own);
  } finally {
    await own.close();
  }
}

describe('changing the password', () => {
  it.for([
    [{ currentPassword: '', newPassword: 'new-secret', confirmPassword: 'new-secret' }, 'Please enter your current password.', 'currentPassword'],
    [{ currentPassword: 'x', newPassword: 'new-secret', confirmPassword: 'new-secreT' }, 'New passwords do not match.', 'confirmPassword'],
    [{ currentPassword: 'x', newPassword: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters long.', 'newPassword'],
    [{ currentPassword: 'x', newPassword: 'y'.repeat(257), confirmPassword: 'y'.repeat(257) }, 'Password must be at most 256 characters long.', 'newPassword'],
  ])('refuses %j with the specification message', async ([input, message, field], { server }) => {
    const user = await createTestUser(server);
    const session = await signIn(server, user.email, user.password);
    const result = await session.request(CHANGE_PASSWORD, { input });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.field).toBe(field);
    expect(await signInFails(server, user.email, user.password)).toBe(false);
  });

  it('refuses a wrong current password and keeps the old one', async ({ server }) => {
    const user = await createTestUser(server);
    const session = await signIn(server, user.email, user.password);
    const result = await session.request(CHANGE_PASSWORD, { input: { currentPassword: 'not-it', newPassword: 'brand-new', confirmPassword: 'brand-new' } });
    expect(result.errors?.[0]?.message).toBe('Current password is incorrect.');
    expect(result.errors?.[0]?.extensions?.field).toBe('currentPassword');
    expect(await signInFails(server, user.email, 'brand-new')).toBe(true);
  });

  it('changes it, ends the other sessions but keeps this one, and confirms by e-mail', async ({ server }) => {
    const user = await createTestUser(server);
    const here = await signIn(server, user.email, user.password);
    const phone = await signIn(server, user.email, user.password);
    const laptop = await signIn(server, user.email, user.password);
    const data = await here.data(CHANGE_PASSWORD, { input: { currentPassword: user.password, newPassword: 'willow-tree-42', confirmPassword: 'willow-tree-42' } });
    expect(data.changePassword.signedOutSessions).toBe(2);
    expect((await here.data(VIEWER)).viewer.email).toBe(user.email);
    expect((await phone.data(VIEWER)).viewer).toBeNull();
    expect((await laptop.data(VIEWER)).viewer).toBeNull();
    expect(server.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(1);

    expect(await signInFails(server, user.email, user.password)).toBe(true);
    expect(await signInFails(server, user.email, 'willow-tree-42')).toBe(false);

    const [mail] = mailTo(server, user.email, 'password_change_confirmation');
    expect(mail).toMatchObject({ status: 'queued', subject: 'Your password was changed' });
    expect(mail!.text).toContain('2 other signed-in devices were signed out.');
  });

  it('limits wrong current-password attempts per account', async () => {
    await withServer(async (own) => {
      const user = await createTestUser(own);
      const session = new GraphQLSession(own.url);
      await session.signIn(user.email, user.password);
      const wrong = { currentPassword: 'guess', newPassword: 'brand-new', confirmPassword: 'brand-new' };
      for (let i = 0; i < 10; i++) expect((await session.request(CHANGE_PASSWORD, { input: wrong })).errors?.[0]?.message).toBe('Current password is incorrect.');
      const limited = await session.request(CHANGE_PASSWORD, { input: { ...wrong, currentPassword: user.password } });
      expect(firstErrorCode(limited)).toBe('TOO_MANY_REQUESTS');
      expect(limited.errors?.[0]?.message).toMatch(/^Too many attempts with the current password\. Please wait 15 minutes/);
    });
  });

  it('makes a reset link requested earlier useless', async ({ server }) => {
    const user = await createTestUser(server);
    await server.session().data(REQUEST_RESET, { input: { email: user.email } });
    const token = resetTokenFrom((await sentResetMail(server, user.email)).text);
    const session = await signIn(server, user.email, user.password);
    await session.data(CHANGE_PASSWORD, { input: { currentPassword: user.password, newPassword: 'changed-it', confirmPassword: 'changed-it' } });
    expect((await server.session().data(TOKEN_STATUS, { token })).passwordResetTokenStatus).toBe('USED');
  });
});

describe('requesting a password reset', () => {
  it('sends a link to /auth?mode=reset valid one hour, storing only a hash of the token', async ({ server }) => {
    const user = await createTestUser(server);
    const before = Date.now();
    const data = await server.session().data(REQUEST_RESET, { input: { email: `  ${user.email.toUpperCase()} ` } });
    expect(data.requestPasswordReset.accepted).toBe(true);
    expect(mailTo(server, user.email, 'password_reset')).toHaveLength(1);
    const mail = await sentResetMail(server, user.email);
    expect(mail.text).toContain(`${server.url}/auth?mode=reset&token=`);
    expect(mail.html).toContain(`${server.url}/auth?mode=reset&amp;token=`);
    const token = resetTokenFrom(mail.text);
    const rows = server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSecret(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const validFor = rows[0]!.expiresAt.getTime() - before;
    expect(validFor).toBeGreaterThan(59 * 60_000);
    expect(validFor).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    expect((await server.session().data(TOKEN_STATUS, { token })).passwordResetTokenStatus).toBe('VALID');
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async ({ server }) => {
    const user = await createTestUser(server);
    const known = await server.session().request(REQUEST_RESET, { input: { email: user.email } });
    const unknown = await server.session().request(REQUEST_RESET, { input: { email: 'nobody-here@example.com' } });
    expect(unknown).toEqual(known);
    expect(mailTo(server, 'nobody-here@example.com')).toHaveLength(0);
  });

  it.for([
    ['', 'Please enter your email address first.'],
    ['   ', 'Please enter your email address first.'],
    ['not-an-address', 'Invalid email format'],
  ])('refuses %j with "%s"', async ([email, message], { server }) => {
    const result = await server.session().request(REQUEST_RESET, { input: { email } });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
  });

  it('is rate limited per address, known or not, with the same answer', async () => {
    await withServer(async (own) => {
      const user = await createTestUser(own);
      const answers = [];
      for (const email of [user.email, 'ghost@example.com']) {
        for (let i = 0; i < 3; i++) expect((await own.session().request(REQUEST_RESET, { input: { email } })).errors).toBeUndefined();
        answers.push(await own.session().request(REQUEST_RESET, { input: { email } }));
      }
      expect(firstErrorCode(answers[0]!)).toBe('TOO_MANY_REQUESTS');
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]!.errors?.[0]?.message).toBe('Too many password reset requests for this address. Please wait 60 minutes and try again.');
    });
  });

  it('is rate limited per client address', async () => {
    await withServer(async (own) => {
      for (let i = 0; i < 10; i++) {
        expect((await own.session().request(REQUEST_RESET, { input: { email: `someone${i}@example.com` } })).errors).toBeUndefined();
      }
      const limited = await own.session().request(REQUEST_RESET, { input: { email: 'one-more@example.com' } });
      expect(firstErrorCode(limited)).toBe('TOO_MANY_REQUESTS');
      expect(limited.errors?.[0]?.message).toBe('Too many password reset requests. Please wait 15 minutes and try again.');
    });
  });
});

describe('resetting the password with the link', () => {
  async function requestToken(server: TestServer, email: string) {
    await server.session().data(REQUEST_RESET, { input: { email } });
    return resetTokenFrom((await sentResetMail(server, email)).text);
  }

  it('sets the new password, ends every session of the account, and the link works once', async ({ server }) => {
    const user = await createTestUser(server);
    const laptop = await signIn(server, user.email, user.password);
    const token = await requestToken(server, user.email);
    const data = await server.session().data(RESET, { input: { token, newPassword: 'fresh-start', confirmPassword: 'fresh-start' } });
    expect(data.resetPassword.email).toBe(user.email);
    expect((await laptop.data(VIEWER)).viewer).toBeNull();
    expect(server.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
    expect(await signInFails(server, user.email, user.password)).toBe(true);
    expect(await signInFails(server, user.email, 'fresh-start')).toBe(false);
    expect(mailTo(server, user.email, 'password_change_confirmation')[0]!.text).toContain('Every device that was signed in has been signed out.');

    const again = await server.session().request(RESET, { input: { token, newPassword: 'second-try', confirmPassword: 'second-try' } });
    expect(again.errors?.[0]?.message).toBe('This password reset link has already been used. Please request a new one.');
    expect((await server.session().data(TOKEN_STATUS, { token })).passwordResetTokenStatus).toBe('USED');
    expect(await signInFails(server, user.email, 'second-try')).toBe(true);
  });

  it('clears the cookie of the browser that resets while signed in', async ({ server }) => {
    const user = await createTestUser(server);
    const session = await signIn(server, user.email, user.password);
    const token = await requestToken(server, user.email);
    await session.data(RESET, { input: { token, newPassword: 'fresh-start', confirmPassword: 'fresh-start' } });
    expect(session.cookie).toBeNull();
  });

  it('refuses an expired link', async ({ server }) => {
    const user = await createTestUser(server);
    const token = await requestToken(server, user.email);
    server.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.tokenHash, hashSecret(token))).run();
    expect((await server.session().data(TOKEN_STATUS, { token })).passwordResetTokenStatus).toBe('EXPIRED');
    const result = await server.session().request(RESET, { input: { token, newPassword: 'too-late', confirmPassword: 'too-late' } });
    expect(result.errors?.[0]?.message).toBe('This password reset link has expired. Please request a new one.');
    expect(result.errors?.[0]?.extensions?.field).toBe('token');
    expect(await signInFails(server, user.email, user.password)).toBe(false);
  });

  it('refuses a made-up token', async ({ server }) => {
    for (const token of ['', 'abc', 'a'.repeat(52), '<script>']) {
      const result = await server.session().request(RESET, { input: { token, newPassword: 'whatever', confirmPassword: 'whatever' } });
      expect(result.errors?.[0]?.message).toBe('This password reset link is not valid. Please request a new one.');
      expect((await server.session().data(TOKEN_STATUS, { token })).passwordResetTokenStatus).toBe('INVALID');
    }
  });

  it('applies the password rules and keeps the link usable after a refused attempt', async ({ server }) => {
    const user = await createTestUser(server);
    const token = await requestToken(server, user.email);
    const mismatch = await server.session().request(RESET, { input: { token, newPassword: 'abcdef', confirmPassword: 'abcdeg' } });
    expect(mismatch.errors?.[0]?.message).toBe('New passwords do not match.');
    const short = await server.session().request(RESET, { input: { token, newPassword: 'abc', confirmPassword: 'abc' } });
    expect(short.errors?.[0]?.message).toBe('Password must be at least 6 characters long.');
    expect((await server.session().data(TOKEN_STATUS, { token })).passwordResetTokenStatus).toBe('VALID');
    await server.session().data(RESET, { input: { token, newPassword: 'abcdef', confirmPassword: 'abcdef' } });
  });

  it('lets exactly one of two simultaneous uses of a link succeed', async ({ server }) => {
    const user = await createTestUser(server);
    const token = await requestToken(server, user.email);
    const results = await Promise.all(
      ['first-pass', 'second-pass'].map((password) =>
        server.session().request(RESET, { input: { token, newPassword: password, confirmPassword: password } }),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => result.errors?.[0]?.message?.includes('already been used'))).toHaveLength(1);
  });

  it('makes the other links of the account useless once one is used', async ({ server }) => {
    const user = await createTestUser(server);
    const first = await requestToken(server, user.email);
    const second = await requestToken(server, user.email);
    expect(first).not.toBe(second);
    await server.session().data(RESET, { input: { token: second, newPassword: 'from-second', confirmPassword: 'from-second' } });
    expect((await server.session().data(TOKEN_STATUS, { token: first })).passwordResetTokenStatus).toBe('USED');
  });
});

describe('access', () => {
  it('refuses password changes without a session', async ({ server }) => {
    const result = await server.session().request(CHANGE_PASSWORD, { input: { currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' } });
    expect(firstErrorCode(result)).toBe('UNAUTHENTICATED');
  });
});
