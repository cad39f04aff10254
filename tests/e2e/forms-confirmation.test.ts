import { eq } from 'drizzle-orm';
import { calendarAvailability, emailOutbox, inquiries } from '../../server/db/schema/index.ts';
import { INQUIRY_LIMITS } from '../../server/modules/intake/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { RECEIPT_COOKIE } from '../../shared/visitor-forms.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot } from '../support/browser.ts';
import { day } from '../support/days.ts';
import { openDate, requestPage } from '../support/public-calendar.ts';

/*
 * A sent form is answered with a confirmation that stays, the same panel with and without
 * JavaScript: what was stored, a reference number, "Add to calendar" for the requested date; with
 * JavaScript it takes focus and the date's status is asked for again. Without JavaScript no
 * "Checking availability…" waits for code that never runs, a date's link opens at its details,
 * and the booking form's messages never contradict each other.
 */

describe('the confirmation with JavaScript', () => {
  it('stays in place of the booking form, focused, with what was sent and its reference; the date says a request was sent', async ({ server, browser }) => {
    for (const width of [390, 1440]) {
      const date = openDate(server, 60 + width / 390);
      const page = await browser.newPage({ width, height: 900 });
      await page.goto(requestPage(server, date));
      const form = page.getByRole('region', { name: 'Request a Booking' });
      await form.getByLabel('All day').check();
      await form.getByLabel('Number of guests').fill('210');
      await form.getByLabel('Event type').selectOption('Wedding');
      await form.getByLabel('Your name').fill('Lasting Receipt');
      await form.getByLabel('Email').fill(`lasting.${width}@example.com`);
      await form.getByLabel('Special requests (optional)').fill('A string quartet\nat the ceremony');
      const months = page.waitForRequest((request) => (request.postData() ?? '').includes('PublicCalendarMonth'));
      await form.getByRole('button', { name: 'Send Booking Request' }).click();
      const receipt = page.getByRole('region', { name: 'Booking Request Sent' });
      await receipt.waitFor();
      // Focus on its heading (a screen reader hears it; a phone is taken there), not left on <body>.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Booking Request Sent');
      // The month is asked for again: the date's status is the server's, as it is now.
      await months;
      for (const text of [formatLongDate(date), 'All day (9AM - 11:59PM)', '210', 'Wedding', 'Lasting Receipt', `lasting.${width}@example.com`]) {
        expect(await receipt.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
      }
      const reference = await receipt.locator('[data-reference]').innerText();
      expect(await page.locator('[data-requested]').innerText()).toContain(reference);
      await screenshot(page, `js-booking-receipt-${width}`);
      // Still there after the toast's five seconds would have gone.
      await page.waitForTimeout(6000);
      expect(await receipt.isVisible()).toBe(true);
      // A reload shows it again (the receipt cookie of this browser).
      await page.reload();
      expect(await page.getByRole('region', { name: 'Booking Request Sent' }).locator('[data-reference]').innerText()).toBe(reference);
      await page.close();
    }
  });

  it('for an inquiry too, with its alternative dates, and "Add to calendar" gives the date as an iCalendar event', async ({ server, browser }) => {
    const [first, second] = [openDate(server, 70), openDate(server, 77)];
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Name').fill('Alt Dates');
    await page.getByLabel('Email').fill('alt.dates@example.com');
    await page.getByLabel('Desired date').fill(first);
    await page.getByText('Flexible on the date?').click();
    await page.getByLabel('First alternative date').fill(second);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const receipt = page.getByRole('region', { name: 'Thank you for your inquiry!' });
    await receipt.getByText(formatLongDate(second)).waitFor();
    const reference = await receipt.locator('[data-reference]').innerText();
    const href = (await receipt.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!;
    expect(href).toBe(`/add-to-calendar.ics?date=${first}&ref=${reference}`);
    const ics = await fetch(`${server.url}${href}`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain(`DTSTART;VALUE=DATE:${first.replaceAll('-', '')}`);
    expect(text).toContain(reference);
    expect(text).not.toContain('alt.dates@example.com');
    await screenshot(page, 'js-inquiry-receipt-390');
    await page.close();
  });

  it('shows what a browser sent only to that browser: another one at the same address gets the plain thank-you', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage();
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Name').fill('Private Sender');
    await page.getByLabel('Email').fill('private.sender@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('region', { name: 'Thank you for your inquiry!' }).getByText('private.sender@example.com').waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === RECEIPT_COOKIE.inquiry && cookie.httpOnly)).toBe(true);
    await page.close();
    // Another visitor (no cookie) at the same address: the words alone, and a form.
    const other = await fetch(`${server.url}/contact?sent=1`, { headers: { accept: 'text/html' } });
    const html = await other.text();
    expect(html).toContain('Thank you for your inquiry!');
    expect(html).not.toContain('private.sender@example.com');
    expect(html).toContain('Send Message');
  });
});

describe('without JavaScript', () => {
  it('a date\'s link opens at its details, and a sent request shows the same receipt', async ({ server, noScriptBrowser }) => {
    const date = openDate(server, 90);
    const page = await noScriptBrowser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/calendar?month=${date.slice(0, 7)}`);
    await page.getByRole('link', { name: new RegExp(`^${formatLongDate(date)}`) }).click();
    await page.waitForURL(/#date-information$/);
    // The details are in view (below the calendar on a phone), just under the sticky header.
    const header = await page.locator('header').first().evaluate((element) => element.getBoundingClientRect().bottom);
    const top = await page.locator('#date-information').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(header);
    expect(top).toBeLessThan(header + 200);
    await screenshot(page, 'no-js-date-details-390');
    await page.getByRole('link', { name: 'Request This Date' }).click();
    const form = page.getByRole('region', { name: 'Request a Booking' });
    await form.getByLabel('Evening').check();
    await form.getByLabel('Number of guests').fill('75');
    await form.getByLabel('Event type').selectOption('Birthday Party');
    await form.getByLabel('Your name').fill('No Script Receipt');
    await form.getByLabel('Email').fill('noscript.receipt@example.com');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    const receipt = page.getByRole('region', { name: 'Booking Request Sent' });
    await receipt.getByText('No Script Receipt').waitFor();
    expect(await receipt.locator('[data-reference]').innerText()).toMatch(/^REQ-[0-9A-F]{8}$/);
    expect(await receipt.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toContain('slot=5pm-midnight');
    await screenshot(page, 'no-js-booking-receipt-390');
    await page.close();
  });

  it('never shows "Checking availability..." that no code will finish: on a partially available date, and after a refused post', async ({ server, noScriptBrowser }) => {
    const partial = day(19);
    const page = await noScriptBrowser.newPage();
    await page.goto(requestPage(server, partial));
    const form = page.getByRole('region', { name: 'Request a Booking' });
    // Its one slot is chosen, and the page says what it knows.
    expect(await form.getByLabel('Evening').isChecked()).toBe(true);
    await form.getByText('This time slot is available.').waitFor();
    expect(await page.getByText('Checking availability').count()).toBe(0);
    // A refused post (no name): the slot's line is the server's answer too.
    await form.getByLabel('Number of guests').fill('40');
    await form.getByLabel('Event type').selectOption('Anniversary');
    await form.getByLabel('Email').fill('refused@example.com');
    await form.getByLabel('Your name').fill(' ');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the following' }).waitFor();
    expect(await page.getByText('Checking availability').count()).toBe(0);
    await page.getByText('This time slot is available.').waitFor();
    await screenshot(page, 'no-js-partial-refused-1440');
    await page.close();
  });

  it('never shows "Checking this date..." under the inquiry\'s dates after a refused post', async ({ server, noScriptBrowser }) => {
    const [desired, alternative] = [openDate(server, 110), openDate(server, 117)];
    const page = await noScriptBrowser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/contact`);
    const form = page.getByRole('form', { name: 'Send an Inquiry' });
    // Spaces pass the browser's "required" and are refused by the server.
    await form.getByLabel('Name').fill('   ');
    await form.getByLabel('Email').fill('checking.dates@example.com');
    await form.getByLabel('Desired date').fill(desired);
    await form.getByText('Flexible on the date?').click();
    await form.getByLabel('First alternative date').fill(alternative);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the following' }).waitFor();
    // The dates are kept, and nothing waits for code that will never run.
    expect(await form.getByLabel('Desired date').inputValue()).toBe(desired);
    expect(await form.getByLabel('First alternative date').inputValue()).toBe(alternative);
    expect(await page.getByText('Checking this date').count()).toBe(0);
    await page.close();
  });

  it('a date blocked since the page was shown is refused once, with no "available" beside it', async ({ server, noScriptBrowser }) => {
    const date = openDate(server, 100);
    const page = await noScriptBrowser.newPage();
    await page.goto(requestPage(server, date));
    const form = page.getByRole('region', { name: 'Request a Booking' });
    await form.getByLabel('Daytime').check();
    await form.getByLabel('Number of guests').fill('40');
    await form.getByLabel('Event type').selectOption('Anniversary');
    await form.getByLabel('Your name').fill('Too Late');
    await form.getByLabel('Email').fill('too.late@example.com');
    server.db.insert(calendarAvailability).values({ date, status: 'unavailable', notes: 'maintenance' }).run();
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await page.getByRole('alert').filter({ hasText: 'is not available for booking' }).waitFor();
    expect(await page.getByText('This time slot is available.').count()).toBe(0);
    expect(await page.getByText('Checking availability').count()).toBe(0);
    await screenshot(page, 'no-js-blocked-refused-1440');
    await page.close();
  });
});

describe('a date blocked while the booking form was open, with JavaScript', () => {
  it('is refused once for the date: the card and the form say it is gone, and what was typed stays', async ({ server, browser }) => {
    const date = openDate(server, 101);
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(requestPage(server, date));
    const form = page.getByRole('region', { name: 'Request a Booking' });
    await form.getByLabel('Daytime').check();
    await form.getByLabel('Number of guests').fill('40');
    await form.getByLabel('Event type').selectOption('Anniversary');
    await form.getByLabel('Your name').fill('Too Late Island');
    await form.getByLabel('Email').fill('too.late.island@example.com');
    await form.getByText('This time slot is available.').waitFor();
    server.db.insert(calendarAvailability).values({ date, status: 'unavailable', notes: 'maintenance' }).run();
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    // Said once for the whole date, never "choose another time slot" when none is left.
    await form.getByText(`${formatLongDate(date)} is not available for booking. Please choose another date.`).waitFor();
    await form.getByText('No time slot is open on this date any more.').waitFor();
    expect(await form.getByText('Please choose another time slot').count()).toBe(0);
    // The Date Information card says what the server says now, not the "Available" it was shown with.
    const card = page.locator('#date-information');
    await card.getByText('The venue is not available on this date.', { exact: false }).waitFor();
    expect(await card.getByText('Available', { exact: true }).count()).toBe(0);
    // The form stays, with what the visitor typed, so nothing is lost.
    expect(await form.getByLabel('Your name').inputValue()).toBe('Too Late Island');
    expect(await form.getByRole('button', { name: 'Send Booking Request' }).isDisabled()).toBe(true);
    await screenshot(page, 'js-blocked-refused-390');
    await page.close();
  });
});

describe('an inquiry held for review (sent past the form\'s overall limit)', () => {
  it('is confirmed without promising an e-mail or a quick reply, with and without JavaScript, and again after a reload', async ({ server, browser, noScriptBrowser }) => {
    const limiters = [INQUIRY_LIMITS.perAddress, INQUIRY_LIMITS.overall, INQUIRY_LIMITS.held!].map((limit) => server.services.rateLimiter(limit.name, limit));
    const overall = limiters[1]!;
    try {
      for (const [scripts, width] of [[browser, 390], [noScriptBrowser, 1440]] as const) {
        for (const limiter of limiters) limiter.reset();
        for (let i = 0; i < INQUIRY_LIMITS.overall.limit; i++) await overall.hit('all');
        const email = `held.${width}@example.com`;
        const page = await scripts.newPage({ width, height: 900 });
        await page.goto(`${server.url}/contact`);
        const form = page.getByRole('form', { name: 'Send an Inquiry' });
        await form.getByLabel('Name').fill('Held Hollis');
        await form.getByLabel('Email').fill(email);
        await form.getByRole('button', { name: 'Send Message' }).click();
        const receipt = page.getByRole('region', { name: 'We have your inquiry' });
        await receipt.waitFor();
        const [stored] = server.db.select().from(inquiries).where(eq(inquiries.email, email)).all();
        expect(stored!.status).toBe('held');
        expect(server.db.select().from(emailOutbox).all().filter((mail) => mail.to === email)).toEqual([]);
        const said = await receipt.innerText();
        expect(said).toContain('no confirmation email was sent');
        expect(said).not.toMatch(/receive a confirmation|within 24 hours/);
        expect(said).toContain('Held Hollis');
        await screenshot(page, `inquiry-held-receipt-${width}`);
        // A reload shows the same truth (the page is rendered from what was stored).
        await page.reload();
        await page.getByRole('region', { name: 'We have your inquiry' }).waitFor();
        expect(await page.getByText('Thank you for your inquiry!').count()).toBe(0);
        await page.close();
      }
    } finally {
      for (const limiter of limiters) limiter.reset();
    }
  });
});
