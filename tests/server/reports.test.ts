import { describe, expect, it, test } from '../support/fixtures.ts';
import { bookings, calendarAvailability, calendarSettings, eventSpaces, inquiries } from '../../server/db/schema/index.ts';
import { REPORT_MESSAGES } from '../../shared/reports.ts';
import { startOfLocalDate } from '../../server/modules/reports/index.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { signedInAs } from '../support/factories.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * The owner's Reports: revenue, bookings, conversion and occupancy by month, computed
 * on the server from a small, known set of bookings, inquiries and special dates (no starter data).
 */

const REPORTS = `query Reports($from: YearMonth!, $to: YearMonth!) {
  reports(from: $from, to: $to) {
    from to totalRevenueCents totalBookings conversionRate averageLeadTimeDays
    months { month revenueCents bookings inquiries convertedInquiries conversionRate bookedDays openDays occupancy }
    bookingsByEventType { eventType bookings revenueCents }
    bookingsBySource { source bookings }
  }
}`;

const TZ = 'America/New_York';

test.override('serverOptions', { seed: false });

/** The file's rows, written once: a hall open Friday to Sunday, and March and April 2027's inquiries, bookings and special dates. */
function reportRows(server: TestServer) {
  const db = server.db;
  const space = db.insert(eventSpaces).values({ name: 'Hall', type: 'hall' }).returning().get();
  // Open Friday to Sunday only.
  db.update(calendarSettings).set({ availableDays: ['friday', 'saturday', 'sunday'] }).run();
  if (!db.select().from(calendarSettings).all().length) db.insert(calendarSettings).values({ availableDays: ['friday', 'saturday', 'sunday'] }).run();
  const at = (date: string, hour = 12) => new Date(startOfLocalDate(date, TZ) + hour * 3_600_000);
  const inquiry = (date: string, hour = 12) =>
    db.insert(inquiries).values({ name: 'Client', email: 'client@example.com', message: 'Hello', createdAt: at(date, hour) }).returning().get();
  // March 2027: three inquiries, one converted; the venue's month decides, not UTC's.
  const converted = inquiry('2027-03-01', 0.5);
  inquiry('2027-03-15');
  inquiry('2027-03-31', 23.5); // 23:30 local on the 31st: April 1st in UTC, March in the venue.
  // April: one inquiry, none converted.
  inquiry('2027-04-10');
  const booking = (values: Partial<typeof bookings.$inferInsert> & { eventDate: string; createdOn: string }) =>
    db
      .insert(bookings)
      .values({
        eventSpaceId: space.id,
        clientName: 'Client',
        clientEmail: 'client@example.com',
        eventType: 'Wedding',
        startTime: '16:00',
        endTime: '23:00',
        guestCount: 100,
        status: 'confirmed',
        createdAt: at(values.createdOn),
        ...values,
      })
      .run();
  booking({ eventDate: '2027-03-06', createdOn: '2027-01-05', totalCost: 5000, source: 'inquiry', inquiryId: converted.id });
  booking({ eventDate: '2027-03-06', createdOn: '2027-02-04', totalCost: 1000, eventType: 'Birthday Party' }); // same day: one booked day
  booking({ eventDate: '2027-03-20', createdOn: '2027-03-10', totalCost: 2500, status: 'completed', eventType: 'Birthday Party' });
  booking({ eventDate: '2027-03-21', createdOn: '2027-03-01', totalCost: 9999, status: 'cancelled' }); // not counted
  booking({ eventDate: '2027-03-27', createdOn: '2027-03-01', totalCost: 7777, status: 'pending' }); // not counted
  booking({ eventDate: '2027-04-03', createdOn: '2027-03-04', totalCost: 3000, source: 'admin' });
  // Special dates in March: one closed Saturday, one Wednesday opened, one date blocked for a booking.
  db.insert(calendarAvailability).values([
    { date: '2027-03-13', status: 'unavailable' },
    { date: '2027-03-10', status: 'available' },
    { date: '2027-03-14', status: 'premium_rate', premiumMultiplier: 1.5 },
  ]).run();
}
test.beforeAll(({ server }) => reportRows(server));

