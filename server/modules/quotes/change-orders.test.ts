import { and, eq } from 'drizzle-orm';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { acceptedQuoteScenario, bookingScenario, specialDateScenario } from '../../../tests/support/scenarios.ts';
import { bookingEvents, calendarAvailability, emailOutbox, holds, quotes } from '../../db/schema/index.ts';
import { CHANGE_ORDER_MESSAGES } from '../../../shared/change-orders.ts';
import { ledgerTotals } from '../../../shared/ledger.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { ledgerEntriesOf } from '../ledger/index.ts';
import { changeBookingDetails, confirmBookingAndBlockDate, findBooking, recordPayment, updateBookingStatus, type Actor } from '../bookings/index.ts';
import { createChangeOrder } from './change-orders.ts';
import { quoteLines, quoteSchedule, updateQuote } from './quotes.service.ts';
import { acceptQuote, sendQuote } from './quote-link.ts';

/*
 * Once a price is agreed, the booking's price and details change only through a change order the
 * client accepts like a quote: rescheduling meets the checks of confirming on the new slot (another
 * booking, a block, a partial date's hours, another client's hold), the difference in price is
 * charged or credited, the client is told, and the booking's history keeps the move.
 */

const owner = (world: ServiceWorld): Actor => ({ kind: 'admin', userId: world.adminId });
const money = (world: ServiceWorld, bookingId: string) => ledgerTotals(ledgerEntriesOf(world.db, bookingId));
const tokenOf = (link: string) => link.split('/').pop()!;

/** A confirmed booking on day 60 (evening), agreed at $10,000 with $3,000 paid: 30% on acceptance, the rest 30 days before. */
async function agreedBooking(world: ServiceWorld) {
  const accepted = await acceptedQuoteScenario(world, {
    booking: { eventDate: world.day(60), guestCount: 100 },
    totalCents: 1_000_000,
    schedule: [
      { dueRule: 'after_acceptance', dueDays: 0, amountCents: 300_000 },
      { dueRule: 'before_event', dueDays: 30, amountCents: 700_000 },
    ],
  });
  await recordPayment(world, { bookingId: accepted.booking.id, amountCents: 300_000, occurredOn: world.day(0), method: 'card' }, owner(world));
  return accepted;
}

