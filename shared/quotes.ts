/*
 * Quotes and payments: the value lists, limits, messages and the totals arithmetic that the admin's
 * quote editor (live preview), the client's quote page and the server all use. One home; imports
 * neither side. Money is integer cents. The tax rate is an integer number of thousandths of a
 * percent (8625 = 8.625%), so a rate such as 8.625% is stored exactly; a deposit given as a share is
 * in basis points of the total (3000 = 30%). The payment schedule's rules: shared/payment-schedule.ts.
 */

import { formatCents } from './money.ts';
import { scheduleItemProblem } from './payment-schedule.ts';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_LINE_KINDS = ['venue_hire', 'per_guest', 'extra', 'custom'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export const QUOTE_LINE_KIND_LABELS: Record<QuoteLineKind, string> = {
  venue_hire: 'Venue hire (time slot)',
  per_guest: 'Per guest',
  extra: 'Extra service',
  custom: 'Custom',
};

export const DEPOSIT_KINDS = ['percent', 'amount'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'check', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  check: 'Check',
  cash: 'Cash',
  other: 'Other',
};

/** The Events page's additional services: the extras a quote offers. */
export const ADDITIONAL_SERVICES = [
  { title: 'Event Planning', text: 'Timelines, layouts and day-of coordination.' },
  { title: 'Catering', text: 'Menus from our trusted caterers for every diet.' },
  { title: 'Floral Design', text: 'Bouquets, centrepieces and ceremony arches.' },
  { title: 'Photography', text: 'Photographers who know our best light and angles.' },
  { title: 'Entertainment', text: 'DJs, live bands and performers.' },
  { title: 'Decorations', text: 'Linens, lighting, draping and themed décor.' },
  { title: 'Cakes & Desserts', text: 'Wedding cakes, dessert tables and sweets.' },
] as const;

export const QUOTE_LIMITS = {
  maxLines: 50,
  maxScheduleItems: 12,
  descriptionMax: 200,
  messageMax: 2000,
  quantityMax: 10_000,
  /** $1,000,000 per unit. */
  unitAmountMaxCents: 100_000_000,
  /** 100%, in thousandths of a percent. */
  taxRateMaxMilliPercent: 100_000,
  expiresInDaysDefault: 14,
  expiresInDaysMax: 90,
  acceptedNameMax: 120,
  paymentNoteMax: 500,
  /** $10,000,000. */
  paymentMaxCents: 1_000_000_000,
} as const;

export const QUOTE_MESSAGES = {
  noLines: 'Add at least one line item before sending the quote.',
  tooManyLines: `A quote has at most ${QUOTE_LIMITS.maxLines} line items.`,
  description: `Each line item needs a description of at most ${QUOTE_LIMITS.descriptionMax} characters.`,
  quantity: `Quantities are whole numbers from 1 to ${QUOTE_LIMITS.quantityMax.toLocaleString('en-US')}.`,
  unitAmount: 'Unit prices are amounts from $0.00 to $1,000,000.00.',
  taxRate: 'The tax rate is a percentage from 0 to 100, with at most three decimals (for example 8.625).',
  taxRateMissing: 'Give the tax rate (0 for none).',
  taxRateTwice: 'Give the tax rate once: taxRateMilliPercent, or the older taxRateBasisPoints, not two different rates.',
  discount: 'The discount cannot be negative or more than the subtotal.',
  deposit: 'The deposit cannot be negative or more than the total (or 100%).',
  tooManyScheduleItems: `A payment schedule has at most ${QUOTE_LIMITS.maxScheduleItems} payments.`,
  scheduleAmount: 'Each scheduled payment is more than $0.00.',
  scheduleDate: 'Each scheduled payment needs a due date.',
  scheduleSum: (totalCents: number, scheduledCents: number) =>
    `The payment schedule adds up to ${formatCents(scheduledCents)} but the total is ${formatCents(totalCents)}: the scheduled payments must add up to the total.`,
  scheduleMissing: 'Add a payment schedule that adds up to the total before sending the quote.',
  message: `The note to the client is at most ${QUOTE_LIMITS.messageMax} characters.`,
  expiresInDays: `A quote link stays valid for 1 to ${QUOTE_LIMITS.expiresInDaysMax} days.`,
  notEditable: 'Only a draft or sent quote can be changed. Create a new quote instead.',
  /** Shown before the owner may change a quote the client has a link to. */
  sentEditTitle: "The client has a link to this quote",
  sentEditWarning:
    "Changing it turns the quote back into a draft and the client's link changes: their current link will say the quote was updated, and they get a new link when you send it again.",
  sentEditStart: 'Change the quote',
  notSendable: 'Only a draft or sent quote can be sent.',
  notWithdrawable: 'Only a draft or sent quote can be withdrawn.',
  acceptedNameRequired: 'Type your full name to accept the quote.',
  acceptedNameTooLong: `Your name can be at most ${QUOTE_LIMITS.acceptedNameMax} characters.`,
  paymentAmount: 'A payment is an amount more than $0.00 and at most $10,000,000.00.',
  paymentDate: 'Enter the date the payment was received (not in the future).',
  paymentNote: `The note is at most ${QUOTE_LIMITS.paymentNoteMax} characters.`,
  paymentMethod: 'Choose how the payment was made.',
  inquiryNeedsBooking: 'A quote is for a date: choose the date, time slot, guests and event type of the booking it is for.',
  bookingForOtherInquiry: 'The booking must be for the inquiry being quoted: leave its inquiry out, or give the same one.',
} as const;

export interface QuoteLineInput {
  quantity: number;
  unitAmountCents: number;
  /** The date's premium multiplier (venue hire), 1 otherwise; steps of 0.1 (or 0.01). */
  multiplier: number;
}

export interface QuoteTotalsInput {
  lines: readonly QuoteLineInput[];
  /** Thousandths of a percent: 8625 is 8.625%. */
  taxRateMilliPercent: number;
  discountCents: number;
  depositKind: DepositKind;
  depositValue: number;
}

export interface QuoteTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
}

