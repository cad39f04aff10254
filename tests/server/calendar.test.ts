import { eq } from 'drizzle-orm';
import { bookings, calendarAvailability, calendarSettings } from '../../server/db/schema/index.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { CALENDAR_MONTH, dayOf, day, insertConfirmed, keepStarterRelativeDates, premiumDay, today } from '../support/calendar-world.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import { startTestServer, } from '../support/test-server.ts';

test.beforeAll(({ server }) => {
  keepStarterRelativeDates(server);
});

const AVAILABLE = /* GraphQL */ `
  query Available($date: LocalDate!, $start: LocalTime!, $end: LocalEndTime!) {
    isDateAvailable(date: $date, startTime: $start, endTime: $end)
  }
`;
const available = async (visitor: GraphQLSession, date: string, start: string, end: string) =>
  (await visitor.data<{ isDateAvailable: boolean }>(AVAILABLE, { date, start, end })).isDateAvailable;

describe('calendarMonth: each date\'s display status (specification section 4)', () => {
  it('answers a whole month in one request, every day once, judged in the venue time zone', async ({ visitor }) => {
    const month = today().slice(0, 7);
    const data = await visitor.data(CALENDAR_MONTH, { month });
    const [y, m] = month.split('-').map(Number) as [number, number];
    expect(data.calendarMonth.days).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    expect(data.calendarMonth).toMatchObject({ month, today: today(), timeZone: 'America/New_York', lastBookableDate: day(540) });
  });

  it('shows past, available, booked, blocked, premium, partial and explicitly available dates', async ({ admin, visitor }) => {
    expect(await dayOf(visitor, day(-1))).toMatchObject({ status: 'PAST', isPast: true, isBookable: false, startTime: null });
    expect(await dayOf(visitor, day(0))).toMatchObject({ status: 'AVAILABLE', isPast: false, isBookable: true, startTime: '10:00', endTime: '24:00' });
    // A confirmed booking makes the date booked; a cancelled or pending one does not.
    expect(await dayOf(visitor, day(9))).toMatchObject({ status: 'BOOKED', isBookable: false, startTime: null });
    expect(await dayOf(visitor, day(16))).toMatchObject({ status: day(16) === premiumDay() ? 'PREMIUM_RATE' : 'AVAILABLE' });
    expect(await dayOf(visitor, day(27))).toMatchObject({ status: 'AVAILABLE' });
    // A blocked date's reason is private: visitors see no notes, admins do.
    expect(await dayOf(visitor, day(6))).toMatchObject({ status: 'UNAVAILABLE', isBookable: false, notes: null });
    expect(await dayOf(admin, day(6))).toMatchObject({ status: 'UNAVAILABLE', notes: 'maintenance: Ballroom floor refinishing' });
    expect(await dayOf(visitor, premiumDay())).toMatchObject({ status: 'PREMIUM_RATE', premiumMultiplier: 1.5, isBookable: true, notes: 'Peak season Saturday' });
    expect(await dayOf(visitor, day(19))).toMatchObject({
      status: 'PARTIALLY_AVAILABLE',
      startTime: '17:00',
      endTime: '24:00',
      notes: 'Morning corporate breakfast; evening open',
      isBookable: true,
    });
    expect(await dayOf(visitor, day(41))).toMatchObject({ status: 'AVAILABLE', notes: 'Open house: tours all day' });
    // Beyond the advance booking window a date still shows, but cannot be requested.
    expect(await dayOf(visitor, day(541))).toMatchObject({ status: 'AVAILABLE', isBookable: false });
  });

  it('keeps a date with a confirmed booking booked whatever open special date is set on it', async ({ server, visitor }) => {
    const date = day(63); // the starter's confirmed all-day anniversary
    expect(await dayOf(visitor, date)).toMatchObject({ status: 'BOOKED', isBookable: false, timeSlots: [] });
    for (const special of [
      { status: 'available' as const },
      { status: 'premium_rate' as const, premiumMultiplier: 2 },
      { status: 'partially_available' as const, startTime: '17:00', endTime: '24:00' },
    ]) {
      server.db.insert(calendarAvailability).values({ date, ...special }).run();
      expect(await dayOf(visitor, date)).toMatchObject({ status: 'BOOKED', isBookable: false, timeSlots: [], premiumMultiplier: null });
      expect(await available(visitor, date, '17:00', '00:00')).toBe(false);
      server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
    }
    // A block still reads as unavailable.
    server.db.insert(calendarAvailability).values({ date, status: 'unavailable' }).run();
    expect((await dayOf(visitor, date)).status).toBe('UNAVAILABLE');
    server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
  });

  it('keeps a partially available date open for the time slots its confirmed bookings leave free', async ({ server, visitor }) => {
    const date = day(110);
    server.db.insert(calendarAvailability).values({ date, status: 'partially_available', startTime: '09:00', endTime: '24:00' }).run();
    expect(await dayOf(visitor, date)).toMatchObject({ status: 'PARTIALLY_AVAILABLE', isBookable: true, timeSlots: ['DAYTIME', 'EVENING', 'ALL_DAY'] });
    const morning = insertConfirmed(server, date, '10:00', '16:00');
    expect(await dayOf(visitor, date)).toMatchObject({ status: 'PARTIALLY_AVAILABLE', isBookable: true, timeSlots: ['EVENING'] });
    const evening = insertConfirmed(server, date, '17:00', '00:00');
    expect(await dayOf(visitor, date)).toMatchObject({ status: 'BOOKED', isBookable: false, timeSlots: [] });
    // A booking outside the date's open hours (the morning breakfast of an evening-only date) leaves it open.
    server.db.delete(bookings).where(eq(bookings.id, evening.id)).run();
    server.db.update(calendarAvailability).set({ startTime: '17:00' }).where(eq(calendarAvailability.date, date)).run();
    expect(await dayOf(visitor, date)).toMatchObject({ status: 'PARTIALLY_AVAILABLE', isBookable: true, timeSlots: ['EVENING'] });
    server.db.delete(bookings).where(eq(bookings.id, morning.id)).run();
    server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
  });

  it('does not offer a partially available date whose hours fit no time slot', async ({ server, visitor }) => {
    const date = day(111);
    server.db.insert(calendarAvailability).values({ date, status: 'partially_available', startTime: '12:00', endTime: '18:00', notes: 'Afternoon only' }).run();
    expect(await dayOf(visitor, date)).toMatchObject({ status: 'PARTIALLY_AVAILABLE', isBookable: false, timeSlots: [], startTime: '12:00', endTime: '18:00', notes: 'Afternoon only' });
    expect(await available(visitor, date, '12:00', '18:00')).toBe(false);
    // Whole-day dates offer every slot.
    expect(await dayOf(visitor, day(2))).toMatchObject({ isBookable: true, timeSlots: ['DAYTIME', 'EVENING', 'ALL_DAY'] });
    expect((await dayOf(visitor, day(19))).timeSlots).toEqual(['EVENING']);
    server.db.delete(calendarAvailability).where(eq(calendarAvailability.date, date)).run();
  });

  it('judges "today" and "past" in the venue time zone, not the server\'s', async () => {
    // UTC+14 and UTC-11 are 25 hours apart: their calendar dates always differ.
    const east = await startTestServer({ seed: false, config: { venueTimeZone: 'Pacific/Kiritimati' } });
    const west = await startTestServer({ seed: false, config: { venueTimeZone: 'Pacific/Pago_Pago' } });
    try {
      const westToday = today('Pacific/Pago_Pago');
      expect(today('Pacific/Kiritimati') > westToday).toBe(true);
      const eastDay = await dayOf(east.session(), westToday);
      const westDay = await dayOf(west.session(), westToday);
      expect(eastDay).toMatchObject({ status: 'PAST', isPast: true });
      expect(westDay).toMatchObject({ status: 'AVAILABLE', isPast: false });
      const eastMonth = await east.session().data(CALENDAR_MONTH, { month: westToday.slice(0, 7) });
      expect(eastMonth.calendarMonth.today).toBe(today('Pacific/Kiritimati'));
    } finally {
      await east.close();
      await west.close();
    }
  });

  it('refuses a malformed month with a clear message (the YearMonth scalar)', async ({ visitor }) => {
    const result = await visitor.request(CALENDAR_MONTH, { month: '2026-13' });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('Month must be given as yyyy-MM, for example 2026-12.');
    // Written in the document it is the same bad value, with the same code.
    const literal = await visitor.request(`{ calendarMonth(month: "December") { month } }`);
    expect(firstErrorCode(literal)).toBe('BAD_USER_INPUT');
    expect(literal.errors?.[0]?.message).toContain('Month must be given as yyyy-MM, for example 2026-12.');
  });
});

