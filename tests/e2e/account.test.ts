import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { hashSecret } from '../../server/auth/sessions.ts';
import { emailChangeTokens, emailOutbox } from '../../server/db/schema/index.ts';
import { createTestUser } from '../support/factories.ts';
import { GraphQLSession } from '../support/graphql.ts';
import { screenshot, signInThroughUi, toast, type TestBrowser } from '../support/browser.ts';
import type { TestServer } from '../support/test-server.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';

const VIEWER = `query { viewer { email } }`;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A fresh admin for each test, so tests that change passwords and addresses do not collide. */
async function freshAdmin(server: TestServer) {
  return createTestUser(server, 'admin');
}

async function openProfile({ server, browser }: { server: TestServer; browser: TestBrowser }, email: string, password: string, width = 1440): Promise<Page> {
  const page = await browser.newPage({ width, height: width > 500 ? 900 : 844 });
  await signInThroughUi(page, server.url, email, password);
  await page.goto(`${server.url}/admin/profile`);
  await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
  return page;
}

async function otherDevice(server: TestServer, email: string, password: string) {
  const session = new GraphQLSession(server.url);
  await session.request(`mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }`, { input: { email, password } }, { 'user-agent': IPHONE });
  return session;
}

describe('changing the password', () => {
  it('checks the rules, signs out the other devices, and the new password signs in', async ({ server, browser }) => {
    const admin = await freshAdmin(server);
    const phone = await otherDevice(server, admin.email, admin.password);
    const page = await openProfile({ server, browser }, admin.email, admin.password);
    const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Password settings' }) });
    const update = card.getByRole('button', { name: 'Update Password' });
    expect(await update.isDisabled()).toBe(true);

    await card.getByLabel('Current password').fill(admin.password);
    await card.getByLabel(/^New password/).fill('short');
    await card.getByLabel('Confirm new password').fill('shorter');
    await update.click();
    await card.getByText('New passwords do not match.').waitFor();
    await card.getByLabel('Confirm new password').fill('short');
    await update.click();
    await card.getByText('Password must be at least 6 characters long.').waitFor();

    await card.getByLabel('Current password').fill('not-my-password');
    await card.getByLabel(/^New password/).fill('a-brand-new-secret');
    await card.getByLabel('Confirm new password').fill('a-brand-new-secret');
    await update.click();
    await card.getByText('Current password is incorrect.').waitFor();

    await card.getByLabel('Current password').fill(admin.password);
    await update.click();
    await toast(page, 'Password Updated').getByText('Your password has been changed and 1 other session was signed out.').waitFor();
    expect(await card.getByLabel('Current password').inputValue()).toBe('');
    expect((await phone.data(VIEWER)).viewer).toBeNull();

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await signInThroughUi(page, server.url, admin.email, 'a-brand-new-secret');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.close();
  });
});

describe('the profile', () => {
  it('saves the display name and picture, shown in the dashboard header', async ({ server, browser }) => {
    const admin = await freshAdmin(server);
    const page = await openProfile({ server, browser }, admin.email, admin.password);
    const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Profile information' }) });
    const picture = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#cc9a2b' } }).jpeg().toBuffer();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), card.getByRole('button', { name: 'Upload picture' }).click()]);
    await chooser.setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
    await card.getByRole('img', { name: 'Your profile picture' }).waitFor();
    await card.getByLabel('Display name').fill('Rosa Delgado');
    await card.getByRole('button', { name: 'Update Profile' }).click();
    await toast(page, 'Profile Updated').waitFor();
    await page.getByRole('banner').getByText('Rosa Delgado').waitFor();
    const confirmation = server.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, admin.email), eq(emailOutbox.kind, 'profile_update_confirmation')))
      .get();
    expect(confirmation?.text).toContain('Display name: Rosa Delgado');
    await page.close();
  });
});

