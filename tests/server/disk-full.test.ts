import { beforeAll, vi } from 'vitest';
import { describe, expect, it } from '../support/fixtures.ts';
import { ensureBuilt } from '../support/build.ts';
import { readContactInfo } from '../../server/modules/content/index.ts';
import { bookings, inquiries } from '../../server/db/schema/index.ts';
import { SITE_CANNOT_SAVE_MESSAGE } from '../../server/errors.ts';
import type { TestServer } from '../support/test-server.ts';
import { day } from '../support/days.ts';

/*
 * The disk fills up (here: SQLite may not grow the file by a single page, which is what a full disk
 * means to it). A visitor without JavaScript who sends the inquiry or booking form gets the page
 * again with every value they typed and the venue's e-mail, never a raw error; the API says
 * SERVICE_UNAVAILABLE with the same words; nothing is half saved; the log says why. (/healthz's
 * free-space check is tested in health.test.ts.)
 */
// The forms come back as pages rendered from the production build: made first when missing or stale.
beforeAll(() => ensureBuilt(), 600_000);

const client = (server: TestServer) => (server.db as unknown as { $client: import('better-sqlite3').Database }).$client;

/** The venue's published e-mail, which the refusal tells the visitor to write to. */
function venueEmailOf(server: TestServer): string {
  const venueEmail = readContactInfo(server.db, { preview: false }).email!;
  expect(venueEmail).toMatch(/@/);
  return venueEmail;
}

/** Runs with the site's connection unable to grow the file; returns the error lines it logged. */
async function withFullDisk(server: TestServer, run: () => Promise<void>): Promise<string[]> {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const pages = client(server).pragma('page_count', { simple: true }) as number;
  client(server).pragma(`max_page_count = ${pages}`);
  try {
    await run();
    return logged.mock.calls.map((call) => String(call[0]));
  } finally {
    client(server).pragma('max_page_count = 4294967294');
    logged.mockRestore();
  }
}

const post = (server: TestServer, pathname: string, fields: Record<string, string>) =>
  fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

describe('a full disk', () => {
  it('gives a visitor without JavaScript the inquiry form again, values kept, with the venue’s e-mail; nothing saved', { timeout: 60_000 }, async ({ server }) => {
    const venueEmail = venueEmailOf(server);
    const before = server.db.select().from(inquiries).all().length;
    // A long message: the row needs a page of its own, which a full disk cannot give.
    const message = `We would love a June wedding for about 120 guests. ${'Tell us about catering options. '.repeat(90)}`;
    const logged = await withFullDisk(server, async () => {
      const response = await post(server, '/contact', { name: 'Clara Whitfield', email: 'clara@client.test', phone: '(555) 123-4567', message });
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(SITE_CANNOT_SAVE_MESSAGE);
      expect(html).toContain(`e-mail us at ${venueEmail}`);
      expect(html).toContain('value="Clara Whitfield"');
      expect(html).toContain('value="clara@client.test"');
      expect(html).toContain('Tell us about catering options.');
    });
    // The operator's log says what happened.
    expect(logged.join('\n')).toMatch(/"error":"database or disk is full".*"msg":"A visitor form could not be saved"/);
    expect(server.db.select().from(inquiries).all().length).toBe(before);
  });

  it('gives the booking request form again the same way, and the API says SERVICE_UNAVAILABLE', { timeout: 60_000 }, async ({ server }) => {
    const venueEmail = venueEmailOf(server);
    const before = server.db.select().from(bookings).all().length;
    const date = day(200);
    const specialRequests = 'A long table for the family. '.repeat(100);
    await withFullDisk(server, async () => {
      // Where the form posts: the page with the date chosen and the request form open.
      const response = await post(server, `/calendar?month=${date.slice(0, 7)}&date=${date}&request=1`, {
        eventDate: date,
        timeSlot: '5pm-midnight',
        guestCount: '80',
        eventType: 'Wedding',
        clientName: 'Dara Okafor',
        clientEmail: 'dara@client.test',
        specialRequests,
      });
      const html = await response.text();
      expect(response.status, html.slice(0, 500)).toBe(503);
      expect(html).toContain(`${SITE_CANNOT_SAVE_MESSAGE} Please try again later, or e-mail us at ${venueEmail}.`);
      expect(html).toContain('value="Dara Okafor"');

      const api = await server.session().request('mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }', {
        input: { name: 'Eli Brandt', email: 'eli@client.test', message: specialRequests },
      });
      expect(api.errors?.[0]).toMatchObject({ message: SITE_CANNOT_SAVE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    });
    expect(server.db.select().from(bookings).all().length).toBe(before);
  });
});
