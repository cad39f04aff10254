import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { bookings, calendarAvailability, calendarSettings } from '../../server/db/schema/index.ts';
import { starterPremiumDate } from '../../server/db/seed/seed.ts';
import { addDays } from '../../server/lib/dates.ts';
import { day, today } from '../support/days.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { selectDate, escapeRegExp } from '../support/public-calendar.ts';
import { screenshot, toast, signInAsAdmin, openAdminTab } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const monthTitle = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The first date from today+offset with no special date and no booking (the starter content has a few). */
function freeDay(server: TestServer, offset: number): string {
  for (let date = day(offset); ; date = addDays(date, 1)) {
    const special = server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
    const booked = server.db.select().from(bookings).where(eq(bookings.eventDate, date)).get();
    if (!special && !booked) return date;
  }
}

/** Picks a date in a Mantine date picker input: open it, page to the month, click the day. */
async function pickDate(page: Page, label: string, date: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) });
  for (let i = 0; i < 24; i += 1) {
    // A booked, held or blocked day's name goes on after the date ("…: booked").
    const target = picker.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}(: .+)?$`) });
    if (await target.count()) {
      await target.click();
      return;
    }
    await picker.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`No ${date} in the picker`);
}

/** On the public calendar: pages to the date's month and selects it, as a visitor does. */
async function selectPublicDate(server: TestServer, page: Page, date: string) {
  await page.goto(`${server.url}/calendar`);
  await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(formatLongDate(today()))} \\(today\\): `) }).waitFor();
  await selectDate(page, date);
}

