import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { bookings, emailOutbox, inquiries } from '../../server/db/schema/index.ts';
import { WRITE_RETRY_BUDGET_MS } from '../../server/db/client.ts';
import { SITE_BUSY_MESSAGE } from '../../server/errors.ts';
import { INQUIRY_LIMITS } from '../../server/modules/intake/index.ts';
import { addressGroup } from '../../server/security/rate-limit.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot } from '../support/browser.ts';
import { holdWriteLock } from '../support/lock-holder.ts';
import { openDate, requestPage } from '../support/public-calendar.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * The visitor's forms are plain HTML forms that post to the server: a visitor without JavaScript,
 * or one who sends before the page's code has arrived, loses nothing. With JavaScript
 * the same form is sent through the GraphQL mutation, with whatever was typed before the code ran.
 */

// Tabs with JavaScript come from `otherBrowser`, a Chromium of its own: these tests hold the
// islands' code back with page.route.

const inquiryBy = (server: TestServer, email: string) => server.db.select().from(inquiries).where(eq(inquiries.email, email)).all();
const mailAbout = (server: TestServer, email: string) =>
  server.db
    .select()
    .from(emailOutbox)
    .all()
    .filter((mail) => mail.to === email || mail.replyTo === email);

/** Every address the page went through, to prove no personal data was ever in one. */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}