describe('isDateAvailable (the is_date_available call)', () => {
  it('is true for a free date and false for past, blocked and booked dates', async ({ visitor }) => {
    expect(await available(visitor, day(2), '10:00', '16:00')).toBe(true);
    expect(await available(visitor, day(-3), '10:00', '16:00')).toBe(false);
    expect(await available(visitor, day(6), '10:00', '16:00')).toBe(false);
    expect(await available(visitor, day(9), '10:00', '16:00')).toBe(false);
    expect(await available(visitor, premiumDay(), '17:00', '00:00')).toBe(true);
    expect(await available(visitor, day(541), '10:00', '16:00')).toBe(false);
  });

  it('accepts only windows inside a partially available date\'s hours', async ({ visitor }) => {
    expect(await available(visitor, day(19), '17:00', '00:00')).toBe(true);
    expect(await available(visitor, day(19), '17:00', '24:00')).toBe(true);
    expect(await available(visitor, day(19), '10:00', '16:00')).toBe(false);
    expect(await available(visitor, day(19), '09:00', '23:59')).toBe(false);
  });

  it('is false when a confirmed booking overlaps the window (an end of 00:00 is midnight)', async ({ server, visitor }) => {
    const date = day(70);
    server.db.insert(calendarAvailability).values({ date, status: 'partially_available', startTime: '09:00', endTime: '24:00', notes: 'Two events possible' }).run();
    server.db
      .insert(bookings)
      .values({
        eventSpaceId: MAIN_EVENT_SPACE_ID,
        clientName: 'Evening Client',
        clientEmail: 'evening@example.com',
        eventType: 'Wedding',
        eventDate: date,
        startTime: '17:00',
        endTime: '00:00',
        guestCount: 100,
        status: 'confirmed',
      })
      .run();
    expect(await available(visitor, date, '20:00', '23:00')).toBe(false);
    expect(await available(visitor, date, '10:00', '16:00')).toBe(true);
    expect(await available(visitor, date, '10:00', '17:00')).toBe(true);
    expect(await available(visitor, date, '10:00', '17:30')).toBe(false);
  });

  it('refuses an end before the start', async ({ visitor }) => {
    const result = await visitor.request(AVAILABLE, { date: day(2), start: '16:00', end: '10:00' });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('The end time must be after the start time.');
  });
});