describe('calendar settings', () => {
  it('adds a premium-rate special date that the public calendar then shows with its multiplier', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'calendar-settings');
    await page.getByRole('heading', { level: 1, name: 'Calendar Settings' }).waitFor();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add Special Date' }) });
    // No date: the specification's message.
    await form.getByRole('button', { name: 'Add Special Date' }).click();
    await toast(page, 'Please select a date').waitFor();

    const date = freeDay(server, 24);
    await pickDate(page, 'Date', date);
    await form.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Premium Rate' }).click();
    await form.getByLabel('Premium multiplier').fill('2.5');
    await form.getByLabel('Notes').fill('Holiday weekend');
    await form.getByRole('button', { name: 'Add Special Date' }).click();
    await toast(page, 'Special date added successfully').waitFor();
    const stored = server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
    expect(stored).toMatchObject({ status: 'premium_rate', premiumMultiplier: 2.5, notes: 'Holiday weekend', startTime: null, endTime: null });
    await page.getByRole('row').filter({ hasText: 'Holiday weekend' }).getByText('2.5x rate').waitFor();
    await screenshot(page, 'calendar-admin-desktop');

    const visitor = await browser.newPage();
    await selectPublicDate(server, visitor, date);
    await visitor.getByText('Premium Rate: 2.5x').waitFor();
    await visitor.close();
    await page.close();
  });

  it('refuses a second special date on the same date with the server\'s message', async ({ server, browser, factories }) => {
    const date = freeDay(server, 24);
    factories.specialDate({ date, status: 'premium_rate', premiumMultiplier: 2.5, notes: 'Already a special date' });
    const page = await openAdminTab({ server, browser }, 'calendar');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add Special Date' }) });
    await pickDate(page, 'Date', date);
    await form.getByRole('button', { name: 'Add Special Date' }).click();
    await toast(page, 'Error').getByText(/^Failed to add special date: A special date already exists for .+\. Edit or remove it instead\.$/).waitFor();
    await page.close();
  });

  it('edits and removes special dates', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'calendar');
    const row = page.getByRole('row').filter({ hasText: 'Open house: tours all day' });
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit / });
    await dialog.getByLabel('Notes').fill('Open house, 11AM - 3PM');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Special date updated successfully').waitFor();
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, day(41))).get()?.notes).toBe('Open house, 11AM - 3PM');

    await page.getByRole('row').filter({ hasText: 'Open house, 11AM - 3PM' }).getByRole('button', { name: /^Remove / }).click();
    await page.getByRole('dialog', { name: 'Remove this special date?' }).getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Special date removed successfully').waitFor();
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, day(41))).get()).toBeUndefined();
    await page.close();
  });

  it('saves operating hours and shows duration and days read-only', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'calendar');
    await page.getByText('4–14 hours').waitFor();
    await page.getByLabel('Available days').getByText('Sat').waitFor();
    await page.getByRole('combobox', { name: 'Opening time' }).click();
    await page.getByRole('option', { name: '9:00 AM', exact: true }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Availability settings updated successfully').waitFor();
    expect(server.db.select().from(calendarSettings).get()).toMatchObject({ startTime: '09:00', endTime: '24:00', minimumBookingHours: 4, maximumBookingHours: 14 });
    server.db.update(calendarSettings).set({ startTime: '10:00' }).run();
    await page.close();
  });

  it('shows each date\'s status with the bookings on it in the month view', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'calendar');
    const date = day(9); // the confirmed Carter wedding
    for (let i = 0; i < 3; i += 1) {
      if ((await page.getByRole('button', { name: 'Choose another month' }).first().textContent())?.trim() === monthTitle(date)) break;
      await page.getByRole('button', { name: 'Next month' }).first().click();
    }
    const cell = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(formatLongDate(date))}: Fully Booked; 1 booking: Olivia & James Carter$`) });
    await cell.click();
    await page.getByRole('heading', { name: formatLongDate(date) }).waitFor();
    await page.getByText('Olivia & James Carter').last().waitFor();
    await page.close();
  });

  it('creates, uses and revokes the secret iCalendar feed', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'calendar');
    await page.getByText('No feed address exists.').waitFor();
    await page.getByRole('button', { name: 'Create Feed Address' }).click();
    const address = page.getByLabel('Calendar feed address');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/\/calendar\/[a-z2-7]+\.ics$/);
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('Olivia & James Carter');
    await page.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'Calendar feed revoked').waitFor();
    expect((await fetch(url)).status).toBe(404);
    await page.close();
  });
});

describe('quick block', () => {
  it('blocks a date, which the public calendar then shows as Unavailable', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'quick-block');
    await page.getByRole('heading', { level: 1, name: 'Quick Block' }).waitFor();
    await page.getByRole('button', { name: 'Block Date' }).click();
    await toast(page, 'Please select a date to block').waitFor();
    const date = freeDay(server, 30);
    await pickDate(page, 'Date to block', date);
    await page.getByRole('combobox', { name: 'Block type' }).click();
    await page.getByRole('option', { name: 'Holiday' }).click();
    await page.getByLabel('Reason').fill('Staff holiday');
    await page.getByRole('button', { name: 'Block Date' }).click();
    await toast(page, `Date ${formatLongDate(date)} blocked successfully`).waitFor();
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get()).toMatchObject({
      status: 'unavailable',
      notes: 'holiday: Staff holiday',
    });
    await page.getByText('Holiday: Staff holiday').waitFor();

    const visitor = await browser.newPage();
    await selectPublicDate(server, visitor, date);
    await visitor.getByText('The venue is not available on this date. Please choose another date.').waitFor();
    await visitor.getByText('Unavailable', { exact: true }).first().waitFor();
    await visitor.close();
    await page.close();
  });

  it('warns and names the booking before blocking a date with a confirmed booking', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'quick-block');
    const date = day(22); // the confirmed Northwind Partners conference
    await pickDate(page, 'Date to block', date);
    await page.getByRole('button', { name: 'Block Date' }).click();
    const dialog = page.getByRole('dialog', { name: 'This date has a confirmed booking' });
    await dialog.getByText(/has a confirmed booking: Northwind Partners \(Conference\/Meeting, 10:00 AM - 4:00 PM\)\. Block the date anyway\?/).waitFor();
    await dialog.getByRole('button', { name: "Don't Block" }).click();
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get()).toBeUndefined();
    await page.getByRole('button', { name: 'Block Date' }).click();
    await dialog.getByRole('button', { name: 'Block Anyway' }).click();
    await toast(page, `Date ${formatLongDate(date)} blocked successfully`).waitFor();
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get()?.status).toBe('unavailable');
    await page.close();
  });

  it('lists up to five pending bookings with Confirm & Block, then the count of the rest', async ({ server, browser }) => {
    const base = { eventSpaceId: 'grand-ballroom', clientEmail: 'p@example.com', eventType: 'Other', startTime: '10:00', endTime: '16:00', guestCount: 20 };
    server.db
      .insert(bookings)
      .values([100, 101, 102, 103].map((offset) => ({ ...base, clientName: `Extra ${offset}`, eventDate: day(offset) })))
      .run();
    const page = await openAdminTab({ server, browser }, 'quick-block', { width: 390 });
    await page.getByText('+2 more pending bookings').waitFor();
    expect(await page.getByRole('button', { name: /^Confirm & Block / }).count()).toBe(5);
    await screenshot(page, 'quick-block-phone');

    await page.getByRole('button', { name: 'Confirm & Block Sophia Bennett' }).click();
    await toast(page, 'Booking confirmed and date blocked').waitFor();
    const sophia = server.db.select().from(bookings).where(eq(bookings.clientName, 'Sophia Bennett')).get()!;
    expect(sophia.status).toBe('confirmed');
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, sophia.eventDate)).get()).toMatchObject({
      status: 'unavailable',
      notes: 'Confirmed booking - Date blocked',
    });
    await page.getByText('+1 more pending booking', { exact: true }).waitFor();
    await page.close();
  });

  it('opens the date again when a booking confirmed with Confirm & Block is cancelled', async ({ server, browser }) => {
    const sophia = server.db.select().from(bookings).where(eq(bookings.clientName, 'Sophia Bennett')).get()!;
    expect(sophia.status).toBe('confirmed'); // by the test above
    const page = await openAdminTab({ server, browser }, 'bookings');
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    const card = page.getByRole('article', { name: 'Sophia Bennett' });
    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel Booking' }).click();
    await toast(page, 'Booking status updated to cancelled').waitFor();
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, sophia.eventDate)).get()).toBeUndefined();
    const visitor = await browser.newPage();
    await selectPublicDate(server, visitor, sophia.eventDate);
    await visitor.getByRole('link', { name: 'Request This Date' }).waitFor();
    await visitor.close();
    await page.close();
  });
});

describe('quick block keeps what it replaces, and asks before unblocking', () => {
  it('names the premium date before blocking it, and Unblock (after asking) puts the premium rate back', async ({ server, browser }) => {
    const date = starterPremiumDate(today()); // "Peak season Saturday" at 1.5x
    const specialOn = () => server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
    const page = await openAdminTab({ server, browser }, 'quick-block');
    await pickDate(page, 'Date to block', date);
    await page.getByLabel('Reason').fill('Owner’s party');
    await page.getByRole('button', { name: 'Block Date' }).click();
    const dialog = page.getByRole('dialog', { name: 'This date has a special date' });
    await dialog.getByText(`${formatLongDate(date)} is set as Premium Rate 1.5x, Peak season Saturday. The block keeps that setting and puts it back when you unblock the date. Block the date anyway?`).waitFor();
    await dialog.getByRole('button', { name: "Don't Block" }).click();
    expect(specialOn()).toMatchObject({ status: 'premium_rate', premiumMultiplier: 1.5 });
    await page.getByRole('button', { name: 'Block Date' }).click();
    await dialog.getByRole('button', { name: 'Block Anyway' }).click();
    await toast(page, `Date ${formatLongDate(date)} blocked successfully`).waitFor();
    expect(specialOn()).toMatchObject({ status: 'unavailable', notes: 'maintenance: Owner’s party' });
    await page.getByText('Back to Premium Rate 1.5x, Peak season Saturday when unblocked').waitFor();

    // Unblock asks first; keeping the block changes nothing.
    await page.getByRole('button', { name: `Unblock ${formatLongDate(date)}` }).click();
    const ask = page.getByRole('dialog', { name: 'Unblock this date?' });
    await ask.getByText(`${formatLongDate(date)} opens again on the public calendar, as it was before the block: Premium Rate 1.5x, Peak season Saturday.`).waitFor();
    await ask.getByRole('button', { name: 'Keep Blocked' }).click();
    expect(specialOn()?.status).toBe('unavailable');
    await page.getByRole('button', { name: `Unblock ${formatLongDate(date)}` }).click();
    await ask.getByRole('button', { name: 'Unblock' }).click();
    await toast(page, 'Date unblocked').getByText(`${formatLongDate(date)} is open again: Premium Rate 1.5x, Peak season Saturday.`).waitFor();
    expect(specialOn()).toMatchObject({ status: 'premium_rate', premiumMultiplier: 1.5, notes: 'Peak season Saturday' });

    const visitor = await browser.newPage();
    await selectPublicDate(server, visitor, date);
    await visitor.getByText('Premium Rate: 1.5x').waitFor();
    await visitor.close();
    await page.close();
  });

  it('asks before Confirm & Block of a booking outside a partially available date\'s hours', async ({ server, browser }) => {
    const date = day(19); // the starter's partially available date, 5 PM to midnight
    server.db
      .insert(bookings)
      .values({ eventSpaceId: 'grand-ballroom', clientName: 'Partial Pat', clientEmail: 'pat@example.com', eventType: 'Other', eventDate: date, startTime: '10:00', endTime: '16:00', guestCount: 20, status: 'pending' })
      .run();
    const page = await openAdminTab({ server, browser }, 'quick-block');
    await page.getByRole('button', { name: 'Confirm & Block Partial Pat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm against your calendar?' });
    await dialog.getByText(`${formatLongDate(date)} is only partially available, 5:00 PM - 12:00 AM, and this booking (10:00 AM - 4:00 PM) falls outside those hours. Confirm it anyway?`).waitFor();
    await dialog.getByRole('button', { name: 'Keep Pending' }).click();
    expect(server.db.select().from(bookings).where(eq(bookings.clientName, 'Partial Pat')).get()?.status).toBe('pending');
    await page.getByRole('button', { name: 'Confirm & Block Partial Pat' }).click();
    await dialog.getByRole('button', { name: 'Confirm Anyway' }).click();
    await toast(page, 'Booking confirmed and date blocked').waitFor();
    expect(server.db.select().from(bookings).where(eq(bookings.clientName, 'Partial Pat')).get()?.status).toBe('confirmed');
    await page.close();
  });
});

describe('special-date form hints', () => {
  it('warns when the chosen date has a confirmed booking, and says whether notes are shown to visitors', async ({ server, browser }) => {
    const page = await openAdminTab({ server, browser }, 'calendar');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Add Special Date' }) });
    // The default status is Unavailable, whose notes stay private.
    await form.getByText('Private: visitors see a blocked date as unavailable, without these notes.').waitFor();
    await pickDate(page, 'Date', day(9)); // the confirmed Carter wedding
    const warning = form.getByRole('alert').filter({ hasText: 'This date has a confirmed booking' });
    await warning.getByText('Olivia & James Carter (Wedding, 5:00 PM - 12:00 AM)').waitFor();
    await warning.getByText('Blocking the date does not cancel the booking.').waitFor();
    // The date picker's dropdown may still be closing under load: open the list until it shows.
    const status = form.getByRole('combobox', { name: 'Status' });
    const available = page.getByRole('option', { name: 'Available', exact: true });
    await expect
      .poll(async () => {
        if (!(await available.isVisible())) await status.click();
        return available.isVisible();
      })
      .toBe(true);
    await available.click();
    await warning.getByText('The date stays booked on the public calendar whatever status you set here.').waitFor();
    await form.getByText('Shown to visitors on the public calendar (Date Information) when they select this date.').waitFor();
    await screenshot(page, 'calendar-admin-booked-warning');
    // A date without bookings: no warning.
    await pickDate(page, 'Date', freeDay(server, 70));
    await warning.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('admin date pickers judge "today" in the venue\'s time zone', () => {
  // UTC+14 and UTC-11 are 25 hours apart: the browser's date differs from at least one of them.
  for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    it(`disable the dates before the venue's today, and only those (${timeZone})`, async ({ browser }) => {
      const venue = await startTestServer({ seed: false, config: { venueTimeZone: timeZone } });
      const page = await browser.newPage();
      try {
        await signInAsAdmin(page, venue.url);
        const answered = page.waitForResponse((response) => (response.request().postData() ?? '').includes('query VenueToday'));
        await page.goto(`${venue.url}/admin/calendar`);
        await answered;
        const venueToday = today(timeZone);
        await page.getByRole('button', { name: 'Date', exact: true }).click();
        const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) });
        const nextMonth = picker.getByRole('button', { name: 'Next month' });
        const todayButton = picker.getByRole('button', { name: formatLongDate(venueToday), exact: true });
        // count() does not wait: the picker must be open before it is asked (the month shown is the browser's).
        await nextMonth.waitFor();
        if ((await todayButton.count()) === 0) await nextMonth.click();
        expect(await todayButton.isDisabled()).toBe(false);
        const yesterdayButton = picker.getByRole('button', { name: formatLongDate(addDays(venueToday, -1)), exact: true });
        if (await yesterdayButton.count()) expect(await yesterdayButton.isDisabled()).toBe(true);
      } finally {
        await page.close();
        await venue.close();
      }
    });
  }
});
