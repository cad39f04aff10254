import { and, eq } from 'drizzle-orm';
import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { acceptedQuoteScenario, bookingScenario, sentQuoteScenario } from '../../../tests/support/scenarios.ts';
import { bookingEvents, emailOutbox, ledgerEntries, quotes } from '../../db/schema/index.ts';
import { CANCELLATION_MESSAGES, DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from '../../../shared/cancellation.ts';
import { LEDGER_MESSAGES, ledgerTotals } from '../../../shared/ledger.ts';
import { PRICE_AGREED_MESSAGE } from '../../../shared/booking-life.ts';
import { QUOTE_MESSAGES } from '../../../shared/quotes.ts';
import { ledgerEntriesOf } from '../ledger/index.ts';
import { updateBookingTerms } from '../terms/index.ts';
import { onBookingEvent, type Actor } from './booking-life.ts';
import { bookingPaymentSummary, cancelBooking, cancellationTermsFor, recordPayment, recordRefund, voidLedgerEntry } from './booking-money.ts';
import { findBooking, updateBooking, updateBookingStatus } from './bookings.service.ts';

/*
 * A booking's money as a ledger: the balance after every kind of entry (a charge when the price is
 * agreed, payments, an overpayment held as credit, refunds, a void), entries never changed, a
 * cancelled booking that takes no payment and owes nothing, cancellation under each policy, and a
 * price that changes only through a change order once agreed.
 */

const owner = (world: ServiceWorld): Actor => ({ kind: 'admin', userId: world.adminId });
const money = (world: ServiceWorld, bookingId: string) => ledgerTotals(ledgerEntriesOf(world.db, bookingId));
const pay = (world: ServiceWorld, bookingId: string, amountCents: number) => recordPayment(world, { bookingId, amountCents, occurredOn: world.day(0), method: 'bank_transfer' }, owner(world));

describe('the ledger', () => {
  test('the balance after every kind of entry: charge, payment, overpayment as credit, refund, void', async ({ world }) => {
    const { booking, quote } = await acceptedQuoteScenario(world, { totalCents: 1_000_000 });
    // The accepted quote is the agreed price: a charge of its total, made by the client.
    expect(ledgerEntriesOf(world.db, booking.id)).toEqual([expect.objectContaining({ kind: 'charge', reason: 'quote_accepted', amountCents: 1_000_000, quoteId: quote.id, actor: 'client' })]);
    expect(money(world, booking.id)).toMatchObject({ chargedCents: 1_000_000, paidCents: 0, balanceCents: 1_000_000, dueCents: 1_000_000, creditCents: 0 });

    const deposit = await pay(world, booking.id, 300_000);
    expect(deposit.totals).toMatchObject({ paidCents: 300_000, balanceCents: 700_000, creditCents: 0 });
    expect(deposit.entry).toMatchObject({ kind: 'payment', actor: 'admin', createdBy: world.adminId, occurredOn: world.day(0) });

    // $8,000 against $7,000 owed: $1,000 is the client's credit, shown as such.
    const over = await pay(world, booking.id, 800_000);
    expect(over.totals).toMatchObject({ paidCents: 1_100_000, balanceCents: -100_000, dueCents: 0, creditCents: 100_000 });
    expect(bookingPaymentSummary(world, booking.id)).toMatchObject({ status: 'credit', creditCents: 100_000, outstandingCents: 0 });
    const events = world.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).all();
    expect(events.at(-1)!.summary).toBe('Payment of $8,000.00 received ($1,000.00 more than was owed, held as credit)');

    const refund = await recordRefund(world, { bookingId: booking.id, amountCents: 100_000, occurredOn: world.day(0), method: 'bank_transfer' }, owner(world));
    expect(refund.totals).toMatchObject({ paidCents: 1_000_000, balanceCents: 0, creditCents: 0 });
    expect(bookingPaymentSummary(world, booking.id).status).toBe('paid');

    // The $8,000 was recorded by mistake: voided, it stops counting; both entries stay.
    const voided = await voidLedgerEntry(world, { id: over.entry.id, reason: 'Recorded twice' }, owner(world));
    expect(voided.entry).toMatchObject({ kind: 'payment', reason: 'void', voidsEntryId: over.entry.id, amountCents: 800_000, note: 'Recorded twice' });
    expect(money(world, booking.id)).toMatchObject({ receivedCents: 300_000, refundedCents: 100_000, paidCents: 200_000, balanceCents: 800_000 });
    expect(ledgerEntriesOf(world.db, booking.id)).toHaveLength(5);
  });

  test('refused: a refund above what the venue holds, voiding twice, voiding a charge, a zero payment; nothing is written', async ({ world }) => {
    const { booking } = await acceptedQuoteScenario(world, { totalCents: 500_000 });
    const payment = await pay(world, booking.id, 200_000);
    await expect(recordRefund(world, { bookingId: booking.id, amountCents: 200_001, occurredOn: world.day(0), method: 'card' }, owner(world))).rejects.toThrow(LEDGER_MESSAGES.refundMoreThanPaid(200_000));
    await voidLedgerEntry(world, { id: payment.entry.id, reason: 'Bounced' }, owner(world));
    await expect(voidLedgerEntry(world, { id: payment.entry.id, reason: 'Again' }, owner(world))).rejects.toThrow(LEDGER_MESSAGES.alreadyVoided);
    const charge = ledgerEntriesOf(world.db, booking.id).find((entry) => entry.kind === 'charge')!;
    await expect(voidLedgerEntry(world, { id: charge.id, reason: 'Too dear' }, owner(world))).rejects.toThrow(LEDGER_MESSAGES.onlyMoneyVoided);
    await expect(pay(world, booking.id, 0)).rejects.toThrow(QUOTE_MESSAGES.paymentAmount);
    await expect(recordPayment(world, { bookingId: booking.id, amountCents: 100, occurredOn: world.day(1), method: 'card' }, owner(world))).rejects.toThrow(QUOTE_MESSAGES.paymentDate);
    expect(ledgerEntriesOf(world.db, booking.id)).toHaveLength(3);
  });

  test('entries are never changed: the database itself refuses an update of their money', async ({ world }) => {
    const { booking } = await acceptedQuoteScenario(world, { totalCents: 100_000 });
    expect(() => world.db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.bookingId, booking.id)).run()).toThrow(/never changed/);
    expect(money(world, booking.id).chargedCents).toBe(100_000);
  });
});

