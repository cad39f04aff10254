import { emailOutbox } from '../../server/db/schema/index.ts';
import { BOOKING_REQUEST_LIMITS } from '../../server/modules/intake/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { bookingRequest, expectError, REQUEST_BOOKING, resetBookingRequestLimits, bookingCount } from '../support/bookings-world.ts';
import { day, keepStarterRelativeDates } from '../support/calendar-world.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import { waitFor } from '../support/wait.ts';

test.beforeAll(({ server }) => {
  keepStarterRelativeDates(server);
});
// Every test starts with fresh public-write limits.
test.beforeEach(({ server }) => resetBookingRequestLimits(server));

describe('a visitor\'s booking request', () => {
  it('becomes a pending website booking in the Grand Ballroom, with two e-mails queued and a live event for admins', async ({ server, admin }) => {
    const listening = server.services.pubsub.listenerCount('bookingsChanged');
    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    const event = firstResult<{ bookingsChanged: { change: string; booking: { clientName: string; status: string } } }>(
      client,
      'subscription { bookingsChanged { change booking { clientName status } } }',
    );
    // Subscribed once the server holds the listener (a fixed wait lost the race on a busy machine).
    await waitFor(() => server.services.pubsub.listenerCount('bookingsChanged') > listening);
    const outboxBefore = server.db.select().from(emailOutbox).all().length;
    const { requestBooking } = await server.session().data(REQUEST_BOOKING, { input: bookingRequest({ clientName: '  Nora Quinn ' }) });
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

  it('maps each time slot of the specification to its hours', async ({ server }) => {
    const daytime = await server.session().data(REQUEST_BOOKING, { input: bookingRequest({ eventDate: day(31), timeSlot: 'DAYTIME' }) });
    expect(daytime.requestBooking.booking).toMatchObject({ startTime: '10:00', endTime: '16:00' });
    const allDay = await server.session().data(REQUEST_BOOKING, { input: bookingRequest({ eventDate: day(32), timeSlot: 'ALL_DAY' }) });
    expect(allDay.requestBooking.booking).toMatchObject({ startTime: '09:00', endTime: '23:59' });
  });

  it('validates every field with a clear message and stores nothing', async ({ server }) => {
    const before = bookingCount(server);
    const anon = server.session();
    // Time slot and event type are enums: GraphQL refuses other values before any resolver runs (a
    // native form post still gets the specification's messages, tests/e2e/no-js-forms.test.ts).
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ timeSlot: 'evening' }), 'BAD_USER_INPUT', /Value "evening" does not exist in "TimeSlot" enum/);
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ timeSlot: '', eventDate: day(-1) }), 'BAD_USER_INPUT', /does not exist in "TimeSlot" enum/);
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ guestCount: 0 }), 'BAD_USER_INPUT', 'Guest count must be between 1 and 450.');
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ guestCount: 451 }), 'BAD_USER_INPUT', 'Guest count must be between 1 and 450.');
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ clientName: '   ' }), 'BAD_USER_INPUT', 'Please enter your name.');
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ clientEmail: '' }), 'BAD_USER_INPUT', 'Please enter your email address.');
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ clientEmail: 'nora@' }), 'BAD_USER_INPUT', 'Please enter a valid email address.');
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ clientPhone: 'call me' }), 'BAD_USER_INPUT', 'Please enter a valid phone number, for example (631) 555-0142.');
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ eventType: 'Rave' }), 'BAD_USER_INPUT', /Value "Rave" does not exist in "EventType" enum/);
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ eventDate: day(-1) }), 'BAD_USER_INPUT', 'Please choose a date today or later.');
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ eventDate: day(541) }), 'BAD_USER_INPUT', /^Bookings can be made up to .+\. Please choose an earlier date\.$/);
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ specialRequests: 'x'.repeat(5001) }), 'BAD_USER_INPUT', 'Special requests must be at most 5,000 characters; this one has 5,001. Please shorten it.');
    const field = await anon.request(REQUEST_BOOKING, { input: bookingRequest({ guestCount: 0 }) });
    expect(field.errors?.[0]?.extensions?.field).toBe('guestCount');
    expect(bookingCount(server)).toBe(before);
  });

  it('refuses blocked, booked and past-the-hours dates, naming the problem', async ({ server }) => {
    const before = bookingCount(server);
    const anon = server.session();
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ eventDate: day(6) }), 'CONFLICT', /is not available for booking\. Please choose another date\.$/);
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ eventDate: day(9) }), 'CONFLICT', /is not available for booking/);
    // The partially available date is open 5PM - 12AM only.
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ eventDate: day(19), timeSlot: 'DAYTIME' }), 'CONFLICT', /^The 10AM - 4PM time slot is not available on .+\. Please choose another time slot or date\.$/);
    expect(bookingCount(server)).toBe(before);
    const evening = await anon.data(REQUEST_BOOKING, { input: bookingRequest({ eventDate: day(19), timeSlot: 'EVENING' }) });
    expect(evening.requestBooking.booking.status).toBe('PENDING');
  });

  it('refuses a filled honeypot and stores nothing', async ({ server }) => {
    const before = { bookings: bookingCount(server), mail: server.db.select().from(emailOutbox).all().length };
    const result = await expectError(
      server.session(),
      REQUEST_BOOKING,
      bookingRequest({ website: 'http://spam.example' }),
      'BAD_USER_INPUT',
      'Your message was flagged as automated and was not sent. Please call or e-mail us directly instead.',
    );
    expect(result.errors?.[0]?.extensions?.field).toBe('website');
    expect(bookingCount(server)).toBe(before.bookings);
    expect(server.db.select().from(emailOutbox).all()).toHaveLength(before.mail);
  });

  it('limits requests per address, then overall, with a clear message and nothing stored', async ({ server }) => {
    const anon = server.session();
    for (let i = 0; i < 5; i += 1) await anon.data(REQUEST_BOOKING, { input: bookingRequest({ eventDate: day(200 + i) }) });
    const before = bookingCount(server);
    const refused = await expectError(anon, REQUEST_BOOKING, bookingRequest({ eventDate: day(210) }), 'TOO_MANY_REQUESTS', /^You have sent several requests in a short time\. Please wait \d+ minutes? and try again, or e-mail us at events@grandwillowhall\.com\.$/);
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(bookingCount(server)).toBe(before);

    server.services.rateLimiter(BOOKING_REQUEST_LIMITS.perAddress.name, BOOKING_REQUEST_LIMITS.perAddress).reset();
    const overall = server.services.rateLimiter(BOOKING_REQUEST_LIMITS.overall.name, BOOKING_REQUEST_LIMITS.overall);
    for (let i = 0; i < BOOKING_REQUEST_LIMITS.overall.limit; i += 1) await overall.hit('all');
    await expectError(anon, REQUEST_BOOKING, bookingRequest({ eventDate: day(211) }), 'TOO_MANY_REQUESTS', /^We are receiving an unusually high number of requests right now\./);
    expect(bookingCount(server)).toBe(before);
  });
});
