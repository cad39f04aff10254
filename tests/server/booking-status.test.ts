import { eq } from 'drizzle-orm';
import { bookings, calendarAvailability, emailOutbox, type BookingStatus } from '../../server/db/schema/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { CONFIRM_AND_BLOCK, expectError, UPDATE_BOOKING_STATUS, insertBooking } from '../support/bookings-world.ts';
import { day, keepStarterRelativeDates, today } from '../support/calendar-world.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';
import type { TestServer } from '../support/test-server.ts';

test.beforeAll(({ server }) => {
  keepStarterRelativeDates(server);
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
      it(`${ok ? 'allows' : 'refuses'} ${from} → ${to}`, async ({ server, admin, factories }) => {
        // "Completed" is only possible on or after the event date: that change is tried on a past date.
        offset += 1;
        const eventDate = to === 'completed' ? day(-offset) : day(offset);
        const booking = insertBooking(factories, { eventDate, status: from });
        const result = await admin.request<{ updateBookingStatus: { booking: { status: string; allowedTransitions: string[] } } }>(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: to.toUpperCase() } });
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

  it('saves admin notes given with a status change; the status it already has is answered as it is, with nothing sent again', async ({ server, admin, factories }) => {
    const booking = insertBooking(factories, { eventDate: day(320), clientEmail: 'twice.cancelled@example.test' });
    const { updateBookingStatus } = await admin.data(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: 'CANCELLED', adminNotes: 'Client changed plans' } });
    expect(updateBookingStatus.booking).toMatchObject({ status: 'CANCELLED', adminNotes: 'Client changed plans', allowedTransitions: [] });
    const mails = () => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'twice.cancelled@example.test')).all().length;
    const sent = mails();
    const before = server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get();
    const again = await admin.data(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: 'CANCELLED' } });
    expect(again.updateBookingStatus.booking).toMatchObject({ status: 'CANCELLED', adminNotes: 'Client changed plans' });
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()).toEqual(before);
    expect(mails()).toBe(sent);
    // New notes with the same status are saved, and still nothing is sent.
    const noted = await admin.data(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: 'CANCELLED', adminNotes: 'Refund agreed' } });
    expect(noted.updateBookingStatus.booking).toMatchObject({ status: 'CANCELLED', adminNotes: 'Refund agreed' });
    expect(mails()).toBe(sent);
    await expectError(admin, UPDATE_BOOKING_STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'CONFIRMED' }, 'NOT_FOUND', 'That booking no longer exists.');
  });
});

