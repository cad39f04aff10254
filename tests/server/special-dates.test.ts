import { eq } from 'drizzle-orm';
import { bookings, calendarAvailability } from '../../server/db/schema/index.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { dayOf, day, insertConfirmed, keepStarterRelativeDates, premiumDay } from '../support/calendar-world.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import type { TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait.ts';

test.beforeAll(({ server }) => {
  keepStarterRelativeDates(server);
});

const ADD = /* GraphQL */ `
  mutation Add($input: AddSpecialDateInput!) {
    addSpecialDate(input: $input) { specialDate { id date status notes startTime endTime premiumMultiplier } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateSpecialDateInput!) {
    updateSpecialDate(input: $input) { specialDate { id date status notes startTime endTime premiumMultiplier } }
  }
`;
const REMOVE = /* GraphQL */ `mutation Remove($input: RemoveSpecialDateInput!) { removeSpecialDate(input: $input) { id } }`;
const LIST = /* GraphQL */ `query List { specialDates(first: 100) { nodes { id date status notes premiumMultiplier } } }`;

async function addError(admin: GraphQLSession, input: Record<string, unknown>) {
  const result = await admin.request(ADD, { input });
  return { code: firstErrorCode(result), message: result.errors?.[0]?.message, field: result.errors?.[0]?.extensions?.field };
}
describe('special dates', () => {
  it('adds a premium-rate date with its multiplier, lists it and shows it on the calendar', async ({ admin, visitor }) => {
    const date = day(80);
    const { addSpecialDate } = await admin.data(ADD, { input: { date, status: 'PREMIUM_RATE', notes: '  Holiday weekend ', premiumMultiplier: 2.5 } });
    expect(addSpecialDate.specialDate).toMatchObject({ date, status: 'PREMIUM_RATE', notes: 'Holiday weekend', premiumMultiplier: 2.5, startTime: null, endTime: null });
    const { specialDates: { nodes: specialDates } } = await admin.data(LIST);
    expect(specialDates.map((s: { date: string }) => s.date)).toEqual([...specialDates.map((s: { date: string }) => s.date)].sort());
    expect(specialDates).toContainEqual(expect.objectContaining({ date, status: 'PREMIUM_RATE', premiumMultiplier: 2.5 }));
    expect(await dayOf(visitor, date)).toMatchObject({ status: 'PREMIUM_RATE', premiumMultiplier: 2.5 });
  });

  it('sends times only when set, and ignores a multiplier for statuses other than premium rate', async ({ admin, visitor }) => {
    const { addSpecialDate } = await admin.data(ADD, {
      input: { date: day(81), status: 'PARTIALLY_AVAILABLE', startTime: '12:00', endTime: '24:00', premiumMultiplier: 3 },
    });
    expect(addSpecialDate.specialDate).toMatchObject({ status: 'PARTIALLY_AVAILABLE', startTime: '12:00', endTime: '24:00', premiumMultiplier: null });
    expect(await dayOf(visitor, day(81))).toMatchObject({ status: 'PARTIALLY_AVAILABLE', startTime: '12:00', endTime: '24:00' });
    const premiumDefault = await admin.data(ADD, { input: { date: day(82), status: 'PREMIUM_RATE' } });
    expect(premiumDefault.addSpecialDate.specialDate.premiumMultiplier).toBe(1);
  });

  it('validates with clear messages and stores nothing on error', async ({ server, admin }) => {
    const before = server.db.select().from(calendarAvailability).all().length;
    expect(await addError(admin, { date: '', status: 'UNAVAILABLE' })).toEqual({ code: 'BAD_USER_INPUT', message: 'Please select a date', field: 'date' });
    expect((await addError(admin, { date: '2026-02-30', status: 'UNAVAILABLE' })).message).toBe('Please select a valid date (yyyy-MM-dd).');
    expect((await addError(admin, { date: day(-1), status: 'UNAVAILABLE' })).message).toBe('Special dates must be today or later.');
    for (const premiumMultiplier of [0.5, 5.5]) {
      expect(await addError(admin, { date: day(90), status: 'PREMIUM_RATE', premiumMultiplier })).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'The premium multiplier must be between 1 and 5.',
        field: 'premiumMultiplier',
      });
    }
    expect((await addError(admin, { date: day(90), status: 'PREMIUM_RATE', premiumMultiplier: 1.25 })).message).toBe(
      'The premium multiplier must be in steps of 0.1 (for example 1.5).',
    );
    expect((await addError(admin, { date: day(90), status: 'PARTIALLY_AVAILABLE', startTime: '18:00', endTime: '12:00' })).message).toBe(
      'The end time must be after the start time.',
    );
    expect((await addError(admin, { date: day(90), status: 'PARTIALLY_AVAILABLE', startTime: '18:00' })).message).toBe(
      'Give both a start and an end time, or neither.',
    );
    expect((await addError(admin, { date: day(90), status: 'PARTIALLY_AVAILABLE', startTime: '7pm', endTime: '23:00' })).message).toBe(
      'Start time must be a time such as 09:00.',
    );
    expect((await addError(admin, { date: day(90), status: 'UNAVAILABLE', notes: 'x'.repeat(501) })).message).toBe('Notes must be at most 500 characters.');
    const wrongStatus = await admin.request(ADD, { input: { date: day(90), status: 'CLOSED' } });
    expect(wrongStatus.errors?.[0]?.message).toMatch(/SpecialDateStatus/);
    expect(server.db.select().from(calendarAvailability).all()).toHaveLength(before);
  });

  it('allows one special date per date', async ({ admin }) => {
    expect(await addError(admin, { date: day(6), status: 'PREMIUM_RATE' })).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^A special date already exists for \w+day, \w+ \d{1,2}, \d{4}\. Edit or remove it instead\.$/),
    });
  });

  it('edits and removes a special date', async ({ admin, visitor }) => {
    const { addSpecialDate } = await admin.data(ADD, { input: { date: day(95), status: 'UNAVAILABLE', notes: 'Private' } });
    const id = addSpecialDate.specialDate.id;
    const { updateSpecialDate } = await admin.data(UPDATE, { input: { id, status: 'PREMIUM_RATE', premiumMultiplier: 1.7, notes: '' } });
    expect(updateSpecialDate.specialDate).toMatchObject({ id, status: 'PREMIUM_RATE', premiumMultiplier: 1.7, notes: null });
    expect((await admin.request(UPDATE, { input: { id, status: 'PREMIUM_RATE', premiumMultiplier: 9 } })).errors?.[0]?.message).toBe(
      'The premium multiplier must be between 1 and 5.',
    );
    expect((await admin.data(REMOVE, { input: { id } })).removeSpecialDate.id).toBe(id);
    expect(await dayOf(visitor, day(95))).toMatchObject({ status: 'AVAILABLE', specialDateId: null });
    const again = await admin.request(REMOVE, { input: { id } });
    expect(firstErrorCode(again)).toBe('NOT_FOUND');
  });
});

