import { formatCents } from '../../shared/money.ts';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { bookings, calendarAvailability, holds, inquiries, quotes } from '../../server/db/schema/index.ts';
import { QUOTE_PAGE_TEXTS } from '../../server/http/quote-page.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { addDays, todayIn } from '../../server/lib/dates.ts';
import { ON_HOLD_LABEL } from '../../shared/holds.ts';
import { INQUIRY_SOURCE_QUESTION } from '../../shared/inquiries.ts';
import { launchBrowser, screenshot, signInAsAdmin } from '../support/browser.ts';
import { describe, expect, test } from '../support/browser-fixtures.ts';
import type { TestServer } from '../support/test-server.ts';
import { escapeRegExp } from '../support/public-calendar.ts';

/*
 * The sales path in Chromium: the owner's calendar shows a held date "On hold" in words;
 * the contact form's "How did you hear about us?" without JavaScript; and the owner's whole flow
 * in one test: a visitor's inquiry → a hold from it → a quote from it → the client accepts on the
 * quote page → the booking confirmed → a payment recorded, the card says Paid → Reports show the
 * revenue and the conversion by source.
 *
 * Dates are weeks ahead of the venue's today and every "today" is the server's (venue time zone),
 * so a run that crosses midnight in New York (05:00 UTC) reads the same.
 */