/** Thousandths of a percent in a whole: a rate of 100_000 is 100%. */
export const TAX_RATE_SCALE = 100_000;

/**
 * The one rounding rule of every quote, stated where it is applied and shown on the quote: amounts
 * are whole cents; a line is quantity × unit price × the date's premium, and the tax is the exact
 * rate applied to the subtotal less the discount; each is rounded to the nearest cent, a half cent
 * rounding up.
 */
export const QUOTE_ROUNDING_RULE =
  'Tax is the exact rate applied to the subtotal less any discount. Amounts are rounded to the nearest cent; half a cent rounds up.';

/** a × b / d rounded half up, for non-negative integers, exact at any size (BigInt past 2^53). */
function mulDivRound(a: number, b: number, d: number): number {
  const product = a * b * 2 + d;
  if (Number.isSafeInteger(product)) return Math.floor(product / (2 * d));
  return Number((BigInt(a) * BigInt(b) * 2n + BigInt(d)) / (2n * BigInt(d)));
}

/** One line's amount in cents: quantity × unit price × multiplier, rounded half up to the cent. */
export function lineAmountCents(line: QuoteLineInput): number {
  const hundredths = Math.round(line.multiplier * 100);
  return mulDivRound(line.quantity * line.unitAmountCents, hundredths, 100);
}

/**
 * Subtotal (the lines), discount (taken off the subtotal, at most the subtotal), tax (the rate on
 * what is left, rounded half up), total, and the deposit (a share of the total or an amount, at
 * most the total).
 */
export function quoteTotals(input: QuoteTotalsInput): QuoteTotals {
  const subtotalCents = input.lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
  const discountCents = Math.min(Math.max(0, input.discountCents), subtotalCents);
  const taxable = subtotalCents - discountCents;
  const taxCents = mulDivRound(taxable, Math.max(0, input.taxRateMilliPercent), TAX_RATE_SCALE);
  const totalCents = taxable + taxCents;
  const depositCents =
    input.depositKind === 'percent'
      ? mulDivRound(totalCents, Math.min(10_000, Math.max(0, input.depositValue)), 10_000)
      : Math.min(Math.max(0, input.depositValue), totalCents);
  return { subtotalCents, discountCents, taxCents, totalCents, depositCents };
}

/** What is wrong with a quote's figures (null when they may be saved). */
export function quoteProblem(
  input: QuoteTotalsInput & {
    lines: readonly (QuoteLineInput & { description: string })[];
    schedule: readonly { dueRule?: string | null; dueDays?: number | null; dueDate?: string | null; amountCents: number }[];
  },
): string | null {
  if (input.lines.length > QUOTE_LIMITS.maxLines) return QUOTE_MESSAGES.tooManyLines;
  for (const line of input.lines) {
    const description = line.description.trim();
    if (!description || description.length > QUOTE_LIMITS.descriptionMax) return QUOTE_MESSAGES.description;
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > QUOTE_LIMITS.quantityMax) return QUOTE_MESSAGES.quantity;
    if (!Number.isInteger(line.unitAmountCents) || line.unitAmountCents < 0 || line.unitAmountCents > QUOTE_LIMITS.unitAmountMaxCents) return QUOTE_MESSAGES.unitAmount;
  }
  if (!Number.isInteger(input.taxRateMilliPercent) || input.taxRateMilliPercent < 0 || input.taxRateMilliPercent > QUOTE_LIMITS.taxRateMaxMilliPercent) return QUOTE_MESSAGES.taxRate;
  const subtotal = input.lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
  if (!Number.isInteger(input.discountCents) || input.discountCents < 0 || input.discountCents > subtotal) return QUOTE_MESSAGES.discount;
  const totals = quoteTotals(input);
  const depositMax = input.depositKind === 'percent' ? 10_000 : totals.totalCents;
  if (!Number.isInteger(input.depositValue) || input.depositValue < 0 || input.depositValue > depositMax) return QUOTE_MESSAGES.deposit;
  if (input.schedule.length > QUOTE_LIMITS.maxScheduleItems) return QUOTE_MESSAGES.tooManyScheduleItems;
  for (const item of input.schedule) {
    const ruleProblem = scheduleItemProblem(item);
    if (ruleProblem) return ruleProblem;
    if ((item.dueRule ?? 'on_date') === 'on_date' && !/^\d{4}-\d{2}-\d{2}$/.test(item.dueDate ?? '')) return QUOTE_MESSAGES.scheduleDate;
    if (!Number.isInteger(item.amountCents) || item.amountCents <= 0) return QUOTE_MESSAGES.scheduleAmount;
  }
  if (input.schedule.length > 0) {
    const scheduled = input.schedule.reduce((sum, item) => sum + item.amountCents, 0);
    if (scheduled !== totals.totalCents) return QUOTE_MESSAGES.scheduleSum(totals.totalCents, scheduled);
  }
  return null;
}

export { formatCents } from './money.ts';

/** "8.25" (percent) → 825 basis points (a deposit's share of the total). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** A tax rate typed as a percent (8.625) → thousandths of a percent (8625); NaN when it has more than three decimals. */
export function percentToMilliPercent(percent: number | string): number {
  const text = String(percent).trim();
  if (!/^\d+(\.\d{0,3})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}
export function milliPercentToPercent(milliPercent: number): number {
  return milliPercent / 1000;
}
/** "8.625%", "8%" (every decimal the rate has, none invented). */
export function formatTaxRate(milliPercent: number): string {
  return `${(milliPercent / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
}
