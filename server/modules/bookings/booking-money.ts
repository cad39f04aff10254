import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import type { BookingRow } from '../../db/rows.ts';
import { bookings, paymentScheduleItems, quoteLineItems, quotes } from '../../db/schema/index.ts';
import { badInput, conflict, FieldErrors, notFound, stateConflict } from '../../errors.ts';
import { localDate } from '../../lib/dates.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { cancellationOutcome, CANCELLATION_MESSAGES, settlementProblem, type CancellationOutcome, type KeptAs } from '../../../shared/cancellation.ts';
import { LEDGER_MESSAGES, ledgerTotals, moneyEntryProblems, voidReasonProblem, type LedgerTotals } from '../../../shared/ledger.ts';
import { formatCents } from '../../../shared/money.ts';
import { paymentSummary, scheduleItemDueDate, settledSummary, type PaymentSummary } from '../../../shared/payment-schedule.ts';
import { QUOTE_MESSAGES, quoteTotals, type PaymentMethod } from '../../../shared/quotes.ts';
import { findLedgerEntry, hasAgreedPrice, ledgerEntriesFor, ledgerEntriesOf, postLedgerEntry, voidedEntryIds, type LedgerEntryRow } from '../ledger/index.ts';
import { getBookingTerms } from '../terms/index.ts';
import { actorColumns, findBookingIn, moveBookingIn, recordBookingEvent, type Actor, type BookingLifeServices, type CancellationSettlement } from './booking-life.ts';

/*
 * A booking's money, as steps of its life: payments and refunds recorded (never into a cancelled
 * booking; never a refund of more than the venue holds), a mistaken one voided by another entry,
 * cancellation settled by the venue's policy (or the owner's adjustment of it), and where the
 * money stands (the Bookings list's badge, the payments card) derived from the ledger and the
 * agreed quote's schedule.
 */


const venueToday = (deps: Pick<BookingLifeServices, 'config'>) => localDate(deps.config.now(), deps.config.venueTimeZone);

/** Checks an amount, a day, a method and a note together, so every bad field is answered at once. */
function moneyFieldsOf(
  deps: Pick<BookingLifeServices, 'config'>,
  input: { amountCents: number; occurredOn: string; method: string; note?: string | null },
  names: { amount: string; day: string; method: string; note: string },
  messages: { amount: string; day: string } = { amount: LEDGER_MESSAGES.amount, day: LEDGER_MESSAGES.date },
  errors = new FieldErrors(),
): { amountCents: number; occurredOn: string; method: PaymentMethod; note: string | null } {
  const problems = moneyEntryProblems(input, venueToday(deps), messages);
  if (problems.amount) errors.add(names.amount, problems.amount, 'OUT_OF_RANGE');
  if (problems.day) errors.add(names.day, problems.day, 'OUT_OF_RANGE');
  if (problems.method) errors.add(names.method, problems.method);
  if (problems.note) errors.add(names.note, problems.note, 'TOO_LONG');
  const note = input.note?.trim() || null;
  errors.throwIfAny();
  return { amountCents: input.amountCents, occurredOn: input.occurredOn, method: input.method as PaymentMethod, note };
}

// ---------------------------------------------------------------------------------------------
// Recording money

export interface MoneyInput {
  bookingId: string;
  amountCents: number;
  /** yyyy-MM-dd: the day the money moved (today or earlier, venue time zone). */
  occurredOn: string;
  method: PaymentMethod;
  note?: string | null;
}

/**
 * Money received for a booking. A cancelled booking takes none. Money beyond what the client owes
 * is kept as their credit, and the answer says how much (shown to the owner as such).
 */
export async function recordPayment(deps: BookingLifeServices, input: MoneyInput, actor: Actor): Promise<{ entry: LedgerEntryRow; totals: LedgerTotals }> {
  const { amountCents, occurredOn, method, note } = moneyFieldsOf(
    deps,
    input,
    { amount: 'amountCents', day: 'receivedOn', method: 'method', note: 'note' },
    { amount: QUOTE_MESSAGES.paymentAmount, day: QUOTE_MESSAGES.paymentDate },
  );
  const result = await writeTransaction(deps.db, (tx) => {
    const booking = findBookingIn(tx, input.bookingId);
    if (booking.status === 'cancelled') throw conflict(LEDGER_MESSAGES.cancelledTakesNoPayment);
    const entry = postLedgerEntry(tx, { bookingId: booking.id, kind: 'payment', reason: 'payment', amountCents, description: 'Payment received', method, occurredOn, note, ...actorColumns(actor), createdAt: deps.config.now() });
    const totals = ledgerTotals(ledgerEntriesOf(tx, booking.id));
    const beyond = totals.creditCents > 0 ? ` (${formatCents(Math.min(amountCents, totals.creditCents))} more than was owed, held as credit)` : '';
    recordBookingEvent(deps, tx, actor, { bookingId: booking.id, kind: 'payment_recorded', summary: `Payment of ${formatCents(amountCents)} received${beyond}`, details: { entryId: entry.id, amountCents } });
    return { entry, totals };
  });
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: input.bookingId });
  return result;
}

