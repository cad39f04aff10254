import { eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_EVENT_SPACE_ID, BOOKING_REQUEST_LIMITS } from '../../server/modules/bookings/index.ts';
import { starterPremiumDate } from '../../server/db/seed/seed.ts';
import { bookings, calendarAvailability, emailOutbox, inquiries, type BookingStatus } from '../../server/db/schema/index.ts';
import { addDays, todayIn } from '../../server/lib/dates.ts';
import { INQUIRY_ALREADY_BOOKED, TOTAL_COST_NEGATIVE } from '../../shared/bookings.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import { waitFor } from '../support/wait.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: GraphQLSession;
let admin2: GraphQLSession;
const today = () => todayIn('America/New_York');
const day = (offset: number) => addDays(today(), offset);

beforeAll(async () => {
  server = await startTestServer();
  // Keep only the starter's relative special dates (+6, the premium Saturday, +19, +41): its New
  // Year's Eve date can land on a date these tests expect to be open.
  server.db.delete(calendarAvailability).where(notInArray(calendarAvailability.date, [...[6, 19, 41].map(day), starterPremiumDate(today())])).run();
  admin = await server.adminSession();
  admin2 = await server.adminSession();
});
afterAll(() => server.close());
beforeEach(() => {
  // Every test starts with fresh public-write limits (they are per process, in memory).
  server.services.rateLimiter(BOOKING_REQUEST_LIMITS.perAddress.name, BOOKING_REQUEST_LIMITS.perAddress).reset();
  server.services.rateLimiter(BOOKING_REQUEST_LIMITS.overall.name, BOOKING_REQUEST_LIMITS.overall).reset();
});

const BOOKING_FIELDS = /* GraphQL */ `
  id status eventDate startTime endTime guestCount eventType clientName clientEmail clientPhone specialRequests
  adminNotes totalCostCents source inquiryId allowedTransitions eventSpace { id name type }
`;
const REQUEST = /* GraphQL */ `
  mutation Request($input: RequestBookingInput!) { requestBooking(input: $input) { booking { ${BOOKING_FIELDS} } } }
`;
const STATUS = /* GraphQL */ `
  mutation Status($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { ${BOOKING_FIELDS} } } }
`;

const request = (overrides: Record<string, unknown> = {}) => ({
  eventDate: day(30),
  timeSlot: 'EVENING',
  guestCount: 120,
  eventType: 'BIRTHDAY_PARTY',
  clientName: 'Nora Quinn',
  clientEmail: 'nora.quinn@example.com',
  clientPhone: '(631) 555-0177',
  specialRequests: 'A corner for the cake table',
  ...overrides,
});

const bookingCount = () => server.db.select().from(bookings).all().length;

/** A booking row written directly, for rules that start from a given state. */
function insertBooking(values: Partial<typeof bookings.$inferInsert> & { eventDate: string }) {
  return server.db
    .insert(bookings)
    .values({
      eventSpaceId: MAIN_EVENT_SPACE_ID,
      clientName: 'Test Client',
      clientEmail: 'client@example.com',
      eventType: 'Wedding',
      startTime: '17:00',
      endTime: '00:00',
      guestCount: 100,
      status: 'pending',
      ...values,
    })
    .returning()
    .get();
}

async function expectError(session: GraphQLSession, document: string, input: Record<string, unknown>, code: string, message: string | RegExp) {
  const result = await session.request(document, { input });
  expect(firstErrorCode(result)).toBe(code);
  if (typeof message === 'string') expect(result.errors?.[0]?.message).toBe(message);
  else expect(result.errors?.[0]?.message).toMatch(message);
  return result;
}

