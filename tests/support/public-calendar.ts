import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { bookings, calendarAvailability } from '../../server/db/schema/index.ts';
import { addDays, formatLongDate } from '../../shared/dates.ts';
import { day } from './days.ts';
import type { TestServer } from './test-server.ts';

/* The public calendar (/calendar) driven as a visitor does: month links, day links. */

export const monthTitle = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first weekday from today plus `offset` days, cleared of special dates and bookings: open for a booking request. */
export function openDate(server: TestServer, offset: number): string {
  let date = day(offset);
  while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
  server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
  server.db.delete(bookings).where(eq(bookings.eventDate, date)).run();
  return date;
}

/** The public calendar at a date with its booking request form open. */
export const requestPage = (server: TestServer, date: string) => `${server.url}/calendar?month=${date.slice(0, 7)}&date=${date}&request=1`;

/** The day link of a date (its accessible name starts with the long date). */
export const dayLink = (page: Page, date: string) => page.getByRole('link', { name: new RegExp(`^${escapeRegExp(formatLongDate(date))}`) });
/** The month view's title ("December 2026"). */
export const monthHeading = (page: Page) =>
  page.locator('table[aria-labelledby]').evaluate((table) => document.getElementById(table.getAttribute('aria-labelledby')!)!.textContent!.trim());

/** Moves the month view to the date's month with the next/previous links, as a visitor would. */
export async function showMonth(page: Page, date: string) {
  const wanted = monthTitle(date);
  for (let i = 0; i < 24; i += 1) {
    const shown = await monthHeading(page);
    if (shown === wanted) {
      // The days are drawn at once; their statuses arrive with the month's answer (aria-busy until then).
      await page.locator('table[aria-labelledby]:not([aria-busy="true"])').waitFor();
      return;
    }
    const forward = new Date(`${date}T12:00:00Z`) > new Date(`${shown} 15 12:00 UTC`);
    await page.getByRole('link', { name: forward ? 'Next month' : 'Previous month' }).click();
    await page.waitForFunction(
      ([before]) => {
        const table = document.querySelector('table[aria-labelledby]');
        return document.getElementById(table?.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() !== before;
      },
      [shown],
    );
  }
  throw new Error(`Could not reach ${wanted}`);
}

/** Chooses a date: its month by the month links, then its day link; waits for its details. */
export async function selectDate(page: Page, date: string) {
  await showMonth(page, date);
  await dayLink(page, date).click();
  await page.getByText(formatLongDate(date), { exact: true }).waitFor();
}