const BLOCK = /* GraphQL */ `
  mutation Block($input: BlockDateInput!) { blockDate(input: $input) { specialDate { id date status notes } } }
`;

const UNBLOCK = /* GraphQL */ `
  mutation Unblock($input: UnblockDateInput!) { unblockDate(input: $input) { id specialDate { status notes premiumMultiplier replaces } } }
`;
describe('quick block', () => {
  it('blocks a future date with the note "type: reason" and shows it as unavailable', async ({ admin, visitor }) => {
    const { blockDate } = await admin.data(BLOCK, { input: { date: day(100), blockType: 'HOLIDAY', reason: ' Family reunion ' } });
    expect(blockDate.specialDate).toMatchObject({ date: day(100), status: 'UNAVAILABLE', notes: 'holiday: Family reunion' });
    expect(await dayOf(visitor, day(100))).toMatchObject({ status: 'UNAVAILABLE', isBookable: false });
    const plain = await admin.data(BLOCK, { input: { date: day(101), blockType: 'MAINTENANCE' } });
    expect(plain.blockDate.specialDate.notes).toBe('maintenance');
  });

  it('requires a date today or later and a known block type', async ({ admin }) => {
    const empty = await admin.request(BLOCK, { input: { date: '', blockType: 'MAINTENANCE' } });
    expect(empty.errors?.[0]).toMatchObject({ message: 'Please select a date to block', extensions: { code: 'BAD_USER_INPUT', field: 'date' } });
    const past = await admin.request(BLOCK, { input: { date: day(-1), blockType: 'MAINTENANCE' } });
    expect(past.errors?.[0]?.message).toBe('Past dates cannot be blocked. Please select today or a future date.');
    const type = await admin.request(BLOCK, { input: { date: day(102), blockType: 'vacation' } });
    expect(type.errors?.[0]?.message).toMatch(/Value "vacation" does not exist in "BlockType" enum/);
    const already = await admin.request(BLOCK, { input: { date: day(6), blockType: 'OTHER' } });
    expect(already.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', reason: 'STATE', currentStatus: 'UNAVAILABLE' }, message: expect.stringMatching(/is already blocked\.$/) });
  });

  it('answers the same block asked again as it is, changing nothing', async ({ server, admin }) => {
    const first = await admin.data(BLOCK, { input: { date: day(104), blockType: 'HOLIDAY', reason: 'Staff day' } });
    const before = server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, day(104))).get();
    const again = await admin.data(BLOCK, { input: { date: day(104), blockType: 'HOLIDAY', reason: 'Staff day' } });
    expect(again).toEqual(first);
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, day(104))).get()).toEqual(before);
  });

  it('keeps the special date a block replaces: it names it first, then blocks, and Unblock puts it back', async ({ server, admin, visitor }) => {
    const date = premiumDay(); // the starter's "Peak season Saturday" at 1.5x
    const specialOn = () => server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
    const before = specialOn()!;
    const warned = await admin.request(BLOCK, { input: { date, blockType: 'PRIVATE_EVENT', reason: 'Owner’s party' } });
    expect(firstErrorCode(warned)).toBe('CONFLICT');
    expect(warned.errors?.[0]?.extensions).toMatchObject({ reason: 'SPECIAL_DATE', reasons: ['SPECIAL_DATE'] });
    expect(warned.errors?.[0]?.message).toMatch(
      /^\w+day, \w+ \d{1,2}, \d{4} is set as Premium Rate 1\.5x, Peak season Saturday\. The block keeps that setting and puts it back when you unblock the date\. Block the date anyway\?$/,
    );
    expect(specialOn()).toEqual(before);

    const { blockDate } = await admin.data(
      `mutation Block($input: BlockDateInput!) { blockDate(input: $input) { specialDate { id status notes premiumMultiplier replaces } } }`,
      { input: { date, blockType: 'PRIVATE_EVENT', reason: 'Owner’s party', replaceSpecialDate: true } },
    );
    expect(blockDate.specialDate).toMatchObject({ status: 'UNAVAILABLE', notes: 'private_event: Owner’s party', premiumMultiplier: null, replaces: 'Premium Rate 1.5x, Peak season Saturday' });
    expect(await dayOf(admin, date)).toMatchObject({ status: 'UNAVAILABLE', premiumMultiplier: null, notes: 'private_event: Owner’s party' });

    const { unblockDate } = await admin.data(UNBLOCK, { input: { id: blockDate.specialDate.id } });
    expect(unblockDate).toEqual({ id: blockDate.specialDate.id, specialDate: { status: 'PREMIUM_RATE', notes: 'Peak season Saturday', premiumMultiplier: 1.5, replaces: null } });
    expect(await dayOf(visitor, date)).toMatchObject({ status: 'PREMIUM_RATE', premiumMultiplier: 1.5, isBookable: true });
    expect(specialOn()).toMatchObject({ status: 'premium_rate', notes: 'Peak season Saturday', premiumMultiplier: 1.5, replacedSpecialDate: null });
  });

  it('names partial hours and confirmed bookings together in one warning', async ({ server, admin }) => {
    const date = day(19); // the starter's partially available date, 5 PM to midnight
    insertConfirmed(server, date, '17:00', '22:00');
    const warned = await admin.request(BLOCK, { input: { date, blockType: 'MAINTENANCE' } });
    expect(warned.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reasons: ['CONFIRMED_BOOKINGS', 'SPECIAL_DATE'] });
    expect(warned.errors?.[0]?.message).toMatch(
      /has a confirmed booking: Confirmed Client \(Wedding, 5:00 PM - 10:00 PM\)\. \w+day, \w+ \d{1,2}, \d{4} is set as Partially Available 5:00 PM - 12:00 AM, Morning corporate breakfast; evening open\. The block keeps that setting and puts it back when you unblock the date\. Block the date anyway\?$/,
    );
    // Seeing only one of the two warnings is not enough.
    const half = await admin.request(BLOCK, { input: { date, blockType: 'MAINTENANCE', overrideConfirmedBookings: true } });
    expect(half.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reasons: ['SPECIAL_DATE'] });
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get()?.status).toBe('partially_available');
  });

  it('unblocks a plain block by removing it; a date not blocked is answered as it is, a block that no longer exists is NOT_FOUND', async ({ server, admin, visitor }) => {
    const { blockDate } = await admin.data(BLOCK, { input: { date: day(103), blockType: 'HOLIDAY' } });
    const { unblockDate } = await admin.data(UNBLOCK, { input: { id: blockDate.specialDate.id } });
    expect(unblockDate).toEqual({ id: blockDate.specialDate.id, specialDate: null });
    expect(await dayOf(visitor, day(103))).toMatchObject({ status: 'AVAILABLE', specialDateId: null });
    const gone = await admin.request(UNBLOCK, { input: { id: blockDate.specialDate.id } });
    expect(gone.errors?.[0]).toMatchObject({ message: 'That blocked date no longer exists.', extensions: { code: 'NOT_FOUND' } });
    const open = server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, day(41))).get()!;
    const notBlocked = await admin.data(UNBLOCK, { input: { id: open.id } });
    expect(notBlocked.unblockDate).toMatchObject({ id: open.id, specialDate: { status: 'AVAILABLE' } });
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.id, open.id)).get()?.status).toBe('available');
    expect(firstErrorCode(await visitor.request(UNBLOCK, { input: { id: open.id } }))).toBe('UNAUTHENTICATED');
  });

  it('warns first, naming the booking, when the date has a confirmed booking', async ({ server, admin }) => {
    const date = day(22); // the starter's confirmed Northwind Partners conference, 10AM - 4PM
    const warned = await admin.request(BLOCK, { input: { date, blockType: 'MAINTENANCE', reason: 'Roof' } });
    expect(firstErrorCode(warned)).toBe('CONFLICT');
    expect(warned.errors?.[0]?.extensions?.reason).toBe('CONFIRMED_BOOKINGS');
    expect(warned.errors?.[0]?.message).toMatch(/has a confirmed booking: Northwind Partners \(Conference\/Meeting, 10:00 AM - 4:00 PM\)\. Block the date anyway\?$/);
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get()).toBeUndefined();
    const { blockDate } = await admin.data(BLOCK, { input: { date, blockType: 'MAINTENANCE', reason: 'Roof', overrideConfirmedBookings: true } });
    expect(blockDate.specialDate).toMatchObject({ status: 'UNAVAILABLE', notes: 'maintenance: Roof' });
  });
});