const monthTitle = (date: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const monthName = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const venueMonthOf = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' }).format(instant).slice(0, 7);

/** A date from the venue's today + offset with no special date, booking or hold; opened explicitly so it is bookable whatever the weekday. */
function openDay(server: TestServer, offset: number): string {
  for (let date = addDays(todayIn(server.config.venueTimeZone), offset); ; date = addDays(date, 1)) {
    const taken =
      server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get() ??
      server.db.select().from(bookings).where(eq(bookings.eventDate, date)).get() ??
      server.db.select().from(holds).where(eq(holds.date, date)).get();
    if (!taken) {
      server.db.insert(calendarAvailability).values({ date, status: 'available' }).run();
      return date;
    }
  }
}

async function showMonth(page: Page, date: string) {
  const control = page.getByRole('button', { name: 'Choose another month' }).first();
  for (let i = 0; i < 24; i += 1) {
    if ((await control.textContent())?.trim() === monthTitle(date)) return;
    await page.getByRole('button', { name: 'Next month' }).first().click();
  }
  throw new Error(`The calendar never showed ${monthTitle(date)}`);
}

describe("the owner's calendar", () => {
  test('shows a held date "On hold" in words, with the client, and explains the mark in the legend', async ({ server, admin, browser, factories }) => {
    const date = openDay(server, 40);
    const inquiry = factories.inquiry({ desiredDate: date, name: 'Harper Heldwell', email: 'harper.heldwell@example.com' });
    await admin.data(`mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { hold { id } } }`, { input: { inquiryId: inquiry.id } });
    for (const width of [1440, 390]) {
      const page = await browser.newPage({ width, height: 900 });
      await signInAsAdmin(page, server.url);
      await page.goto(`${server.url}/admin/calendar`);
      await showMonth(page, date);
      // The day's name says it (not a colour): "<date>: Available; On hold: Harper Heldwell".
      const cell = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(formatLongDate(date))}: .*; ${ON_HOLD_LABEL}: Harper Heldwell$`) });
      await cell.waitFor();
      // What is drawn repeats it in words, and the legend says what the mark means.
      expect(await cell.innerText()).toContain(ON_HOLD_LABEL);
      await page.getByRole('list', { name: 'Calendar legend' }).getByText(`${ON_HOLD_LABEL} (first or second option)`).waitFor();
      await cell.click();
      await page.getByRole('heading', { name: formatLongDate(date) }).waitFor();
      await page.getByText('Harper Heldwell').last().waitFor();
      await screenshot(page, `sales-calendar-on-hold-${width}`);
      await page.close();
    }
  }, 120_000);
});

describe('the contact form without JavaScript', () => {
  test('posts "How did you hear about us?" and it is stored', async ({ server }) => {
    const noScript = await launchBrowser({ javaScript: false });
    try {
      const page = await noScript.newPage({ width: 390, height: 844 });
      await page.goto(`${server.url}/contact`);
      await page.getByLabel('Name').fill('Nadia NoScript');
      await page.getByLabel('Email').fill('nadia.noscript@example.com');
      await page.getByLabel(INQUIRY_SOURCE_QUESTION).selectOption({ label: 'Social media' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.waitForURL(/\/contact\?sent=1/);
      await page.getByText('Thank you for your inquiry!').first().waitFor();
      await screenshot(page, 'sales-contact-no-js-390');
      await page.close();
    } finally {
      await noScript.close();
    }
    expect(server.db.select().from(inquiries).where(eq(inquiries.email, 'nadia.noscript@example.com')).get()!.source).toBe('social_media');
  }, 60_000);
});

describe("the owner's sales path", () => {
  test('inquiry → hold → quote → the client accepts → confirmed → paid → Reports', async ({ server, admin, browser }) => {
    const date = openDay(server, 60);
    const name = 'Fiona Flowthrough';
    const email = 'fiona.flowthrough@example.com';

    // A visitor sends the contact form (JavaScript on: the island), saying a friend sent them.
    const visitor = await browser.newPage({ width: 390, height: 844 });
    await visitor.context().clearCookies();
    await visitor.goto(`${server.url}/contact?date=${date}`);
    await visitor.getByLabel('Name').fill(name);
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Event type').selectOption({ label: 'Wedding' });
    await visitor.getByLabel(INQUIRY_SOURCE_QUESTION).selectOption({ label: 'Friend or family' });
    expect(await visitor.getByLabel('Desired date').inputValue()).toBe(date);
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByRole('region', { name: 'Thank you for your inquiry!' }).waitFor();
    await visitor.close();
    const inquiry = server.db.select().from(inquiries).where(eq(inquiries.email, email)).get()!;
    expect(inquiry).toMatchObject({ source: 'friend_or_family', desiredDate: date });

    // The owner sees where it came from and places a hold from it.
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/inquiries`);
    const card = page.getByRole('article', { name });
    expect(await card.getByLabel('How they heard about us:').inputValue()).toBe('FRIEND_OR_FAMILY');
    await card.getByRole('button', { name: 'Place hold' }).click();
    const holdDialog = page.getByRole('dialog', { name: `Place a hold for ${name}` });
    await expect.poll(() => holdDialog.getByLabel('Date to hold').inputValue()).toBe(date);
    await holdDialog.getByRole('button', { name: 'Place hold' }).click();
    await card.getByText(`${ON_HOLD_LABEL} until`).waitFor();
    await card.screenshot({ path: 'test-results/screenshots/sales-inquiry-card-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: 'test-results/screenshots/sales-inquiry-card-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Create quote: the pending booking from the inquiry, then the quote editor on it.
    await card.getByRole('button', { name: 'Create quote' }).click();
    const bookingDialog = page.getByRole('dialog', { name: 'Create quote from inquiry' });
    await bookingDialog.getByLabel('Time slot').click();
    await page.getByRole('option', { name: 'Evening (5PM - 12AM)' }).click();
    await bookingDialog.getByLabel('Guests').fill('120');
    await bookingDialog.getByRole('button', { name: 'Create Booking and Quote' }).click();
    const quoteDialog = page.getByRole('dialog', { name: `Quote & payments: ${name}` });
    await quoteDialog.getByLabel('Line 1 unit price').fill('5000');
    await quoteDialog.getByTestId('quote-total').getByText('$5,000.00').waitFor();
    await quoteDialog.getByRole('button', { name: 'Deposit 3 days after acceptance, balance 30 days before' }).click();
    await quoteDialog.getByLabel('Payment 1 amount').waitFor();
    await screenshot(page, 'sales-quote-from-inquiry-1440');
    await quoteDialog.getByRole('button', { name: 'Send to client' }).click();
    const linkField = quoteDialog.getByLabel("Client's link (shown once)");
    await linkField.waitFor();
    const link = await linkField.inputValue();
    const booking = server.db.select().from(bookings).where(eq(bookings.inquiryId, inquiry.id)).get()!;
    expect(booking).toMatchObject({ status: 'pending', source: 'inquiry', eventDate: date });
    expect(server.db.select().from(quotes).where(eq(quotes.bookingId, booking.id)).get()).toMatchObject({ inquiryId: inquiry.id, status: 'sent' });
    await page.keyboard.press('Escape');

    // The client, in their own browser (JavaScript off), opens the link and accepts by typing their name.
    const clientBrowser = await launchBrowser({ javaScript: false });
    try {
      const client = await clientBrowser.newPage({ width: 390, height: 844 });
      await client.goto(link);
      await client.getByRole('heading', { name: `Quote for ${name}` }).waitFor();
      await client.getByLabel('Your full name').fill(name);
      await client.getByRole('button', { name: 'Accept quote' }).click();
      await client.getByText(QUOTE_PAGE_TEXTS.acceptedJustNow).waitFor();
    } finally {
      await clientBrowser.close();
    }
    expect(server.db.select().from(holds).where(and(eq(holds.inquiryId, inquiry.id), eq(holds.status, 'active'))).all()).toEqual([]);

    // The booking shows confirmed, with what is owed; the owner records the payment: Paid.
    await page.goto(`${server.url}/admin/bookings`);
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    const bookingCard = page.getByRole('article', { name });
    await bookingCard.getByText('Confirmed', { exact: true }).first().waitFor();
    await bookingCard.getByText(/^(Deposit|Payment) due /).waitFor();
    await bookingCard.getByRole('button', { name: 'Quote & payments' }).click();
    const payments = page.getByRole('dialog', { name: `Quote & payments: ${name}` });
    await payments.getByText(/^Accepted by /).waitFor();
    await payments.getByLabel('Amount ($)').fill('5000');
    await payments.getByRole('button', { name: 'Record payment' }).click();
    await payments.getByText('Payment: Paid').waitFor();
    await page.keyboard.press('Escape');
    await bookingCard.getByText('Paid', { exact: true }).waitFor();
    await screenshot(page, 'sales-booking-paid-1440');

    // Reports: the inquiry's month to the event's month show the revenue and the conversion by source.
    const from = venueMonthOf(inquiry.createdAt);
    const to = date.slice(0, 7);
    const expected = await admin.data<{ reports: { months: { month: string; revenueCents: number }[] } }>(
      'query ($from: YearMonth!, $to: YearMonth!) { reports(from: $from, to: $to) { months { month revenueCents } } }',
      { from, to },
    );
    const eventMonthRevenue = expected.reports.months.find((row) => row.month === to)!.revenueCents / 100;
    expect(eventMonthRevenue).toBeGreaterThanOrEqual(5000);
    await page.goto(`${server.url}/admin/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('combobox', { name: 'To' }).click();
    await page.getByRole('option', { name: monthName(to), exact: true }).click();
    await page.getByRole('combobox', { name: 'From' }).click();
    await page.getByRole('option', { name: monthName(from), exact: true }).click();
    const bySource = page.getByRole('region', { name: 'Inquiry conversion by source' });
    await bySource.getByText('Table').click();
    await bySource.getByRole('row', { name: 'Friend or family 1 1 100.0%' }).waitFor();
    const revenue = page.getByRole('region', { name: 'Revenue by month' });
    await revenue.getByText('Table').click();
    const money = formatCents(Math.round(eventMonthRevenue * 100));
    await revenue.getByRole('row', { name: new RegExp(`^${escapeRegExp(monthName(to))} ${escapeRegExp(money)} `) }).waitFor();
    await screenshot(page, 'sales-reports-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'sales-reports-390');
    await page.close();
  }, 240_000);
});
