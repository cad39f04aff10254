import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { bookings, emailOutbox, inquiries } from '../../server/db/schema/index.ts';
import { BOOKING_REQUEST_LIMITS, INQUIRY_LIMITS } from '../../server/modules/intake/index.ts';
import { SUBMISSION_KEY_FIELD } from '../../shared/visitor-forms.ts';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { openDate, requestPage } from '../support/public-calendar.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * A visitor form is stored exactly once, whatever the visitor does: a double click (the button is
 * disabled from the first click, through the availability check and the send), a click while the
 * island is attaching (until an island has taken a form over, the browser posts it), and Back then
 * Send (every showing of a form carries a one-time key; the server answers a repeat with the first
 * result's page). With JavaScript on, off and arriving late.
 */

// Tabs with JavaScript come from `otherBrowser`, a Chromium of its own: some tests hold the
// islands' code back with page.route.

// Every test sends from this machine's one address: each starts with the forms' allowance whole.
test.beforeEach(({ server }) => {
  for (const limits of [INQUIRY_LIMITS, BOOKING_REQUEST_LIMITS]) {
    for (const limit of [limits.perAddress, limits.overall, limits.refused]) server.services.rateLimiter(limit.name, limit).reset();
  }
});

const inquiriesBy = (server: TestServer, email: string) => server.db.select().from(inquiries).where(eq(inquiries.email, email)).all();
const bookingsBy = (server: TestServer, email: string) => server.db.select().from(bookings).where(eq(bookings.clientEmail, email)).all();
const mailTo = (server: TestServer, email: string) => server.db.select().from(emailOutbox).all().filter((mail) => mail.to === email);

async function fillInquiry(page: Page, email: string) {
  await page.getByLabel('Name').fill('Once Only');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message', { exact: true }).fill('Please store this once.');
}

async function fillBooking(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Request a Booking' });
  await form.getByLabel('Evening').check();
  await form.getByLabel('Number of guests').fill('90');
  await form.getByLabel('Event type').selectOption('Anniversary');
  await form.getByLabel('Your name').fill('Once Only');
  await form.getByLabel('Email').fill(email);
  return form.getByRole('button', { name: 'Send Booking Request' });
}

/** Every request to /graphql that ran a mutation, by operation name. */
function mutationsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && body.includes('"mutation')) seen.push(/mutation (\w+)/.exec(body)?.[1] ?? '?');
  });
  return seen;
}

