import type { Page } from 'playwright-core';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { ADMIN_SECTIONS } from '../../client/src/admin/sections.tsx';
import { openAdminSection } from '../support/admin-navigation.ts';
import { screenshot, signInAsAdmin, signInThroughUi, type TestBrowser } from '../support/browser.ts';
import { TEST_ADMIN, type TestServer } from '../support/test-server.ts';

/*
 * The admin shell on a phone (390 px) and the preview frame beside the editors: every section
 * fits without sideways scrolling or controls cut at the edge, the sidebar groups Calendar with
 * the bookings, and the site inside the preview frame has no "Exit preview" or Admin link.
 */

let server: TestServer;
let browser: TestBrowser;

test.beforeAll(({ server: started, browser: launched }) => {
  server = started;
  browser = launched;
});

/** Elements of the main area that stick out of the screen, outside any scrolling container. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
      let parent = element.parentElement;
      let inScroller = false;
      while (parent && parent.tagName !== 'MAIN') {
        if (scrolls(parent)) inScroller = true;
        parent = parent.parentElement;
      }
      if (inScroller || getComputedStyle(element).visibility === 'hidden') continue;
      found.push(`${element.tagName.toLowerCase()} "${(element as HTMLElement).innerText?.slice(0, 40).replace(/\s+/g, ' ')}" [${Math.round(box.left)}, ${Math.round(box.right)}]`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, found: found.slice(0, 5) };
  });
}

describe('the admin on a phone (390 px)', () => {
  it('fits every section without sideways scrolling or cut controls', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInThroughUi(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const problems: Record<string, unknown> = {};
    // Section after section from the phone's sidebar drawer in this one tab, as an admin on a phone
    // moves through them (a full load per section was about a fifth of this file's CPU).
    for (const section of ADMIN_SECTIONS.filter((candidate) => !candidate.hidden)) {
      await openAdminSection(page, section.key);
      const result = await overflowing(page);
      if (result.scrollWidth > 390 || result.found.length > 0) problems[section.key] = result;
      await screenshot(page, `admin-phone-${section.key}`);
    }
    expect(problems).toEqual({});
    await page.close();
  }, 180_000); // every admin section in turn (about 20), which can take over a minute on a busy machine

  it('lists Calendar in the Bookings group of the sidebar', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInThroughUi(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Open sections' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    // Groups are buttons, sections links (issue 19), in the order shown.
    const labels = await sidebar.locator('button, a').evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.trim()));
    const group = (name: string) => labels.slice(labels.indexOf(name) + 1);
    const bookingsGroup = group('Bookings & Calendar');
    expect(bookingsGroup.slice(0, bookingsGroup.indexOf('Content Management'))).toEqual(['Bookings', 'Inquiries', 'Calendar', 'Quick Block', 'Follow-ups']);
    const contentGroup = group('Content Management');
    expect(contentGroup.slice(0, contentGroup.indexOf('Site Settings'))).not.toContain('Calendar');
    await screenshot(page, 'admin-phone-sidebar');
    // The calendar-settings alias marks Calendar as the current section.
    await page.goto(`${server.url}/admin?section=calendar-settings`);
    await page.getByRole('heading', { level: 1, name: 'Calendar Settings' }).first().waitFor();
    await page.getByRole('button', { name: 'Open sections' }).click();
    expect(await sidebar.getByRole('link', { name: 'Calendar', exact: true }).getAttribute('data-active')).toBe('true');
    await page.close();
  });
});

describe('the preview frame', () => {
  it('shows the site without "Exit preview" or the Admin link inside the frame, and with them outside', async () => {
    const page = await browser.newPage();
    // Signed in over the API (the sign-in screen is not what this checks): one load of the admin, not two.
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin?section=contact`);
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
    await page.close();
  });
});
