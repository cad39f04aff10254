import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { bookings } from '../../server/db/schema/index.ts';
import { addDays, formatLongDate } from '../../shared/dates.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { screenshot } from '../support/browser.ts';
import { day, keepStarterRelativeDates, premiumDay, today } from '../support/calendar-world.ts';
import { dayLink, escapeRegExp } from '../support/public-calendar.ts';

/*
 * The public calendar as plain HTML: months, dates, the Date Information card and the
 * booking request form are links and server-rendered HTML, without any JavaScript; with it, the
 * same page is enhanced (keyboard grid, client-side navigation) and nothing is replaced.
 */

/** yyyy-MM, months after the month of `date`. */
function monthAfter(date: string, months: number): string {
  const first = new Date(`${date.slice(0, 7)}-01T12:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + months);
  return first.toISOString().slice(0, 7);
}
const lastDayOf = (month: string) => addDays(`${monthAfter(`${month}-01`, 1)}-01`, -1);
const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

// As in calendar.test.ts: only the starter's relative special dates (+6, the premium Saturday, +19, +41).
test.beforeAll(({ server }) => keepStarterRelativeDates(server));

const monthHeading = (page: Page, month: string) => page.getByRole('heading', { level: 2, name: monthTitle(month), exact: true });
const info = (page: Page) => page.getByRole('heading', { name: 'Date Information' }).locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]');
const requestForm = (page: Page) => page.getByRole('region', { name: 'Request a Booking' });
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
const search = (page: Page) => new URL(page.url()).searchParams;

describe('the calendar without JavaScript', () => {
  it('changes month with the next and previous links', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage({ width: 390 });
    await page.goto(`${server.url}/calendar`);
    const current = today().slice(0, 7);
    await monthHeading(page, current).waitFor();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    // The server rendered the month with its statuses: today is a link labelled with its status.
    expect(await dayLink(page, today()).getAttribute('aria-label')).toMatch(new RegExp(`^${escapeRegExp(formatLongDate(today()))} \\(today\\): `));
    // No loading overlay in the server's HTML.
    expect(await page.getByLabel('Loading availability').count()).toBe(0);

    await page.getByRole('link', { name: 'Next month' }).click();
    await monthHeading(page, monthAfter(today(), 1)).waitFor();
    expect(search(page).get('month')).toBe(monthAfter(today(), 1));
    await page.getByRole('link', { name: 'Next month' }).click();
    await monthHeading(page, monthAfter(today(), 2)).waitFor();
    await page.getByRole('link', { name: 'Previous month' }).click();
    await monthHeading(page, monthAfter(today(), 1)).waitFor();
    expect(search(page).get('month')).toBe(monthAfter(today(), 1));
    // The first day of that month is a link to it, with the month kept.
    // Its link leads to the date's details (below the calendar on a phone), not to the top of the page.
    expect(await dayLink(page, `${monthAfter(today(), 1)}-01`).getAttribute('href')).toBe(
      `/calendar?month=${monthAfter(today(), 1)}&date=${monthAfter(today(), 1)}-01#date-information`,
    );
    await screenshot(page, 'no-js-calendar-month-phone');

    // An invalid month is the current one; past dates are shown but are not links.
    await page.goto(`${server.url}/calendar?month=2027-13`);
    await monthHeading(page, current).waitFor();
    if (day(-1).startsWith(current)) {
      const past = page.locator(`td[data-date="${day(-1)}"]`);
      expect(await past.textContent()).toContain(`${formatLongDate(day(-1))}: Past Date`);
      expect(await past.locator('a').count()).toBe(0);
    }
    // Visitors cannot go back before this month.
    expect(await page.getByRole('link', { name: 'Previous month' }).count()).toBe(0);
    await page.close();
  });

  it('shows the Date Information of a date chosen by its link, and links to the form and the contact page', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage({ width: 1440 });
    const date = day(4);
    await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}`);
    await dayLink(page, date).click();
    await info(page).getByText(formatLongDate(date), { exact: true }).waitFor();
    expect(search(page).get('date')).toBe(date);
    await info(page).getByText('Available 10AM - 12AM').waitFor();
    await info(page).getByText('Capacity up to 450 guests').waitFor();
    expect(await dayLink(page, date).getAttribute('aria-current')).toBe('date');
    expect(await info(page).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(`/contact?date=${date}`);

    // The premium date, chosen the same way.
    await page.goto(`${server.url}/calendar?month=${premiumDay().slice(0, 7)}`);
    await dayLink(page, premiumDay()).click();
    await info(page).getByText('Premium Rate: 1.5x').waitFor();

    // A booked date: no request, but an invitation to ask, carrying the date.
    await page.goto(`${server.url}/calendar?month=${day(9).slice(0, 7)}&date=${day(9)}`);
    await info(page).getByText('Fully Booked').waitFor();
    expect(await info(page).getByRole('link', { name: 'Request This Date' }).count()).toBe(0);
    expect(await info(page).getByRole('link', { name: 'Ask us about nearby dates' }).getAttribute('href')).toBe(`/contact?date=${day(9)}`);

    // A date outside the displayed month still has its card.
    const later = `${monthAfter(today(), 2)}-10`;
    await page.goto(`${server.url}/calendar?month=${today().slice(0, 7)}&date=${later}`);
    await monthHeading(page, today().slice(0, 7)).waitFor();
    await info(page).getByText(formatLongDate(later), { exact: true }).waitFor();
    // Changing month keeps the chosen date.
    expect(await page.getByRole('link', { name: 'Next month' }).getAttribute('href')).toBe(`/calendar?month=${monthAfter(today(), 1)}&date=${later}`);
    await page.close();
  });

  it('opens the booking request form inline with "Request This Date"', async ({ server, noScriptBrowser }) => {
    for (const width of [390, 1440]) {
      const page = await noScriptBrowser.newPage({ width });
      const date = day(4);
      await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}&date=${date}`);
      await info(page).getByRole('link', { name: 'Request This Date' }).click();
      const form = requestForm(page);
      await form.waitFor();
      expect(search(page).get('request')).toBe('1');
      expect(new URL(page.url()).hash).toBe('#booking-request');
      await form.getByText(formatLongDate(date)).waitFor();
      // Every field is there, named, and usable without script: native radios and select.
      for (const name of ['guestCount', 'clientName', 'clientEmail', 'clientPhone', 'specialRequests', 'website']) {
        expect(await form.locator(`[name="${name}"]`).count(), name).toBe(1);
      }
      expect(await form.locator('input[type="radio"][name="timeSlot"]').count()).toBe(3);
      await form.getByRole('radio', { name: /Evening/ }).check();
      expect(await form.getByRole('radio', { name: /Evening/ }).isChecked()).toBe(true);
      await form.getByLabel('Event type').selectOption('Wedding');
      expect(await form.locator('select[name="eventType"]').inputValue()).toBe('Wedding');
      expect(await form.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(`/calendar?month=${date.slice(0, 7)}&date=${date}`);
      await screenshot(page, `no-js-calendar-request-${width}`);
      await form.getByRole('link', { name: 'Cancel' }).click();
      await info(page).getByText(formatLongDate(date), { exact: true }).waitFor();
      expect(await page.locator('#booking-request').count()).toBe(0);
      await page.close();
    }
  });

  it('never shows the form for a date that cannot be requested', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage();
    await page.goto(`${server.url}/calendar?month=${day(9).slice(0, 7)}&date=${day(9)}&request=1`);
    await info(page).getByText('Fully Booked').waitFor();
    expect(await page.locator('#booking-request').count()).toBe(0);
    await page.close();
  });
});

