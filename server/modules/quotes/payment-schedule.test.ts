import { and, eq } from 'drizzle-orm';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { acceptedQuoteScenario, bookingScenario, sentQuoteScenario } from '../../../tests/support/scenarios.ts';
import { emailOutbox, paymentScheduleItems } from '../../db/schema/index.ts';
import { SCHEDULE_MESSAGES } from '../../../shared/payment-schedule.ts';
import { processDueFollowUps } from '../followups/index.ts';
import { updateBookingTerms } from '../terms/index.ts';
import { createQuote, updateQuote } from './quotes.service.ts';
import { acceptQuote, sendQuote } from './quote-link.ts';
import { bookingPaymentSummary, recordPayment } from '../bookings/index.ts';

/*
 * When money falls due: relative schedule items ("3 days after acceptance", "30 days before the
 * event") become venue dates when the client accepts, never earlier than that day; a quote with a
 * payment already past due is not sent; nothing is overdue before the owner's grace period; a
 * client who accepts at midnight gets one confirmation, not "overdue" and "due" in the same second.
 */

/** The stored due dates of a quote's schedule, smallest amount first. */
const dueDates = (world: ServiceWorld, quoteId: string) =>
  world.db.select({ dueDate: paymentScheduleItems.dueDate }).from(paymentScheduleItems).where(eq(paymentScheduleItems.quoteId, quoteId)).orderBy(paymentScheduleItems.amountCents).all().map((row) => row.dueDate);

describe('relative due dates become venue dates on acceptance', () => {
  test('accepted at 11:30 PM the night before daylight saving starts: "1 day after" is the next venue day, "30 days before" counts calendar days', async ({ world }) => {
    // 2027-03-13 23:30 in New York is 2027-03-14 04:30 UTC; clocks spring forward at 2 AM on the 14th.
    world.clock.set('2027-03-13T12:00:00-05:00');
    const { booking, quote, token } = await sentQuoteScenario(world, {
      booking: { eventDate: '2027-06-12' },
      totalCents: 600_000,
      schedule: [
        { dueRule: 'after_acceptance', dueDays: 0, amountCents: 100_000 },
        { dueRule: 'after_acceptance', dueDays: 1, amountCents: 200_000 },
        { dueRule: 'before_event', dueDays: 30, amountCents: 300_000 },
      ],
    });
    // Before acceptance nothing relative to acceptance has a date.
    expect(dueDates(world, quote.id)).toEqual([null, null, null]);
    world.clock.set('2027-03-13T23:30:00-05:00');
    const accepted = await acceptQuote(world, { token, name: 'Ada Client', address: '127.0.0.1' });
    expect(accepted.kind).toBe('accepted');
    expect(dueDates(world, quote.id)).toEqual(['2027-03-13', '2027-03-14', '2027-05-13']);
    // The confirmation lists the payments with those dates.
    const confirmation = world.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'booking_confirmed'), eq(emailOutbox.to, booking.clientEmail))).get()!;
    expect(confirmation.text).toContain('$1,000.00 due Saturday, March 13, 2027');
    expect(confirmation.text).toContain('$2,000.00 due Sunday, March 14, 2027');
    expect(confirmation.text).toContain('$3,000.00 due Thursday, May 13, 2027');
  });

  test('accepted at 12:30 AM after the clocks fall back: the venue date, not the UTC date', async ({ world }) => {
    // 2027-11-07 00:30 EDT is 04:30 UTC the same day; 23:30 EST on the 7th is 04:30 UTC on the 8th.
    world.clock.set('2027-11-06T10:00:00-04:00');
    const { quote, token } = await sentQuoteScenario(world, {
      booking: { eventDate: '2028-01-15' },
      totalCents: 100_000,
      schedule: [{ dueRule: 'after_acceptance', dueDays: 2, amountCents: 100_000 }],
    });
    world.clock.set('2027-11-07T23:30:00-05:00');
    await acceptQuote(world, { token, name: 'Ada Client', address: '127.0.0.1' });
    expect(dueDates(world, quote.id)).toEqual(['2027-11-09']);
  });

  test('a fixed date that passed while the quote waited is due on the day of acceptance, not overdue', async ({ world }) => {
    world.clock.set('2027-04-01T09:00:00-04:00');
    const { booking, quote, token } = await sentQuoteScenario(world, {
      booking: { eventDate: '2027-09-04' },
      totalCents: 500_000,
      schedule: [
        { dueRule: 'on_date', dueDate: '2027-04-03', amountCents: 100_000 },
        { dueRule: 'on_date', dueDate: '2027-08-01', amountCents: 400_000 },
      ],
    });
    world.clock.set('2027-04-10T00:05:00-04:00');
    await acceptQuote(world, { token, name: 'Ada Client', address: '127.0.0.1' });
    expect(dueDates(world, quote.id)).toEqual(['2027-04-10', '2027-08-01']);
    expect(bookingPaymentSummary(world, booking.id)).toMatchObject({ status: 'due', overdueCents: 0, nextDueDate: '2027-04-10', nextDueCents: 100_000 });
  });
});