/** Money returned to the client: at most what the venue holds for the booking. Allowed on a cancelled booking. */
export async function recordRefund(deps: BookingLifeServices, input: MoneyInput, actor: Actor): Promise<{ entry: LedgerEntryRow; totals: LedgerTotals }> {
  const { amountCents, occurredOn, method, note } = moneyFieldsOf(deps, input, { amount: 'amountCents', day: 'occurredOn', method: 'method', note: 'note' });
  const result = await writeTransaction(deps.db, (tx) => {
    const booking = findBookingIn(tx, input.bookingId);
    const held = ledgerTotals(ledgerEntriesOf(tx, booking.id)).paidCents;
    if (amountCents > held) throw badInput(LEDGER_MESSAGES.refundMoreThanPaid(Math.max(0, held)), 'amountCents', 'OUT_OF_RANGE');
    const entry = postLedgerEntry(tx, { bookingId: booking.id, kind: 'refund', reason: 'refund', amountCents, description: 'Refund', method, occurredOn, note, ...actorColumns(actor), createdAt: deps.config.now() });
    recordBookingEvent(deps, tx, actor, { bookingId: booking.id, kind: 'refund_recorded', summary: `Refund of ${formatCents(amountCents)} recorded`, details: { entryId: entry.id, amountCents } });
    return { entry, totals: ledgerTotals(ledgerEntriesOf(tx, booking.id)) };
  });
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: input.bookingId });
  return result;
}

/**
 * A payment or refund recorded by mistake is voided by an entry that counts it back; both stay in
 * the ledger. Charges and credits are never voided: the price changes through a change order.
 */
export async function voidLedgerEntry(deps: BookingLifeServices, input: { id: string; reason: string }, actor: Actor): Promise<{ entry: LedgerEntryRow; voided: LedgerEntryRow }> {
  const reason = input.reason.trim();
  const problem = voidReasonProblem(reason);
  if (problem) throw badInput(problem, 'reason', reason ? 'TOO_LONG' : 'REQUIRED');
  const result = await writeTransaction(deps.db, (tx) => {
    const voided = findLedgerEntry(tx, input.id);
    if (!voided) throw notFound(LEDGER_MESSAGES.entryGone);
    if ((voided.kind !== 'payment' && voided.kind !== 'refund') || voided.voidsEntryId) throw badInput(LEDGER_MESSAGES.onlyMoneyVoided, 'id', 'NOT_ALLOWED');
    const entries = ledgerEntriesOf(tx, voided.bookingId);
    if (voidedEntryIds(entries).has(voided.id)) throw conflict(LEDGER_MESSAGES.alreadyVoided);
    // Voiding a payment must not leave refunds larger than what was received.
    const totals = ledgerTotals(entries);
    if (voided.kind === 'payment' && totals.paidCents - voided.amountCents < 0) throw conflict(LEDGER_MESSAGES.voidLeavesRefund(totals.refundedCents));
    const what = voided.kind === 'payment' ? 'Payment' : 'Refund';
    const entry = postLedgerEntry(tx, {
      bookingId: voided.bookingId,
      kind: voided.kind,
      reason: 'void',
      amountCents: voided.amountCents,
      description: `${what} of ${formatCents(voided.amountCents)} voided`,
      voidsEntryId: voided.id,
      method: voided.method,
      occurredOn: voided.occurredOn,
      note: reason,
      ...actorColumns(actor),
      createdAt: deps.config.now(),
    });
    recordBookingEvent(deps, tx, actor, { bookingId: voided.bookingId, kind: 'entry_voided', summary: `${what} of ${formatCents(voided.amountCents)} voided: ${reason}`, details: { entryId: entry.id, voidedEntryId: voided.id } });
    return { entry, voided };
  });
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: result.voided.bookingId });
  return result;
}

// ---------------------------------------------------------------------------------------------
// Cancelling

/** The deposit the accepted quote asked for (its deposit, or else its first scheduled payment); 0 without one. */
function agreedDepositCents(db: DB | Transaction, bookingId: string): number {
  const accepted = db.select().from(quotes).where(and(eq(quotes.bookingId, bookingId), eq(quotes.status, 'accepted'))).orderBy(desc(quotes.acceptedAt)).get();
  if (!accepted) return 0;
  const lines = db.select().from(quoteLineItems).where(eq(quoteLineItems.quoteId, accepted.id)).all();
  const deposit = quoteTotals({ ...accepted, lines }).depositCents;
  if (deposit > 0) return deposit;
  const first = db.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.quoteId, accepted.id)).orderBy(sql`rowid`).get();
  return first?.amountCents ?? 0;
}

