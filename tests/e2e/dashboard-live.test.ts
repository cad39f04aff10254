import type { Page } from 'playwright-core';
import { formatLongDate } from '../../shared/dates.ts';
import { addDays, todayIn } from '../../server/lib/dates.ts';
import { signInAsAdmin } from '../support/browser.ts';
import { untilSubscribed } from '../support/test-server.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';

/*
 * The owner's dashboard: the Add Special Date form guards a
 * picked date; the Profile and E-mail Outbox screens follow changes made in another tab.
 */

async function adminPage(page: Page, url: string, section: string) {
  await signInAsAdmin(page, url);
  await page.goto(`${url}/admin/${section}`);
}

describe('Add Special Date', () => {
  // The file's first test also starts its server and Chromium, slow on a busy machine.
  it('counts a picked date alone as an unsaved edit: leaving asks first', { timeout: 150_000 }, async ({ server, page }) => {
    await adminPage(page, server.url, 'calendar-settings');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add Special Date' }) });
    await form.getByRole('button', { name: 'Date', exact: true }).click();
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) });
    await picker.getByRole('button', { name: 'Next month' }).click();
    // The 15th of next month: always in the future, shown once in the month grid.
    const nextMonth = addDays(`${todayIn('America/New_York').slice(0, 7)}-01`, 40).slice(0, 7);
    const date = `${nextMonth}-15`;
    await picker.getByRole('button', { name: formatLongDate(date), exact: true }).click();
    await expect.poll(() => form.getByRole('button', { name: 'Date', exact: true }).textContent()).toContain('15');

    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor({ timeout: 3000 });
    await dialog.getByRole('button', { name: 'Stay and Keep Editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await form.getByRole('button', { name: 'Date', exact: true }).textContent()).toContain('15');
  });
});

describe('live Profile and E-mail Outbox screens', () => {
  it('shows a name saved and a device signed out in another tab, without a reload', async ({ server, browser, page }) => {
    await adminPage(page, server.url, 'profile');
    const name = page.getByRole('textbox', { name: 'Display name' });
    await name.waitFor();
    const other = await browser.newPage({ keepCookies: true });
    try {
      await other.goto(`${server.url}/admin/profile`);
      const otherName = other.getByRole('textbox', { name: 'Display name' });
      await otherName.waitFor();
      // A second device of the same account, which the other tab will sign out.
      const device = await server.adminSession();
      await untilSubscribed(server, 'accountChanged', 2); // both tabs' subscriptions are live

      await otherName.fill('Rosa from the other tab');
      await other.getByRole('button', { name: 'Update Profile' }).click();
      await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe('Rosa from the other tab');

      const sessions = () => page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem').count();
      const before = await sessions();
      expect(before).toBeGreaterThan(1);
      await device.data('mutation { signOut { signedOut } }');
      await expect.poll(sessions, { timeout: 10_000 }).toBeLessThan(before);
    } finally {
      await other.close();
    }
  });
});

describe('the E-mail Outbox screen', () => {
  it('shows a new message as soon as it is written, without a reload', async ({ server, page }) => {
    await adminPage(page, server.url, 'outbox');
    await page.getByRole('heading', { level: 1, name: 'E-mail Outbox' }).waitFor();
    await untilSubscribed(server, 'outboxChanged');
    const subject = 'A message written while the screen is open';
    server.services.outbox.enqueue({ kind: 'test_message', to: 'live@example.com', subject, html: `<p>${subject}</p>`, text: subject });
    // Well within the old 15-second polling interval.
    await page.getByText(subject).first().waitFor({ timeout: 5000 });
  });
});