describe('the inquiry form without JavaScript', () => {
  it('posts natively: stored once, both e-mails in the outbox, the success text shown, nothing personal in any address', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage({ width: 390, height: 844 });
    const addresses = recordAddresses(page);
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Name').fill('Noor Script');
    await page.getByLabel('Email').fill('noor.script@example.com');
    await page.getByLabel('Phone').fill('(631) 555-0188');
    await page.getByLabel('Event type').selectOption('Anniversary');
    await page.getByLabel('Message', { exact: true }).fill('A quiet anniversary dinner for 40.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('status').filter({ hasText: 'Thank you for your inquiry!' }).getByText("We've sent your message and you'll receive a confirmation email shortly. We'll get back to you within 24 hours.").waitFor();
    expect(new URL(page.url()).search).toBe('?sent=1');
    // What was stored, with its reference, in place of the form.
    const receipt = page.getByRole('region', { name: 'Thank you for your inquiry!' });
    expect(await receipt.getByText('A quiet anniversary dinner for 40.').count()).toBe(1);
    expect(await receipt.locator('[data-reference]').innerText()).toMatch(/^INQ-[0-9A-F]{8}$/);
    expect(await page.getByLabel('Name').count()).toBe(0);

    const stored = inquiryBy(server, 'noor.script@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Noor Script', phone: '(631) 555-0188', eventType: 'Anniversary', message: 'A quiet anniversary dinner for 40.', status: 'new' });
    expect(mailAbout(server, 'noor.script@example.com').map((mail) => mail.kind)).toEqual(['inquiry_notification', 'inquiry_confirmation']);
    for (const address of addresses) {
      expect(address).not.toMatch(/noor|Noor|555-0188|anniversary/i);
    }
    // A reload shows the page again; it does not post a second time.
    await page.reload();
    expect(inquiryBy(server, 'noor.script@example.com')).toHaveLength(1);
    await screenshot(page, 'no-js-contact-sent-phone');
    await page.close();
  });

  it('comes back with every value kept, each message beside its field and a summary linking to them', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage();
    await page.goto(`${server.url}/contact`);
    // Passes the browser's own checks, but not the server's.
    await page.getByLabel('Name').fill('   ');
    await page.getByLabel('Email').fill('kept.values@example.com');
    await page.getByLabel('Phone').fill('call me');
    await page.getByLabel('Event type').selectOption('Wedding');
    await page.getByLabel('Message', { exact: true }).fill('Please keep every word of this.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
    await summary.waitFor();
    const nameLink = summary.getByRole('link', { name: 'Name: Please enter your name.' });
    expect(await nameLink.getAttribute('href')).toBe('#inquiry-name');
    expect(await summary.getByRole('link', { name: /^Phone: Please enter a valid phone number/ }).getAttribute('href')).toBe('#inquiry-phone');
    // Beside each field, and announced with it.
    const name = page.getByLabel('Name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '), describedBy);
    expect(description).toContain('Please enter your name.');

    expect(await page.getByLabel('Email').inputValue()).toBe('kept.values@example.com');
    expect(await page.getByLabel('Phone').inputValue()).toBe('call me');
    expect(await page.getByLabel('Event type').inputValue()).toBe('Wedding');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Please keep every word of this.');
    // The refused form is answered at the address it was posted to: the page's own, with its form named.
    expect(new URL(page.url()).search).toBe('?form=inquiry');
    expect(inquiryBy(server, 'kept.values@example.com')).toHaveLength(0);
    await screenshot(page, 'no-js-contact-refused-desktop');

    // Corrected and sent again from the same page.
    await nameLink.click();
    await page.getByLabel('Name').fill('Kept Values');
    await page.getByLabel('Phone').fill('(631) 555-0199');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you for your inquiry!' }).waitFor();
    expect(inquiryBy(server, 'kept.values@example.com')).toHaveLength(1);
    await page.close();
  });

  it('says so when the rate limit refuses, and keeps the message', async ({ server, noScriptBrowser }) => {
    const limiter = server.services.rateLimiter(INQUIRY_LIMITS.perAddress.name, INQUIRY_LIMITS.perAddress);
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1']) for (let i = 0; i <= INQUIRY_LIMITS.perAddress.limit; i += 1) await limiter.hit(addressGroup(address));
    try {
      const page = await noScriptBrowser.newPage();
      await page.goto(`${server.url}/contact`);
      await page.getByLabel('Name').fill('Too Many');
      await page.getByLabel('Email').fill('too.many@example.com');
      await page.getByLabel('Message', { exact: true }).fill('Still here.');
      const response = page.waitForResponse((candidate) => candidate.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect((await response).status()).toBe(429);
      await page.getByRole('alert').filter({ hasText: 'Error sending message' }).getByText(/You have sent several requests in a short time/).waitFor();
      expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Still here.');
      expect(inquiryBy(server, 'too.many@example.com')).toHaveLength(0);
      await page.close();
    } finally {
      limiter.reset();
    }
  });

  it('says the site is busy when another process holds the database, and keeps what was typed', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage();
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Name').fill('Busy Hour');
    await page.getByLabel('Email').fill('busy.hour@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Sent while the database was locked.');
    const holder = await holdWriteLock(server.config.databasePath, WRITE_RETRY_BUDGET_MS + 3000);
    try {
      const response = page.waitForResponse((candidate) => candidate.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect((await response).status()).toBe(503);
      await page.getByRole('alert').getByText(SITE_BUSY_MESSAGE).first().waitFor();
      expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Sent while the database was locked.');
      expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Busy Hour');
    } finally {
      await holder.released;
    }
    expect(inquiryBy(server, 'busy.hour@example.com')).toHaveLength(0);
    await page.close();
  });

  it('carries the date chosen on the calendar into the desired date', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage();
    const now = new Date();
    const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 12)).toISOString().slice(0, 10);
    await page.goto(`${server.url}/contact?date=${target}`);
    expect(await page.getByLabel('Desired date').inputValue()).toBe(target);
    await page.close();
  });
});

/**
 * Holds the islands' code (React DOM with hydration, `islands-*.js`, and each island's own,
 * `island-<name>-*.js`: scripts/production/island-chunks.ts) until released: the page is shown
 * and its forms can be used, unhydrated.
 */