describe('the reports query', () => {
  it('gives revenue, bookings, inquiries, conversion and occupancy by month', async ({ admin }) => {
    const result = await admin.request<{ reports: Record<string, any> }>(REPORTS, { from: '2027-03', to: '2027-04' });
    expect(result.errors).toBeUndefined();
    const report = result.data!.reports;
    const [march, april] = report.months;
    // March: confirmed 5000 + 1000, completed 2500; cancelled and pending left out.
    expect(march).toMatchObject({ month: '2027-03', revenueCents: 850_000, bookings: 3, inquiries: 3, convertedInquiries: 1, bookedDays: 2 });
    expect(march.conversionRate).toBeCloseTo(1 / 3);
    // Fridays to Sundays of March 2027: 12 days; the 13th closed, the 10th (a Wednesday) opened.
    expect(march.openDays).toBe(12);
    expect(march.occupancy).toBeCloseTo(2 / 12);
    expect(april).toMatchObject({ month: '2027-04', revenueCents: 300_000, bookings: 1, inquiries: 1, convertedInquiries: 0, conversionRate: 0, bookedDays: 1 });
    expect(report).toMatchObject({ from: '2027-03', to: '2027-04', totalRevenueCents: 1_150_000, totalBookings: 4 });
    expect(report.conversionRate).toBeCloseTo(1 / 4);
    // Most bookings first, then by name.
    expect(report.bookingsByEventType).toEqual([
      { eventType: 'BIRTHDAY_PARTY', bookings: 2, revenueCents: 350_000 },
      { eventType: 'WEDDING', bookings: 2, revenueCents: 800_000 },
    ]);
    expect(report.bookingsBySource).toEqual([
      { source: 'WEBSITE', bookings: 2 },
      { source: 'ADMIN', bookings: 1 },
      { source: 'INQUIRY', bookings: 1 },
    ]);
    // Lead times: 60, 30, 10 and 30 days (booking made at noon: half a day less each).
    expect(report.averageLeadTimeDays).toBeCloseTo(32, 0);
  });

  it('counts a stored event type outside the list as Other instead of failing the report', async ({ server, admin }) => {
    const space = server.db.select().from(eventSpaces).get()!;
    for (const eventType of ['Product Launch', 'Other']) {
      server.db
        .insert(bookings)
        .values({ eventSpaceId: space.id, clientName: 'Client', clientEmail: 'client@example.com', eventType, eventDate: '2031-05-09', startTime: '16:00', endTime: '23:00', guestCount: 10, status: 'confirmed', totalCost: 100 })
        .run();
    }
    const result = await admin.request<{ reports: Record<string, any> }>(REPORTS, { from: '2031-05', to: '2031-05' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.reports.bookingsByEventType).toEqual([{ eventType: 'OTHER', bookings: 2, revenueCents: 20_000 }]);
  });

  it('gives empty months zeros and no rates', async ({ admin }) => {
    const result = await admin.request<{ reports: Record<string, any> }>(REPORTS, { from: '2030-01', to: '2030-01' });
    expect(result.data!.reports.months).toEqual([
      { month: '2030-01', revenueCents: 0, bookings: 0, inquiries: 0, convertedInquiries: 0, conversionRate: null, bookedDays: 0, openDays: 12, occupancy: 0 },
    ]);
    expect(result.data!.reports.averageLeadTimeDays).toBeNull();
  });

  it('refuses a bad range with a clear message', async ({ admin }) => {
    for (const [from, to, message] of [
      ['2027-3', '2027-04', REPORT_MESSAGES.badMonth],
      ['2027-13', '2028-01', REPORT_MESSAGES.badMonth],
      ['2027-05', '2027-04', REPORT_MESSAGES.reversed],
      ['2020-01', '2027-04', REPORT_MESSAGES.tooLong],
    ] as const) {
      const result = await admin.request(REPORTS, { from, to });
      // A malformed month is refused by the YearMonth scalar, whose error names the variable first.
      expect(result.errors?.[0]?.message).toContain(message);
      expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    }
  });

  it('refuses anonymous and non-admin callers', async ({ server }) => {
    const anonymous = await server.session().request(REPORTS, { from: '2027-03', to: '2027-04' });
    expect(firstErrorCode(anonymous)).toBe('UNAUTHENTICATED');
    const { session: user } = await signedInAs(server, 'user');
    const signedIn = await user.request(REPORTS, { from: '2027-03', to: '2027-04' });
    expect(firstErrorCode(signedIn)).toBe('FORBIDDEN');
  });
});
