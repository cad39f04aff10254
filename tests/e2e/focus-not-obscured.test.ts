import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { bookings, calendarAvailability } from '../../server/db/schema/index.ts';
import { screenshot } from '../support/browser.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * Focus is never hidden under the sticky site header (WCAG 2.4.11 Focus Not Obscured): Tab and
 * Shift+Tab through both visitor forms, and a refused send that moves the focus to a field, leave
 * the focused element clear of the header, on a phone (390 × 844) and at 400 % zoom (a 1280 × 1024
 * screen zoomed to 400 % is a 320 × 256 viewport), with JavaScript and without.
 */

const VIEWPORTS = [
  { name: 'a phone', width: 390, height: 844 },
  { name: '400 % zoom', width: 320, height: 256 },
] as const;

/**
 * What of the focused element the header covers: null when nothing does. The element is covered
 * where the topmost thing at a point of its box is the header (an element drawn over the header,
 * as the skip link is, is not covered).
 */
async function coveredFocus(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const header = document.querySelector('header');
    if (!focused || focused === document.body || !header || header.contains(focused)) return null;
    const box = focused.getBoundingClientRect();
    const headerBottom = header.getBoundingClientRect().bottom;
    // Off to a side (a skip link until it has the focus) is not under the header.
    if (box.bottom <= 0 || box.top >= headerBottom || box.right <= 0 || box.left >= window.innerWidth) return null;
    // Probe the element's top edge and its middle, just inside its box.
    const x = Math.min(Math.max(box.left + Math.min(box.width / 2, 24), 1), window.innerWidth - 1);
    for (const y of [box.top + 1, box.top + box.height / 2]) {
      if (y < 0 || y >= headerBottom) continue;
      const topmost = document.elementFromPoint(x, y);
      if (topmost && header.contains(topmost)) {
        const name = focused.id || focused.getAttribute('name') || focused.textContent?.trim().slice(0, 40) || focused.tagName;
        return `${focused.tagName.toLowerCase()} "${name}" at y=${Math.round(box.top)}..${Math.round(box.bottom)} under the header (bottom ${Math.round(headerBottom)})`;
      }
    }
    return null;
  });
}

/** Tabs through the whole page, forward then back, and lists every stop the header covered. */
async function walkFocus(page: Page, stops = 70) {
  const covered: string[] = [];
  // The focused tab of the shared browser: :focus (the skip link's) matches only there.
  await page.bringToFront();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let n = 0; n < stops; n++) {
      await page.keyboard.press(key);
      const finding = await coveredFocus(page);
      if (finding) covered.push(`${key}: ${finding}`);
    }
  }
  return covered;
}

/** A weekday about seven weeks out with nothing on it: open for a booking request. */
function openDate(server: TestServer): string {
  const date = new Date(Date.now() + 50 * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  const iso = date.toISOString().slice(0, 10);
  server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, iso)).run();
  server.db.delete(bookings).where(eq(bookings.eventDate, iso)).run();
  return iso;
}
const bookingPage = (server: TestServer, date: string) => `${server.url}/calendar?month=${date.slice(0, 7)}&date=${date}&request=1`;

describe.each(VIEWPORTS)('focus on $name', ({ width, height }) => {
  it('never goes under the header while tabbing through /contact and the booking form, either way', async ({ browser, server }) => {
    const page = await browser.newPage({ width, height });
    await page.goto(`${server.url}/contact`);
    expect(await walkFocus(page)).toEqual([]);
    await page.goto(bookingPage(server, openDate(server)));
    await page.getByRole('region', { name: 'Request a Booking' }).waitFor();
    expect(await walkFocus(page)).toEqual([]);
    await page.close();
  });

  it('stays clear of the header when a refused send moves it to a field (with and without JavaScript)', async ({ browser, noScriptBrowser, server }) => {
    for (const [script, tabs] of [
      ['with JavaScript', browser],
      ['without JavaScript', noScriptBrowser],
    ] as const) {
      const page = await tabs.newPage({ width, height });
      // The inquiry form: the name is missing; the e-mail was typed last, so the page is scrolled
      // below the name when Send is pressed.
      await page.goto(`${server.url}/contact`);
      await page.getByLabel('Email').fill('focus.check@example.com');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { message: `${script}: the name field takes the focus` }).toBe('name');
      expect(await coveredFocus(page), `/contact ${script} at ${width}×${height}`).toBeNull();
      if (width === 390) await screenshot(page, `focus-contact-refused-${script.replace(/ /g, '-')}-390`, { fullPage: false });

      // The booking form: nothing filled in; the first field needing an answer takes the focus.
      await page.goto(bookingPage(server, openDate(server)));
      const form = page.getByRole('region', { name: 'Request a Booking' });
      await form.getByLabel('Your name').fill('Focus Check');
      await form.getByRole('button', { name: 'Send Booking Request' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('form') !== null && document.activeElement?.tagName !== 'BUTTON'), {
          message: `${script}: a field of the booking form takes the focus`,
        })
        .toBe(true);
      expect(await coveredFocus(page), `booking form ${script} at ${width}×${height}`).toBeNull();
      await page.close();
    }
  });
});

describe('focus with the code arriving late, on a phone', () => {
  /** Every script of the page arrives 3 s late: a refused send is the browser's own post. */
  async function latePage(browser: { context: { newPage(): Promise<Page> } }) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    return page;
  }
  /** The focus is on a field of the page's form (or its error summary), and clear of the header. */
  async function focusOnFormClear(page: Page, what: string) {
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('form, [role="alert"]')) && document.activeElement?.tagName !== 'BUTTON'), {
        message: `${what}: a field of the form (or its error summary) has the focus`,
      })
      .toBe(true);
    expect(await coveredFocus(page), what).toBeNull();
  }

  it('puts the focus on what to correct, visible below the header, before and after the code arrives', { timeout: 90_000 }, async ({ browser, server }) => {
    const page = await latePage(browser);
    // The inquiry form, posted by the browser: the name is blank (spaces pass the browser's own
    // check, the server refuses them); the e-mail typed last leaves the page scrolled below it.
    await page.goto(`${server.url}/contact`, { waitUntil: 'commit' });
    await page.getByLabel('Name').fill('   ');
    await page.getByLabel('Email').fill('late.focus@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the following' }).waitFor();
    await focusOnFormClear(page, '/contact refused, before the code');
    // The code arrives and the island attaches to the form with the focus in it: the focus stays.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await focusOnFormClear(page, '/contact refused, after the code');
    await screenshot(page, 'focus-contact-refused-late-code-390', { fullPage: false });

    await page.goto(bookingPage(server, openDate(server)), { waitUntil: 'commit' });
    const form = page.getByRole('region', { name: 'Request a Booking' });
    await form.getByLabel('Daytime').check();
    await form.getByLabel('Number of guests').fill('80');
    await form.getByLabel('Event type').selectOption('Birthday Party');
    await form.getByLabel('Your name').fill('   ');
    await form.getByLabel('Email').fill('late.booking@example.com');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the following' }).waitFor();
    await focusOnFormClear(page, 'booking form refused, before the code');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await focusOnFormClear(page, 'booking form refused, after the code');
    await page.close();
  });
});
