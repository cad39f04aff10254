import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { bookings, calendarAvailability, emailOutbox } from '../../server/db/schema/index.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { CONFIRM_AND_BLOCK, expectError, UPDATE_BOOKING_STATUS, insertBooking } from '../support/bookings-world.ts';
import { day, keepStarterRelativeDates } from '../support/calendar-world.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { firstErrorCode, } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';

test.beforeAll(async ({ server }) => {
  keepStarterRelativeDates(server);
});

describe('no double booking', () => {
  it('refuses to confirm over an overlapping confirmed booking, naming it; an end of 00:00 is midnight', async ({ admin, factories }) => {
    const date = day(330);
    insertBooking(factories, { eventDate: date, status: 'confirmed', clientName: 'Evening Gala', eventType: 'Fundraising Event', startTime: '17:00', endTime: '00:00' });
    const late = insertBooking(factories, { eventDate: date, startTime: '20:00', endTime: '23:00' });
    await expectError(
      admin,
      UPDATE_BOOKING_STATUS,
      { id: late.id, status: 'CONFIRMED' },
      'CONFLICT',
      /^This booking overlaps a confirmed booking on \w+day, \w+ \d{1,2}, \d{4}: Evening Gala \(Fundraising Event, 5:00 PM - 12:00 AM\)\. Cancel or move that booking before confirming this one\.$/,
    );
    // A daytime event that ends when the evening one starts does not overlap.
    const daytime = insertBooking(factories, { eventDate: date, startTime: '10:00', endTime: '17:00' });
    expect((await admin.data(UPDATE_BOOKING_STATUS, { input: { id: daytime.id, status: 'CONFIRMED' } })).updateBookingStatus.booking.status).toBe('CONFIRMED');
    // The same time on another date is fine.
    const otherDay = insertBooking(factories, { eventDate: day(331), startTime: '20:00', endTime: '23:00' });
    expect((await admin.data(UPDATE_BOOKING_STATUS, { input: { id: otherDay.id, status: 'CONFIRMED' } })).updateBookingStatus.booking.status).toBe('CONFIRMED');
  });

  it('lets exactly one of two concurrent confirmations win', async ({ server, admin, factories, otherAdmin }) => {
    const date = day(340);
    const first = insertBooking(factories, { eventDate: date, clientName: 'First Couple' });
    const second = insertBooking(factories, { eventDate: date, clientName: 'Second Couple', startTime: '18:00', endTime: '23:00' });
    const results = await Promise.all([
      admin.request(UPDATE_BOOKING_STATUS, { input: { id: first.id, status: 'CONFIRMED' } }),
      otherAdmin.request(UPDATE_BOOKING_STATUS, { input: { id: second.id, status: 'CONFIRMED' } }),
    ]);
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => firstErrorCode(result) === 'CONFLICT')).toHaveLength(1);
    const confirmed = server.db.select().from(bookings).where(eq(bookings.eventDate, date)).all().filter((b) => b.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
  });

  it('keeps one winner when many admins confirm overlapping bookings at once', async ({ server, admin, factories, otherAdmin }) => {
    const date = day(341);
    const rows = Array.from({ length: 6 }, (_, i) => insertBooking(factories, { eventDate: date, clientName: `Client ${i}`, startTime: '12:00', endTime: '18:00' }));
    const sessions = [admin, otherAdmin];
    const results = await Promise.all(rows.map((row, i) => sessions[i % 2]!.request(UPDATE_BOOKING_STATUS, { input: { id: row.id, status: 'CONFIRMED' } })));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(server.db.select().from(bookings).where(eq(bookings.eventDate, date)).all().filter((b) => b.status === 'confirmed')).toHaveLength(1);
  });
});

