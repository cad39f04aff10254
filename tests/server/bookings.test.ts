import { eq } from 'drizzle-orm';
import { bookings, inquiries } from '../../server/db/schema/index.ts';
import { INQUIRY_ALREADY_BOOKED, TOTAL_COST_NEGATIVE } from '../../shared/bookings.ts';
import { BOOKING_FIELDS, expectError, bookingCount, insertBooking } from '../support/bookings-world.ts';
import { day, keepStarterRelativeDates } from '../support/calendar-world.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';

test.beforeAll(({ server }) => {
  keepStarterRelativeDates(server);
});

describe('admin notes and total cost', () => {
  const UPDATE = /* GraphQL */ `mutation U($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id adminNotes totalCostCents } } }`;

  it('saves and clears notes and the total cost', async ({ server, admin, factories }) => {
    const booking = insertBooking(factories, { eventDate: day(350) });
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

describe('admin booking from an inquiry', () => {
  const CREATE = /* GraphQL */ `mutation C($input: CreateBookingInput!) { createBooking(input: $input) { booking { ${BOOKING_FIELDS} } } }`;

  it('creates a pending booking linked to the inquiry and marks the inquiry handled', async ({ server, admin }) => {
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

  it('refuses a second booking from an inquiry that already has one, until that one is cancelled', async ({ server, admin }) => {
    const inquiry = server.db.insert(inquiries).values({ name: 'Mia Ross', email: 'mia@example.com', desiredDate: day(47) }).returning().get();
    const input = { eventDate: day(47), timeSlot: 'ALL_DAY', guestCount: 60, eventType: 'WEDDING', clientName: 'Mia Ross', clientEmail: 'mia@example.com', inquiryId: inquiry.id };
    const { createBooking } = await admin.data(CREATE, { input });
    const countBefore = bookingCount(server);
    const again = await admin.request(CREATE, { input });
    expect(again.errors?.[0]).toMatchObject({ message: INQUIRY_ALREADY_BOOKED, extensions: { code: 'CONFLICT', reason: 'INQUIRY_BOOKED', bookingId: createBooking.booking.id } });
    expect(bookingCount(server)).toBe(countBefore);
    server.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, createBooking.booking.id)).run();
    const { createBooking: second } = await admin.data(CREATE, { input });
    expect(second.booking).toMatchObject({ inquiryId: inquiry.id, status: 'PENDING' });
  });

  it('refuses an unknown inquiry', async ({ admin }) => {
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
  it('lists every booking newest first, by status, and per month for the calendar', async ({ server, admin }) => {
    const { bookings: page } = await admin.data<{ bookings: { totalCount: number; nodes: { id: string; status: string }[] } }>(`{ bookings(first: 100) { totalCount nodes { id status createdAt } } }`);
    const list = page.nodes;
    expect(list.length).toBe(bookingCount(server));
    expect(page.totalCount).toBe(bookingCount(server));
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

  it('exports CSV with a header, proper quoting and formula-safe cells', async ({ server, admin, factories }) => {
    insertBooking(factories, {
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
    expect(bookingsCsv.trimEnd().split('\r\n')).toHaveLength(bookingCount(server) + 1);
  });
});