describe('a visitor\'s booking request', () => {
  it('becomes a pending website booking in the Grand Ballroom, with two e-mails queued and a live event for admins', async () => {
    const listening = server.services.pubsub.listenerCount('bookingsChanged');
    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    const event = firstResult<{ bookingsChanged: { change: string; booking: { clientName: string; status: string } } }>(
      client,
      'subscription { bookingsChanged { change booking { clientName status } } }',
    );
    // Subscribed once the server holds the listener (a fixed wait lost the race on a busy machine).
    await waitFor(() => server.services.pubsub.listenerCount('bookingsChanged') > listening);
    const outboxBefore = server.db.select().from(emailOutbox).all().length;
    const { requestBooking } = await server.session().data(REQUEST, { input: request({ clientName: '  Nora Quinn ' }) });
    expect(requestBooking.booking).toMatchObject({
      status: 'PENDING',
      source: 'WEBSITE',
      eventDate: day(30),
      startTime: '17:00',
      endTime: '00:00',
      guestCount: 120,
      clientName: 'Nora Quinn',
      adminNotes: null,
      totalCostCents: null,
      allowedTransitions: ['CONFIRMED', 'CANCELLED'],
      eventSpace: { id: 'grand-ballroom', name: 'Grand Ballroom', type: 'ballroom' },
    });
    const mail = server.db.select().from(emailOutbox).all().slice(outboxBefore);
    expect(mail.map((m) => [m.kind, m.to, m.replyTo])).toEqual([
      ['booking_request_notification', server.config.venueEmail, 'nora.quinn@example.com'],
      ['booking_request_received', 'nora.quinn@example.com', server.config.venueEmail],
    ]);
    expect(mail[1]!.text).toContain('5:00 PM - 12:00 AM');
    // Each copy speaks to its reader: the venue is told what to do, the client about their request.
    expect(mail[0]!.text).toContain('A visitor requested this date from the public calendar. It is pending until you confirm it in Bookings Management.');
    expect(mail[0]!.text).not.toMatch(/\b(dear|your (date|request|booking))\b/i);
    expect(mail[1]!.text).toContain(`Your request for ${formatLongDate(day(30))} is pending`);
    expect((await event).data?.bookingsChanged).toEqual({ change: 'CREATED', booking: { clientName: 'Nora Quinn', status: 'PENDING' } });
    await client.dispose();
  });

  it('maps each time slot of the specification to its hours', async () => {
    const daytime = await server.session().data(REQUEST, { input: request({ eventDate: day(31), timeSlot: 'DAYTIME' }) });
    expect(daytime.requestBooking.booking).toMatchObject({ startTime: '10:00', endTime: '16:00' });
    const allDay = await server.session().data(REQUEST, { input: request({ eventDate: day(32), timeSlot: 'ALL_DAY' }) });
    expect(allDay.requestBooking.booking).toMatchObject({ startTime: '09:00', endTime: '23:59' });
  });

  it('validates every field with a clear message and stores nothing', async () => {
    const before = bookingCount();
    const anon = server.session();
    // Time slot and event type are enums: GraphQL refuses other values before any resolver runs (a
    // native form post still gets the specification's messages, tests/e2e/no-js-forms.test.ts).
    await expectError(anon, REQUEST, request({ timeSlot: 'evening' }), 'BAD_USER_INPUT', /Value "evening" does not exist in "TimeSlot" enum/);
    await expectError(anon, REQUEST, request({ timeSlot: '', eventDate: day(-1) }), 'BAD_USER_INPUT', /does not exist in "TimeSlot" enum/);
    await expectError(anon, REQUEST, request({ guestCount: 0 }), 'BAD_USER_INPUT', 'Guest count must be between 1 and 450.');
    await expectError(anon, REQUEST, request({ guestCount: 451 }), 'BAD_USER_INPUT', 'Guest count must be between 1 and 450.');
    await expectError(anon, REQUEST, request({ clientName: '   ' }), 'BAD_USER_INPUT', 'Please enter your name.');
    await expectError(anon, REQUEST, request({ clientEmail: '' }), 'BAD_USER_INPUT', 'Please enter your email address.');
    await expectError(anon, REQUEST, request({ clientEmail: 'nora@' }), 'BAD_USER_INPUT', 'Please enter a valid email address.');
    await expectError(anon, REQUEST, request({ clientPhone: 'call me' }), 'BAD_USER_INPUT', 'Please enter a valid phone number, for example (631) 555-0142.');
    await expectError(anon, REQUEST, request({ eventType: 'Rave' }), 'BAD_USER_INPUT', /Value "Rave" does not exist in "EventType" enum/);
    await expectError(anon, REQUEST, request({ eventDate: day(-1) }), 'BAD_USER_INPUT', 'Please choose a date today or later.');
    await expectError(anon, REQUEST, request({ eventDate: day(541) }), 'BAD_USER_INPUT', /^Bookings can be made up to .+\. Please choose an earlier date\.$/);
    await expectError(anon, REQUEST, request({ specialRequests: 'x'.repeat(5001) }), 'BAD_USER_INPUT', 'Special requests must be at most 5,000 characters; this one has 5,001. Please shorten it.');
    const field = await anon.request(REQUEST, { input: request({ guestCount: 0 }) });
    expect(field.errors?.[0]?.extensions?.field).toBe('guestCount');
    expect(bookingCount()).toBe(before);
  });

  it('refuses blocked, booked and past-the-hours dates, naming the problem', async () => {
    const before = bookingCount();
    const anon = server.session();
    await expectError(anon, REQUEST, request({ eventDate: day(6) }), 'CONFLICT', /is not available for booking\. Please choose another date\.$/);
    await expectError(anon, REQUEST, request({ eventDate: day(9) }), 'CONFLICT', /is not available for booking/);
    // The partially available date is open 5PM - 12AM only.
    await expectError(anon, REQUEST, request({ eventDate: day(19), timeSlot: 'DAYTIME' }), 'CONFLICT', /^The 10AM - 4PM time slot is not available on .+\. Please choose another time slot or date\.$/);
    expect(bookingCount()).toBe(before);
    const evening = await anon.data(REQUEST, { input: request({ eventDate: day(19), timeSlot: 'EVENING' }) });
    expect(evening.requestBooking.booking.status).toBe('PENDING');
  });

  it('refuses a filled honeypot and stores nothing', async () => {
    const before = { bookings: bookingCount(), mail: server.db.select().from(emailOutbox).all().length };
    const result = await expectError(
      server.session(),
      REQUEST,
      request({ website: 'http://spam.example' }),
      'BAD_USER_INPUT',
      'Your message was flagged as automated and was not sent. Please call or e-mail us directly instead.',
    );
    expect(result.errors?.[0]?.extensions?.field).toBe('website');
    expect(bookingCount()).toBe(before.bookings);
    expect(server.db.select().from(emailOutbox).all()).toHaveLength(before.mail);
  });

  it('limits requests per address, then overall, with a clear message and nothing stored', async () => {
    const anon = server.session();
    for (let i = 0; i < 5; i += 1) await anon.data(REQUEST, { input: request({ eventDate: day(200 + i) }) });
    const before = bookingCount();
    const refused = await expectError(anon, REQUEST, request({ eventDate: day(210) }), 'TOO_MANY_REQUESTS', /^You have sent several requests in a short time\. Please wait \d+ minutes? and try again, or e-mail us at events@grandwillowhall\.com\.$/);
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(bookingCount()).toBe(before);

    server.services.rateLimiter(BOOKING_REQUEST_LIMITS.perAddress.name, BOOKING_REQUEST_LIMITS.perAddress).reset();
    const overall = server.services.rateLimiter(BOOKING_REQUEST_LIMITS.overall.name, BOOKING_REQUEST_LIMITS.overall);
    for (let i = 0; i < BOOKING_REQUEST_LIMITS.overall.limit; i += 1) await overall.hit('all');
    await expectError(anon, REQUEST, request({ eventDate: day(211) }), 'TOO_MANY_REQUESTS', /^We are receiving an unusually high number of requests right now\./);
    expect(bookingCount()).toBe(before);
  });
});