describe('a price agreed changes only through a change order', () => {
  test('the total cost is an estimate until agreed; confirming with it agrees it; then it cannot be set by hand', async ({ world }) => {
    const booking = bookingScenario(world, { totalCost: 4500 });
    const estimated = await updateBooking(world, { id: booking.id, totalCostCents: 480_000 });
    expect(estimated.totalCost).toBe(4800);
    await updateBookingStatus(world, { id: booking.id, status: 'confirmed' }, owner(world));
    expect(ledgerEntriesOf(world.db, booking.id)).toEqual([expect.objectContaining({ kind: 'charge', reason: 'agreed_price', amountCents: 480_000 })]);
    await expect(updateBooking(world, { id: booking.id, totalCostCents: 2_500_000 })).rejects.toThrow(PRICE_AGREED_MESSAGE);
    await expect(updateBooking(world, { id: booking.id, clearTotalCost: true })).rejects.toThrow(PRICE_AGREED_MESSAGE);
    // Notes still save; the money did not move.
    await updateBooking(world, { id: booking.id, adminNotes: 'Band at 9' });
    expect(money(world, booking.id).chargedCents).toBe(480_000);
  });

  test('an accepted quote fixes the price, whatever the total cost said', async ({ world }) => {
    const { booking } = await acceptedQuoteScenario(world, { booking: { totalCost: 100 }, totalCents: 2_063_875 });
    await expect(updateBooking(world, { id: booking.id, totalCostCents: 2_500_000 })).rejects.toThrow(PRICE_AGREED_MESSAGE);
    expect(money(world, booking.id).agreedCents).toBe(2_063_875);
  });
});

async function withPolicy(world: ServiceWorld, policy: CancellationPolicy) {
  await updateBookingTerms(world, { paymentGraceDays: 3, quoteTerms: '', cancellationPolicy: policy });
}

