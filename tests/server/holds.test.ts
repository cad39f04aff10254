import { and, eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emailOutbox, holds } from '../../server/db/schema/index.ts';
import {
  HOLD_ALREADY_ACTIVE,
  HOLD_DEFAULT_DAYS,
  HOLD_EXPIRY_IN_PAST,
  HOLD_EXPIRY_TOO_FAR,
  HOLD_SOURCE_BOTH,
  HOLD_SOURCE_MISSING,
} from '../../shared/holds.ts';
import { graphql } from '../gql/index.ts';
import { createFactories } from '../support/factories.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { subscriptionClient } from '../support/subscriptions.ts';
import { startTestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait.ts';
import { day } from '../support/days.ts';

const PLACE = graphql(`
  mutation HoldsTestPlace($input: PlaceHoldInput!) {
    placeHold(input: $input) { hold { id date startTime endTime clientName status position isSecondOption expiresAt inquiry { id } booking { id } } }
  }
`);
const RELEASE = graphql(`
  mutation HoldsTestRelease($input: ReleaseHoldInput!) {
    releaseHold(input: $input) { hold { id status endedAt } promoted { id clientEmail position promotedAt expiresAt } }
  }
`);
const EXTEND = graphql(`
  mutation HoldsTestExtend($input: ExtendHoldInput!) { extendHold(input: $input) { hold { id expiresAt reminderSentAt } } }
`);
const HOLDS = graphql(`
  query HoldsTestList($from: LocalDate!, $to: LocalDate!, $includeEnded: Boolean) {
    holds(from: $from, to: $to, includeEnded: $includeEnded) { id date clientName status position }
  }
`);
const FOR_INQUIRY = graphql(`
  query HoldsTestForInquiry($id: ID!, $search: String!) {
    holdsForInquiry(inquiryId: $id) { id status }
    inquiries(search: $search, first: 1) { nodes { id activeHold { id position } } }
  }
`);
const STATUS = graphql(`
  mutation HoldsTestStatus($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status activeHold { id } } } }
`);
const CONFIRM_AND_BLOCK = graphql(`
  mutation HoldsTestConfirmBlock($input: ConfirmBookingAndBlockDateInput!) { confirmBookingAndBlockDate(input: $input) { booking { id status } } }
`);
const MONTH = graphql(`
  query HoldsTestMonth($month: YearMonth!) { calendarMonth(month: $month) { days { date status isHeld isBookable notes } } }
`);

// The file's server starts (and the admin signs in) in a hook, not inside the first test's time.
test.beforeAll(({ server, admin }) => void [server, admin]);

const holdRow = (db: Parameters<typeof createFactories>[0]['db'], id: string) => db.select().from(holds).where(eq(holds.id, id)).get()!;

describe('placing holds', () => {
  test('a hold from an inquiry keeps its desired date all day for the default 7 days; a second client queues as second option', async ({ admin, factories }) => {
    const date = factories.day(150);
    const first = factories.inquiry({ desiredDate: date, name: 'Ada First', email: 'ada.first@example.com' });
    const second = factories.inquiry({ desiredDate: date });
    const before = Date.now();
    const { placeHold: a } = await admin.data(PLACE, { input: { inquiryId: first.id } });
    expect(a.hold).toMatchObject({ date, startTime: '09:00', endTime: '23:59', clientName: 'Ada First', status: 'ACTIVE', position: 1, isSecondOption: false, inquiry: { id: first.id } });
    const expiry = Date.parse(a.hold!.expiresAt);
    expect(expiry - before).toBeGreaterThanOrEqual(HOLD_DEFAULT_DAYS * 86_400_000 - 1000);
    expect(expiry - before).toBeLessThan(HOLD_DEFAULT_DAYS * 86_400_000 + 60_000);

    const { placeHold: b } = await admin.data(PLACE, { input: { inquiryId: second.id, timeSlot: 'DAYTIME' } });
    expect(b.hold).toMatchObject({ position: 2, isSecondOption: true, startTime: '10:00', endTime: '16:00' });

    const { holds: listed } = await admin.data(HOLDS, { from: date, to: date });
    expect(listed.map((h) => h.id)).toEqual([a.hold!.id, b.hold!.id]);
    const { holdsForInquiry, inquiries } = await admin.data(FOR_INQUIRY, { id: first.id, search: first.email });
    expect(holdsForInquiry).toEqual([{ id: a.hold!.id, status: 'ACTIVE' }]);
    expect(inquiries.nodes[0]?.activeHold).toEqual({ id: a.hold!.id, position: 1 });
  });

  test('a hold from a pending booking takes its date and time; a hold that does not overlap the first is first too', async ({ admin, factories }) => {
    const date = factories.day(151);
    const morning = factories.booking({ eventDate: date, startTime: '10:00', endTime: '16:00' });
    const evening = factories.booking({ eventDate: date, startTime: '17:00', endTime: '00:00' });
    const { placeHold: a } = await admin.data(PLACE, { input: { bookingId: morning.id } });
    const { placeHold: b } = await admin.data(PLACE, { input: { bookingId: evening.id } });
    expect(a.hold).toMatchObject({ position: 1, startTime: '10:00', endTime: '16:00', booking: { id: morning.id } });
    expect(b.hold).toMatchObject({ position: 1, startTime: '17:00', endTime: '00:00' });
  });

  test('no hold over a confirmed booking: refused with a clear message and nothing written', async ({ server, admin, factories }) => {
    const date = factories.day(152);
    factories.booking({ eventDate: date, status: 'confirmed', clientName: 'Booked Client' });
    const inquiry = factories.inquiry({ desiredDate: date });
    const result = await admin.request(PLACE, { input: { inquiryId: inquiry.id } });
    expect(firstErrorCode(result)).toBe('CONFLICT');
    expect(result.errors?.[0]?.message).toMatch(/has a confirmed booking at that time .* so it cannot be held\./);
    expect(server.db.select().from(holds).where(eq(holds.date, date)).all()).toEqual([]);
  });

  test('bad input gets a clear message and changes nothing', async ({ server, admin, factories }) => {
    const inquiry = factories.inquiry({ desiredDate: factories.day(153) });
    const undated = factories.inquiry({ desiredDate: null });
    const booking = factories.booking({ eventDate: factories.day(153) });
    const confirmed = factories.booking({ eventDate: factories.day(154), status: 'confirmed' });
    const count = () => server.db.select().from(holds).all().length;
    const before = count();
    const cases: [Record<string, unknown>, string, string | RegExp][] = [
      [{ inquiryId: inquiry.id, expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'BAD_USER_INPUT', HOLD_EXPIRY_IN_PAST],
      [{ inquiryId: inquiry.id, expiresAt: new Date(Date.now() + 91 * 86_400_000).toISOString() }, 'BAD_USER_INPUT', HOLD_EXPIRY_TOO_FAR],
      [{}, 'BAD_USER_INPUT', HOLD_SOURCE_MISSING],
      [{ inquiryId: inquiry.id, bookingId: booking.id }, 'BAD_USER_INPUT', HOLD_SOURCE_BOTH],
      [{ inquiryId: inquiry.id, timeSlot: '10am-4pm' }, 'BAD_USER_INPUT', /Value "10am-4pm" does not exist in "TimeSlot" enum/],
      [{ inquiryId: undated.id }, 'BAD_USER_INPUT', 'This inquiry gives no date. Choose the date to hold.'],
      [{ inquiryId: inquiry.id, date: factories.day(-3) }, 'BAD_USER_INPUT', 'A date in the past cannot be held. Choose today or later.'],
      [{ bookingId: booking.id, date: factories.day(160) }, 'BAD_USER_INPUT', /leave date and time slot empty/],
      [{ bookingId: confirmed.id }, 'BAD_USER_INPUT', 'Only a pending booking can be held; this one is already decided.'],
      [{ inquiryId: 'no-such-inquiry' }, 'NOT_FOUND', 'That inquiry no longer exists.'],
    ];
    for (const [input, code, message] of cases) {
      const result = await admin.request(PLACE, { input });
      expect(firstErrorCode(result), JSON.stringify(input)).toBe(code);
      if (typeof message === 'string') expect(result.errors?.[0]?.message).toBe(message);
      else expect(result.errors?.[0]?.message).toMatch(message);
    }
    expect(count()).toBe(before);

    // One active hold per client.
    const { placeHold } = await admin.data(PLACE, { input: { inquiryId: inquiry.id } });
    const again = await admin.request(PLACE, { input: { inquiryId: inquiry.id } });
    expect(firstErrorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe(HOLD_ALREADY_ACTIVE);
    // Extending into the past is refused and leaves the expiry as it was.
    const stored = holdRow(server.db, placeHold.hold!.id).expiresAt;
    const bad = await admin.request(EXTEND, { input: { id: placeHold.hold!.id, expiresAt: new Date(Date.now() - 1000).toISOString() } });
    expect(bad.errors?.[0]?.message).toBe(HOLD_EXPIRY_IN_PAST);
    expect(holdRow(server.db, placeHold.hold!.id).expiresAt).toEqual(stored);
    expect(count()).toBe(before + 1);
  });

  test('anonymous callers and signed-in non-admins are refused every holds field', async ({ server, factories }) => {
    const inquiry = factories.inquiry({ desiredDate: factories.day(155) });
    const { session: user } = await factories.signedInAs('user');
    const anonymous = server.session();
    const from = factories.day(1);
    const to = factories.day(300);
    for (const [session, code] of [[anonymous, 'UNAUTHENTICATED'], [user, 'FORBIDDEN']] as const) {
      expect(firstErrorCode(await session.request(PLACE, { input: { inquiryId: inquiry.id } }))).toBe(code);
      expect(firstErrorCode(await session.request(HOLDS, { from, to }))).toBe(code);
      expect(firstErrorCode(await session.request(RELEASE, { input: { id: 'x' } }))).toBe(code);
      expect(firstErrorCode(await session.request(EXTEND, { input: { id: 'x', expiresAt: new Date(Date.now() + 86_400_000).toISOString() } }))).toBe(code);
    }
    expect(server.db.select().from(holds).where(eq(holds.inquiryId, inquiry.id)).all()).toEqual([]);
  });
});

describe('holds under concurrency', () => {
  test('eight holds placed at once on one date: exactly one first option, the rest queued', async ({ server, admin, factories }) => {
    const date = factories.day(160);
    const inquiries = Array.from({ length: 8 }, () => factories.inquiry({ desiredDate: date }));
    const results = await Promise.all(inquiries.map((inquiry) => admin.data(PLACE, { input: { inquiryId: inquiry.id } })));
    expect(results.filter((r) => r.placeHold.hold!.position === 1)).toHaveLength(1);
    const rows = server.db.select().from(holds).where(and(eq(holds.date, date), eq(holds.status, 'active'))).all();
    expect(rows.filter((row) => row.position === 1)).toHaveLength(1);
    expect(rows.filter((row) => row.position === 2)).toHaveLength(7);
  });

  test('holds placed while a booking is confirmed on the same date never end up overlapping it', async ({ server, admin, factories }) => {
    const date = factories.day(161);
    const booking = factories.booking({ eventDate: date, startTime: '09:00', endTime: '23:59' });
    const inquiries = Array.from({ length: 6 }, () => factories.inquiry({ desiredDate: date }));
    const results = await Promise.all([
      ...inquiries.slice(0, 3).map((inquiry) => admin.request(PLACE, { input: { inquiryId: inquiry.id } })),
      admin.request(STATUS, { input: { id: booking.id, status: 'CONFIRMED', override: true } }),
      ...inquiries.slice(3).map((inquiry) => admin.request(PLACE, { input: { inquiryId: inquiry.id } })),
    ]);
    expect(results[3]!.errors).toBeUndefined();
    // Holds placed before the confirmation were released by it; those after were refused.
    for (const result of [...results.slice(0, 3), ...results.slice(4)]) {
      if (result.errors) expect(firstErrorCode(result)).toBe('CONFLICT');
    }
    expect(server.db.select().from(holds).where(and(eq(holds.date, date), eq(holds.status, 'active'))).all()).toEqual([]);
  });
});

describe('releasing, promotion and confirmation', () => {
  test('releasing the first hold promotes the second, e-mails it the offer and tells open admin calendars', async ({ server, admin, factories }) => {
    const date = factories.day(170);
    const first = factories.inquiry({ desiredDate: date });
    const second = factories.inquiry({ desiredDate: date, name: 'Bea Second', email: 'bea.second@example.com' });
    const { placeHold: a } = await admin.data(PLACE, { input: { inquiryId: first.id } });
    const { placeHold: b } = await admin.data(PLACE, { input: { inquiryId: second.id } });
    expect(b.hold!.position).toBe(2);

    const client = subscriptionClient(server.url, { cookie: admin.cookieHeader() });
    const reasons: string[] = [];
    try {
      const listeners = server.services.pubsub.listenerCount('calendarChanged');
      const dispose = client.subscribe<{ calendarChanged: { reason: string } }>(
        { query: 'subscription { calendarChanged { reason } }' },
        { next: (r) => reasons.push(r.data?.calendarChanged.reason ?? 'error'), error: () => {}, complete: () => {} },
      );
      await waitFor(() => server.services.pubsub.listenerCount('calendarChanged') > listeners);
      const { releaseHold } = await admin.data(RELEASE, { input: { id: a.hold!.id } });
      expect(releaseHold.hold!.status).toBe('RELEASED');
      expect(releaseHold.promoted).toHaveLength(1);
      expect(releaseHold.promoted![0]).toMatchObject({ id: b.hold!.id, position: 1, clientEmail: 'bea.second@example.com' });
      expect(releaseHold.promoted![0]!.promotedAt).toBeTruthy();
      await waitFor(() => reasons.includes('hold'));
      dispose();
    } finally {
      await client.dispose();
    }
    const offers = server.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'hold_offered'), eq(emailOutbox.to, 'bea.second@example.com'))).all();
    expect(offers).toHaveLength(1);
    expect(offers[0]!.subject).toContain('is now available to you');

    // Released again (a retry): answered as it is, no one promoted or e-mailed twice.
    const again = await admin.data(RELEASE, { input: { id: a.hold!.id } });
    expect(again.releaseHold.hold).toMatchObject({ id: a.hold!.id, status: 'RELEASED' });
    expect(again.releaseHold.promoted).toEqual([]);
    expect(server.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'hold_offered'), eq(emailOutbox.to, 'bea.second@example.com'))).all()).toHaveLength(1);
  });

  test("confirming a booking converts its client's hold and releases the other holds on the date, in one transaction", async ({ server, admin, factories }) => {
    const date = factories.day(171);
    const booking = factories.booking({ eventDate: date, startTime: '17:00', endTime: '00:00' });
    const other = factories.inquiry({ desiredDate: date });
    const { placeHold: own } = await admin.data(PLACE, { input: { bookingId: booking.id } });
    const { placeHold: theirs } = await admin.data(PLACE, { input: { inquiryId: other.id, timeSlot: 'EVENING' } });
    expect(theirs.hold!.position).toBe(2);
    const { updateBookingStatus } = await admin.data(STATUS, { input: { id: booking.id, status: 'CONFIRMED', override: true } });
    expect(updateBookingStatus.booking).toMatchObject({ status: 'CONFIRMED', activeHold: null });
    expect(holdRow(server.db, own.hold!.id).status).toBe('converted');
    expect(holdRow(server.db, theirs.hold!.id).status).toBe('released');
    // The released second option is not offered a date that is now booked.
    expect(server.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'hold_offered'), eq(emailOutbox.to, other.email))).all()).toEqual([]);
  });

  test("cancelling a booking releases its hold and offers the date to the second option", async ({ server, admin, factories }) => {
    const date = factories.day(173);
    const booking = factories.booking({ eventDate: date });
    const waiting = factories.inquiry({ desiredDate: date });
    const { placeHold: own } = await admin.data(PLACE, { input: { bookingId: booking.id } });
    const { placeHold: second } = await admin.data(PLACE, { input: { inquiryId: waiting.id } });
    expect(second.hold!.position).toBe(2);
    await admin.data(STATUS, { input: { id: booking.id, status: 'CANCELLED' } });
    expect(holdRow(server.db, own.hold!.id).status).toBe('released');
    expect(holdRow(server.db, second.hold!.id)).toMatchObject({ status: 'active', position: 1 });
    expect(server.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'hold_offered'), eq(emailOutbox.to, waiting.email))).all()).toHaveLength(1);
  });

  test('Confirm & Block converts the hold too', async ({ server, admin, factories }) => {
    const booking = factories.booking({ eventDate: factories.day(172) });
    const { placeHold } = await admin.data(PLACE, { input: { bookingId: booking.id } });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id, override: true } });
    expect(holdRow(server.db, placeHold.hold!.id).status).toBe('converted');
  });
});