describe('status transitions (specification section 4)', () => {
  const allowed: Record<BookingStatus, BookingStatus[]> = {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['pending', 'completed', 'cancelled'],
    completed: [],
    cancelled: [],
  };
  const all: BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];
  let offset = 300;

  for (const from of all) {
    for (const to of all.filter((status) => status !== from)) {
      const ok = allowed[from].includes(to);
      it(`${ok ? 'allows' : 'refuses'} ${from} → ${to}`, async () => {
        // "Completed" is only possible on or after the event date: that change is tried on a past date.
        offset += 1;
        const eventDate = to === 'completed' ? day(-offset) : day(offset);
        const booking = insertBooking({ eventDate, status: from });
        const result = await admin.request<{ updateBookingStatus: { booking: { status: string; allowedTransitions: string[] } } }>(STATUS, { input: { id: booking.id, status: to.toUpperCase() } });
        if (ok) {
          expect(result.errors).toBeUndefined();
          expect(result.data?.updateBookingStatus.booking.status).toBe(to.toUpperCase());
          const expected = allowed[to].filter((status) => status !== 'completed' || eventDate <= today());
          expect(result.data?.updateBookingStatus.booking.allowedTransitions).toEqual(expected.map((s) => s.toUpperCase()));
        } else {
          expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', currentStatus: from.toUpperCase() });
          expect(result.errors?.[0]?.message).toBe(
            `A ${from} booking cannot be changed to ${to}.${allowed[from].length === 0 ? ' Completed and cancelled bookings are final.' : ''}`,
          );
          expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()?.status).toBe(from);
        }
      });
    }
  }

  it('saves admin notes given with a status change; the status it already has is answered as it is, with nothing sent again', async () => {
    const booking = insertBooking({ eventDate: day(320), clientEmail: 'twice.cancelled@example.test' });
    const { updateBookingStatus } = await admin.data(STATUS, { input: { id: booking.id, status: 'CANCELLED', adminNotes: 'Client changed plans' } });
    expect(updateBookingStatus.booking).toMatchObject({ status: 'CANCELLED', adminNotes: 'Client changed plans', allowedTransitions: [] });
    const mails = () => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'twice.cancelled@example.test')).all().length;
    const sent = mails();
    const before = server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get();
    const again = await admin.data(STATUS, { input: { id: booking.id, status: 'CANCELLED' } });
    expect(again.updateBookingStatus.booking).toMatchObject({ status: 'CANCELLED', adminNotes: 'Client changed plans' });
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()).toEqual(before);
    expect(mails()).toBe(sent);
    // New notes with the same status are saved, and still nothing is sent.
    const noted = await admin.data(STATUS, { input: { id: booking.id, status: 'CANCELLED', adminNotes: 'Refund agreed' } });
    expect(noted.updateBookingStatus.booking).toMatchObject({ status: 'CANCELLED', adminNotes: 'Refund agreed' });
    expect(mails()).toBe(sent);
    await expectError(admin, STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'CONFIRMED' }, 'NOT_FOUND', 'That booking no longer exists.');
  });
});