describe('completing, and what confirming or cancelling does', () => {
  const specialOn = (server: TestServer, date: string) => server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
  const mailFor = (server: TestServer, email: string) => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();

  it('marks a booking completed only on or after its event date, and offers it only then', async ({ server, admin, factories }) => {
    const future = insertBooking(factories, { eventDate: day(200), status: 'confirmed' });
    await expectError(
      admin,
      UPDATE_BOOKING_STATUS,
      { id: future.id, status: 'COMPLETED' },
      'CONFLICT',
      /^This booking cannot be marked completed before its event date \(\w+day, \w+ \d{1,2}, \d{4}\)\. Mark it completed on or after that day\.$/,
    );
    expect(server.db.select().from(bookings).where(eq(bookings.id, future.id)).get()?.status).toBe('confirmed');
    const read = /* GraphQL */ `query B($id: ID!) { booking(id: $id) { allowedTransitions } }`;
    expect((await admin.data(read, { id: future.id })).booking.allowedTransitions).toEqual(['PENDING', 'CANCELLED']);
    // On the event date itself it can be completed.
    const todays = insertBooking(factories, { eventDate: day(0), status: 'confirmed', startTime: '06:00', endTime: '08:00' });
    expect((await admin.data(read, { id: todays.id })).booking.allowedTransitions).toEqual(['PENDING', 'COMPLETED', 'CANCELLED']);
    expect((await admin.data(UPDATE_BOOKING_STATUS, { input: { id: todays.id, status: 'COMPLETED' } })).updateBookingStatus.booking.status).toBe('COMPLETED');
  });

  it('e-mails the client through the outbox when the booking is confirmed or cancelled, and only then', async ({ server, admin, factories }) => {
    const email = 'outbox.client@example.com';
    const booking = insertBooking(factories, { eventDate: day(201), clientEmail: email, clientName: 'Outbox Client', adminNotes: 'Private note' });
    await admin.data(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: 'CONFIRMED' } });
    let mail = mailFor(server, email);
    expect(mail.map((m) => [m.kind, m.replyTo, m.status])).toEqual([['booking_confirmed', server.config.venueEmail, 'queued']]);
    expect(mail[0]!.subject).toContain('Booking confirmed');
    expect(mail[0]!.text).toContain('Dear Outbox Client,');
    expect(mail[0]!.text).toContain('5:00 PM - 12:00 AM');
    expect(mail[0]!.text).not.toContain('Private note');
    // Back to pending: the client is told the date is no longer confirmed.
    await admin.data(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: 'PENDING' } });
    expect(mailFor(server, email).map((m) => m.kind)).toEqual(['booking_confirmed', 'booking_unconfirmed']);
    await admin.data(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: 'CANCELLED' } });
    mail = mailFor(server, email);
    expect(mail.map((m) => m.kind)).toEqual(['booking_confirmed', 'booking_unconfirmed', 'booking_cancelled']);
    expect(mail[2]!.subject).toContain('Booking cancelled');
    // Confirm & Block tells the client too.
    const blocked = insertBooking(factories, { eventDate: day(202), clientEmail: 'blocked.client@example.com' });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: blocked.id } });
    expect(mailFor(server, 'blocked.client@example.com').map((m) => m.kind)).toEqual(['booking_confirmed']);
  });

  it('queues no e-mail when the change is refused', async ({ server, admin, factories }) => {
    const email = 'refused.client@example.com';
    insertBooking(factories, { eventDate: day(203), status: 'confirmed', startTime: '17:00', endTime: '00:00' });
    const overlapping = insertBooking(factories, { eventDate: day(203), clientEmail: email, startTime: '18:00', endTime: '22:00' });
    await expectError(admin, UPDATE_BOOKING_STATUS, { id: overlapping.id, status: 'CONFIRMED' }, 'CONFLICT', /overlaps a confirmed booking/);
    expect(mailFor(server, email)).toHaveLength(0);
  });

  it('lifts the block Confirm & Block made when the booking is cancelled, so the date opens again', async ({ server, admin, factories }) => {
    const date = day(204);
    const booking = insertBooking(factories, { eventDate: date });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(specialOn(server, date)).toMatchObject({ status: 'unavailable', notes: 'Confirmed booking - Date blocked', blockedForBookingId: booking.id });
    await admin.data(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: 'CANCELLED' } });
    expect(specialOn(server, date)).toBeUndefined();
    const open = await server.session().data(`query { isDateAvailable(date: "${date}", startTime: "17:00", endTime: "00:00") }`);
    expect(open.isDateAvailable).toBe(true);
  });

  it('puts back the special date the block replaced when the booking is cancelled', async ({ server, admin, factories }) => {
    const date = day(205);
    server.db.insert(calendarAvailability).values({ date, status: 'premium_rate', premiumMultiplier: 1.8, notes: 'Holiday weekend' }).run();
    const booking = insertBooking(factories, { eventDate: date });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(specialOn(server, date)).toMatchObject({ status: 'unavailable', premiumMultiplier: null });
    await admin.data(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: 'CANCELLED' } });
    expect(specialOn(server, date)).toMatchObject({ status: 'premium_rate', premiumMultiplier: 1.8, notes: 'Holiday weekend', blockedForBookingId: null, replacedSpecialDate: null });
  });

  it('moving a confirmed booking back to pending e-mails the client and lifts its Confirm & Block block', async ({ server, admin, factories }) => {
    // Confirm A, move A back to pending, confirm B for the same slot: A must have been told.
    const date = day(209);
    server.db.insert(calendarAvailability).values({ date, status: 'premium_rate', premiumMultiplier: 1.8, notes: 'Holiday weekend' }).run();
    const a = insertBooking(factories, { eventDate: date, clientName: 'Client A', clientEmail: 'client.a@example.com' });
    const b = insertBooking(factories, { eventDate: date, clientName: 'Client B', clientEmail: 'client.b@example.com' });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: a.id } });
    const { updateBookingStatus } = await admin.data(UPDATE_BOOKING_STATUS, { input: { id: a.id, status: 'PENDING' } });
    expect(updateBookingStatus.booking.status).toBe('PENDING');
    const mail = mailFor(server, 'client.a@example.com');
    expect(mail.map((m) => [m.kind, m.replyTo, m.status])).toEqual([
      ['booking_confirmed', server.config.venueEmail, 'queued'],
      ['booking_unconfirmed', server.config.venueEmail, 'queued'],
    ]);
    expect(mail[1]!.subject).toBe(`Booking no longer confirmed: ${formatLongDate(date)} - Grand Willow Hall`);
    expect(mail[1]!.text).toContain('Dear Client A,');
    expect(mail[1]!.text).toContain(`on ${formatLongDate(date)} is no longer confirmed: it is pending again, and the date is not reserved for you`);
    // The block is lifted and the premium rate it replaced is back, so B confirms without an override.
    expect(specialOn(server, date)).toMatchObject({ status: 'premium_rate', premiumMultiplier: 1.8, blockedForBookingId: null, replacedSpecialDate: null });
    expect((await admin.data(UPDATE_BOOKING_STATUS, { input: { id: b.id, status: 'CONFIRMED' } })).updateBookingStatus.booking.status).toBe('CONFIRMED');
    // Pending → cancelled was never confirmed: no "no longer confirmed" e-mail for it.
    const c = insertBooking(factories, { eventDate: day(210), clientEmail: 'client.c@example.com' });
    await admin.data(UPDATE_BOOKING_STATUS, { input: { id: c.id, status: 'CANCELLED' } });
    expect(mailFor(server, 'client.c@example.com').map((m) => m.kind)).toEqual(['booking_cancelled']);
  });

  it('leaves a block alone that the admin made or edited, or that another booking needs', async ({ server, admin, factories }) => {
    // Blocked by the admin before: Confirm & Block keeps that block, and cancelling does not lift it.
    const manual = day(206);
    server.db.insert(calendarAvailability).values({ date: manual, status: 'unavailable', notes: 'holiday: Closed' }).run();
    const first = insertBooking(factories, { eventDate: manual });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: first.id, override: true } });
    await admin.data(UPDATE_BOOKING_STATUS, { input: { id: first.id, status: 'CANCELLED' } });
    expect(specialOn(server, manual)).toMatchObject({ status: 'unavailable', notes: 'holiday: Closed' });
    // A block the admin edited afterwards is theirs.
    const edited = day(207);
    const second = insertBooking(factories, { eventDate: edited });
    await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: second.id } });
    const block = specialOn(server, edited)!;
    await admin.data(
      `mutation U($input: UpdateSpecialDateInput!) { updateSpecialDate(input: $input) { specialDate { id } } }`,
      { input: { id: block.id, status: 'UNAVAILABLE', notes: 'Keep closed: floor work' } },
    );
    await admin.data(UPDATE_BOOKING_STATUS, { input: { id: second.id, status: 'CANCELLED' } });
    expect(specialOn(server, edited)).toMatchObject({ status: 'unavailable', notes: 'Keep closed: floor work' });
  });

  it('answers a signed-out caller with the specification\'s \'Not authenticated\'', async ({ server, factories }) => {
    const booking = insertBooking(factories, { eventDate: day(208) });
    await expectError(server.session(), UPDATE_BOOKING_STATUS, { id: booking.id, status: 'CONFIRMED' }, 'UNAUTHENTICATED', 'Not authenticated');
  });
});