describe('the public calendar', () => {
  test('says a first-held date is held, never by whom', async ({ server, admin, factories }) => {
    const date = factories.day(175);
    const inquiry = factories.inquiry({ desiredDate: date, name: 'Secret Client', email: 'secret.client@example.com' });
    await admin.data(PLACE, { input: { inquiryId: inquiry.id } });
    const result = await server.session().request(MONTH, { month: date.slice(0, 7) });
    const held = result.data!.calendarMonth.days.find((d) => d.date === date)!;
    expect(held.isHeld).toBe(true);
    expect(result.data!.calendarMonth.days.filter((d) => d.isHeld).map((d) => d.date)).toContain(date);
    expect(JSON.stringify(result)).not.toMatch(/Secret Client|secret\.client/);
    // The rendered page's words are checked in Chromium with JavaScript off (tests/e2e/holds.test.ts).
  });
});

describe('expiry and reminders', () => {
  test('a hold expires on time while nobody uses the site, and the second option is promoted', async ({ server, admin, factories }) => {
    const date = factories.day(180);
    const first = factories.inquiry({ desiredDate: date });
    const second = factories.inquiry({ desiredDate: date });
    const { placeHold: a } = await admin.data(PLACE, { input: { inquiryId: first.id, expiresAt: new Date(Date.now() + 1500).toISOString() } });
    const { placeHold: b } = await admin.data(PLACE, { input: { inquiryId: second.id } });
    expect(holdRow(server.db, a.hold!.id).status).toBe('active');
    await waitFor(() => holdRow(server.db, a.hold!.id).status === 'expired', 6000);
    expect(holdRow(server.db, b.hold!.id)).toMatchObject({ status: 'active', position: 1 });
    expect(server.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'hold_offered'), eq(emailOutbox.to, second.email))).all()).toHaveLength(1);
  });

  test('the 48-hour reminder goes to the client and the owner once', async ({ server, admin, factories }) => {
    const inquiry = factories.inquiry({ desiredDate: factories.day(181) });
    const { placeHold } = await admin.data(PLACE, { input: { inquiryId: inquiry.id, expiresAt: new Date(Date.now() + 47 * 3_600_000).toISOString() } });
    await server.app.followUpScheduler.runDue();
    await server.app.followUpScheduler.runDue();
    const reminders = () =>
      server.db.select().from(emailOutbox).all().filter((m) => m.kind.startsWith('hold_reminder') && m.text.includes(inquiry.name));
    expect(reminders().map((m) => [m.kind, m.to]).sort()).toEqual([
      ['hold_reminder_client', inquiry.email],
      ['hold_reminder_owner', server.config.venueEmail],
    ]);
    expect(holdRow(server.db, placeHold.hold!.id).reminderSentAt).toBeInstanceOf(Date);
    // Extending far away resets the reminder: none is due yet.
    await admin.data(EXTEND, { input: { id: placeHold.hold!.id, expiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString() } });
    await server.app.followUpScheduler.runDue();
    expect(reminders()).toHaveLength(2);
  });
});

