import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from '../support/browser-fixtures.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { bookings, inquiries } from '../../server/db/schema/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { signInAsAdmin } from '../support/browser.ts';
import { day } from '../support/days.ts';
import { untilSubscribed, type TestServer } from '../support/test-server.ts';

/*
 * The admin's Bookings and Inquiries screens page on the server: search, status,
 * event-date range, sort, page size, next/previous, counts, and the state kept in the URL.
 */

const STARTER_BOOKINGS = 9;

/** The file's volume: 120 pending bookings and 60 read inquiries, each list with one needle in it. */
function insertVolume(server: TestServer) {
  const base = Date.now() - 86_400_000;
  server.db.transaction((tx) => {
    for (let i = 0; i < 120; i++) {
      tx.insert(bookings)
        .values({
          eventSpaceId: MAIN_EVENT_SPACE_ID,
          clientName: i === 77 ? 'Quincy Needle' : `Volume Client ${String(i).padStart(3, '0')}`,
          clientEmail: `volume${i}@example.com`,
          eventType: 'Corporate Event',
          eventDate: day(40 + (i % 60)),
          startTime: '10:00',
          endTime: '16:00',
          guestCount: 50,
          status: 'pending',
          // Older than the starter's bookings, newest first by number.
          createdAt: new Date(base - (120 - i) * 60_000),
        })
        .run();
    }
    for (let i = 0; i < 60; i++) {
      tx.insert(inquiries)
        .values({
          name: i === 5 ? 'Harriet Haystack' : `Volume Sender ${String(i).padStart(2, '0')}`,
          email: `sender${i}@example.com`,
          desiredDate: day(50 + i),
          message: 'Do you have room for us?',
          status: 'read',
          createdAt: new Date(base - (60 - i) * 60_000),
        })
        .run();
    }
  });
}

/*
 * `adminPage(address)`: a new desktop tab signed in as the admin at that address, on the file's
 * server with its volume written (once, before the first screen opens).
 */