describe('a double click', () => {
  for (const width of [390, 1440]) {
    it(`stores one booking request and sends one pair of e-mails (${width} px, 200 ms between clicks)`, async ({ server, otherBrowser }) => {
      const date = openDate(server, 33 + width / 390);
      const email = `double.booking.${width}@example.com`;
      const page = await otherBrowser.newPage({ width, height: 900 });
      const mutations = mutationsOf(page);
      // The availability check answers slowly: the second click lands while it is on its way.
      await page.route('**/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes('SlotAvailability')) await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.goto(requestPage(server, date));
      const send = await fillBooking(page, email);
      await send.scrollIntoViewIfNeeded();
      const box = (await send.boundingBox())!;
      // Two presses of the mouse at the button, 200 ms apart, as a visitor's double click.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(200);
      // Disabled from the first click, during the availability check already.
      expect(await page.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByRole('region', { name: 'Booking Request Sent' }).waitFor();
      expect(bookingsBy(server, email)).toHaveLength(1);
      expect(mailTo(server, email)).toHaveLength(1);
      expect(mutations).toEqual(['RequestBooking']);
      await page.close();
    });
  }

  it('stores one inquiry', async ({ server, otherBrowser }) => {
    const email = 'double.inquiry@example.com';
    const page = await otherBrowser.newPage({ width: 390, height: 844 });
    const mutations = mutationsOf(page);
    await page.goto(`${server.url}/contact`);
    await fillInquiry(page, email);
    await page.getByRole('button', { name: 'Send Message' }).dblclick();
    await page.getByRole('region', { name: 'Thank you for your inquiry!' }).waitFor();
    expect(inquiriesBy(server, email)).toHaveLength(1);
    expect(mutations).toEqual(['SubmitInquiry']);
    await page.close();
  });

  it('without JavaScript, stores one inquiry and answers both posts with its receipt', async ({ server, noScriptBrowser }) => {
    const email = 'double.native@example.com';
    const page = await noScriptBrowser.newPage();
    await page.goto(`${server.url}/contact`);
    await fillInquiry(page, email);
    await page.getByRole('button', { name: 'Send Message' }).dblclick();
    await page.getByRole('region', { name: 'Thank you for your inquiry!' }).waitFor();
    expect(inquiriesBy(server, email)).toHaveLength(1);
    await page.close();
  });
});

describe('a click while the island attaches', () => {
  /** Every script of the page arrives late (the tester's 3 s); the page is shown without them. */
  async function lateScripts(page: Page, delayMs = 3000) {
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
  }
  /** Resolves once React has started attaching to the island (its root exists). */
  const attaching = (page: Page) =>
    page.waitForFunction(
      () => {
        const island = document.querySelector('[data-island]');
        return Boolean(island && Object.keys(island).some((key) => key.startsWith('__reactContainer')));
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );

  it('sends the inquiry once, natively or by the island, and says so', async ({ server, otherBrowser }) => {
    const email = 'attaching.inquiry@example.com';
    const page = await otherBrowser.context.newPage();
    await lateScripts(page);
    await page.goto(`${server.url}/contact`, { waitUntil: 'commit' });
    await page.getByLabel('Name').waitFor();
    await fillInquiry(page, email);
    await attaching(page);
    await page.getByRole('button', { name: 'Send Message' }).click({ noWaitAfter: true });
    await page.getByRole('region', { name: 'Thank you for your inquiry!' }).waitFor({ timeout: 30_000 });
    expect(inquiriesBy(server, email)).toHaveLength(1);
    await page.close();
  });

  it('sends the booking request once', async ({ server, otherBrowser }) => {
    const date = openDate(server, 40);
    const email = 'attaching.booking@example.com';
    const page = await otherBrowser.context.newPage();
    await lateScripts(page);
    await page.goto(requestPage(server, date), { waitUntil: 'commit' });
    await page.getByRole('region', { name: 'Request a Booking' }).getByLabel('Evening').waitFor();
    const send = await fillBooking(page, email);
    await attaching(page);
    await send.click({ noWaitAfter: true });
    await page.getByRole('region', { name: 'Booking Request Sent' }).waitFor({ timeout: 30_000 });
    expect(bookingsBy(server, email)).toHaveLength(1);
    await page.close();
  });

  it('posts natively when pressed before any code has run, and the island leaves the form alone', async ({ server, otherBrowser }) => {
    const email = 'before.code@example.com';
    const page = await otherBrowser.context.newPage();
    await lateScripts(page, 60_000);
    await page.goto(`${server.url}/contact`, { waitUntil: 'commit' });
    await page.getByLabel('Name').waitFor();
    await fillInquiry(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click({ noWaitAfter: true });
    await page.waitForURL(/\/contact\?sent=1/, { waitUntil: 'commit' });
    await page.getByRole('region', { name: 'Thank you for your inquiry!' }).waitFor();
    expect(inquiriesBy(server, email)).toHaveLength(1);
    await page.close();
  });
});

describe('Back, then Send again', () => {
  it('without JavaScript stores one inquiry, and the second send shows the first one\'s receipt', async ({ server, noScriptBrowser }) => {
    const email = 'back.inquiry@example.com';
    const page = await noScriptBrowser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/contact`);
    await fillInquiry(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const receipt = page.getByRole('region', { name: 'Thank you for your inquiry!' });
    const reference = await receipt.locator('[data-reference]').innerText();
    await page.goBack();
    // The form as it was, with the key it was sent with.
    expect(await page.getByLabel('Name').inputValue()).toBe('Once Only');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await receipt.locator('[data-reference]').innerText()).toBe(reference);
    expect(inquiriesBy(server, email)).toHaveLength(1);
    expect(mailTo(server, email)).toHaveLength(1);
    await page.close();
  });

  it('without JavaScript stores one booking request', async ({ server, noScriptBrowser }) => {
    const date = openDate(server, 47);
    const email = 'back.booking@example.com';
    const page = await noScriptBrowser.newPage();
    await page.goto(requestPage(server, date));
    await (await fillBooking(page, email)).click();
    await page.getByRole('region', { name: 'Booking Request Sent' }).waitFor();
    await page.goBack();
    await page.getByRole('region', { name: 'Request a Booking' }).getByRole('button', { name: 'Send Booking Request' }).click();
    await page.getByRole('region', { name: 'Booking Request Sent' }).waitFor();
    expect(bookingsBy(server, email)).toHaveLength(1);
    await page.close();
  });

  it('with the code arriving after the first send, the island sends the same key and gets the same inquiry', async ({ server, otherBrowser }) => {
    const email = 'back.late@example.com';
    // A plain tab, and no page.route (Playwright bypasses the HTTP cache while it routes, and Back
    // must find the page there, as a browser does): the page's code is not asked for until the
    // visitor reaches for the form, so fields set and sent without a focus go before it.
    const page = await otherBrowser.context.newPage();
    await page.goto(`${server.url}/contact`);
    await page.evaluate((address) => {
      const form = document.querySelector<HTMLFormElement>('[data-island="inquiry"] form')!;
      (form.elements.namedItem('name') as HTMLInputElement).value = 'Once Only';
      (form.elements.namedItem('email') as HTMLInputElement).value = address;
      form.requestSubmit();
    }, email);
    await page.waitForURL(/sent=1/, { waitUntil: 'commit' });
    await page.getByRole('region', { name: 'Thank you for your inquiry!' }).waitFor();
    expect(inquiriesBy(server, email)).toHaveLength(1);
    await page.goBack();
    // The visitor reaches for the form: its code arrives now, and the island takes the form over.
    await page.locator('[data-island="inquiry"]').dispatchEvent('pointerover');
    await page.waitForSelector('form[data-taken-over]', { state: 'attached' });
    const mutation = page.waitForRequest((request) => (request.postData() ?? '').includes('SubmitInquiry'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await mutation;
    await page.getByRole('region', { name: 'Thank you for your inquiry!' }).waitFor();
    expect(inquiriesBy(server, email)).toHaveLength(1);
    expect(mailTo(server, email)).toHaveLength(1);
    await page.close();
  });
});

describe('the one-time key', () => {
  it('differs in every response of a form\'s page, even while the page itself comes from the page cache', async ({ server }) => {
    const keys = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      for (const path of ['/contact', `/calendar?month=${openDate(server, 52).slice(0, 7)}&date=${openDate(server, 52)}&request=1`]) {
        const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', 'accept-encoding': i === 1 ? 'gzip' : 'br' } });
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        expect(response.headers.get('etag')).toBeNull();
        const html = await response.text();
        const key = new RegExp(`name="${SUBMISSION_KEY_FIELD}"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="${SUBMISSION_KEY_FIELD}"`).exec(html);
        expect(key).not.toBeNull();
        keys.add(key![1] ?? key![2]!);
      }
    }
    expect(keys.size).toBe(6);
  });
});