describe('expiry across a restart', () => {
  test('holds that fell due while the server was down expire at start and the second option is promoted', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-holds-restart-'));
    let clock = new Date();
    const options = { config: { databasePath: path.join(dir, 'venue.db'), now: () => clock } };
    const first = await startTestServer(options);
    let ids: { a: string; b: string; secondEmail: string };
    try {
      const factories = createFactories(first);
      const admin = await first.adminSession();
      const date = day(200, first.config.venueTimeZone);
      const one = factories.inquiry({ desiredDate: date });
      const two = factories.inquiry({ desiredDate: date });
      const { placeHold: a } = await admin.data(PLACE, { input: { inquiryId: one.id } });
      const { placeHold: b } = await admin.data(PLACE, { input: { inquiryId: two.id, expiresAt: new Date(clock.getTime() + 30 * 86_400_000).toISOString() } });
      ids = { a: a.hold!.id, b: b.hold!.id, secondEmail: two.email };
    } finally {
      await first.close();
    }
    clock = new Date(clock.getTime() + (HOLD_DEFAULT_DAYS + 1) * 86_400_000);
    const second = await startTestServer(options);
    try {
      expect(holdRow(second.db, ids.a)).toMatchObject({ status: 'expired' });
      const promoted = holdRow(second.db, ids.b);
      expect(promoted).toMatchObject({ status: 'active', position: 1 });
      expect(promoted.promotedAt).toEqual(clock);
      expect(second.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'hold_offered'), eq(emailOutbox.to, ids.secondEmail))).all()).toHaveLength(1);
    } finally {
      await second.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