describe('cancelling settles the money by the venue’s policy', () => {
  test('early, default policy ("a deposit refund less a $250 fee"): $250 kept as a fee, the rest refunded; nothing owed', async ({ world }) => {
    const { booking } = await acceptedQuoteScenario(world, { booking: { eventDate: world.day(200) }, totalCents: 1_000_000 });
    await pay(world, booking.id, 300_000);
    const terms = cancellationTermsFor(world, findBooking(world.db, booking.id)!);
    expect(terms).toMatchObject({ tier: 'early', paidCents: 300_000, keptCents: 25_000, keptAs: 'fee', refundCents: 275_000 });
    await cancelBooking(world, { id: booking.id, refund: { amountCents: 275_000, method: 'bank_transfer', occurredOn: world.day(0) } }, owner(world));
    expect(money(world, booking.id)).toMatchObject({ chargedCents: 25_000, feesCents: 25_000, agreedCents: 0, paidCents: 25_000, balanceCents: 0 });
    expect(bookingPaymentSummary(world, booking.id)).toMatchObject({ status: 'paid', outstandingCents: 0, overdueCents: 0, nextDueDate: null });
    const mail = world.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'booking_cancelled'), eq(emailOutbox.to, booking.clientEmail))).get()!;
    expect(mail.text).toContain('we keep $250.00 as a cancellation fee');
    expect(mail.text).toContain('We have refunded $2,750.00 to you.');
  });

  test('late, default policy: the deposit stays the client’s credit toward another date; the rest is owed back until refunded', async ({ world }) => {
    const { booking } = await acceptedQuoteScenario(world, {
      booking: { eventDate: world.day(60) },
      totalCents: 1_000_000,
      schedule: [
        { dueRule: 'after_acceptance', dueDays: 0, amountCents: 300_000 },
        { dueRule: 'before_event', dueDays: 30, amountCents: 700_000 },
      ],
    });
    await pay(world, booking.id, 500_000);
    expect(cancellationTermsFor(world, findBooking(world.db, booking.id)!)).toMatchObject({ tier: 'late', keptCents: 300_000, keptAs: 'credit', refundCents: 200_000 });
    await updateBookingStatus(world, { id: booking.id, status: 'cancelled' }, owner(world));
    // No fee; the venue holds $5,000 of which $3,000 is kept toward another date and $2,000 is owed back.
    expect(money(world, booking.id)).toMatchObject({ chargedCents: 0, paidCents: 500_000, creditCents: 500_000, dueCents: 0 });
    expect(bookingPaymentSummary(world, booking.id)).toMatchObject({ status: 'credit', creditCents: 500_000, outstandingCents: 0 });
    const mail = world.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'booking_cancelled'), eq(emailOutbox.to, booking.clientEmail))).get()!;
    expect(mail.text).toContain('$3,000.00 stays with us as your credit toward another date');
    expect(mail.text).toContain('We will refund the remaining $2,000.00 to you.');
  });

  test.for([
    ['nothing kept', { keep: 'nothing', feeCents: 0, keptAs: 'fee' }, 0, 400_000],
    ['everything kept', { keep: 'everything', feeCents: 0, keptAs: 'fee' }, 400_000, 0],
    ['a fee larger than what was paid keeps only what was paid', { keep: 'fee', feeCents: 900_000, keptAs: 'fee' }, 400_000, 0],
  ] as const)('policy: %s', async ([, tier, kept, refunded], { world }) => {
    await withPolicy(world, { ...DEFAULT_CANCELLATION_POLICY, early: tier, late: tier });
    const { booking } = await acceptedQuoteScenario(world, { totalCents: 1_000_000 });
    await pay(world, booking.id, 400_000);
    expect(cancellationTermsFor(world, findBooking(world.db, booking.id)!)).toMatchObject({ keptCents: kept, refundCents: refunded });
    await cancelBooking(world, { id: booking.id, refund: refunded ? { amountCents: refunded, method: 'check', occurredOn: world.day(0) } : null }, owner(world));
    expect(money(world, booking.id)).toMatchObject({ feesCents: kept, balanceCents: 0 });
  });

  test('the owner may adjust what is kept, never beyond what was paid, nor refund more than is left', async ({ world }) => {
    const { booking } = await acceptedQuoteScenario(world, { booking: { eventDate: world.day(200) }, totalCents: 1_000_000 });
    await pay(world, booking.id, 100_000);
    await expect(cancelBooking(world, { id: booking.id, keptCents: 100_001 }, owner(world))).rejects.toThrow(CANCELLATION_MESSAGES.keptMoreThanPaid(100_000));
    await expect(cancelBooking(world, { id: booking.id, keptCents: 50_000, refund: { amountCents: 50_001, method: 'cash', occurredOn: world.day(0) } }, owner(world))).rejects.toThrow(
      CANCELLATION_MESSAGES.refundMoreThanLeft(50_000),
    );
    expect(findBooking(world.db, booking.id)!.status).toBe('confirmed');
    await cancelBooking(world, { id: booking.id, keptCents: 0, keptAs: 'fee', refund: { amountCents: 100_000, method: 'cash', occurredOn: world.day(0) } }, owner(world));
    expect(money(world, booking.id)).toMatchObject({ chargedCents: 0, paidCents: 0, balanceCents: 0 });
    const cancelled = world.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, 'cancelled'))).get()!;
    expect(cancelled.summary).toContain('The owner kept $0.00 instead.');
  });

  test('a cancelled booking takes no payment, shows no balance due, and its open quotes are withdrawn', async ({ world }) => {
    const { booking, quote } = await sentQuoteScenario(world, { totalCents: 300_000 });
    await updateBookingStatus(world, { id: booking.id, status: 'cancelled' }, owner(world));
    expect(world.db.select().from(quotes).where(eq(quotes.id, quote.id)).get()!.status).toBe('withdrawn');
    await expect(pay(world, booking.id, 10_000)).rejects.toThrow(LEDGER_MESSAGES.cancelledTakesNoPayment);
    expect(bookingPaymentSummary(world, booking.id)).toMatchObject({ status: 'none', outstandingCents: 0 });
    // Cancelling again (a retry) answers the booking as it is: nothing is settled, recorded or sent twice.
    const events = world.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).all().length;
    const mails = world.db.select().from(emailOutbox).all().length;
    const ledger = ledgerEntriesOf(world.db, booking.id);
    const again = await cancelBooking(world, { id: booking.id }, owner(world));
    expect(again).toMatchObject({ booking: { id: booking.id, status: 'cancelled' }, holdsChanged: false, blockLifted: false });
    expect(world.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).all()).toHaveLength(events);
    expect(world.db.select().from(emailOutbox).all()).toHaveLength(mails);
    expect(ledgerEntriesOf(world.db, booking.id)).toEqual(ledger);
  });
});

