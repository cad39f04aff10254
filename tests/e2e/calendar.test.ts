import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { bookings, calendarAvailability, emailOutbox } from '../../server/db/schema/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { dayLink, escapeRegExp, selectDate, showMonth } from '../support/public-calendar.ts';
import { screenshot, waitForTitle, type TestBrowser } from '../support/browser.ts';
import { day, keepStarterRelativeDates, premiumDay, today } from '../support/calendar-world.ts';
import type { TestServer } from '../support/test-server.ts';

// Only the starter's relative special dates: its New Year's Eve can land on a date expected open.
test.beforeAll(({ server }) => keepStarterRelativeDates(server));

/** The inline booking request form (a region named by its heading). */
const requestForm = (page: Page) => page.getByRole('region', { name: 'Request a Booking' });

/** A day's cell, link or not. */
const dayCell = (page: Page, date: string) => page.locator(`td[data-date="${date}"]`);

async function openCalendar({ server, browser }: { server: TestServer; browser: TestBrowser }, width = 1440) {
  const page = await browser.newPage({ width, height: 900 });
  await page.goto(`${server.url}/calendar`);
  await page.getByRole('heading', { level: 1, name: 'Event Calendar & Availability' }).waitFor();
  // The month's statuses have arrived when today's link carries a status.
  await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(formatLongDate(today()))} \\(today\\): `) }).waitFor();
  return page;
}

describe('the public calendar', () => {
  it('shows the title, the legend and each state with its exact text', async ({ server, browser }) => {
    const page = await openCalendar({ server, browser });
    await waitForTitle(page, 'Availability · Grand Willow Hall');
    const legend = page.getByRole('heading', { name: 'Calendar Legend' }).locator('..');
    for (const label of ['Available', 'Booked', 'Unavailable', 'Premium Rate', 'Partial', 'Past Dates']) {
      await legend.getByText(label, { exact: true }).waitFor();
    }
    await page.getByText('Select a date on the calendar to see its availability and details.').waitFor();

    const info = page.getByRole('heading', { name: 'Date Information' }).locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]');

    await selectDate(page, day(2));
    await info.getByText('Available', { exact: true }).first().waitFor();
    await info.getByText('Available 10AM - 12AM').waitFor();
    await info.getByText('Capacity up to 450 guests').waitFor();
    await info.getByText('Contact us to reserve this date').waitFor();

    await selectDate(page, day(6));
    await info.getByText('Unavailable', { exact: true }).first().waitFor();
    // The blocked date's private reason is not shown to visitors.
    expect(await info.getByText('Ballroom floor refinishing').count()).toBe(0);
    expect(await info.getByRole('link', { name: 'Request This Date' }).count()).toBe(0);

    await selectDate(page, day(9));
    await info.getByText('Fully Booked').waitFor();
    await info.getByText('Booked', { exact: true }).waitFor();

    await selectDate(page, premiumDay());
    await info.getByText('Premium Rate: 1.5x').waitFor();
    await info.getByText('This date is available at 1.5x our standard rate.').waitFor();

    await selectDate(page, day(19));
    await info.getByText('Partially Available').waitFor();
    await info.getByText('Available hours: 5PM - 12AM').waitFor();
    await info.getByText('Morning corporate breakfast; evening open').waitFor();
    await screenshot(page, 'calendar-partial-desktop');
    await page.close();
  });

  it('labels every day with its status and offers no past dates', async ({ server, browser }) => {
    const page = await openCalendar({ server, browser });
    expect(await dayLink(page, today()).getAttribute('aria-label')).toMatch(new RegExp(`^${escapeRegExp(formatLongDate(today()))} \\(today\\): `));
    await showMonth(page, day(6));
    expect(await dayLink(page, day(6)).getAttribute('aria-label')).toBe(`${formatLongDate(day(6))}: Unavailable`);
    await showMonth(page, premiumDay());
    expect(await dayLink(page, premiumDay()).getAttribute('aria-label')).toBe(`${formatLongDate(premiumDay())}: Premium Rate (1.5x)`);
    await showMonth(page, day(9));
    expect(await dayLink(page, day(9)).getAttribute('aria-label')).toBe(`${formatLongDate(day(9))}: Fully Booked`);
    // Status is shown by an icon as well as colour.
    expect(await dayLink(page, day(9)).locator('svg').count()).toBe(1);

    // A past date is not a link, and says so to screen readers (the month before this one is not offered).
    const yesterday = day(-1);
    await showMonth(page, yesterday < `${today().slice(0, 7)}-01` ? today() : yesterday);
    if (yesterday.slice(0, 7) === today().slice(0, 7)) {
      const past = dayCell(page, yesterday);
      expect((await past.textContent())?.startsWith(`${formatLongDate(yesterday)}: Past Date`)).toBe(true);
      expect(await past.locator('a').count()).toBe(0);
    } else {
      expect(await page.getByRole('link', { name: 'Previous month' }).count()).toBe(0);
    }
    await page.close();
  });

  it('works by keyboard', async ({ server, browser }) => {
    const page = await openCalendar({ server, browser });
    await showMonth(page, day(2));
    await dayLink(page, day(2)).focus();
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    const next = day(3);
    if (next.slice(0, 7) === day(2).slice(0, 7)) {
      expect(focused?.startsWith(formatLongDate(next))).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByText(formatLongDate(next), { exact: true }).waitFor();
    }
    await page.close();
  });

  it('asks the server once per displayed month (the first month comes with the page)', async ({ server, page }) => {
    const months: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string; variables?: { month?: string } };
      if (body.operationName === 'PublicCalendarMonth') months.push(body.variables!.month!);
    });
    await page.goto(`${server.url}/calendar`);
    await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(formatLongDate(today()))} \\(today\\): `) }).waitFor();
    const nextFirst = new Date(`${today().slice(0, 7)}-01T12:00:00Z`);
    nextFirst.setUTCMonth(nextFirst.getUTCMonth() + 1);
    const firstOfNext = nextFirst.toISOString().slice(0, 10);
    await page.getByRole('link', { name: 'Next month' }).click();
    await dayLink(page, firstOfNext).and(page.locator('[data-status]')).waitFor();
    await page.waitForTimeout(300);
    // The server rendered the current month with its data; only the next one is asked for.
    expect(months).toHaveLength(1);
    expect(months[0]! > today().slice(0, 7)).toBe(true);
  });

  it('sends a booking request for an available date, which arrives as a pending booking', async ({ server, browser }) => {
    const page = await openCalendar({ server, browser }, 390);
    // The form is not on the page until asked for.
    expect(await page.locator('#booking-request').count()).toBe(0);
    const date = day(3);
    await selectDate(page, date);
    await page.getByRole('link', { name: 'Request This Date' }).click();
    const dialog = requestForm(page);
    await dialog.waitFor();
    await dialog.getByText('Evening').click();
    await dialog.getByText('This time slot is available.').waitFor();
    await dialog.getByLabel('Number of guests').fill('140');
    await dialog.getByLabel('Event type').selectOption('Graduation Party');
    await dialog.getByLabel('Your name').fill('Jordan Ellis');
    await dialog.getByLabel('Email').fill('jordan.ellis@example.com');
    await dialog.getByLabel('Phone (optional)').fill('(631) 555-0100');
    await dialog.getByLabel('Special requests (optional)').fill('A DJ booth near the dance floor');
    await screenshot(page, 'calendar-request-phone');
    await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
    // The form gives way to a lasting receipt (the same as without JavaScript), focused; the date stays chosen.
    const receipt = page.getByRole('region', { name: 'Booking Request Sent' });
    await receipt.getByText(`Your request for ${formatLongDate(date)} is pending.`, { exact: false }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Booking Request Sent');
    expect(new URL(page.url()).searchParams.get('request')).toBeNull();
    expect(new URL(page.url()).searchParams.get('sent')).toBe('1');
    expect(new URL(page.url()).searchParams.get('date')).toBe(date);
    expect(await receipt.getByText('A DJ booth near the dance floor').count()).toBe(1);
    // The date's card says a request was sent for it, with the same reference.
    const reference = await receipt.locator('[data-reference]').innerText();
    expect(reference).toMatch(/^REQ-[0-9A-F]{8}$/);
    expect(await page.locator('[data-requested]').innerText()).toContain(reference);

    const stored = server.db.select().from(bookings).where(eq(bookings.clientEmail, 'jordan.ellis@example.com')).get();
    expect(stored).toMatchObject({
      status: 'pending',
      source: 'website',
      eventDate: date,
      startTime: '17:00',
      endTime: '00:00',
      guestCount: 140,
      eventType: 'Graduation Party',
      clientName: 'Jordan Ellis',
      specialRequests: 'A DJ booth near the dance floor',
    });
    const mail = server.db.select().from(emailOutbox).all().filter((m) => m.to === 'jordan.ellis@example.com' || m.replyTo === 'jordan.ellis@example.com');
    expect(mail.map((m) => m.kind).sort()).toEqual(['booking_request_notification', 'booking_request_received']);
    await page.close();
  });

  it('offers only the time slots that fit a partially available date', async ({ server, browser }) => {
    const page = await openCalendar({ server, browser });
    await selectDate(page, day(19));
    await page.getByRole('link', { name: 'Request This Date' }).click();
    const dialog = requestForm(page);
    await dialog.getByText('Only the time slots still open on this date are shown.').waitFor();
    // The one slot that fits 5PM - 12AM is chosen already.
    await dialog.getByText('This time slot is available.').waitFor();
    expect(await dialog.getByText('Daytime').count()).toBe(0);
    expect(await dialog.getByText('All day').count()).toBe(0);
    expect(await dialog.getByRole('radio', { name: /Evening/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
    // Required fields are checked before anything is sent.
    // Beside the fields (and, as links, in the summary at the top).
    await dialog.getByText('Guest count must be between 1 and 450.', { exact: true }).waitFor();
    await dialog.getByText('Please enter your name.', { exact: true }).waitFor();
    await dialog.getByRole('link', { name: 'Number of guests: Guest count must be between 1 and 450.' }).waitFor();
    await page.close();
  });

  it('refuses a slot taken since the page loaded, saying so before sending', async ({ server, browser }) => {
    const page = await openCalendar({ server, browser });
    const date = day(47);
    await selectDate(page, date);
    await page.getByRole('link', { name: 'Request This Date' }).click();
    const dialog = requestForm(page);
    const taken = server.db
      .insert(bookings)
      .values({ eventSpaceId: 'grand-ballroom', clientName: 'Just Confirmed', clientEmail: 'just@example.com', eventType: 'Wedding', eventDate: date, startTime: '10:00', endTime: '16:00', guestCount: 50, status: 'confirmed' })
      .returning()
      .get();
    await dialog.getByText('Daytime').click();
    await dialog.getByText('This time slot is not available on this date. Please choose another time slot.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Send Booking Request' }).isDisabled()).toBe(true);
    server.db.delete(bookings).where(eq(bookings.id, taken.id)).run();
    await page.close();
  });

  it('shows a partially available date whose hours fit no time slot as not bookable', async ({ server, browser }) => {
    const date = day(52);
    server.db.insert(calendarAvailability).values({ date, status: 'partially_available', startTime: '12:00', endTime: '18:00', notes: 'Afternoon only' }).run();
    const page = await openCalendar({ server, browser });
    await selectDate(page, date);
    const info = page.getByRole('heading', { name: 'Date Information' }).locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]');
    await info.getByText('Available hours: 12PM - 6PM').waitFor();
    await info.getByText('None of our booking time slots fits these hours, so this date cannot be requested online. Contact us to ask about it.').waitFor();
    expect(await info.getByRole('link', { name: 'Request This Date' }).count()).toBe(0);
    await info.getByRole('link', { name: 'Ask us about nearby dates' }).waitFor();
    server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
    await page.close();
  });

  it('keeps a booked date booked when an available special date is set on it', async ({ server, browser }) => {
    const date = day(9); // the confirmed Carter wedding
    server.db.insert(calendarAvailability).values({ date, status: 'available', notes: 'Open house' }).run();
    const page = await openCalendar({ server, browser });
    await selectDate(page, date);
    const info = page.getByRole('heading', { name: 'Date Information' }).locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]');
    await info.getByText('Fully Booked').waitFor();
    expect(await info.getByRole('link', { name: 'Request This Date' }).count()).toBe(0);
    server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
    await page.close();
  });

  it('looks right on a phone and on a desktop', async ({ server, browser }) => {
    const phone = await openCalendar({ server, browser }, 390);
    await selectDate(phone, premiumDay());
    await screenshot(phone, 'calendar-phone');
    await phone.close();
    const desktop = await openCalendar({ server, browser }, 1440);
    await selectDate(desktop, premiumDay());
    await screenshot(desktop, 'calendar-desktop');
    await desktop.close();
  });
});
