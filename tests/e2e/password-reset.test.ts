import { eq } from 'drizzle-orm';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { emailOutbox } from '../../server/db/schema/index.ts';
import { sentEmails } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import { createTestUser } from '../support/factories.ts';
import { screenshot, toast } from '../support/browser.ts';
import type { TestServer } from '../support/test-server.ts';

// E-mail goes through Resend (faked by msw): the reset link is sent from memory, never stored.
test.override('serverOptions', { resend: true });
test.beforeAll(() => startMsw());
test.afterAll(() => mswServer.close());

/** The reset link of the newest reset e-mail Resend received for this address (the outbox row has none). */
async function resetLinkFor(server: TestServer, email: string): Promise<string> {
  await server.services.outbox.processDue();
  const mail = sentEmails.filter((sent) => [sent.to].flat().includes(email) && /^Reset your /.test(sent.subject)).at(-1);
  const link = mail && /(http:\/\/\S+\/auth\?mode=reset&token=[a-z2-7]+)/.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error(`No reset e-mail for ${email}`);
  return link;
}

describe('forgot password', () => {
  it('asks for the e-mail first, then sends a link the same way for any address', async ({ page, server }) => {
    await page.goto(`${server.url}/auth`);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await toast(page, 'Email Required').getByText('Please enter your email address first.').waitFor();
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await toast(page, 'Password Reset Sent').getByText('Check your email for a password reset link').waitFor();
    expect(server.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody-at-all@example.com')).all()).toHaveLength(0);
  });

  it('resets the password through the e-mailed link, once, and signs in with the new one', async ({ page, server }) => {
    const user = await createTestUser(server, 'admin', { email: 'rosa@willow.example', password: 'old-password' });
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill('  Rosa@Willow.example ');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await toast(page, 'Password Reset Sent').waitFor();

    const link = await resetLinkFor(server, user.email);
    expect(link.startsWith(`${server.url}/auth?mode=reset&token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    await page.getByLabel(/^New password/).fill('new-willow-password');
    await page.getByLabel('Confirm new password').fill('new-willow-passwort');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('New passwords do not match.').waitFor();
    await page.getByLabel('Confirm new password').fill('new-willow-password');
    await screenshot(page, 'password-reset-form-1440');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await toast(page, 'Password Updated').waitFor();

    // Back on the sign-in form with the address filled in.
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('old-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login Failed').waitFor();
    await page.getByRole('textbox', { name: 'Password' }).fill('new-willow-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/admin`);

    // The link cannot be used twice.
    await page.goto(link);
    await page.getByText('This password reset link has already been used. Please request a new one.').waitFor();
    await page.getByRole('button', { name: 'Request a new link' }).waitFor();
  });

  it('says so when a link has expired, and offers a new one', async ({ server, browser }) => {
    const user = await createTestUser(server, 'user');
    await server.session().data(`mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { accepted } }`, {
      input: { email: user.email },
    });
    const link = await resetLinkFor(server, user.email);
    server.db.$client.prepare('update password_reset_tokens set expires_at = ? where user_id = ?').run(Date.now() - 1000, user.id);
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(link);
    await page.getByText('This password reset link has expired. Please request a new one.').waitFor();
    await screenshot(page, 'password-reset-expired-390');
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await page.getByText('press “Forgot your password?” to get a new link', { exact: false }).waitFor();
    await page.close();
  });
});
