import { eq } from 'drizzle-orm';
import { bookings, calendarAvailability, holds, inquiries } from '../../server/db/schema/index.ts';
import { zonedDateTimeToUtc } from '../../server/modules/calendar/index.ts';
import { addDays, formatLongDate } from '../../shared/dates.ts';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { screenshot } from '../support/browser.ts';
import { day, today } from '../support/days.ts';
import { TEST_TIME_ZONE } from '../support/test-admin.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * The visitor forms' rules, as a visitor meets them: a message over its limit is refused whole and
 * kept (a counter says so first), a time slot that has ended today is offered nowhere (the venue's
 * clock set to 22:15), a date past the booking window says why and from when, form text is 16 px on
 * a phone, and a held date's marker can be seen.
 */

// The second server (`late`) has the venue's clock at 22:15 today: the Daytime slot (10AM - 4PM)
// has ended, the evening has not.
const at2215 = zonedDateTimeToUtc(today(), '22:15', TEST_TIME_ZONE);
test.override('otherServerOptions', { config: { now: () => at2215 } });

const LONG = 'Our plans, in detail. '.repeat(455).slice(0, 10_000);

describe('a 10,000-character message', () => {
  it('with JavaScript: the counter says it is over, Send refuses it beside the field, and every character stays', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Name').fill('Long Writer');
    await page.getByLabel('Email').fill('long.writer@example.com');
    const message = page.getByLabel('Message', { exact: true });
    await message.fill(LONG);
    await page.getByText('10,000 / 5,000 characters: 5,000 over the limit').waitFor();
    const requests: string[] = [];
    page.on('request', (request) => request.url().endsWith('/graphql') && requests.push(request.postData() ?? ''));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('link', { name: 'Message: Message must be at most 5,000 characters; this one has 10,000. Please shorten it.' }).waitFor();
    expect(await message.inputValue()).toBe(LONG);
    expect(requests.filter((body) => body.includes('SubmitInquiry'))).toEqual([]);
    await screenshot(page, 'js-long-message-390');
    // Shortened, it goes.
    await message.fill(LONG.slice(0, 5000));
    await page.getByText('5,000 / 5,000 characters').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('region', { name: 'Thank you for your inquiry!' }).waitFor();
    expect(server.db.select().from(inquiries).where(eq(inquiries.email, 'long.writer@example.com')).get()!.message).toHaveLength(5000);
    await page.close();
  });

  it('without JavaScript: the server refuses it whole, with the message beside the field, and sends every character back', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage({ width: 1440 });
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Name').fill('Long Native');
    await page.getByLabel('Email').fill('long.native@example.com');
    // Four-byte characters percent-encode to twelve bytes each: the post is far over 64 kB.
    const wide = '🎉'.repeat(6000);
    await page.getByLabel('Message', { exact: true }).fill(wide);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('link', { name: 'Message: Message must be at most 5,000 characters; this one has 6,000. Please shorten it.' }).waitFor();
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(wide);
    expect(server.db.select().from(inquiries).where(eq(inquiries.email, 'long.native@example.com')).all()).toEqual([]);
    await screenshot(page, 'no-js-long-message-1440');
    await page.close();
  });

  it('in the booking form too: special requests over the limit are refused and kept', async ({ server, browser }) => {
    const date = day(45);
    server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
    server.db.delete(bookings).where(eq(bookings.eventDate, date)).run();
    const page = await browser.newPage();
    await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}&date=${date}&request=1`);
    const form = page.getByRole('region', { name: 'Request a Booking' });
    await form.getByLabel('Evening').check();
    await form.getByLabel('Number of guests').fill('50');
    await form.getByLabel('Event type').selectOption('Other');
    await form.getByLabel('Your name').fill('Long Booker');
    await form.getByLabel('Email').fill('long.booker@example.com');
    await form.getByLabel('Special requests (optional)').fill(LONG);
    await form.getByText('10,000 / 5,000 characters: 5,000 over the limit').waitFor();
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await form.getByRole('link', { name: /^Special requests: Special requests must be at most 5,000 characters; this one has 10,000/ }).waitFor();
    expect(await form.getByLabel('Special requests (optional)').inputValue()).toBe(LONG);
    expect(server.db.select().from(bookings).where(eq(bookings.clientEmail, 'long.booker@example.com')).all()).toEqual([]);
    await page.close();
  });
});

describe('every wrong field at once, before anything is sent', () => {
  it('the inquiry form says each problem beside its field and in the summary, and sends nothing', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/contact`);
    await page.locator('form[data-taken-over]').waitFor();
    const requests: string[] = [];
    page.on('request', (request) => request.url().endsWith('/graphql') && requests.push(request.postData() ?? ''));
    await page.getByLabel('Name').fill('Three Mistakes');
    // The browser takes "name@host"; the venue's rule wants a real domain.
    await page.getByLabel('Email').fill('three@mistakes');
    await page.getByLabel('Phone').fill('12');
    await page.getByLabel('Message', { exact: true }).fill('x'.repeat(5001));
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const link of [
      'Email: Please enter a valid email address.',
      'Phone: Please enter a valid phone number, for example (631) 555-0142.',
      'Message: Message must be at most 5,000 characters; this one has 5,001. Please shorten it.',
    ]) {
      await page.getByRole('link', { name: link }).waitFor();
    }
    // The first one to fix has the focus; each input is tied to its message.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inquiry-email');
    expect(await page.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((body) => body.includes('SubmitInquiry'))).toEqual([]);
    await screenshot(page, 'js-inquiry-every-error-390');
    await page.close();
  });

  it('the booking request does too', async ({ server, browser }) => {
    const date = day(46);
    server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
    server.db.delete(bookings).where(eq(bookings.eventDate, date)).run();
    const page = await browser.newPage({ width: 1440, height: 900 });
    await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}&date=${date}&request=1`);
    const form = page.getByRole('region', { name: 'Request a Booking' });
    await page.locator('form[data-taken-over]').waitFor();
    const requests: string[] = [];
    page.on('request', (request) => request.url().endsWith('/graphql') && requests.push(request.postData() ?? ''));
    await form.getByLabel('Evening').check();
    await form.getByLabel('Number of guests').fill('500');
    await form.getByLabel('Event type').selectOption('Other');
    await form.getByLabel('Your name').fill('Three Mistakes');
    await form.getByLabel('Email').fill('three@mistakes');
    await form.getByLabel('Phone (optional)').fill('call me');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    for (const link of [
      'Number of guests: Guest count must be between 1 and 450.',
      'Email: Please enter a valid email address.',
      'Phone: Please enter a valid phone number, for example (631) 555-0142.',
    ]) {
      await form.getByRole('link', { name: link }).waitFor();
    }
    expect(requests.filter((body) => body.includes('RequestBooking'))).toEqual([]);
    await screenshot(page, 'js-booking-every-error-1440');
    await page.close();
  });
});

describe('a time slot that has ended today (the venue\'s clock at 22:15)', () => {
  test.beforeAll(({ otherServer: late }) => {
    late.db.delete(calendarAvailability).where(eq(calendarAvailability.date, today())).run();
    late.db.delete(bookings).where(eq(bookings.eventDate, today())).run();
  });
  const todayPage = (late: TestServer) => `${late.url}/calendar?month=${today().slice(0, 7)}&date=${today()}&request=1`;

  it('is not offered by the island, nor by the page without JavaScript', async ({ otherServer: late, browser, noScriptBrowser }) => {
    for (const b of [browser, noScriptBrowser]) {
      const page = await b.newPage({ width: 390, height: 844 });
      await page.goto(todayPage(late));
      const form = page.getByRole('region', { name: 'Request a Booking' });
      await form.getByLabel('Evening').waitFor();
      expect(await form.getByLabel('Daytime').count()).toBe(0);
      expect(await form.getByLabel('All day').count()).toBe(1);
      await form.getByText('Only the time slots still open on this date are shown.').waitFor();
      await screenshot(page, `slot-ended-${b === browser ? 'js' : 'no-js'}-390`);
      await page.close();
    }
  });

  it('is refused when posted natively and by the API, and nothing is stored', async ({ otherServer: late }) => {
    const response = await fetch(`${late.url}/calendar?form=booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ eventDate: today(), timeSlot: '10am-4pm', guestCount: '30', eventType: 'Other', clientName: 'Late Comer', clientEmail: 'late.comer@example.com' }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('The Daytime time slot (10AM - 4PM) has already ended today.');
    const api = await late.session().request(
      /* GraphQL */ `query Slot($date: LocalDate!) { day: isDateAvailable(date: $date, startTime: "10:00", endTime: "16:00") evening: isDateAvailable(date: $date, startTime: "17:00", endTime: "24:00") }`,
      { date: today() },
    );
    expect(api.data).toEqual({ day: false, evening: true });
    const refused = await late.session().request(
      /* GraphQL */ `mutation ($input: RequestBookingInput!) { requestBooking(input: $input) { booking { id } } }`,
      { input: { eventDate: today(), timeSlot: 'DAYTIME', guestCount: 30, eventType: 'OTHER', clientName: 'Late Comer', clientEmail: 'late.comer@example.com' } },
    );
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'timeSlot' } });
    expect(late.db.select().from(bookings).where(eq(bookings.clientEmail, 'late.comer@example.com')).all()).toEqual([]);
  });
});