describe('a change order', () => {
  test('reschedules a confirmed booking: re-priced for the new date, accepted by the client, the difference charged, the client told, the history kept', async ({ world }) => {
    const { booking } = await agreedBooking(world);
    const [today, oldDate, newDate] = [world.day(0), world.day(60), world.day(90)];
    // The new date carries a 1.5× premium; the client also brings 20 more guests.
    specialDateScenario(world, { date: newDate, status: 'premium_rate', premiumMultiplier: 1.5 });
    const draft = await createChangeOrder(world, { bookingId: booking.id, eventDate: newDate, timeSlot: 'all-day', guestCount: 120 });
    expect(draft.changeOrder).toMatchObject({ previousTotalCents: 1_000_000, from: { eventDate: oldDate, guestCount: 100 }, to: { eventDate: newDate, startTime: '09:00', endTime: '23:59', guestCount: 120 } });
    expect(quoteLines(world.db, draft.id)).toEqual([expect.objectContaining({ kind: 'venue_hire', unitAmountCents: 1_000_000, multiplier: 1.5, description: expect.stringContaining('All day') })]);
    // The schedule as it stands, the rise on its last payment: the paid deposit keeps its date.
    expect(quoteSchedule(world.db, draft.id).map((item) => [item.dueRule, item.dueDate, item.amountCents])).toEqual([
      ['on_date', today, 300_000],
      ['before_event', null, 1_200_000],
    ]);
    // Only one quote waits for the client at a time.
    await expect(createChangeOrder(world, { bookingId: booking.id, guestCount: 130 })).rejects.toThrow(CHANGE_ORDER_MESSAGES.openQuote);

    // The deposit's date has passed but it was paid: the change order can be sent.
    world.clock.advance(86_400_000 * 2);
    const { link } = await sendQuote(world, { id: draft.id });
    const sentMail = world.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'quote_sent'), eq(emailOutbox.to, booking.clientEmail))).all().at(-1)!;
    expect(sentMail.text).toContain(formatLongDate(newDate));

    const state = await acceptQuote(world, { token: tokenOf(link), name: 'Ada Client', address: '127.0.0.1' });
    expect(state.kind).toBe('accepted');
    const moved = findBooking(world.db, booking.id)!;
    expect(moved).toMatchObject({ status: 'confirmed', eventDate: newDate, startTime: '09:00', endTime: '23:59', guestCount: 120 });
    // $15,000 agreed now: the $5,000 difference is a change-order charge; $3,000 paid, $12,000 owed.
    expect(money(world, booking.id)).toMatchObject({ agreedCents: 1_500_000, paidCents: 300_000, balanceCents: 1_200_000 });
    expect(ledgerEntriesOf(world.db, booking.id).at(-1)).toMatchObject({ kind: 'charge', reason: 'change_order', amountCents: 500_000, actor: 'client' });
    const events = world.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).all();
    expect(events.find((event) => event.kind === 'rescheduled')).toMatchObject({ actor: 'client', actorName: 'Ada Client', summary: expect.stringContaining(`Date: ${formatLongDate(oldDate)} → ${formatLongDate(newDate)}`) });
    const changedMail = world.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'booking_changed'), eq(emailOutbox.to, booking.clientEmail))).get()!;
    expect(changedMail.text).toContain('Guests: 100 → 120');
    expect(changedMail.text).toContain('$15,000.00');
  });

  test('a change order that lowers the price credits the difference; an overpaid client then holds credit', async ({ world }) => {
    const { booking } = await agreedBooking(world);
    await recordPayment(world, { bookingId: booking.id, amountCents: 700_000, occurredOn: world.day(0), method: 'card' }, owner(world));
    const draft = await createChangeOrder(world, { bookingId: booking.id, guestCount: 80 });
    await updateQuote(world, {
      id: draft.id,
      lines: [{ kind: 'venue_hire', description: 'Venue hire', quantity: 1, unitAmountCents: 900_000 }],
      taxRateMilliPercent: 0,
      discountCents: 0,
      depositKind: 'percent',
      depositValue: 0,
      blockDateOnAcceptance: false,
      schedule: [{ dueRule: 'on_date', dueDays: 0, dueDate: world.day(0), amountCents: 900_000 }],
    });
    const { link } = await sendQuote(world, { id: draft.id });
    await acceptQuote(world, { token: tokenOf(link), name: 'Ada Client', address: '127.0.0.1' });
    expect(ledgerEntriesOf(world.db, booking.id).at(-1)).toMatchObject({ kind: 'credit', reason: 'change_order', amountCents: 100_000 });
    expect(money(world, booking.id)).toMatchObject({ agreedCents: 900_000, paidCents: 1_000_000, creditCents: 100_000, dueCents: 0 });
    expect(findBooking(world.db, booking.id)!.guestCount).toBe(80);
  });

  test('refused onto a slot another confirmed booking has, always; onto a blocked date or another client’s hold until the owner overrides', async ({ world }) => {
    const { booking } = await agreedBooking(world);
    const other = bookingScenario(world, { eventDate: world.day(70), status: 'confirmed' });
    await expect(createChangeOrder(world, { bookingId: booking.id, eventDate: world.day(70) })).rejects.toThrow(/overlaps a confirmed booking/);
    await expect(createChangeOrder(world, { bookingId: booking.id, eventDate: world.day(70), override: true })).rejects.toThrow(/overlaps a confirmed booking/);
    expect(other.id).toBeTruthy();

    specialDateScenario(world, { date: world.day(71), notes: 'Owner family party' });
    await expect(createChangeOrder(world, { bookingId: booking.id, eventDate: world.day(71) })).rejects.toThrow(/is blocked on your calendar \(Owner family party\)/);

    world.db
      .insert(holds)
      .values({ date: world.day(72), startTime: '17:00', endTime: '00:00', clientName: 'Grace Hopper', clientEmail: 'grace@example.com', position: 1, expiresAt: new Date(Date.now() + 86_400_000) })
      .run();
    await expect(createChangeOrder(world, { bookingId: booking.id, eventDate: world.day(72) })).rejects.toThrow(CHANGE_ORDER_MESSAGES.held('Grace Hopper', world.day(72)));
    // The daytime slot on that date is free of the evening hold.
    const daytime = await createChangeOrder(world, { bookingId: booking.id, eventDate: world.day(72), timeSlot: '10am-4pm' });
    expect(daytime.changeOrder!.to).toMatchObject({ eventDate: world.day(72), startTime: '10:00', endTime: '16:00' });
    expect(world.db.select().from(quotes).where(eq(quotes.bookingId, booking.id)).all()).toHaveLength(2);
  });

  test('refused when the slot was taken between sending and accepting: nothing changes', async ({ world }) => {
    const { booking } = await agreedBooking(world);
    const draft = await createChangeOrder(world, { bookingId: booking.id, eventDate: world.day(75) });
    const { link } = await sendQuote(world, { id: draft.id });
    bookingScenario(world, { eventDate: world.day(75), status: 'confirmed' });
    await expect(acceptQuote(world, { token: tokenOf(link), name: 'Ada Client', address: '127.0.0.1' })).rejects.toThrow(/overlaps a confirmed booking/);
    expect(findBooking(world.db, booking.id)!.eventDate).toBe(world.day(60));
    expect(money(world, booking.id).agreedCents).toBe(1_000_000);
  });

  test('a Confirm & Block block moves with the booking to its new date', async ({ world }) => {
    const booking = bookingScenario(world, { eventDate: world.day(40), totalCost: 5000 });
    await confirmBookingAndBlockDate(world, { bookingId: booking.id }, owner(world));
    const draft = await createChangeOrder(world, { bookingId: booking.id, eventDate: world.day(41) });
    // Agreed by hand: one line of the agreed price.
    expect(quoteLines(world.db, draft.id)).toEqual([expect.objectContaining({ description: 'Agreed price', unitAmountCents: 500_000 })]);
    const { link } = await sendQuote(world, { id: draft.id });
    await acceptQuote(world, { token: tokenOf(link), name: 'Ada Client', address: '127.0.0.1' });
    const blocks = world.db.select().from(calendarAvailability).where(eq(calendarAvailability.blockedForBookingId, booking.id)).all();
    expect(blocks.map((block) => block.date)).toEqual([world.day(41)]);
  });

  test('refused without an agreed price, and on a cancelled booking', async ({ world }) => {
    const pending = bookingScenario(world);
    await expect(createChangeOrder(world, { bookingId: pending.id, guestCount: 50 })).rejects.toThrow(CHANGE_ORDER_MESSAGES.notAgreed);
    const { booking } = await agreedBooking(world);
    await updateBookingStatus(world, { id: booking.id, status: 'cancelled' }, owner(world));
    await expect(createChangeOrder(world, { bookingId: booking.id, guestCount: 50 })).rejects.toThrow(CHANGE_ORDER_MESSAGES.notOpen('cancelled'));
  });
});

describe('changing details directly', () => {
  test('while no price is agreed, with the checks of confirming; refused once it is', async ({ world }) => {
    const booking = bookingScenario(world, { status: 'confirmed', eventDate: world.day(20) });
    bookingScenario(world, { eventDate: world.day(21), status: 'confirmed' });
    await expect(changeBookingDetails(world, { id: booking.id, eventDate: world.day(21) }, owner(world))).rejects.toThrow(/overlaps a confirmed booking/);
    await expect(changeBookingDetails(world, { id: booking.id, guestCount: 451, eventDate: world.day(-1) }, owner(world))).rejects.toThrow();
    const moved = await changeBookingDetails(world, { id: booking.id, eventDate: world.day(22), guestCount: 150 }, owner(world));
    expect(moved).toMatchObject({ eventDate: world.day(22), guestCount: 150 });
    expect(world.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'booking_changed'), eq(emailOutbox.to, booking.clientEmail))).get()!.text).toContain('We have changed your Wedding');

    const { booking: agreed } = await agreedBooking(world);
    await expect(changeBookingDetails(world, { id: agreed.id, guestCount: 150 }, owner(world))).rejects.toThrow(CHANGE_ORDER_MESSAGES.detailsAgreed);
  });
});
