import { eq } from 'drizzle-orm';
import { ledgerEntries } from '../../server/db/schema/index.ts';
import { LEDGER_MESSAGES } from '../../shared/ledger.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { firstErrorCode, } from '../support/graphql.ts';
import { graphql } from '../gql/index.ts';

/*
 * A booking's money over GraphQL: the ledger with the balance after each entry, the figures, the
 * policy's proposal for cancelling, recording a payment (an overpayment answered as credit), a
 * refund, voiding (deletePayment too), and cancelling with a fee and a refund. Only the owner may.
 */

const MONEY = graphql(`
  query BookingMoneyTest($id: ID!) {
    booking(id: $id) {
      id status totalCostCents priceAgreed
      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }
      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actor actorName }
      paymentSummary { status totalCents paidCents outstandingCents creditCents }
      payments { id amountCents receivedOn }
      cancellationTerms { tier keptCents keptAs refundCents explanation }
      history { summary actor actorName fromStatus toStatus }
    }
  }
`);
const CONFIRM = graphql(`
  mutation BookingMoneyTestConfirm($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status } } }
`);
const PAY = graphql(`
  mutation BookingMoneyTestPay($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id amountCents } creditCents booking { id paymentSummary { status creditCents } } } }
`);
const REFUND = graphql(`
  mutation BookingMoneyTestRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id kind amountCents balanceAfterCents } booking { id money { paidCents } } } }
`);
const VOID = graphql(`
  mutation BookingMoneyTestVoid($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id reason voidsEntryId note } booking { id money { paidCents } } } }
`);
const DELETE_PAYMENT = graphql(`
  mutation BookingMoneyTestDelete($input: DeletePaymentInput!) { deletePayment(input: $input) { deletedId booking { id payments { id } } } }
`);
const CANCEL = graphql(`
  mutation BookingMoneyTestCancel($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { id status } } }
`);