describe('a date past the booking window', () => {
  it('is shown in the last month, says why it cannot be requested and from when, and offers to ask about it', async ({ server, browser, noScriptBrowser }) => {
    const { data } = await server.session().request<{ calendarMonth: { lastBookableDate: string } }>(/* GraphQL */ `{ calendarMonth(month: "${today().slice(0, 7)}") { lastBookableDate } }`);
    const last = data!.calendarMonth.lastBookableDate;
    const beyond = addDays(last, 1);
    if (beyond.slice(0, 7) !== last.slice(0, 7)) return; // the window ends on a month's last day: nothing to show
    for (const b of [browser, noScriptBrowser]) {
      const page = await b.newPage({ width: 1440 });
      await page.goto(`${server.url}/calendar?month=${last.slice(0, 7)}&date=${beyond}`);
      const card = page.locator('#date-information');
      await card.getByText('Not Yet Open for Requests').waitFor();
      await card.getByText(`We take booking requests up to ${formatLongDate(last)}, so this date cannot be requested yet`, { exact: false }).waitFor();
      expect(await card.getByRole('link', { name: 'Request This Date' }).count()).toBe(0);
      expect(await card.getByRole('link', { name: 'Ask us about this date' }).getAttribute('href')).toBe(`/contact?date=${beyond}`);
      await screenshot(page, `beyond-window-${b === browser ? 'js' : 'no-js'}-1440`);
      await page.close();
    }
  });
});

