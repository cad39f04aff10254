import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { hashSecret } from '../../server/auth/sessions.ts';
import { emailChangeTokens, emailOutbox, users } from '../../server/db/schema/index.ts';
import { sentEmails } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import { createTestUser } from '../support/factories.ts';
import { firstErrorCode, GraphQLSession } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';

const REQUEST = `mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { pendingEmail } }`;
const CONFIRM = `mutation ($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { email } }`;
const VIEWER = `query { viewer { email pendingEmail } }`;

// E-mail goes through Resend (faked by msw): the confirmation link is sent from memory, never stored.
test.override('serverOptions', { seed: false, resend: true });
test.beforeAll(async () => {
  startMsw();
});
test.afterAll(() => mswServer.close());

async function signedInUser(server: TestServer) {
  const user = await createTestUser(server);
  const session = new GraphQLSession(server.url);
  await session.signIn(user.email, user.password);
  return { user, session };
}

function mail(server: TestServer, to: string, kind: string) {
  return server.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .all();
}

/** The token of the newest confirmation link Resend received for the address (after sending what is due). */
async function sentConfirmToken(server: TestServer, to: string) {
  await server.services.outbox.processDue();
  const sent = sentEmails.filter((email) => [email.to].flat().includes(to) && email.subject === 'Confirm your new email address').at(-1);
  if (!sent) throw new Error(`no confirmation e-mail sent to ${to}`);
  expect(sent.html).toContain('/auth?mode=confirm-email&amp;token=');
  return confirmTokenFrom(sent.text ?? '');
}