async function holdCode(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands?-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the inquiry form while its code is still on the way', () => {
  it('posts natively when sent before the code has run: stored exactly once', async ({ server, otherBrowser }) => {
    // A plain tab: otherBrowser.newPage()'s goto would wait for hydration, which is held back here.
    const page = await otherBrowser.context.newPage();
    const release = await holdCode(page);
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Email').fill('early.bird@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Typed before the code arrived.');
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/contact\?sent=1/);
    release();
    await page.getByRole('status').filter({ hasText: 'Thank you for your inquiry!' }).waitFor();
    const stored = inquiryBy(server, 'early.bird@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe('Typed before the code arrived.');
    await page.close();
  });

  it('keeps what was typed before the code arrived and sends it through GraphQL once hydrated', async ({ server, otherBrowser }) => {
    // A plain tab: otherBrowser.newPage()'s goto would wait for hydration, which is held back here.
    const page = await otherBrowser.context.newPage();
    const release = await holdCode(page);
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Name').fill('Late Code');
    await page.getByLabel('Email').fill('late.code@example.com');
    await page.getByLabel('Event type').selectOption('Cultural Event');
    await page.getByLabel('Message', { exact: true }).fill('Typed while the code was held back.');
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // Nothing typed was reset by hydration.
    expect(await page.getByLabel('Name').inputValue()).toBe('Late Code');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Typed while the code was held back.');
    const mutation = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('SubmitInquiry'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await mutation;
    const receipt = page.getByRole('region', { name: 'Thank you for your inquiry!' });
    await receipt.getByText('Typed while the code was held back.').waitFor();
    expect(await receipt.getByText('Cultural Event').count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?sent=1');
    const stored = inquiryBy(server, 'late.code@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Late Code', eventType: 'Cultural Event', message: 'Typed while the code was held back.' });
    await page.close();
  });

  it('shows a refused field beside it with JavaScript too, keeping the values', async ({ server, otherBrowser }) => {
    const page = await otherBrowser.newPage();
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Name').fill('Phone Trouble');
    await page.getByLabel('Email').fill('phone.trouble@example.com');
    await page.getByLabel('Phone').fill('nope');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // The form's schema runs in the island before sending: said in the summary and beside the field.
    await page.getByRole('link', { name: 'Phone: Please enter a valid phone number, for example (631) 555-0142.' }).waitFor();
    await page.getByText('Please enter a valid phone number, for example (631) 555-0142.').first().waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Phone Trouble');
    expect(await page.getByLabel('Phone').inputValue()).toBe('nope');
    await page.close();
  });
});

const bookingsBy = (server: TestServer, email: string) => server.db.select().from(bookings).where(eq(bookings.clientEmail, email)).all();