describe('changing the e-mail address', () => {
  it('needs a new address and the password, then confirms through the link sent to the new address', async ({ server, browser }) => {
    const admin = await freshAdmin(server);
    const newEmail = `new-${admin.email}`;
    const page = await openProfile({ server, browser }, admin.email, admin.password);
    const card = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Email settings' }) });
    const update = card.getByRole('button', { name: 'Update Email' });
    expect(await update.isDisabled()).toBe(true);

    await card.getByLabel('New email').fill(admin.email.toUpperCase());
    await card.getByLabel('Current password').fill(admin.password);
    await update.click();
    await card.getByText('Please enter a new email address.').waitFor();

    await card.getByLabel('New email').fill(newEmail);
    await update.click();
    await toast(page, 'Email Update Initiated').getByText('Please check your new email for confirmation.').waitFor();
    await card.getByText('Waiting for confirmation').waitFor();
    await screenshot(page, 'account-profile-1440');

    const mail = server.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, newEmail), eq(emailOutbox.kind, 'email_change')))
      .orderBy(desc(emailOutbox.createdAt))
      .get();
    // The stored message holds no link (it is sent from memory, and this server sends nothing):
    // the pending change gets a token the test knows, as the e-mailed link would carry one.
    expect(mail!.text).not.toContain('token=');
    const token = 'confirmtokenforaccounttestabcdefg';
    server.db.update(emailChangeTokens).set({ tokenHash: hashSecret(token) }).where(eq(emailChangeTokens.newEmail, newEmail)).run();
    const link = `${server.url}/auth?mode=confirm-email&token=${token}`;
    expect(server.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, admin.email), eq(emailOutbox.kind, 'email_change_notice'))).all()).toHaveLength(1);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm Your New Email' }).waitFor();
    await page.getByRole('button', { name: 'Confirm Email Change' }).click();
    await page.getByText('Email address updated').waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.goto(`${server.url}/admin/profile`);
    expect(await page.getByLabel('Current email').inputValue()).toBe(newEmail);

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm Email Change' }).click();
    await page.getByRole('alert').filter({ hasText: 'This link cannot be used' }).getByText('This email confirmation link has already been used.').waitFor();
    await page.close();
  });
});

describe('active sessions', () => {
  it('lists the devices and signs out the others', async ({ server, browser }) => {
    const admin = await freshAdmin(server);
    const phone = await otherDevice(server, admin.email, admin.password);
    const page = await openProfile({ server, browser }, admin.email, admin.password);
    const list = page.getByRole('list', { name: 'Active sessions' });
    await list.getByText('This device').waitFor();
    await list.getByText('Safari on iPhone').waitFor();
    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await toast(page, 'Other Sessions Ended').getByText('Signed out 1 other session.').waitFor();
    await list.getByText('Safari on iPhone').waitFor({ state: 'detached' });
    expect((await phone.data(VIEWER)).viewer).toBeNull();
    expect(await page.getByRole('button', { name: 'Sign out other sessions' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('fits a phone screen', async ({ server, browser }) => {
    const admin = await freshAdmin(server);
    await otherDevice(server, admin.email, admin.password);
    const page = await openProfile({ server, browser }, admin.email, admin.password, 390);
    await page.getByRole('list', { name: 'Active sessions' }).getByText('Safari on iPhone').waitFor();
    await expectFitsScreen(page, 'Profile with two devices');
    await screenshot(page, 'account-profile-390');
    await page.close();
  });
});

describe('the e-mail outbox', () => {
  it('lists the messages, opens one, says delivery is not configured, and retries a failed one', async ({ server, browser, page }) => {
    const admin = await freshAdmin(server);
    const failed = server.services.outbox.enqueue({
      kind: 'inquiry_confirmation',
      to: 'guest@example.com',
      subject: 'We received your inquiry',
      html: '<p>Thank you for your inquiry!</p>',
      text: 'Thank you for your inquiry!',
    });
    server.db.update(emailOutbox).set({ status: 'failed', attempts: 8, lastError: 'validation_error: The to address is invalid' }).where(eq(emailOutbox.id, failed.id)).run();

    await signInThroughUi(page, server.url, admin.email, admin.password);
    await page.goto(`${server.url}/admin/outbox`);
    await page.getByRole('heading', { name: 'E-mail Outbox' }).waitFor();
    await page.getByText('E-mail delivery is not configured').waitFor();
    await page.getByRole('cell', { name: 'guest@example.com', exact: true }).waitFor();
    await page.getByText('validation_error: The to address is invalid').waitFor();

    await page.getByRole('button', { name: 'View the message to guest@example.com: We received your inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'We received your inquiry' });
    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    await dialog.getByText('Thank you for your inquiry!').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByText(/^Failed \(1\)$/).click();
    await page.getByRole('button', { name: 'Retry the message to guest@example.com: We received your inquiry' }).click();
    await toast(page, 'Retry Queued').waitFor();
    await page.getByText('No failed messages').waitFor();
    expect(server.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id)).get()!.status).toBe('queued');

    await page.getByText(/^All \(\d+\)$/).click();
    await page.getByRole('cell', { name: 'guest@example.com', exact: true }).waitFor();
    await screenshot(page, 'account-outbox-1440');
    const phone = await browser.newPage({ width: 390, height: 844, keepCookies: true });
    await phone.goto(`${server.url}/admin/outbox`);
    await phone.getByRole('list', { name: 'Messages' }).getByText('We received your inquiry').waitFor();
    await screenshot(phone, 'account-outbox-390');
    await phone.close();
  });
});
