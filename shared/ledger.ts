/*
 * A booking's money as a ledger: every charge (the accepted quote, a change order, a cancellation
 * fee), credit (a change order that lowers the price, charges released on cancellation), payment and
 * refund is an entry that is never changed; a mistaken payment or refund is voided by another entry.
 * Balances are derived from the entries, never stored. One home for the arithmetic, labels and
 * messages the admin screens and the server both use. Imports neither side.
 */

import { isValidDate } from './dates.ts';
import { formatCents } from './money.ts';
import { PAYMENT_METHODS } from './quotes.ts';

export const LEDGER_KINDS = ['charge', 'credit', 'payment', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Why an entry was made. */
export const LEDGER_REASONS = ['quote_accepted', 'change_order', 'agreed_price', 'cancellation_fee', 'charges_released', 'payment', 'refund', 'void'] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export const LEDGER_ACTORS = ['admin', 'client', 'system'] as const;
export type LedgerActor = (typeof LEDGER_ACTORS)[number];

/**
 * Which way an entry moves what the client owes: a charge adds to it, a credit and a payment take
 * from it, a refund adds back what was paid. A void entry moves it back the other way.
 */
const OWED_DIRECTION: Record<LedgerKind, 1 | -1> = { charge: 1, credit: -1, payment: -1, refund: 1 };

export interface LedgerEntryLike {
  id?: string;
  kind: LedgerKind;
  reason: LedgerReason;
  amountCents: number;
  /** Set on the entry that voids another (it carries the voided entry's kind and amount). */
  voidsEntryId?: string | null;
}

export interface LedgerTotals {
  /** Charges less credits: what the client was charged in all (the agreed price, fees). */
  chargedCents: number;
  /** The agreed price alone: charges and credits of quotes, change orders and an agreed price. */
  agreedCents: number;
  /** Cancellation fees charged. */
  feesCents: number;
  /** Payments received (less voided ones). */
  receivedCents: number;
  /** Refunds made (less voided ones). */
  refundedCents: number;
  /** Received less refunded: the money the venue holds for the booking. */
  paidCents: number;
  /** Charged less paid: what the client still owes (positive) or is owed back (negative). */
  balanceCents: number;
  /** What the client owes (0 when in credit). */
  dueCents: number;
  /** What the client has paid beyond their charges (0 when they owe). */
  creditCents: number;
}

const sign = (entry: LedgerEntryLike) => (entry.voidsEntryId ? -1 : 1);

/** Every figure of a booking's money, from its entries alone. */
export function ledgerTotals(entries: readonly LedgerEntryLike[]): LedgerTotals {
  let charged = 0;
  let agreed = 0;
  let fees = 0;
  let received = 0;
  let refunded = 0;
  for (const entry of entries) {
    const amount = entry.amountCents * sign(entry);
    if (entry.kind === 'charge' || entry.kind === 'credit') {
      const owed = amount * OWED_DIRECTION[entry.kind];
      charged += owed;
      if (entry.reason === 'cancellation_fee') fees += owed;
      else agreed += owed;
    } else if (entry.kind === 'payment') received += amount;
    else refunded += amount;
  }
  const paid = received - refunded;
  const balance = charged - paid;
  return {
    chargedCents: charged,
    agreedCents: agreed,
    feesCents: fees,
    receivedCents: received,
    refundedCents: refunded,
    paidCents: paid,
    balanceCents: balance,
    dueCents: Math.max(0, balance),
    creditCents: Math.max(0, -balance),
  };
}

/** How an entry moves what the client owes, signed (for a running balance): +$500.00 charged, -$200.00 paid. */
export function owedChangeCents(entry: LedgerEntryLike): number {
  return entry.amountCents * OWED_DIRECTION[entry.kind] * sign(entry);
}

export const LEDGER_LIMITS = {
  noteMax: 500,
  /** $10,000,000. */
  amountMaxCents: 1_000_000_000,
} as const;

export const LEDGER_MESSAGES = {
  amount: 'An amount is more than $0.00 and at most $10,000,000.00.',
  date: 'Enter the day the money moved (not in the future).',
  method: 'Choose how the money was paid or returned.',
  note: `The note is at most ${LEDGER_LIMITS.noteMax} characters.`,
  cancelledTakesNoPayment: 'This booking is cancelled: it takes no payments. Record a refund, or make a new booking.',
  refundMoreThanPaid: (paidCents: number) => `A refund cannot be more than the ${formatCents(paidCents)} the venue holds for this booking.`,
  onlyMoneyVoided: 'Only a payment or a refund recorded by mistake can be voided; charges change through a change order.',
  alreadyVoided: 'This entry was already voided.',
  entryGone: 'That ledger entry no longer exists.',
  voidReason: 'Say why it is voided (for example "recorded twice"), at most 500 characters.',
  voidLeavesRefund: (refundedCents: number) => `Voiding this payment would leave more refunded (${formatCents(refundedCents)}) than received. Void the refund first.`,
} as const;

/** Money that moved, as the owner records it: a payment received, a refund made (alone or on cancelling). */
export interface MoneyEntryDraft {
  amountCents: number;
  /** yyyy-MM-dd: the day the money moved. */
  occurredOn: string;
  /** A payment method as stored (`bank_transfer`). */
  method: string;
  note?: string | null;
}

export type MoneyEntryProblems = Partial<Record<'amount' | 'day' | 'method' | 'note', string>>;

/**
 * Every problem of a payment or a refund at once, by field: an amount of whole cents more than $0.00
 * and at most $10,000,000.00, a real day no later than the venue's `today` (money is never received
 * in the future), a known method, a note of at most 500 characters. A payment says its amount and
 * day in its own words (`messages`). Empty when all is well.
 */
export function moneyEntryProblems(entry: MoneyEntryDraft, today: string, messages: { amount: string; day: string } = { amount: LEDGER_MESSAGES.amount, day: LEDGER_MESSAGES.date }): MoneyEntryProblems {
  const problems: MoneyEntryProblems = {};
  if (!Number.isInteger(entry.amountCents) || entry.amountCents <= 0 || entry.amountCents > LEDGER_LIMITS.amountMaxCents) problems.amount = messages.amount;
  if (!isValidDate(entry.occurredOn) || entry.occurredOn > today) problems.day = messages.day;
  if (!(PAYMENT_METHODS as readonly string[]).includes(entry.method)) problems.method = LEDGER_MESSAGES.method;
  if ((entry.note?.trim().length ?? 0) > LEDGER_LIMITS.noteMax) problems.note = LEDGER_MESSAGES.note;
  return problems;
}

/** Why an entry is voided: said (not blank), in at most 500 characters. Null when it will do. */
export function voidReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  return trimmed && trimmed.length <= LEDGER_LIMITS.noteMax ? null : LEDGER_MESSAGES.voidReason;
}

/** The words a payment's confirmation uses when part of it went beyond what was owed. */
export function overpaymentText(creditCents: number): string {
  return `${formatCents(creditCents)} more than was owed: held as the client's credit (refund it, or it counts toward a change).`;
}