describe('the booking request without JavaScript', () => {
  it('posts natively: a pending booking, both e-mails, the success text, nothing personal in any address', async ({ server, noScriptBrowser }) => {
    const date = openDate(server, 44);
    const page = await noScriptBrowser.newPage({ width: 390, height: 844 });
    const addresses = recordAddresses(page);
    await page.goto(requestPage(server, date));
    const form = page.getByRole('region', { name: 'Request a Booking' });
    await form.getByLabel('Evening').check();
    await form.getByLabel('Number of guests').fill('120');
    await form.getByLabel('Event type').selectOption('Wedding');
    await form.getByLabel('Your name').fill('Rowan Nojs');
    await form.getByLabel('Email').fill('rowan.nojs@example.com');
    await form.getByLabel('Phone (optional)').fill('(631) 555-0177');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();

    await page.getByRole('status').filter({ hasText: 'Booking Request Sent' }).getByText(/is pending\. We'll confirm it by e-mail within 24 hours\.$/).waitFor();
    expect(new URL(page.url()).searchParams.get('sent')).toBe('1');
    const stored = bookingsBy(server, 'rowan.nojs@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ eventDate: date, startTime: '17:00', endTime: '00:00', guestCount: 120, eventType: 'Wedding', clientName: 'Rowan Nojs', status: 'pending' });
    const mail = server.db.select().from(emailOutbox).all().filter((m) => m.to === 'rowan.nojs@example.com' || m.replyTo === 'rowan.nojs@example.com');
    expect(mail.map((m) => m.kind).sort()).toEqual(['booking_request_notification', 'booking_request_received']);
    for (const address of addresses) expect(address).not.toMatch(/rowan|nojs|555-0177/i);
    await screenshot(page, 'no-js-booking-sent-phone');
    await page.close();
  });

  it('comes back with the values kept and the messages beside the fields', async ({ server, noScriptBrowser }) => {
    const date = openDate(server, 51);
    const page = await noScriptBrowser.newPage();
    await page.goto(requestPage(server, date));
    const form = page.getByRole('region', { name: 'Request a Booking' });
    await form.getByLabel('Daytime').check();
    await form.getByLabel('Number of guests').fill('80');
    await form.getByLabel('Event type').selectOption('Birthday Party');
    await form.getByLabel('Your name').fill('  ');
    await form.getByLabel('Email').fill('kept.booking@example.com');
    await form.getByLabel('Phone (optional)').fill('nope');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
    await summary.waitFor();
    expect(await summary.getByRole('link', { name: 'Your name: Please enter your name.' }).getAttribute('href')).toBe('#booking-clientName');
    expect(await summary.getByRole('link', { name: /^Phone: Please enter a valid phone number/ }).getAttribute('href')).toBe('#booking-clientPhone');
    const again = page.getByRole('region', { name: 'Request a Booking' });
    expect(await again.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(await again.getByLabel('Daytime').isChecked()).toBe(true);
    expect(await again.getByLabel('Number of guests').inputValue()).toBe('80');
    expect(await again.getByLabel('Event type').inputValue()).toBe('Birthday Party');
    expect(await again.getByLabel('Email').inputValue()).toBe('kept.booking@example.com');
    expect(bookingsBy(server, 'kept.booking@example.com')).toHaveLength(0);
    await screenshot(page, 'no-js-booking-refused-desktop');
    await page.close();
  });

  it('keeps what was chosen before the code arrived and sends it through GraphQL once hydrated', async ({ server, otherBrowser }) => {
    const date = openDate(server, 58);
    const page = await otherBrowser.context.newPage();
    const release = await holdCode(page);
    await page.goto(requestPage(server, date));
    const form = page.getByRole('region', { name: 'Request a Booking' });
    await form.getByLabel('All day').check();
    await form.getByLabel('Number of guests').fill('200');
    await form.getByLabel('Event type').selectOption('Corporate Event');
    await form.getByLabel('Your name').fill('Late Booker');
    await form.getByLabel('Email').fill('late.booker@example.com');
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await form.getByLabel('Your name').inputValue()).toBe('Late Booker');
    expect(await form.getByLabel('All day').isChecked()).toBe(true);
    const mutation = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('RequestBooking'));
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await mutation;
    await page.getByRole('region', { name: 'Booking Request Sent' }).waitFor();
    const stored = bookingsBy(server, 'late.booker@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ eventDate: date, startTime: '09:00', guestCount: 200, eventType: 'Corporate Event', clientName: 'Late Booker' });
    await page.close();
  });
});

describe('cross-site posts', () => {
  it('are refused by their Origin, and nothing is stored', async ({ server }) => {
    const response = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://attacker.example' },
      body: new URLSearchParams({ name: 'Forged', email: 'forged@example.com' }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(403);
    expect(inquiryBy(server, 'forged@example.com')).toHaveLength(0);
    for (const site of ['cross-site', 'same-site']) {
      const fetchSite = await fetch(`${server.url}/contact`, {
        method: 'POST',
        // Origin is "null" on every form post under Referrer-Policy: no-referrer; Sec-Fetch-Site decides.
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': site, origin: 'null' },
        body: new URLSearchParams({ name: 'Forged', email: 'forged@example.com' }).toString(),
        redirect: 'manual',
      });
      expect(fetchSite.status).toBe(403);
    }
    for (const path of ['/calendar', '/contact']) {
      const nullOrigin = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
        body: new URLSearchParams({ name: 'Forged', email: 'forged@example.com', clientName: 'Forged', clientEmail: 'forged@example.com' }).toString(),
        redirect: 'manual',
      });
      expect(nullOrigin.status).toBe(403);
    }
    expect(inquiryBy(server, 'forged@example.com')).toHaveLength(0);
  });
});