describe('a booking’s money over GraphQL', () => {
  test('confirmed with its price: the ledger, payments, an overpayment as credit, a refund and a void, each figure from the ledger', async ({ factories, server, admin }) => {
    const booking = factories.booking({ eventDate: factories.day(250), totalCost: 5000 });
    await admin.data(CONFIRM, { input: { id: booking.id, status: 'CONFIRMED' } });
    const today = factories.day(0);
    const first = await admin.data(PAY, { input: { bookingId: booking.id, amountCents: 200_000, receivedOn: today, method: 'CHECK' } });
    expect(first.recordPayment).toMatchObject({ creditCents: 0, booking: { paymentSummary: { status: 'DUE' } } });
    const over = await admin.data(PAY, { input: { bookingId: booking.id, amountCents: 350_000, receivedOn: today, method: 'CARD', note: 'Balance' } });
    expect(over.recordPayment).toMatchObject({ creditCents: 50_000, booking: { paymentSummary: { status: 'CREDIT', creditCents: 50_000 } } });
    const refund = await admin.data(REFUND, { input: { bookingId: booking.id, amountCents: 50_000, occurredOn: today, method: 'CARD' } });
    expect(refund.recordRefund).toMatchObject({ entry: { kind: 'REFUND', amountCents: 50_000, balanceAfterCents: 0 }, booking: { money: { paidCents: 500_000 } } });

    const read = (await admin.data(MONEY, { id: booking.id })).booking!;
    expect(read).toMatchObject({ totalCostCents: 500_000, priceAgreed: true, money: { chargedCents: 500_000, paidCents: 500_000, balanceCents: 0, creditCents: 0 } });
    expect(read.ledger.map((entry) => [entry.kind, entry.owedChangeCents, entry.balanceAfterCents])).toEqual([
      ['CHARGE', 500_000, 500_000],
      ['PAYMENT', -200_000, 300_000],
      ['PAYMENT', -350_000, -50_000],
      ['REFUND', 50_000, 0],
    ]);
    expect(read.ledger[0]).toMatchObject({ reason: 'AGREED_PRICE', actor: 'ADMIN', actorName: 'The owner (owner@venue.test)' });
    expect(read.history.map((event) => event.summary)).toEqual([
      `Confirmed for ${new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${booking.eventDate}T00:00:00Z`))}`,
      'Agreed price: $5,000.00',
      'Payment of $2,000.00 received',
      'Payment of $3,500.00 received ($500.00 more than was owed, held as credit)',
      'Refund of $500.00 recorded',
    ]);

    // The first payment was a mistake: voided (and deletePayment voids too); the ledger keeps it.
    const voided = await admin.data(VOID, { input: { id: first.recordPayment.payment!.id, reason: 'Cheque bounced' } });
    expect(voided.voidLedgerEntry).toMatchObject({ entry: { reason: 'VOID', voidsEntryId: first.recordPayment.payment!.id, note: 'Cheque bounced' }, booking: { money: { paidCents: 300_000 } } });
    // Voiding the other payment would leave more refunded than received: the refund goes first.
    const refusedVoid = await admin.request(DELETE_PAYMENT, { input: { id: over.recordPayment.payment!.id } });
    expect(refusedVoid.errors?.[0]?.message).toBe(LEDGER_MESSAGES.voidLeavesRefund(50_000));
    await admin.data(VOID, { input: { id: refund.recordRefund.entry!.id, reason: 'Refund never sent' } });
    const deleted = await admin.data(DELETE_PAYMENT, { input: { id: over.recordPayment.payment!.id } });
    expect(deleted.deletePayment).toMatchObject({ deletedId: over.recordPayment.payment!.id, booking: { payments: [] } });
    expect(server.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, booking.id)).all()).toHaveLength(7);
    expect((await admin.data(MONEY, { id: booking.id })).booking!.money).toMatchObject({ paidCents: 0, balanceCents: 500_000 });
  });

  test('cancelling with the policy’s fee and a refund: the booking owes nothing and takes no more payment', async ({ factories, admin }) => {
    const booking = factories.booking({ eventDate: factories.day(300), totalCost: 8000 });
    await admin.data(CONFIRM, { input: { id: booking.id, status: 'CONFIRMED' } });
    await admin.data(PAY, { input: { bookingId: booking.id, amountCents: 240_000, receivedOn: factories.day(0), method: 'BANK_TRANSFER' } });
    const proposed = (await admin.data(MONEY, { id: booking.id })).booking!.cancellationTerms!;
    expect(proposed).toMatchObject({ tier: 'EARLY', keptCents: 25_000, keptAs: 'FEE', refundCents: 215_000 });
    expect(proposed.explanation).toContain('$250.00 fee is kept');
    await admin.data(CANCEL, { input: { id: booking.id, refund: { amountCents: 215_000, method: 'BANK_TRANSFER', occurredOn: factories.day(0) } } });
    const after = (await admin.data(MONEY, { id: booking.id })).booking!;
    expect(after).toMatchObject({ status: 'CANCELLED', cancellationTerms: null, money: { chargedCents: 25_000, feesCents: 25_000, paidCents: 25_000, balanceCents: 0 }, paymentSummary: { outstandingCents: 0 } });
    expect(after.ledger.map((entry) => entry.reason)).toEqual(['AGREED_PRICE', 'PAYMENT', 'CHARGES_RELEASED', 'CANCELLATION_FEE', 'REFUND']);
    const refused = await admin.request(PAY, { input: { bookingId: booking.id, amountCents: 1_000, receivedOn: factories.day(0), method: 'CASH' } });
    expect(refused.errors?.[0]?.message).toBe(LEDGER_MESSAGES.cancelledTakesNoPayment);
  });

  test('anonymous callers and non-admins are refused, and nothing changes', async ({ factories, server, admin }) => {
    const booking = factories.booking({ eventDate: factories.day(301) });
    const { session: user } = await factories.signedInAs('user');
    for (const [session, code] of [
      [server.session(), 'UNAUTHENTICATED'],
      [user, 'FORBIDDEN'],
    ] as const) {
      expect(firstErrorCode(await session.request(CANCEL, { input: { id: booking.id } }))).toBe(code);
      expect(firstErrorCode(await session.request(REFUND, { input: { bookingId: booking.id, amountCents: 100, occurredOn: factories.day(0), method: 'CASH' } }))).toBe(code);
      expect(firstErrorCode(await session.request(VOID, { input: { id: 'x', reason: 'x' } }))).toBe(code);
      expect(firstErrorCode(await session.request(MONEY, { id: booking.id }))).toBe(code);
    }
    expect((await admin.data(MONEY, { id: booking.id })).booking).toMatchObject({ status: 'PENDING', ledger: [] });
  });
});