describe('a quote is never sent with a payment already past due', () => {
  test('a fixed date before today, or "30 days before" an event 20 days away, is refused with the date; "on acceptance" is fine', async ({ world }) => {
    world.clock.set('2027-05-01T10:00:00-04:00');
    const booking = bookingScenario(world, { eventDate: '2027-05-21' });
    const draft = await createQuote(world, { bookingId: booking.id });
    const save = (schedule: Parameters<typeof updateQuote>[1]['schedule']) =>
      updateQuote(world, { id: draft.id, lines: [{ kind: 'venue_hire', description: 'Hire', quantity: 1, unitAmountCents: 100_000 }], taxRateMilliPercent: 0, discountCents: 0, depositKind: 'percent', depositValue: 0, blockDateOnAcceptance: false, schedule });
    await save([{ dueRule: 'on_date', dueDate: '2027-04-30', amountCents: 100_000 }]);
    await expect(sendQuote(world, { id: draft.id })).rejects.toThrow(SCHEDULE_MESSAGES.pastDue('2027-04-30'));
    await save([{ dueRule: 'before_event', dueDays: 30, amountCents: 100_000 }]);
    await expect(sendQuote(world, { id: draft.id })).rejects.toThrow(SCHEDULE_MESSAGES.pastDue('2027-04-21'));
    await save([{ dueRule: 'on_date', dueDate: '2027-05-01', amountCents: 40_000 }, { dueRule: 'after_acceptance', dueDays: 0, amountCents: 60_000 }]);
    const sent = await sendQuote(world, { id: draft.id });
    expect(sent.quote.status).toBe('sent');
  });

  test('days out of range and an unknown rule are refused with a clear message', async ({ world }) => {
    const booking = bookingScenario(world);
    const draft = await createQuote(world, { bookingId: booking.id });
    const base = { id: draft.id, lines: [{ kind: 'venue_hire' as const, description: 'Hire', quantity: 1, unitAmountCents: 100_000 }], taxRateMilliPercent: 0, discountCents: 0, depositKind: 'percent' as const, depositValue: 0, blockDateOnAcceptance: false };
    await expect(updateQuote(world, { ...base, schedule: [{ dueRule: 'before_event', dueDays: 731, amountCents: 100_000 }] })).rejects.toThrow(SCHEDULE_MESSAGES.days);
    await expect(updateQuote(world, { ...base, schedule: [{ dueRule: 'after_acceptance', dueDays: -1, amountCents: 100_000 }] })).rejects.toThrow(SCHEDULE_MESSAGES.days);
  });
});

describe('grace period', () => {
  test('nothing is overdue until the owner’s grace period has passed', async ({ world }) => {
    world.clock.set('2027-06-01T10:00:00-04:00');
    const { booking } = await acceptedQuoteScenario(world, {
      booking: { eventDate: '2027-10-02' },
      totalCents: 300_000,
      schedule: [
        { dueRule: 'on_date', dueDate: '2027-06-05', amountCents: 100_000 },
        { dueRule: 'before_event', dueDays: 30, amountCents: 200_000 },
      ],
    });
    await updateBookingTerms(world, { paymentGraceDays: 5, quoteTerms: '' });
    world.clock.set('2027-06-10T12:00:00-04:00'); // 5 days late: still in grace
    expect(bookingPaymentSummary(world, booking.id)).toMatchObject({ status: 'due', overdueCents: 0, graceDays: 5, nextDueDate: '2027-06-05' });
    world.clock.set('2027-06-11T00:01:00-04:00'); // 6 days late
    expect(bookingPaymentSummary(world, booking.id)).toMatchObject({ status: 'overdue', overdueCents: 100_000, nextDueDate: '2027-09-02' });
    await recordPayment(world, { bookingId: booking.id, amountCents: 100_000, occurredOn: '2027-06-11', method: 'card' }, { kind: 'admin', userId: world.adminId });
    expect(bookingPaymentSummary(world, booking.id)).toMatchObject({ status: 'due', overdueCents: 0 });
  });

  test('accepted at midnight: one confirmation with the payments, no "overdue" and no "due" reminder in the same minute', async ({ world }) => {
    world.clock.set('2027-02-01T10:00:00-05:00');
    const { booking, token } = await sentQuoteScenario(world, {
      booking: { eventDate: '2027-08-14' },
      totalCents: 400_000,
      schedule: [
        { dueRule: 'on_date', dueDate: '2027-02-03', amountCents: 100_000 },
        { dueRule: 'after_acceptance', dueDays: 3, amountCents: 100_000 },
        { dueRule: 'before_event', dueDays: 30, amountCents: 200_000 },
      ],
    });
    world.clock.set('2027-02-06T00:00:30-05:00');
    await acceptQuote(world, { token, name: 'Ada Client', address: '127.0.0.1' });
    await processDueFollowUps(world);
    const toClient = world.db.select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.to, booking.clientEmail)).all().map((row) => row.kind);
    expect(toClient).toEqual(['quote_sent', 'booking_confirmed']);
    expect(bookingPaymentSummary(world, booking.id)).toMatchObject({ status: 'due', overdueCents: 0, nextDueDate: '2027-02-06' });
    // After the grace period the overdue reminder goes, once.
    world.clock.set('2027-02-10T09:00:00-05:00');
    await processDueFollowUps(world);
    await processDueFollowUps(world);
    const overdue = world.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, booking.clientEmail), eq(emailOutbox.kind, 'follow_up_payment_overdue'))).all();
    expect(overdue.map((mail) => mail.subject)).toEqual(['Payment of $1,000.00 is overdue']);
  });
});
