import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, signInAsAdmin, signInThroughUi } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-server.ts';

/*
 * The admin shell on a phone (390 px) and the preview frame beside the editors: the sidebar groups
 * Calendar with the bookings, and the site inside the preview frame has no "Exit preview" or Admin
 * link. That every section fits a phone without sideways scrolling or controls cut at the edge is
 * checked in a11y.test.ts's walk through every section, on the phone and the desktop.
 */

describe('the admin on a phone (390 px)', () => {
  it('lists Calendar in the Bookings group of the sidebar', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInThroughUi(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Open sections' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    // Groups are buttons, sections links, in the order shown.
    const labels = await sidebar.locator('button, a').evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.trim()));
    const group = (name: string) => labels.slice(labels.indexOf(name) + 1);
    const bookingsGroup = group('Bookings & Calendar');
    expect(bookingsGroup.slice(0, bookingsGroup.indexOf('Content Management'))).toEqual(['Bookings', 'Inquiries', 'Calendar', 'Quick Block', 'Follow-ups', 'Terms & Policies']);
    const contentGroup = group('Content Management');
    expect(contentGroup.slice(0, contentGroup.indexOf('Site Settings'))).not.toContain('Calendar');
    await screenshot(page, 'admin-phone-sidebar');
    // The calendar-settings alias leads to Calendar, marked as the current section.
    await page.goto(`${server.url}/admin/calendar-settings`);
    await page.waitForURL(`${server.url}/admin/calendar`);
    await page.getByRole('heading', { level: 1, name: 'Calendar Settings' }).first().waitFor();
    await page.getByRole('button', { name: 'Open sections' }).click();
    expect(await sidebar.getByRole('link', { name: 'Calendar', exact: true }).getAttribute('data-active')).toBe('true');
    await page.close();
  });
});

describe('the preview frame', () => {
  it('shows the site without "Exit preview" or the Admin link inside the frame, and with them outside', async ({ server, page }) => {
    // Signed in over the API (the sign-in screen is not what this checks): one load of the admin, not two.
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/contact`);
    const frame = page.frameLocator('iframe[title^="Preview of /contact"]');
    await frame.getByText("Preview Mode - You're viewing staged changes that aren't live yet").waitFor();
    await frame.getByRole('heading', { name: 'Send an Inquiry' }).waitFor();
    expect(await frame.getByRole('button', { name: 'Exit preview' }).count()).toBe(0);
    expect(await frame.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // The same page opened on its own still has both.
    await page.goto(`${server.url}/contact?preview=true`);
    await page.getByText("Preview Mode - You're viewing staged changes that aren't live yet").waitFor();
    await page.getByRole('button', { name: 'Exit preview' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Admin' }).waitFor();
  });
});