describe('on a phone', () => {
  it('form text is 16 px (iOS zooms in on anything smaller)', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/contact`);
    for (const field of ['name', 'email', 'phone', 'eventType', 'desiredDate', 'message', 'source']) {
      expect(await page.locator(`#inquiry-${field}`).evaluate((element) => getComputedStyle(element).fontSize), field).toBe('16px');
    }
    await page.close();
  });

  it('a held date carries a marker that can be seen: its own badge, apart from the day number', async ({ server, browser }) => {
    const date = day(5);
    server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
    server.db.delete(bookings).where(eq(bookings.eventDate, date)).run();
    const [inquiry] = server.db.insert(inquiries).values({ name: 'Holder', email: 'holder@example.com', desiredDate: date }).returning().all();
    server.db.insert(holds).values({ date, startTime: '09:00', endTime: '24:00', inquiryId: inquiry!.id, clientName: 'Holder', clientEmail: 'holder@example.com', position: 1, status: 'active', expiresAt: new Date(Date.now() + 86_400_000) }).run();
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}`);
    const mark = page.locator(`td[data-date="${date}"] [data-held-mark]`);
    const box = (await mark.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(16);
    // White on dark gold: its own contrast, whatever the day's tint.
    const colors = await mark.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]);
    expect(colors).toEqual(['rgb(124, 88, 19)', 'rgb(255, 255, 255)']);
    await screenshot(page, 'held-marker-390');
    await page.close();
  });
});