describe('completing, and what confirming or cancelling does', () => {
  const CONFIRM_AND_BLOCK = /* GraphQL */ `
    mutation CB($input: ConfirmBookingAndBlockDateInput!) {
      confirmBookingAndBlockDate(input: $input) { booking { id status } specialDate { date status notes } }
    }
  `;
  const specialOn = (date: string) => server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
  const mailFor = (email: string) => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();

  it('marks a booking completed only on or after its event date, and offers it only then', async () => {
    const future = insertBooking({ eventDate: day(200), status: 'confirmed' });
    await expectError(
      admin,
      STATUS,
      { id: future.id, status: 'COMPLETED' },
      'CONFLICT',
      /^This booking cannot be marked completed before its event date \(\w+day, \w+ \d{1,2}, \d{4}\)\. Mark it completed on or after that day\.$/,
    );
    expect(server.db.select().from(bookings).where(eq(bookings.id, future.id)).get()?.status).toBe('confirmed');
    const read = /* GraphQL */ `query B($id: ID!) { booking(id: $id) { allowedTransitions } }`;
    expect((await admin.data(read, { id: future.id })).booking.allowedTransitions).toEqual(['PENDING', 'CANCELLED']);
    // On the event date itself it can be completed.
    const todays = insertBooking({ eventDate: day(0), status: 'confirmed', startTime: '06:00', endTime: '08:00' });
    expect((await admin.data(read, { id: todays.id })).booking.allowedTransitions).toEqual(['PENDING', 'COMPLETED', 'CANCELLED']);
    expect((await admin.data(STATUS, { input: { id: todays.id, status: 'COMPLETED' } })).updateBookingStatus.booking.status).toBe('COMPLETED');
  });

  it('e-mails the client through the outbox when the booking is confirmed or cancelled, and only then', async () => {
    const email = 'outbox.client@example.com';
    const booking = insertBooking({ eventDate: day(201), clientEmail: email, clientName: 'Outbox Client', adminNotes: 'Private note' });
    await admin.data(STATUS, { input: { id: booking.id, status: 'CONFIRMED' } });
    let mail = mailFor(email);
    expect(mail.map((m) => [m.kind, m.replyTo, m.status])).toEqual([['booking_confirmed', server.config.venueEmail, 'queued']]);
    expect(mail[0]!.subject).toContain('Booking confirmed');
    expect(mail[0]!.text).toContain('Dear Outbox Client,');
    expect(mail[0]!.text).toContain('5:00 PM - 12:00 AM');
    expect(mail[0]!.text).not.toContain('Private note');
    // Back to pending: the client is told the date is no longer confirmed.
    await admin.data(STATUS, { input: { id: booking.id, status: 'PENDING' } });
    expect(mailFor(email).map((m) => m.kind)).toEqual(['booking_confirmed', 'booking_unconfirmed']);
    await admin.data(STATUS, { input: { id: booking.id, status: 'CANCELLED' } });
    mail = mailFor(email);
    expect(mail.map((m) => m.kind)).toEqual(['booking_confirmed', 'booking_unconfirmed', 'booking_cancelled']);
    expect(mail[2]!.subject).toContain('Booking cancelled');
    // Confirm & Block tells the client too.
    const blocked = insertBooking({ eventDate: day(202), clientEmail: 'blocked.client@example.com' });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: blocked.id } });
    expect(mailFor('blocked.client@example.com').map((m) => m.kind)).toEqual(['booking_confirmed']);
  });

  it('queues no e-mail when the change is refused', async () => {
    const email = 'refused.client@example.com';
    insertBooking({ eventDate: day(203), status: 'confirmed', startTime: '17:00', endTime: '00:00' });
    const overlapping = insertBooking({ eventDate: day(203), clientEmail: email, startTime: '18:00', endTime: '22:00' });
    await expectError(admin, STATUS, { id: overlapping.id, status: 'CONFIRMED' }, 'CONFLICT', /overlaps a confirmed booking/);
    expect(mailFor(email)).toHaveLength(0);
  });

  it('lifts the block Confirm & Block made when the booking is cancelled, so the date opens again', async () => {
    const date = day(204);
    const booking = insertBooking({ eventDate: date });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(specialOn(date)).toMatchObject({ status: 'unavailable', notes: 'Confirmed booking - Date blocked', blockedForBookingId: booking.id });
    await admin.data(STATUS, { input: { id: booking.id, status: 'CANCELLED' } });
    expect(specialOn(date)).toBeUndefined();
    const open = await server.session().data(`query { isDateAvailable(date: "${date}", startTime: "17:00", endTime: "00:00") }`);
    expect(open.isDateAvailable).toBe(true);
  });

  it('puts back the special date the block replaced when the booking is cancelled', async () => {
    const date = day(205);
    server.db.insert(calendarAvailability).values({ date, status: 'premium_rate', premiumMultiplier: 1.8, notes: 'Holiday weekend' }).run();
    const booking = insertBooking({ eventDate: date });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(specialOn(date)).toMatchObject({ status: 'unavailable', premiumMultiplier: null });
    await admin.data(STATUS, { input: { id: booking.id, status: 'CANCELLED' } });
    expect(specialOn(date)).toMatchObject({ status: 'premium_rate', premiumMultiplier: 1.8, notes: 'Holiday weekend', blockedForBookingId: null, replacedSpecialDate: null });
  });

  it('moving a confirmed booking back to pending e-mails the client and lifts its Confirm & Block block', async () => {
    // Confirm A, move A back to pending, confirm B for the same slot: A must have been told.
    const date = day(209);
    server.db.insert(calendarAvailability).values({ date, status: 'premium_rate', premiumMultiplier: 1.8, notes: 'Holiday weekend' }).run();
    const a = insertBooking({ eventDate: date, clientName: 'Client A', clientEmail: 'client.a@example.com' });
    const b = insertBooking({ eventDate: date, clientName: 'Client B', clientEmail: 'client.b@example.com' });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: a.id } });
    const { updateBookingStatus } = await admin.data(STATUS, { input: { id: a.id, status: 'PENDING' } });
    expect(updateBookingStatus.booking.status).toBe('PENDING');
    const mail = mailFor('client.a@example.com');
    expect(mail.map((m) => [m.kind, m.replyTo, m.status])).toEqual([
      ['booking_confirmed', server.config.venueEmail, 'queued'],
      ['booking_unconfirmed', server.config.venueEmail, 'queued'],
    ]);
    expect(mail[1]!.subject).toBe(`Booking no longer confirmed: ${formatLongDate(date)} - Grand Willow Hall`);
    expect(mail[1]!.text).toContain('Dear Client A,');
    expect(mail[1]!.text).toContain(`on ${formatLongDate(date)} is no longer confirmed: it is pending again, and the date is not reserved for you`);
    // The block is lifted and the premium rate it replaced is back, so B confirms without an override.
    expect(specialOn(date)).toMatchObject({ status: 'premium_rate', premiumMultiplier: 1.8, blockedForBookingId: null, replacedSpecialDate: null });
    expect((await admin.data(STATUS, { input: { id: b.id, status: 'CONFIRMED' } })).updateBookingStatus.booking.status).toBe('CONFIRMED');
    // Pending → cancelled was never confirmed: no "no longer confirmed" e-mail for it.
    const c = insertBooking({ eventDate: day(210), clientEmail: 'client.c@example.com' });
    await admin.data(STATUS, { input: { id: c.id, status: 'CANCELLED' } });
    expect(mailFor('client.c@example.com').map((m) => m.kind)).toEqual(['booking_cancelled']);
  });

  it('leaves a block alone that the admin made or edited, or that another booking needs', async () => {
    // Blocked by the admin before: Confirm & Block keeps that block, and cancelling does not lift it.
    const manual = day(206);
    server.db.insert(calendarAvailability).values({ date: manual, status: 'unavailable', notes: 'holiday: Closed' }).run();
    const first = insertBooking({ eventDate: manual });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: first.id, override: true } });
    await admin.data(STATUS, { input: { id: first.id, status: 'CANCELLED' } });
    expect(specialOn(manual)).toMatchObject({ status: 'unavailable', notes: 'holiday: Closed' });
    // A block the admin edited afterwards is theirs.
    const edited = day(207);
    const second = insertBooking({ eventDate: edited });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: second.id } });
    const block = specialOn(edited)!;
    await admin.data(
      `mutation U($input: UpdateSpecialDateInput!) { updateSpecialDate(input: $input) { specialDate { id } } }`,
      { input: { id: block.id, status: 'UNAVAILABLE', notes: 'Keep closed: floor work' } },
    );
    await admin.data(STATUS, { input: { id: second.id, status: 'CANCELLED' } });
    expect(specialOn(edited)).toMatchObject({ status: 'unavailable', notes: 'Keep closed: floor work' });
  });

  it('answers a signed-out caller with the specification\'s \'Not authenticated\'', async () => {
    const booking = insertBooking({ eventDate: day(208) });
    await expectError(server.session(), STATUS, { id: booking.id, status: 'CONFIRMED' }, 'UNAUTHENTICATED', 'Not authenticated');
  });
});