/** What the venue's cancellation policy gives for a booking cancelled today (the cancel dialog's proposal). */
export function cancellationTermsFor(deps: Pick<BookingLifeServices, 'db' | 'config'>, booking: BookingRow): CancellationOutcome {
  const policy = getBookingTerms(deps.db).cancellationPolicy;
  const totals = ledgerTotals(ledgerEntriesOf(deps.db, booking.id));
  return cancellationOutcome(policy, { eventDate: booking.eventDate, today: venueToday(deps), paidCents: totals.paidCents, depositCents: agreedDepositCents(deps.db, booking.id) });
}

/** The policy's settlement of a booking being cancelled now, with no refund paid out yet (it stays as the client's credit until recorded). */
export function policySettlementIn(deps: BookingLifeServices, tx: Transaction, booking: BookingRow): CancellationSettlement {
  const policy = getBookingTerms(tx).cancellationPolicy;
  const totals = ledgerTotals(ledgerEntriesOf(tx, booking.id));
  const outcome = cancellationOutcome(policy, { eventDate: booking.eventDate, today: venueToday(deps), paidCents: totals.paidCents, depositCents: agreedDepositCents(tx, booking.id) });
  return { keptCents: outcome.keptCents, keptAs: outcome.keptAs, refund: null, explanation: outcome.explanation };
}

export interface CancelBookingInput {
  id: string;
  /** What the venue keeps of what was paid; the policy's amount when not given. */
  keptCents?: number | null;
  keptAs?: KeptAs | null;
  /** A refund paid out now (the rest of what the venue holds stays the client's credit until refunded). */
  refund?: { amountCents: number; method: PaymentMethod; occurredOn: string; note?: string | null } | null;
  adminNotes?: string | null;
}

/**
 * Cancels a booking and settles its money: the agreed price is released, what is kept (the
 * policy's proposal, or the owner's adjustment, at most what was paid) becomes a fee or the
 * client's credit, and a refund paid now is recorded. The client is told what happened to their money.
 */
export async function cancelBooking(deps: BookingLifeServices, input: CancelBookingInput, actor: Actor): Promise<{ booking: BookingRow; holdsChanged: boolean; blockLifted: boolean }> {
  const errors = new FieldErrors();
  if (input.keptCents != null && (!Number.isInteger(input.keptCents) || input.keptCents < 0)) errors.add('keptCents', LEDGER_MESSAGES.amount, 'OUT_OF_RANGE');
  const refund = input.refund
    ? errors.collect('refund', () => moneyFieldsOf(deps, input.refund!, { amount: 'refund.amountCents', day: 'refund.occurredOn', method: 'refund.method', note: 'refund.note' }, undefined, new FieldErrors())) ?? null
    : null;
  errors.throwIfAny();
  let unchanged = false;
  const result = await writeTransaction(deps.db, (tx) => {
    const booking = findBookingIn(tx, input.id);
    // Cancelled already (a retry, another tab): answered as it is; nothing is settled or sent twice.
    if (booking.status === 'cancelled') {
      unchanged = true;
      return { booking, holdsChanged: false, blockLifted: false };
    }
    if (booking.status === 'completed') throw stateConflict(CANCELLATION_MESSAGES.notCancellable(booking.status), booking.status);
    const proposed = policySettlementIn(deps, tx, booking);
    const keptCents = input.keptCents ?? proposed.keptCents;
    const paidCents = ledgerTotals(ledgerEntriesOf(tx, booking.id)).paidCents;
    const problem = settlementProblem({ keptCents, refundCents: refund?.amountCents, paidCents });
    if (problem) throw badInput(problem.message, problem.field, 'OUT_OF_RANGE');
    const adjusted = input.keptCents != null && input.keptCents !== proposed.keptCents;
    const settlement: CancellationSettlement = {
      keptCents,
      keptAs: input.keptAs ?? proposed.keptAs,
      refund,
      explanation: adjusted ? `${proposed.explanation} The owner kept ${formatCents(keptCents)} instead.` : proposed.explanation,
    };
    const moved = moveBookingIn(deps, tx, booking.id, 'cancelled', { actor, settlement, adminNotes: input.adminNotes });
    return { booking: moved.booking, holdsChanged: moved.effects.holdsChanged, blockLifted: moved.effects.blockLifted };
  });
  if (unchanged) return result;
  deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: result.booking.id });
  return result;
}

// ---------------------------------------------------------------------------------------------
// Where the money stands

/**
 * Where each of some bookings' money stands today (venue time zone): its ledger (charged, paid),
 * the agreed quote's schedule, and the owner's grace period. A handful of queries for any number
 * of bookings (a page of the Bookings list asks for every card's badge at once: lib/page-batch.ts).
 */
