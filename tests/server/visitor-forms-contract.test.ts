import { eq } from 'drizzle-orm';
import { describe, expect, it } from '../support/fixtures.ts';
import { bookings, calendarAvailability, inquiries } from '../../server/db/schema/index.ts';
import { newSubmissionKey, RECEIPT_COOKIE } from '../../shared/visitor-forms.ts';
import type { TestServer } from '../support/test-server.ts';
import { day } from '../support/days.ts';

/*
 * The visitor forms' contract over HTTP: the submission key over GraphQL (a repeat returns the
 * first result) and over a native post (a repeat is answered with the first result's page), the
 * receipt cookie and the page that shows it to its browser alone, and the staff's notes kept from a
 * visitor who repeats a request.
 */

const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitInquiryInput!) {
    submitInquiry(input: $input) { inquiry { id reference alternativeDates message } }
  }
`;
const REQUEST = /* GraphQL */ `
  mutation Request($input: RequestBookingInput!) {
    requestBooking(input: $input) { booking { id reference adminNotes } }
  }
`;

function openDate(server: TestServer, offset: number) {
  const date = day(offset);
  server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
  server.db.delete(bookings).where(eq(bookings.eventDate, date)).run();
  return date;
}

describe('over GraphQL', () => {
  it('a repeated key returns the first inquiry, with its reference, and stores one', async ({ server }) => {
    const key = newSubmissionKey();
    const session = server.session();
    const first = await session.data<{ submitInquiry: { inquiry: { id: string; reference: string; message: string } } }>(SUBMIT, {
      input: { name: 'Key Holder', email: 'key.holder@example.com', message: 'First', submissionKey: key },
    });
    const again = await session.data<{ submitInquiry: { inquiry: { id: string; message: string } } }>(SUBMIT, {
      input: { name: 'Key Holder', email: 'key.holder@example.com', message: 'Second', submissionKey: key },
    });
    expect(again.submitInquiry.inquiry).toEqual(first.submitInquiry.inquiry);
    expect(first.submitInquiry.inquiry.reference).toMatch(/^INQ-[0-9A-F]{8}$/);
    expect(server.db.select().from(inquiries).where(eq(inquiries.email, 'key.holder@example.com')).all()).toHaveLength(1);
  });

  it('a repeated booking request never shows the staff\'s notes written since', async ({ admin, server }) => {
    const key = newSubmissionKey();
    const input = { eventDate: openDate(server, 61), timeSlot: 'EVENING', guestCount: 50, eventType: 'WEDDING', clientName: 'Note Reader', clientEmail: 'note.reader@example.com', submissionKey: key };
    const first = await server.session().data<{ requestBooking: { booking: { id: string } } }>(REQUEST, { input });
    await admin.data(/* GraphQL */ `mutation ($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }`, {
      input: { id: first.requestBooking.booking.id, adminNotes: 'Difficult client, ask for full deposit' },
    });
    const again = await server.session().data<{ requestBooking: { booking: { id: string; adminNotes: string | null } } }>(REQUEST, { input });
    expect(again.requestBooking.booking).toMatchObject({ id: first.requestBooking.booking.id, adminNotes: null });
  });

  it('sets this browser\'s receipt cookie (HttpOnly, this session only) when a key was sent', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SUBMIT, variables: { input: { name: 'Cookie Taker', email: 'cookie.taker@example.com', submissionKey: newSubmissionKey() } } }),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${RECEIPT_COOKIE.inquiry}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });
});

describe('posted natively', () => {
  const post = (server: TestServer, body: Record<string, string>, cookie?: string) =>
    fetch(`${server.url}/contact?form=inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(body).toString(),
      redirect: 'manual',
    });

  it('answers a repeat with the first result\'s page and stores one inquiry; that page shows the receipt to its browser alone, never cached', async ({ server }) => {
    const key = newSubmissionKey();
    const fields = { name: 'Native Repeat', email: 'native.repeat@example.com', message: 'Sent twice', submissionKey: key };
    const first = await post(server, fields);
    const second = await post(server, { ...fields, message: 'Changed after Back' });
    for (const response of [first, second]) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contact?sent=1#inquiry');
    }
    expect(server.db.select().from(inquiries).where(eq(inquiries.email, 'native.repeat@example.com')).all()).toHaveLength(1);
    const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
    const page = await fetch(`${server.url}/contact?sent=1`, { headers: { accept: 'text/html', cookie } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('native.repeat@example.com');
    expect(html).toContain('Sent twice');
    expect(html).not.toContain('Changed after Back');
    // Anyone else at that address (and the page cache) gets no one's details.
    const plain = await (await fetch(`${server.url}/contact?sent=1`, { headers: { accept: 'text/html' } })).text();
    expect(plain).not.toContain('native.repeat@example.com');
    const forged = await (await fetch(`${server.url}/contact?sent=1`, { headers: { accept: 'text/html', cookie: `${RECEIPT_COOKIE.inquiry}=${newSubmissionKey()}` } })).text();
    expect(forged).not.toContain('native.repeat@example.com');
  }, 60_000); // four server renders of the contact page: under a busy machine each waits for the render thread

  it('refuses a key no form made, keeping what was typed, and the page it sends back carries a good one', async ({ server }) => {
    const response = await post(server, { name: 'Bad Key', email: 'bad.key@example.com', message: 'Kept', submissionKey: '<script>' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('The form could not be matched to its page.');
    expect(html).toMatch(/name="submissionKey"[^>]*value="[A-Za-z0-9_-]{22}"|value="[A-Za-z0-9_-]{22}"[^>]*name="submissionKey"/);
    expect(server.db.select().from(inquiries).where(eq(inquiries.email, 'bad.key@example.com')).all()).toHaveLength(0);
  });

  it('shows every wrong field at once, each beside its input, with every value kept, and stores nothing', async ({ server }) => {
    const response = await post(server, { name: 'Three Mistakes', email: 'three@mistakes', phone: '12', desiredDate: '2000-01-01', message: 'Kept as typed', submissionKey: newSubmissionKey() });
    expect(response.status).toBe(422);
    const html = await response.text();
    const messages = {
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number, for example (631) 555-0142.',
      desiredDate: 'The desired date has already passed. Please choose today or a later date.',
    };
    for (const [field, message] of Object.entries(messages)) {
      // In the summary at the top, linking to its input…
      const link = html.match(new RegExp(`<a[^>]*href="#inquiry-${field}"[^>]*>(.*?)</a>`))?.[1] ?? '';
      expect(link.replaceAll('<!-- -->', ''), field).toContain(message);
      // …and beside the input, tied to it by aria-describedby.
      const input = html.match(new RegExp(`<input[^>]*id="inquiry-${field}"[^>]*>`))?.[0] ?? '';
      const describedBy = input.match(/aria-describedby="([^"]+)"/)?.[1] ?? '';
      expect(describedBy, field).not.toBe('');
      const described = describedBy.split(' ').map((id) => html.match(new RegExp(`id="${id}"[^>]*>([^<]*)`))?.[1] ?? '');
      expect(described, field).toContain(message);
    }
    for (const value of ['Three Mistakes', 'three@mistakes', '12', '2000-01-01', 'Kept as typed']) expect(html).toContain(value);
    expect(server.db.select().from(inquiries).where(eq(inquiries.name, 'Three Mistakes')).all()).toHaveLength(0);
  });
});