const volumeTest = test.extend('adminPage', { scope: 'file' }, async ({ server, browser }) => {
  insertVolume(server);
  return async (pathAndQuery: string) => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}${pathAndQuery}`);
    return page;
  };
});

const articles = (page: Page) => page.getByRole('main').getByRole('article');
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const pager = (page: Page, what: string) => page.getByRole('navigation', { name: `Pages of ${what}` });

describe('the Bookings screen at volume', () => {
  volumeTest('pages 25 at a time with counts, next and previous, and keeps the page in the URL', async ({ adminPage }) => {
    const page = await adminPage('/admin/bookings');
    const pending = 120 + 3;
    await page.getByRole('tab', { name: `Pending (${pending})`, selected: true }).waitFor();
    const bookingsPager = pager(page, 'bookings');
    await bookingsPager.getByText(`Showing 1–25 of ${pending}`).waitFor();
    expect(await articles(page).count()).toBe(25);

    // While the next page is on its way, the last one stays on screen, and so does its range.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('"operationName":"AdminBookings"') && body.includes('"after":"')) await held;
      await route.continue();
    });
    const firstPage = await articles(page).allInnerTexts();
    await bookingsPager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.locator('[aria-busy="true"]').first().waitFor();
    expect(await bookingsPager.getByText(`Showing 1–25 of ${pending}`).count()).toBe(1);
    expect(await articles(page).allInnerTexts()).toEqual(firstPage);
    release();
    await bookingsPager.getByText(`Showing 26–50 of ${pending}`).waitFor();
    await page.unroute('**/graphql');
    expect(await articles(page).first().innerText()).not.toBe(firstPage[0]);
    expect(param(page, 'page')).toBe('2');
    expect(param(page, 'after')).toBeTruthy();
    const secondPage = await articles(page).allInnerTexts();

    // Reloading (or sharing the address) shows the same page.
    await page.reload();
    await bookingsPager.getByText(`Showing 26–50 of ${pending}`).waitFor();
    expect(await articles(page).allInnerTexts()).toEqual(secondPage);

    await bookingsPager.getByRole('button', { name: 'Previous' }).click();
    await bookingsPager.getByText(`Showing 1–25 of ${pending}`).waitFor();
    expect(param(page, 'after')).toBeNull();
    expect(await bookingsPager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    // 100 a page, asked of the server once: the screen used to alternate between the old and the
    // new page size (the address changed in a transition), one request each, about fifty times.
    const perPage = async (size: number) => {
      const asked: number[] = [];
      const listen = (request: Request) => {
        if ((request.postData() ?? '').includes('"operationName":"AdminBookings"')) asked.push(JSON.parse(request.postData()!).variables.first);
      };
      page.on('request', listen);
      await bookingsPager.getByLabel('Per page').click();
      await page.getByRole('option', { name: String(size), exact: true }).click();
      await bookingsPager.getByText(`Showing 1–${size} of ${pending}`).waitFor({ timeout: 60_000 });
      page.off('request', listen);
      return asked;
    };
    // At most one request, for the size asked (a size seen before shows from the cache first, so its
    // one request may still be on its way when the list shows).
    const once = (asked: number[], size: number) => expect(asked.length <= 1 && asked.every((first) => first === size), `requests: ${asked.join(', ')}`).toBe(true);
    once(await perPage(100), 100);
    expect(await articles(page).count()).toBe(100);
    expect(param(page, 'size')).toBe('100');
    // And back, and to 100 again: the alternation showed from the second switch on.
    once(await perPage(25), 25);
    once(await perPage(100), 100);
    expect(param(page, 'size')).toBe('100');
    await page.close();
    // A hundred cards render slowly on a busy shared machine.
  }, 150_000);

  volumeTest('searches (debounced), filters by status and event dates, sorts, all kept in the URL', async ({ server, adminPage }) => {
    const page = await adminPage('/admin/bookings');
    const bookingsPager = pager(page, 'bookings');
    await bookingsPager.getByText(/^Showing 1–25 of/).waitFor();

    await page.getByLabel('Search').fill('needle');
    await bookingsPager.getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('article', { name: 'Quincy Needle' }).waitFor();
    expect(param(page, 'q')).toBe('needle');
    await page.getByRole('tab', { name: 'Pending (1)', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'All Bookings (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Confirmed (0)' }).click();
    await page.getByText('No bookings match the search and dates.').waitFor();
    expect(param(page, 'status')).toBe('confirmed');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await bookingsPager.getByText(/^Showing 1–\d+ of 3$/).waitFor();
    expect(param(page, 'q')).toBeNull();

    // Event dates and sort from the address: the screen shows them and lists only those.
    const from = day(40);
    const to = day(41);
    await page.goto(`${server.url}/admin/bookings?status=all&from=${from}&to=${to}&sort=event_date_desc`);
    await bookingsPager.getByText('Showing 1–4 of 4').waitFor();
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('Event date, latest first');
    expect(await articles(page).count()).toBe(4);
    expect(await articles(page).first().innerText()).toContain(formatLongDate(to));
    expect(await articles(page).last().innerText()).toContain(formatLongDate(from));
    // Sorting by event date soonest first from the screen.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Event date, soonest first' }).click();
    await page.waitForURL(/sort=event_date_asc/);
    await articles(page).first().getByText(formatLongDate(from)).waitFor();
    // Clearing the dates lists every booking again.
    await page.getByRole('button', { name: 'Clear event date to' }).click();
    await page.waitForURL((url) => !url.searchParams.has('to'));
    await page.getByRole('button', { name: 'Clear event date from' }).click();
    await page.waitForURL((url) => !url.searchParams.has('from'));
    await bookingsPager.getByText(`Showing 1–25 of ${120 + STARTER_BOOKINGS}`).waitFor();
    await page.close();
  });

  volumeTest('shows a new booking request live and updates the counts', async ({ server, adminPage }) => {
    const page = await adminPage('/admin/bookings?status=all');
    const bookingsPager = pager(page, 'bookings');
    const before = Number((await bookingsPager.getByText(/^Showing 1–25 of \d+$/).innerText()).split(' of ')[1]);
    // The subscription's socket opens after the first page: wait until the server has it.
    await untilSubscribed(server, 'bookingsChanged');
    server.services.pubsub.publish('bookingsChanged', {
      change: 'CREATED',
      bookingId: server.db
        .insert(bookings)
        .values({ eventSpaceId: MAIN_EVENT_SPACE_ID, clientName: 'Live Lucy', clientEmail: 'lucy@example.com', eventType: 'Wedding', eventDate: day(70), startTime: '10:00', endTime: '16:00', guestCount: 10 })
        .returning()
        .get().id,
    });
    await page.getByRole('article', { name: 'Live Lucy' }).waitFor();
    await bookingsPager.getByText(`Showing 1–25 of ${before + 1}`).waitFor();
    await page.close();
  });
});

describe('the Inquiries screen at volume', () => {
  volumeTest('pages, searches and filters by desired date, with the state in the URL', async ({ server, adminPage }) => {
    const page = await adminPage('/admin/inquiries');
    const inquiriesPager = pager(page, 'inquiries');
    await inquiriesPager.getByText(/^Showing 1–25 of \d+$/).waitFor();
    await inquiriesPager.getByRole('button', { name: 'Next' }).click();
    await inquiriesPager.getByText(/^Showing 26–50 of \d+$/).waitFor();

    await page.getByLabel('Search').fill('haystack');
    await inquiriesPager.getByText('Showing 1–1 of 1').waitFor();
    await page.getByRole('article', { name: 'Harriet Haystack' }).waitFor();
    expect(param(page, 'page')).toBeNull();

    await page.goto(`${server.url}/admin/inquiries?from=${day(50)}&to=${day(52)}&sort=event_date_asc&size=50`);
    await inquiriesPager.getByText('Showing 1–3 of 3').waitFor();
    const names = await articles(page).evaluateAll((nodes) => nodes.map((node) => node.querySelector('h3')?.textContent));
    expect(names).toEqual(['Volume Sender 00', 'Volume Sender 01', 'Volume Sender 02']);
    await page.close();
  });
});