describe('the booking’s life keeps its record', () => {
  test('every move and money event is recorded with who and when; a reaction runs inside the same transaction', async ({ world }) => {
    const seen: string[] = [];
    const stop = onBookingEvent((_deps, _tx, event) => {
      seen.push(event.kind);
      if (event.kind === 'refund_recorded') throw new Error('a reaction refused');
    });
    try {
      const { booking } = await acceptedQuoteScenario(world, { totalCents: 200_000 });
      await pay(world, booking.id, 50_000);
      // A reaction that fails rolls the whole step back: no refund entry is left behind.
      await expect(recordRefund(world, { bookingId: booking.id, amountCents: 10_000, occurredOn: world.day(0), method: 'cash' }, owner(world))).rejects.toThrow('a reaction refused');
      expect(ledgerEntriesOf(world.db, booking.id).map((entry) => entry.kind)).toEqual(['charge', 'payment']);
      const events = world.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).all();
      expect(events.map((event) => [event.kind, event.actor])).toEqual([
        ['confirmed', 'client'],
        ['price_agreed', 'client'],
        ['payment_recorded', 'admin'],
      ]);
      expect(events[0]).toMatchObject({ fromStatus: 'pending', toStatus: 'confirmed', actorName: 'Ada Client' });
      expect(events[2]).toMatchObject({ actorId: world.adminId });
      expect(seen).toEqual(['confirmed', 'price_agreed', 'payment_recorded', 'refund_recorded']);
    } finally {
      stop();
    }
  });
});