describe('the calendar with JavaScript', () => {
  it('hydrates a page opened with a date and the form without replacing anything', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 1440 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const date = day(4);
    await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}&date=${date}&request=1`);
    await requestForm(page).waitFor();
    await info(page).getByText(formatLongDate(date), { exact: true }).waitFor();
    expect(await page.getByLabel('Loading availability').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is an island: months and dates change without a reload, Back and Forward follow, and no router or Apollo Client is loaded', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 1440 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
    });
    await page.goto(`${server.url}/calendar`);
    expect(await page.locator('[data-island="calendar"]').count()).toBe(1);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBe('true');
    // A mark on this document: it survives only if no link reloads the page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const current = today().slice(0, 7);
    const next = monthAfter(today(), 1);
    const chosen = `${next}-10`;
    await page.getByRole('link', { name: /^Next month/ }).click();
    await monthHeading(page, next).waitFor();
    expect(search(page).get('month')).toBe(next);
    await dayLink(page, chosen).click();
    await info(page).getByText(formatLongDate(chosen), { exact: true }).waitFor();
    expect(search(page).get('date')).toBe(chosen);
    expect(await dayLink(page, chosen).getAttribute('aria-current')).toBe('date');

    await page.goBack();
    await info(page).getByText('Select a date on the calendar to see its availability and details.').waitFor();
    expect(search(page).get('date')).toBeNull();
    await page.goBack();
    await monthHeading(page, current).waitFor();
    await page.goForward();
    await monthHeading(page, next).waitFor();
    await page.goForward();
    await info(page).getByText(formatLongDate(chosen), { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The "Contact Us" link is an ordinary link to another page, carrying the date.
    expect(await info(page).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(`/contact?date=${chosen}`);
    // Apollo Client's and React Router's code carry these words; none of the page's scripts does.
    const code = await Promise.all(scripts.map(async (url) => [url, await (await fetch(url)).text()] as const));
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter(([, text]) => /apollo|React Router/i.test(text)).map(([url]) => url)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves between days with the arrow keys, across month edges, with one tab stop', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 1440 });
    const current = today().slice(0, 7);
    const next = monthAfter(today(), 1);
    await page.goto(`${server.url}/calendar?month=${current}`);
    // One tab stop for the whole month.
    expect(await page.locator('table[role="grid"] [tabindex="0"]').count()).toBe(1);

    const last = lastDayOf(current);
    await dayLink(page, last).focus();
    await page.evaluate(() => window.scrollTo(0, 150));
    await page.keyboard.press('ArrowRight');
    await monthHeading(page, next).waitFor();
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label')?.startsWith(label), formatLongDate(`${next}-01`));
    expect(search(page).get('month')).toBe(next);
    // Client-side: the page did not scroll back to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.keyboard.press('ArrowLeft');
    await monthHeading(page, current).waitFor();
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label')?.startsWith(label), formatLongDate(last));

    // Down a week from the last week crosses into the next month too.
    await page.keyboard.press('ArrowDown');
    await monthHeading(page, next).waitFor();
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label')?.startsWith(label), formatLongDate(addDays(last, 7)));
    await page.keyboard.press('ArrowUp');
    await monthHeading(page, current).waitFor();
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label')?.startsWith(label), formatLongDate(last));
    expect(await page.locator('table[role="grid"] [tabindex="0"]').count()).toBe(1);
    await page.close();
  });

  it('chooses a day by keyboard and opens the request form inline, which still sends the request', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390 });
    const date = day(4);
    await page.goto(`${server.url}/calendar?month=${day(2).slice(0, 7)}&date=${day(2)}`);
    await dayLink(page, day(2)).focus();
    // Walk there with the arrows (possibly across a month edge), then choose with Enter.
    for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowRight');
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label')?.startsWith(label), formatLongDate(date));
    await page.keyboard.press('Enter');
    await info(page).getByText(formatLongDate(date), { exact: true }).waitFor();
    expect(search(page).get('date')).toBe(date);
    expect(await dayLink(page, date).getAttribute('aria-current')).toBe('date');
    expect((await focusedLabel(page)).startsWith(formatLongDate(date))).toBe(true);

    await info(page).getByRole('link', { name: 'Request This Date' }).click();
    const form = requestForm(page);
    await form.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Focus moves to the form's heading.
    await page.waitForFunction(() => document.activeElement?.id === 'booking-request-heading');
    await form.getByText('Daytime').click();
    await form.getByText('This time slot is available.').waitFor();
    await form.getByLabel('Number of guests').fill('80');
    await form.getByLabel('Event type').selectOption('Anniversary');
    await form.getByLabel('Your name').fill('Robin Keyes');
    await form.getByLabel('Email').fill('keyboard.visitor@example.com');
    await screenshot(page, 'js-calendar-request-phone');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await page.getByRole('region', { name: 'Booking Request Sent' }).waitFor();
    await form.waitFor({ state: 'hidden' });
    const stored = server.db.select().from(bookings).where(eq(bookings.clientEmail, 'keyboard.visitor@example.com')).get();
    expect(stored).toMatchObject({ status: 'pending', eventDate: date, startTime: '10:00', endTime: '16:00', guestCount: 80, eventType: 'Anniversary' });
    await page.close();
  });

  it('looks finished on a phone and a desktop, and passes axe with a date chosen and the form open', async ({ server, browser }) => {
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ width });
      await page.goto(`${server.url}/calendar?month=${premiumDay().slice(0, 7)}&date=${premiumDay()}`);
      await info(page).getByText('Premium Rate: 1.5x').waitFor();
      await screenshot(page, `js-calendar-${width}`);
      await page.goto(`${server.url}/calendar?month=${premiumDay().slice(0, 7)}&date=${premiumDay()}&request=1`);
      await requestForm(page).waitFor();
      await expectNoSeriousA11yViolations(page, `/calendar with the form (${width})`);
      await page.close();
    }
  });
});