describe('no double booking', () => {
  it('refuses to confirm over an overlapping confirmed booking, naming it; an end of 00:00 is midnight', async () => {
    const date = day(330);
    insertBooking({ eventDate: date, status: 'confirmed', clientName: 'Evening Gala', eventType: 'Fundraising Event', startTime: '17:00', endTime: '00:00' });
    const late = insertBooking({ eventDate: date, startTime: '20:00', endTime: '23:00' });
    await expectError(
      admin,
      STATUS,
      { id: late.id, status: 'CONFIRMED' },
      'CONFLICT',
      /^This booking overlaps a confirmed booking on \w+day, \w+ \d{1,2}, \d{4}: Evening Gala \(Fundraising Event, 5:00 PM - 12:00 AM\)\. Cancel or move that booking before confirming this one\.$/,
    );
    // A daytime event that ends when the evening one starts does not overlap.
    const daytime = insertBooking({ eventDate: date, startTime: '10:00', endTime: '17:00' });
    expect((await admin.data(STATUS, { input: { id: daytime.id, status: 'CONFIRMED' } })).updateBookingStatus.booking.status).toBe('CONFIRMED');
    // The same time on another date is fine.
    const otherDay = insertBooking({ eventDate: day(331), startTime: '20:00', endTime: '23:00' });
    expect((await admin.data(STATUS, { input: { id: otherDay.id, status: 'CONFIRMED' } })).updateBookingStatus.booking.status).toBe('CONFIRMED');
  });

  it('lets exactly one of two concurrent confirmations win', async () => {
    const date = day(340);
    const first = insertBooking({ eventDate: date, clientName: 'First Couple' });
    const second = insertBooking({ eventDate: date, clientName: 'Second Couple', startTime: '18:00', endTime: '23:00' });
    const results = await Promise.all([
      admin.request(STATUS, { input: { id: first.id, status: 'CONFIRMED' } }),
      admin2.request(STATUS, { input: { id: second.id, status: 'CONFIRMED' } }),
    ]);
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => firstErrorCode(result) === 'CONFLICT')).toHaveLength(1);
    const confirmed = server.db.select().from(bookings).where(eq(bookings.eventDate, date)).all().filter((b) => b.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
  });

  it('keeps one winner when many admins confirm overlapping bookings at once', async () => {
    const date = day(341);
    const rows = Array.from({ length: 6 }, (_, i) => insertBooking({ eventDate: date, clientName: `Client ${i}`, startTime: '12:00', endTime: '18:00' }));
    const sessions = [admin, admin2];
    const results = await Promise.all(rows.map((row, i) => sessions[i % 2]!.request(STATUS, { input: { id: row.id, status: 'CONFIRMED' } })));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(server.db.select().from(bookings).where(eq(bookings.eventDate, date)).all().filter((b) => b.status === 'confirmed')).toHaveLength(1);
  });
});