function confirmTokenFrom(text: string) {
  const match = /\/auth\?mode=confirm-email&token=([a-z2-7]+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in ${text}`);
  return match[1]!;
}

describe('asking to change the e-mail address', () => {
  it.for([
    ['', 'Please enter a new email address.'],
    ['   ', 'Please enter a new email address.'],
    ['not-an-address', 'Invalid email format'],
  ])('refuses %j with "%s"', async ([newEmail, message], { server }) => {
    const { user, session } = await signedInUser(server);
    const result = await session.request(REQUEST, { input: { newEmail, currentPassword: user.password } });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.field).toBe('newEmail');
  });

  it('refuses the current address (in any case) as unchanged', async ({ server }) => {
    const { user, session } = await signedInUser(server);
    const result = await session.request(REQUEST, { input: { newEmail: ` ${user.email.toUpperCase()} `, currentPassword: user.password } });
    expect(result.errors?.[0]?.message).toBe('Please enter a new email address.');
  });

  it('needs the current password', async ({ server }) => {
    const { session } = await signedInUser(server);
    const missing = await session.request(REQUEST, { input: { newEmail: 'new@example.com', currentPassword: '' } });
    expect(missing.errors?.[0]?.message).toBe('Please enter your current password.');
    const wrong = await session.request(REQUEST, { input: { newEmail: 'new@example.com', currentPassword: 'wrong-one' } });
    expect(wrong.errors?.[0]?.message).toBe('Current password is incorrect.');
    expect(wrong.errors?.[0]?.extensions?.field).toBe('currentPassword');
    expect(mail(server, 'new@example.com', 'email_change')).toHaveLength(0);
  });

  it('refuses an address another account uses', async ({ server }) => {
    const { user, session } = await signedInUser(server);
    const other = await createTestUser(server);
    const result = await session.request(REQUEST, { input: { newEmail: other.email, currentPassword: user.password } });
    expect(result.errors?.[0]?.message).toBe('That email address is already used by another account.');
  });

  it('refuses anonymous callers', async ({ server }) => {
    const result = await server.session().request(REQUEST, { input: { newEmail: 'a@example.com', currentPassword: 'x' } });
    expect(firstErrorCode(result)).toBe('UNAUTHENTICATED');
  });
});

describe('the confirmation link', () => {
  it('goes to the new address, the old one is told, and the change happens only when it is opened', async ({ server }) => {
    const { user, session } = await signedInUser(server);
    const newEmail = `moved-${user.email}`;
    const data = await session.data(REQUEST, { input: { newEmail: newEmail.toUpperCase(), currentPassword: user.password } });
    expect(data.requestEmailChange.pendingEmail).toBe(newEmail);
    expect((await session.data(VIEWER)).viewer).toEqual({ email: user.email, pendingEmail: newEmail });

    const [toNew] = mail(server, newEmail, 'email_change');
    expect(toNew).toMatchObject({ subject: 'Confirm your new email address', status: 'queued' });
    const [toOld] = mail(server, user.email, 'email_change_notice');
    expect(toOld!.text).toContain(`from ${user.email} to ${newEmail}`);
    expect(toOld!.text).not.toContain('token=');
    // The stored row (backups, the admin's Outbox screen) holds no link: whoever opens it moves the account.
    expect(`${toNew!.text}${toNew!.html}`).not.toMatch(/token=|confirm-email/);
    expect(toNew!.text).toContain('sign in and ask for the change again');

    // The token is stored hashed and the account is unchanged until the link is used.
    const token = await sentConfirmToken(server, newEmail);
    expect(mail(server, newEmail, 'email_change')[0]).toMatchObject({ status: 'sent' });
    expect(`${mail(server, newEmail, 'email_change')[0]!.text}`).not.toContain(token);
    const row = server.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id)).get()!;
    expect(row.tokenHash).toBe(hashSecret(token));
    expect(server.db.select().from(users).where(eq(users.id, user.id)).get()!.email).toBe(user.email);

    // Opened in another browser (no session needed: the token is the credential).
    const confirmed = await server.session().data(CONFIRM, { input: { token } });
    expect(confirmed.confirmEmailChange.email).toBe(newEmail);
    expect((await session.data(VIEWER)).viewer).toEqual({ email: newEmail, pendingEmail: null });

    // Signing in works with the new address only.
    await new GraphQLSession(server.url).signIn(newEmail, user.password);
    const old = await server.session().request(`mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }`, {
      input: { email: user.email, password: user.password },
    });
    expect(old.errors?.[0]?.message).toBe('Invalid login credentials');

    // Single use.
    const again = await server.session().request(CONFIRM, { input: { token } });
    expect(again.errors?.[0]?.message).toBe('This email confirmation link has already been used.');
  });

  it('refuses an expired link', async ({ server }) => {
    const { user, session } = await signedInUser(server);
    const newEmail = `late-${user.email}`;
    await session.data(REQUEST, { input: { newEmail, currentPassword: user.password } });
    const token = await sentConfirmToken(server, newEmail);
    server.db.update(emailChangeTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(emailChangeTokens.tokenHash, hashSecret(token))).run();
    const result = await server.session().request(CONFIRM, { input: { token } });
    expect(result.errors?.[0]?.message).toBe('This email confirmation link has expired. Please ask for the change again from your profile.');
    expect((await session.data(VIEWER)).viewer).toEqual({ email: user.email, pendingEmail: null });
  });

  it('refuses a made-up link', async ({ server }) => {
    const result = await server.session().request(CONFIRM, { input: { token: 'abcdefghijklmnopqrstuvwxyz234567' } });
    expect(result.errors?.[0]?.message).toBe('This email confirmation link is not valid. Please ask for the change again from your profile.');
  });

  it('replaces an earlier pending change: only the newest link works', async ({ server }) => {
    const { user, session } = await signedInUser(server);
    await session.data(REQUEST, { input: { newEmail: `first-${user.email}`, currentPassword: user.password } });
    const first = await sentConfirmToken(server, `first-${user.email}`);
    await session.data(REQUEST, { input: { newEmail: `second-${user.email}`, currentPassword: user.password } });
    expect((await session.data(VIEWER)).viewer.pendingEmail).toBe(`second-${user.email}`);
    const stale = await server.session().request(CONFIRM, { input: { token: first } });
    expect(stale.errors?.[0]?.message).toMatch(/not valid/);
  });

  it('refuses to complete when the address was taken in the meantime', async ({ server }) => {
    const { user, session } = await signedInUser(server);
    const wanted = `contested-${user.email}`;
    await session.data(REQUEST, { input: { newEmail: wanted, currentPassword: user.password } });
    const token = await sentConfirmToken(server, wanted);
    await createTestUser(server, 'user', { email: wanted });
    const result = await server.session().request(CONFIRM, { input: { token } });
    expect(firstErrorCode(result)).toBe('CONFLICT');
    expect(result.errors?.[0]?.message).toBe('That email address is already used by another account.');
    expect((await session.data(VIEWER)).viewer.email).toBe(user.email);
  });
});