export function bookingPaymentSummaries(deps: { db: DB | Transaction; config: BookingLifeServices['config'] }, bookingIds: readonly string[]): Map<string, PaymentSummary> {
  const today = venueToday(deps);
  const ids = [...new Set(bookingIds)];
  const summaries = new Map<string, PaymentSummary>();
  if (ids.length === 0) return summaries;
  const graceDays = getBookingTerms(deps.db).paymentGraceDays;
  const rows = deps.db.select({ id: bookings.id, status: bookings.status, eventDate: bookings.eventDate }).from(bookings).where(inArray(bookings.id, ids)).all();
  const entries = ledgerEntriesFor(deps.db, ids);
  // Newest acceptance first: the first seen per booking is the agreement whose schedule counts.
  const acceptedByBooking = new Map<string, string>();
  for (const quote of deps.db.select({ id: quotes.id, bookingId: quotes.bookingId }).from(quotes).where(and(inArray(quotes.bookingId, ids), eq(quotes.status, 'accepted'))).orderBy(desc(quotes.acceptedAt)).all()) {
    if (!acceptedByBooking.has(quote.bookingId)) acceptedByBooking.set(quote.bookingId, quote.id);
  }
  const scheduleByQuote = new Map<string, (typeof paymentScheduleItems.$inferSelect)[]>();
  const quoteIds = [...acceptedByBooking.values()];
  if (quoteIds.length > 0) {
    for (const item of deps.db.select().from(paymentScheduleItems).where(inArray(paymentScheduleItems.quoteId, quoteIds)).orderBy(sql`rowid`).all()) {
      scheduleByQuote.set(item.quoteId, [...(scheduleByQuote.get(item.quoteId) ?? []), item]);
    }
  }
  for (const row of rows) {
    const own = entries.get(row.id) ?? [];
    const totals = ledgerTotals(own);
    if (row.status === 'cancelled') {
      summaries.set(row.id, settledSummary(totals.chargedCents, totals.paidCents, today, graceDays));
      continue;
    }
    const schedule = (scheduleByQuote.get(acceptedByBooking.get(row.id) ?? '') ?? []).map((item) => ({ ...item, dueDate: scheduleItemDueDate(item, row.eventDate, today) }));
    summaries.set(row.id, paymentSummary(hasAgreedPrice(own) || totals.chargedCents > 0 ? totals.chargedCents : null, schedule, totals.paidCents, today, graceDays));
  }
  return summaries;
}

/** Where one booking's money stands today. */
export function bookingPaymentSummary(deps: Pick<BookingLifeServices, 'db' | 'config'>, bookingId: string): PaymentSummary {
  const summary = bookingPaymentSummaries(deps, [bookingId]).get(bookingId);
  if (!summary) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
  return summary;
}

/** Every booking with money agreed and not cancelled, with where its money stands (the dashboard's and Reports' money due). */
export function openAccounts(deps: Pick<BookingLifeServices, 'db' | 'config'>): PaymentSummary[] {
  const ids = deps.db
    .selectDistinct({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.status, ['pending', 'confirmed', 'completed']), sql`exists (select 1 from ledger_entries l where l.booking_id = ${bookings.id})`))
    .orderBy(asc(bookings.id))
    .all()
    .map((row) => row.id);
  return [...bookingPaymentSummaries(deps, ids).values()];
}

/** The dashboard's money due this month: unpaid scheduled payments due this month, and overdue ones. */
export function moneyDue(deps: Pick<BookingLifeServices, 'db' | 'config'>): { dueThisMonthCents: number; overdueCents: number } {
  const month = venueToday(deps).slice(0, 7);
  let dueThisMonthCents = 0;
  let overdueCents = 0;
  for (const account of openAccounts(deps)) {
    overdueCents += account.overdueCents;
    dueThisMonthCents += account.schedule.filter((item) => item.dueDate.startsWith(month)).reduce((sum, item) => sum + item.unpaidCents, 0);
  }
  return { dueThisMonthCents, overdueCents };
}

/** Reports' money outstanding: unpaid scheduled payments by due month in a range, the overdue part and the whole. */
export function moneyOutstanding(deps: Pick<BookingLifeServices, 'db' | 'config'>, months: string[]) {
  const byMonth = new Map(months.map((month) => [month, 0]));
  let totalCents = 0;
  let overdueCents = 0;
  for (const account of openAccounts(deps)) {
    totalCents += account.outstandingCents;
    overdueCents += account.overdueCents;
    for (const item of account.schedule) {
      const month = item.dueDate.slice(0, 7);
      if (byMonth.has(month)) byMonth.set(month, byMonth.get(month)! + item.unpaidCents);
    }
  }
  return { totalCents, overdueCents, months: [...byMonth].map(([month, dueCents]) => ({ month, dueCents })) };
}