describe('admin notes and total cost', () => {
  const UPDATE = /* GraphQL */ `mutation U($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id adminNotes totalCostCents } } }`;

  it('saves and clears notes and the total cost', async () => {
    const booking = insertBooking({ eventDate: day(350) });
    const saved = await admin.data(UPDATE, { input: { id: booking.id, adminNotes: '  Deposit received  ', totalCostCents: 499_999 } });
    expect(saved.updateBooking.booking).toEqual({ id: booking.id, adminNotes: 'Deposit received', totalCostCents: 499_999 });
    // The column keeps dollars; the API speaks whole cents.
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()?.totalCost).toBe(4999.99);
    const cleared = await admin.data(UPDATE, { input: { id: booking.id, adminNotes: '', clearTotalCost: true } });
    expect(cleared.updateBooking.booking).toEqual({ id: booking.id, adminNotes: null, totalCostCents: null });
    const refused = await expectError(admin, UPDATE, { id: booking.id, totalCostCents: -25_000 }, 'BAD_USER_INPUT', TOTAL_COST_NEGATIVE);
    expect(refused.errors?.[0]?.extensions?.field).toBe('totalCostCents');
    expect(TOTAL_COST_NEGATIVE).toBe('Total cost cannot be negative. Enter 0 or more, or leave it empty.');
    await expectError(admin, UPDATE, { id: booking.id, totalCostCents: -1, adminNotes: 'Not saved either' }, 'BAD_USER_INPUT', TOTAL_COST_NEGATIVE);
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()).toMatchObject({ totalCost: null, adminNotes: null });
    await expectError(admin, UPDATE, { id: booking.id }, 'BAD_USER_INPUT', 'Nothing to update.');
  });
});