describe('calendar settings', () => {
  const SETTINGS = /* GraphQL */ `query Settings { calendarSettings { startTime endTime availableDays minimumBookingHours maximumBookingHours advanceBookingDays } }`;
  const SAVE = /* GraphQL */ `
    mutation Save($input: UpdateCalendarSettingsInput!) {
      updateCalendarSettings(input: $input) { calendarSettings { startTime endTime minimumBookingHours maximumBookingHours availableDays } }
    }
  `;

  it('is readable by anyone and saves only the operating hours', async ({ admin, visitor }) => {
    const before = (await visitor.data(SETTINGS)).calendarSettings;
    expect(before).toMatchObject({ startTime: '10:00', endTime: '24:00', minimumBookingHours: 4, maximumBookingHours: 14 });
    expect(before.availableDays).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    const saved = await admin.data(SAVE, { input: { startTime: '09:00', endTime: '23:00' } });
    expect(saved.updateCalendarSettings.calendarSettings).toMatchObject({ startTime: '09:00', endTime: '23:00', minimumBookingHours: 4, maximumBookingHours: 14 });
    expect(await dayOf(visitor, day(3))).toMatchObject({ startTime: '09:00', endTime: '23:00' });
    await admin.data(SAVE, { input: { startTime: '10:00', endTime: '24:00' } });
  });

  it('refuses malformed or reversed hours', async ({ server, admin }) => {
    const reversed = await admin.request(SAVE, { input: { startTime: '18:00', endTime: '09:00' } });
    expect(reversed.errors?.[0]?.message).toBe('The closing time must be after the opening time.');
    const malformed = await admin.request(SAVE, { input: { startTime: '25:00', endTime: '23:00' } });
    expect(malformed.errors?.[0]?.message).toBe('Opening time must be a time such as 10:00.');
    expect(server.db.select().from(calendarSettings).get()).toMatchObject({ startTime: '10:00', endTime: '24:00' });
  });
});