describe('confirming against the owner\'s own calendar', () => {
  const statusOf = (server: TestServer, id: string) => server.db.select().from(bookings).where(eq(bookings.id, id)).get()?.status;
  const mailTo = (server: TestServer, email: string) => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();

  it('refuses to confirm on a blocked date, naming the block, until the admin overrides', async ({ server, admin, factories }) => {
    const date = day(6); // the starter's "maintenance: Ballroom floor refinishing"
    const booking = insertBooking(factories, { eventDate: date, clientEmail: 'blocked.date@example.com' });
    const refused = await expectError(
      admin,
      UPDATE_BOOKING_STATUS,
      { id: booking.id, status: 'CONFIRMED' },
      'CONFLICT',
      `${formatLongDate(date)} is blocked on your calendar (Maintenance: Ballroom floor refinishing). Confirm this booking anyway?`,
    );
    expect(refused.errors?.[0]?.extensions?.reason).toBe('DATE_BLOCKED');
    await expectError(admin, CONFIRM_AND_BLOCK, { bookingId: booking.id }, 'CONFLICT', /is blocked on your calendar \(Maintenance: Ballroom floor refinishing\)/);
    expect(statusOf(server, booking.id)).toBe('pending');
    expect(mailTo(server, 'blocked.date@example.com')).toHaveLength(0);
    const { updateBookingStatus } = await admin.data(UPDATE_BOOKING_STATUS, { input: { id: booking.id, status: 'CONFIRMED', override: true } });
    expect(updateBookingStatus.booking.status).toBe('CONFIRMED');
    expect(mailTo(server, 'blocked.date@example.com').map((m) => m.kind)).toEqual(['booking_confirmed']);
  });

  it('refuses to confirm outside a partially available date\'s hours, naming them; inside them it confirms', async ({ server, admin, factories }) => {
    const date = day(19); // the starter's partially available date, 5 PM to midnight
    const daytime = insertBooking(factories, { eventDate: date, startTime: '10:00', endTime: '16:00' });
    await expectError(
      admin,
      UPDATE_BOOKING_STATUS,
      { id: daytime.id, status: 'CONFIRMED' },
      'CONFLICT',
      `${formatLongDate(date)} is only partially available, 5:00 PM - 12:00 AM, and this booking (10:00 AM - 4:00 PM) falls outside those hours. Confirm it anyway?`,
    );
    await expectError(admin, CONFIRM_AND_BLOCK, { bookingId: daytime.id }, 'CONFLICT', /falls outside those hours/);
    expect(statusOf(server, daytime.id)).toBe('pending');
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get()?.status).toBe('partially_available');
    const evening = insertBooking(factories, { eventDate: date, startTime: '17:00', endTime: '00:00' });
    expect((await admin.data(UPDATE_BOOKING_STATUS, { input: { id: evening.id, status: 'CONFIRMED' } })).updateBookingStatus.booking.status).toBe('CONFIRMED');
    // Overriding the hours never overrides a double booking.
    await admin.data(UPDATE_BOOKING_STATUS, { input: { id: evening.id, status: 'PENDING' } });
    const { confirmBookingAndBlockDate } = await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: daytime.id, override: true } });
    expect(confirmBookingAndBlockDate.booking.status).toBe('CONFIRMED');
    await expectError(admin, UPDATE_BOOKING_STATUS, { id: evening.id, status: 'CONFIRMED' }, 'CONFLICT', /is blocked on your calendar \(Confirmed booking - Date blocked\)/);
    const overlapping = insertBooking(factories, { eventDate: date, startTime: '12:00', endTime: '14:00' });
    await expectError(admin, UPDATE_BOOKING_STATUS, { id: overlapping.id, status: 'CONFIRMED', override: true }, 'CONFLICT', /overlaps a confirmed booking/);
  });
});

describe('Confirm & Block', () => {

  it('confirms the booking and blocks its date together', async ({ admin, factories }) => {
    const booking = insertBooking(factories, { eventDate: day(360) });
    const { confirmBookingAndBlockDate } = await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(confirmBookingAndBlockDate).toEqual({
      booking: { id: booking.id, status: 'CONFIRMED' },
      specialDate: { date: day(360), status: 'UNAVAILABLE', notes: 'Confirmed booking - Date blocked' },
    });
  });

  it('is one transaction: when blocking fails, the booking stays pending', async ({ server, admin, factories }) => {
    const booking = insertBooking(factories, { eventDate: day(361) });
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

  it('answers a repeated confirm-and-block with the booking and block as they are, sending nothing again', async ({ server, admin, factories }) => {
    const booking = insertBooking(factories, { eventDate: day(363), clientEmail: 'confirm.twice@example.test' });
    const first = await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(first.confirmBookingAndBlockDate.booking.status).toBe('CONFIRMED');
    const mailFor = (email: string) => server.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).all();
    const sent = mailFor('confirm.twice@example.test').length;
    expect(sent).toBeGreaterThan(0);
    const again = await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(again).toEqual(first);
    expect(mailFor('confirm.twice@example.test')).toHaveLength(sent);
  });

  it('only takes pending bookings and still refuses an overlap', async ({ server, admin, factories }) => {
    const confirmed = insertBooking(factories, { eventDate: day(362), status: 'confirmed', clientName: 'Already Here' });
    await expectError(admin, CONFIRM_AND_BLOCK, { bookingId: confirmed.id }, 'CONFLICT', 'Only pending bookings can be confirmed and blocked; this one is confirmed.');
    const overlapping = insertBooking(factories, { eventDate: day(362) });
    await expectError(admin, CONFIRM_AND_BLOCK, { bookingId: overlapping.id }, 'CONFLICT', /Already Here/);
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, day(362))).get()).toBeUndefined();
  });
});
