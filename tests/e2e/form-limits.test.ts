import { eq } from 'drizzle-orm';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { emailOutbox, inquiries } from '../../server/db/schema/index.ts';
import { INQUIRY_LIMITS } from '../../server/modules/intake/index.ts';
import { INQUIRY_HELD_TEXTS } from '../../shared/inquiries.ts';
import { screenshot, signInAsAdmin, toast } from '../support/browser.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * The contact form past its limits, as visitors and the owner meet it. A refused post counts
 * against the form's limiter (each refusal was a fresh server render nobody counted: an empty
 * POST /contact forced one every time). Past the overall hourly limit a real inquiry is held for
 * review instead of refused, and the owner finds it in Inquiries under a clear filter and badge.
 */

const postContact = (server: TestServer, fields: Record<string, string>) =>
  fetch(`${server.url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields).toString(),
  });

describe('refused contact posts', () => {
  it('count against the limiter: past the allowance an empty post gets the short page, not a render', async ({ server }) => {
    const rendered = await postContact(server, {});
    expect(rendered.status).toBe(422);
    const page = await rendered.text();
    // The page itself, rendered again with the messages beside the fields.
    expect(page).toContain('id="inquiry"');
    for (let i = 1; i < INQUIRY_LIMITS.refused.limit; i++) expect((await postContact(server, {})).status).toBe(422);

    const past = await postContact(server, {});
    expect(past.status).toBe(422);
    const short = await past.text();
    expect(short).toContain('<title>Please correct your request</title>');
    expect(short).not.toContain('id="inquiry"');
    expect(short).toContain('Please enter your name.');
    expect(past.headers.get('cache-control')).toBe('no-store');
    server.services.rateLimiter(INQUIRY_LIMITS.refused.name, INQUIRY_LIMITS.refused).reset();
  });
});

describe('past the overall limit', () => {
  it('a visitor’s inquiry is held for review, and the owner sees it under its own filter and moves it to the inbox', async ({ server, browser }) => {
    const overall = server.services.rateLimiter(INQUIRY_LIMITS.overall.name, INQUIRY_LIMITS.overall);
    for (let i = 0; i < INQUIRY_LIMITS.overall.limit; i++) await overall.hit('all');
    try {
      const sent = await postContact(server, { name: 'Held Harper', email: 'held.harper@example.com', message: 'A summer wedding for 180 guests.' });
      // The visitor is not refused: the inquiry is stored (the form does not say "try later").
      expect(sent.status).toBe(303);
      const [stored] = server.db.select().from(inquiries).where(eq(inquiries.email, 'held.harper@example.com')).all();
      expect(stored!.status).toBe('held');
      expect(server.db.select().from(emailOutbox).all().filter((mail) => mail.to === 'held.harper@example.com')).toEqual([]);

      for (const width of [390, 1440]) {
        const page = await browser.newPage({ width, height: width > 500 ? 900 : 844 });
        await signInAsAdmin(page, server.url);
        await page.goto(`${server.url}/admin/inquiries`);
        const banner = page.getByRole('alert').filter({ hasText: '1 inquiry is held for review' });
        await banner.waitFor();
        await screenshot(page, `inquiries-held-banner-${width}`);
        if (width === 390) {
          await expectFitsScreen(page, 'inquiries with a held one, on a phone');
          await page.close();
          continue;
        }
        // The dashboard says so too, and leads to them.
        await page.goto(`${server.url}/admin`);
        const notice = page.getByRole('alert').filter({ hasText: '1 inquiry is held for review' });
        await notice.waitFor();
        await screenshot(page, `dashboard-held-${width}`);
        await notice.getByRole('button', { name: 'Review held inquiries' }).click();
        await page.waitForURL(/\/admin\/inquiries\?status=held/);
        const card = page.getByRole('article', { name: 'Held Harper' });
        await card.getByText(INQUIRY_HELD_TEXTS.label, { exact: true }).first().waitFor();
        await card.getByText(/no e-mail was sent about it/).waitFor();
        await screenshot(page, `inquiries-held-card-${width}`);
        await card.getByRole('button', { name: INQUIRY_HELD_TEXTS.moveToInbox }).click();
        await toast(page, 'Inquiry moved to the inbox.').waitFor();
        expect(server.db.select().from(inquiries).where(eq(inquiries.id, stored!.id)).get()!.status).toBe('new');
        await page.close();
      }
    } finally {
      overall.reset();
      server.services.rateLimiter(INQUIRY_LIMITS.held!.name, INQUIRY_LIMITS.held!).reset();
    }
  });
});