describe('confirming against the owner\'s own calendar', () => {
  const CONFIRM_AND_BLOCK = /* GraphQL */ `
    mutation CB($input: ConfirmBookingAndBlockDateInput!) {
      confirmBookingAndBlockDate(input: $input) { booking { id status } specialDate { date status notes } }
    }
  `;
  const statusOf = (id: string) => server.db.select().from(bookings).where(eq(bookings.id, id)).get()?.status;
  const mailTo = (email: string) => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();

  it('refuses to confirm on a blocked date, naming the block, until the admin overrides', async () => {
    const date = day(6); // the starter's "maintenance: Ballroom floor refinishing"
    const booking = insertBooking({ eventDate: date, clientEmail: 'blocked.date@example.com' });
    const refused = await expectError(
      admin,
      STATUS,
      { id: booking.id, status: 'CONFIRMED' },
      'CONFLICT',
      `${formatLongDate(date)} is blocked on your calendar (maintenance: Ballroom floor refinishing). Confirm this booking anyway?`,
    );
    expect(refused.errors?.[0]?.extensions?.reason).toBe('DATE_BLOCKED');
    await expectError(admin, CONFIRM_AND_BLOCK, { bookingId: booking.id }, 'CONFLICT', /is blocked on your calendar \(maintenance: Ballroom floor refinishing\)/);
    expect(statusOf(booking.id)).toBe('pending');
    expect(mailTo('blocked.date@example.com')).toHaveLength(0);
    const { updateBookingStatus } = await admin.data(STATUS, { input: { id: booking.id, status: 'CONFIRMED', override: true } });
    expect(updateBookingStatus.booking.status).toBe('CONFIRMED');
    expect(mailTo('blocked.date@example.com').map((m) => m.kind)).toEqual(['booking_confirmed']);
  });

  it('refuses to confirm outside a partially available date\'s hours, naming them; inside them it confirms', async () => {
    const date = day(19); // the starter's partially available date, 5 PM to midnight
    const daytime = insertBooking({ eventDate: date, startTime: '10:00', endTime: '16:00' });
    await expectError(
      admin,
      STATUS,
      { id: daytime.id, status: 'CONFIRMED' },
      'CONFLICT',
      `${formatLongDate(date)} is only partially available, 5:00 PM - 12:00 AM, and this booking (10:00 AM - 4:00 PM) falls outside those hours. Confirm it anyway?`,
    );
    await expectError(admin, CONFIRM_AND_BLOCK, { bookingId: daytime.id }, 'CONFLICT', /falls outside those hours/);
    expect(statusOf(daytime.id)).toBe('pending');
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get()?.status).toBe('partially_available');
    const evening = insertBooking({ eventDate: date, startTime: '17:00', endTime: '00:00' });
    expect((await admin.data(STATUS, { input: { id: evening.id, status: 'CONFIRMED' } })).updateBookingStatus.booking.status).toBe('CONFIRMED');
    // Overriding the hours never overrides a double booking.
    await admin.data(STATUS, { input: { id: evening.id, status: 'PENDING' } });
    const { confirmBookingAndBlockDate } = await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: daytime.id, override: true } });
    expect(confirmBookingAndBlockDate.booking.status).toBe('CONFIRMED');
    await expectError(admin, STATUS, { id: evening.id, status: 'CONFIRMED' }, 'CONFLICT', /is blocked on your calendar \(Confirmed booking - Date blocked\)/);
    const overlapping = insertBooking({ eventDate: date, startTime: '12:00', endTime: '14:00' });
    await expectError(admin, STATUS, { id: overlapping.id, status: 'CONFIRMED', override: true }, 'CONFLICT', /overlaps a confirmed booking/);
  });
});

describe('Confirm & Block', () => {
  const CONFIRM_AND_BLOCK = /* GraphQL */ `
    mutation CB($input: ConfirmBookingAndBlockDateInput!) {
      confirmBookingAndBlockDate(input: $input) { booking { id status } specialDate { date status notes } }
    }
  `;

  it('confirms the booking and blocks its date together', async () => {
    const booking = insertBooking({ eventDate: day(360) });
    const { confirmBookingAndBlockDate } = await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(confirmBookingAndBlockDate).toEqual({
      booking: { id: booking.id, status: 'CONFIRMED' },
      specialDate: { date: day(360), status: 'UNAVAILABLE', notes: 'Confirmed booking - Date blocked' },
    });
  });

  it('is one transaction: when blocking fails, the booking stays pending', async () => {
    const booking = insertBooking({ eventDate: day(361) });
    server.db.$client.exec(`CREATE TRIGGER refuse_block BEFORE INSERT ON calendar_availability BEGIN SELECT RAISE(ABORT, 'disk full'); END;`);
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const result = await admin.request(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
      expect(firstErrorCode(result)).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      server.db.$client.exec('DROP TRIGGER refuse_block');
      errorLog.mockRestore();
    }
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()?.status).toBe('pending');
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, day(361))).get()).toBeUndefined();
  });

  it('answers a repeated confirm-and-block with the booking and block as they are, sending nothing again', async () => {
    const booking = insertBooking({ eventDate: day(363), clientEmail: 'confirm.twice@example.test' });
    const first = await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(first.confirmBookingAndBlockDate.booking.status).toBe('CONFIRMED');
    const mailFor = (email: string) => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();
    const sent = mailFor('confirm.twice@example.test').length;
    expect(sent).toBeGreaterThan(0);
    const again = await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(again).toEqual(first);
    expect(mailFor('confirm.twice@example.test')).toHaveLength(sent);
  });

  it('only takes pending bookings and still refuses an overlap', async () => {
    const confirmed = insertBooking({ eventDate: day(362), status: 'confirmed', clientName: 'Already Here' });
    await expectError(admin, CONFIRM_AND_BLOCK, { bookingId: confirmed.id }, 'CONFLICT', 'Only pending bookings can be confirmed and blocked; this one is confirmed.');
    const overlapping = insertBooking({ eventDate: day(362) });
    await expectError(admin, CONFIRM_AND_BLOCK, { bookingId: overlapping.id }, 'CONFLICT', /Already Here/);
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, day(362))).get()).toBeUndefined();
  });
});