describe('Calendar Settings Remove on a block', () => {
  const ADD = /* GraphQL */ `mutation Add($input: AddSpecialDateInput!) { addSpecialDate(input: $input) { specialDate { id } } }`;
  const REMOVE_BACK = /* GraphQL */ `
    mutation Remove($input: RemoveSpecialDateInput!) { removeSpecialDate(input: $input) { id specialDate { id status notes premiumMultiplier startTime endTime replaces } } }
  `;
  const CONFIRM_AND_BLOCK = /* GraphQL */ `
    mutation CB($input: ConfirmBookingAndBlockDateInput!) { confirmBookingAndBlockDate(input: $input) { specialDate { id status replaces } } }
  `;
  const rowOn = (server: TestServer, date: string) => server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();

  it('puts back the premium rate a Quick Block replaced, instead of deleting it', async ({ server, admin, visitor }) => {
    const date = day(131);
    await admin.data(ADD, { input: { date, status: 'PREMIUM_RATE', notes: 'Gala season', premiumMultiplier: 2 } });
    const { blockDate } = await admin.data(
      `mutation Block($input: BlockDateInput!) { blockDate(input: $input) { specialDate { id replaces } } }`,
      { input: { date, blockType: 'MAINTENANCE', replaceSpecialDate: true } },
    );
    expect(blockDate.specialDate.replaces).toBe('Premium Rate 2x, Gala season');

    const { removeSpecialDate } = await admin.data(REMOVE_BACK, { input: { id: blockDate.specialDate.id } });
    expect(removeSpecialDate).toEqual({
      id: blockDate.specialDate.id,
      specialDate: { id: blockDate.specialDate.id, status: 'PREMIUM_RATE', notes: 'Gala season', premiumMultiplier: 2, startTime: null, endTime: null, replaces: null },
    });
    expect(rowOn(server, date)).toMatchObject({ status: 'premium_rate', premiumMultiplier: 2, replacedSpecialDate: null, blockedForBookingId: null });
    expect(await dayOf(visitor, date)).toMatchObject({ status: 'PREMIUM_RATE', premiumMultiplier: 2 });
    // Removing it now removes the premium rate itself.
    expect((await admin.data(REMOVE_BACK, { input: { id: blockDate.specialDate.id } })).removeSpecialDate.specialDate).toBeNull();
    expect(rowOn(server, date)).toBeUndefined();
  });

  it('puts back the partial hours a Confirm & Block replaced', async ({ server, admin }) => {
    const date = day(132);
    await admin.data(ADD, { input: { date, status: 'PARTIALLY_AVAILABLE', notes: 'Evenings only', startTime: '17:00', endTime: '24:00' } });
    const booking = server.db
      .insert(bookings)
      .values({ eventSpaceId: MAIN_EVENT_SPACE_ID, clientName: 'Evening Client', clientEmail: 'evening@example.com', eventType: 'Wedding', eventDate: date, startTime: '17:00', endTime: '23:00', guestCount: 80, status: 'pending' })
      .returning()
      .get();
    const { confirmBookingAndBlockDate } = await admin.data(CONFIRM_AND_BLOCK, { input: { bookingId: booking.id } });
    expect(confirmBookingAndBlockDate.specialDate).toMatchObject({ status: 'UNAVAILABLE', replaces: 'Partially Available 5:00 PM - 12:00 AM, Evenings only' });
    const { removeSpecialDate } = await admin.data(REMOVE_BACK, { input: { id: confirmBookingAndBlockDate.specialDate.id } });
    expect(removeSpecialDate.specialDate).toMatchObject({ status: 'PARTIALLY_AVAILABLE', notes: 'Evenings only', startTime: '17:00', endTime: '24:00' });
    expect(rowOn(server, date)).toMatchObject({ status: 'partially_available', blockedForBookingId: null, replacedSpecialDate: null });
  });

  it('still deletes a plain block or special date', async ({ server, admin }) => {
    const date = day(133);
    const { blockDate } = await admin.data(BLOCK, { input: { date, blockType: 'HOLIDAY' } });
    expect((await admin.data(REMOVE_BACK, { input: { id: blockDate.specialDate.id } })).removeSpecialDate).toEqual({ id: blockDate.specialDate.id, specialDate: null });
    expect(rowOn(server, date)).toBeUndefined();
    const gone = await admin.request(REMOVE_BACK, { input: { id: blockDate.specialDate.id } });
    expect(gone.errors?.[0]).toMatchObject({ message: 'That special date no longer exists.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('live calendar screens', () => {
  it('tells admin subscribers when a special date, a block or the hours change, and refuses anyone else', async ({ server, admin }) => {
    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    const anonymous = subscriptionClient(server.url);
    try {
      const refused = await firstResult(anonymous, `subscription { calendarChanged { reason } }`);
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const reasons: string[] = [];
      const dispose = client.subscribe<{ calendarChanged: { reason: string } }>(
        { query: `subscription { calendarChanged { reason changedAt } }` },
        { next: (result) => reasons.push(result.data?.calendarChanged.reason ?? `error: ${result.errors?.[0]?.message}`), error: () => {}, complete: () => {} },
      );
      await waitFor(() => server.services.pubsub.listenerCount('calendarChanged') > 0);
      await admin.data(`mutation A($input: AddSpecialDateInput!) { addSpecialDate(input: $input) { specialDate { id } } }`, { input: { date: day(134), status: 'UNAVAILABLE' } });
      await waitFor(() => reasons.length === 1);
      await admin.data(BLOCK, { input: { date: day(135), blockType: 'HOLIDAY' } });
      await waitFor(() => reasons.length === 2);
      await admin.data(`mutation S($input: UpdateCalendarSettingsInput!) { updateCalendarSettings(input: $input) { calendarSettings { id } } }`, { input: { startTime: '10:00', endTime: '24:00' } });
      await waitFor(() => reasons.length === 3);
      expect(reasons).toEqual(['specialDate', 'block', 'settings']);
      dispose();
    } finally {
      await client.dispose();
      await anonymous.dispose();
    }
  });
});