describe('admin booking from an inquiry', () => {
  const CREATE = /* GraphQL */ `mutation C($input: CreateBookingInput!) { createBooking(input: $input) { booking { ${BOOKING_FIELDS} } } }`;

  it('creates a pending booking linked to the inquiry and marks the inquiry handled', async () => {
    const inquiry = server.db.insert(inquiries).values({ name: 'Lena Park', email: 'lena@example.com', desiredDate: day(45) }).returning().get();
    const { createBooking } = await admin.data(CREATE, {
      input: {
        eventDate: day(45),
        timeSlot: 'ALL_DAY',
        guestCount: 200,
        eventType: 'WEDDING',
        clientName: 'Lena Park',
        clientEmail: 'lena@example.com',
        adminNotes: 'From the contact form',
        totalCostCents: 1_200_000,
        inquiryId: inquiry.id,
      },
    });
    expect(createBooking.booking).toMatchObject({ status: 'PENDING', source: 'INQUIRY', inquiryId: inquiry.id, totalCostCents: 1_200_000, startTime: '09:00', endTime: '23:59' });
    const stored = server.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)).get()!;
    expect(stored.status).toBe('handled');
    expect(stored.handledAt).toBeInstanceOf(Date);
    const { inquiries: listed } = await admin.data(`{ inquiries(first: 100) { nodes { id bookings { id status } } } }`);
    expect(listed.nodes.find((i: { id: string }) => i.id === inquiry.id).bookings).toEqual([{ id: createBooking.booking.id, status: 'PENDING' }]);
  });

  it('refuses a second booking from an inquiry that already has one, until that one is cancelled', async () => {
    const inquiry = server.db.insert(inquiries).values({ name: 'Mia Ross', email: 'mia@example.com', desiredDate: day(47) }).returning().get();
    const input = { eventDate: day(47), timeSlot: 'ALL_DAY', guestCount: 60, eventType: 'WEDDING', clientName: 'Mia Ross', clientEmail: 'mia@example.com', inquiryId: inquiry.id };
    const { createBooking } = await admin.data(CREATE, { input });
    const countBefore = bookingCount();
    const again = await admin.request(CREATE, { input });
    expect(again.errors?.[0]).toMatchObject({ message: INQUIRY_ALREADY_BOOKED, extensions: { code: 'CONFLICT', reason: 'INQUIRY_BOOKED', bookingId: createBooking.booking.id } });
    expect(bookingCount()).toBe(countBefore);
    server.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, createBooking.booking.id)).run();
    const { createBooking: second } = await admin.data(CREATE, { input });
    expect(second.booking).toMatchObject({ inquiryId: inquiry.id, status: 'PENDING' });
  });

  it('refuses an unknown inquiry', async () => {
    await expectError(
      admin,
      CREATE,
      { eventDate: day(46), timeSlot: 'ALL_DAY', guestCount: 20, eventType: 'OTHER', clientName: 'X', clientEmail: 'x@example.com', inquiryId: '00000000-0000-4000-8000-000000000000' },
      'NOT_FOUND',
      'That inquiry no longer exists.',
    );
  });
});

describe('reading and exporting bookings', () => {
  it('lists every booking newest first, by status, and per month for the calendar', async () => {
    const { bookings: page } = await admin.data<{ bookings: { totalCount: number; nodes: { id: string; status: string }[] } }>(`{ bookings(first: 100) { totalCount nodes { id status createdAt } } }`);
    const list = page.nodes;
    expect(list.length).toBe(bookingCount());
    expect(page.totalCount).toBe(bookingCount());
    const created = list.map((b) => (b as unknown as { createdAt: string }).createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const pending = await admin.data<{ bookings: { nodes: { status: string }[] } }>(`{ bookings(status: PENDING) { nodes { status } } }`);
    expect(pending.bookings.nodes.every((b) => b.status === 'PENDING')).toBe(true);
    const month = day(16).slice(0, 7);
    const { calendarBookings } = await admin.data<{ calendarBookings: { eventDate: string; status: string }[] }>(
      `query M($month: YearMonth!) { calendarBookings(month: $month) { eventDate status } }`,
      { month },
    );
    expect(calendarBookings.every((b) => b.eventDate.startsWith(month) && b.status !== 'CANCELLED')).toBe(true);
    expect(calendarBookings.map((b) => b.eventDate)).toEqual([...calendarBookings.map((b) => b.eventDate)].sort());
  });

  it('exports CSV with a header, proper quoting and formula-safe cells', async () => {
    insertBooking({
      eventDate: day(370),
      clientName: '=HYPERLINK("http://evil.example","click")',
      specialRequests: 'Line one\nLine "two", with a comma',
      totalCost: 1234.5,
    });
    const { bookingsCsv } = await admin.data<{ bookingsCsv: string }>(`{ bookingsCsv }`);
    expect(bookingsCsv.startsWith('\uFEFFID,Status,Event date,Start time,End time,Event type,Guests,Client name,Client email')).toBe(true);
    expect(bookingsCsv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(bookingsCsv).toContain('"Line one\nLine ""two"", with a comma"');
    // Money with two decimals; its money from the ledger (none recorded: nothing received, nothing owed).
    expect(bookingsCsv).toContain(',1234.50,Website calendar,');
    expect(bookingsCsv.split('\r\n')[0]!.endsWith('Agreed price,Payments received,Refunded,Balance')).toBe(true);
    // One header plus one record per booking (records end with CRLF; quoted newlines are LF).
    expect(bookingsCsv.trimEnd().split('\r\n')).toHaveLength(bookingCount() + 1);
  });
});
