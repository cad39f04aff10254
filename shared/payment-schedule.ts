/*
 * A quote's payment schedule and where a booking's money stands against it: the due rules (a fixed
 * date, so many days after the client accepts, so many days before the event), when each becomes a
 * date, what may be sent, and what counts as overdue (only after the owner's grace period). One home
 * for the quote editor, the quote page, the server and the follow-ups. Imports neither side.
 */

import { addDays, formatLongDate } from './dates.ts';
import { formatCents } from './money.ts';

export const SCHEDULE_DUE_RULES = ['on_date', 'after_acceptance', 'before_event'] as const;
export type ScheduleDueRule = (typeof SCHEDULE_DUE_RULES)[number];
export const SCHEDULE_DUE_RULE_LABELS: Record<ScheduleDueRule, string> = {
  on_date: 'On a date',
  after_acceptance: 'Days after acceptance',
  before_event: 'Days before the event',
};

export const SCHEDULE_LIMITS = {
  /** Two years either way. */
  daysMax: 730,
} as const;

export const SCHEDULE_MESSAGES = {
  days: `The number of days is a whole number from 0 to ${SCHEDULE_LIMITS.daysMax}.`,
  rule: 'Choose when each payment is due: on a date, days after acceptance, or days before the event.',
  pastDue: (date: string) =>
    `A scheduled payment would already be past due (${formatLongDate(date)}). Move it to today or later, or make it due on acceptance, before sending the quote.`,
} as const;

/** One payment of a schedule as the owner sets it. */
export interface ScheduleItemTerms {
  dueRule: ScheduleDueRule;
  /** Days after acceptance or before the event (0 for a fixed date). */
  dueDays: number;
  /** The fixed date (on_date), or the date it became on acceptance; null before then otherwise. */
  dueDate: string | null;
  amountCents: number;
}

export interface DueContext {
  eventDate: string;
  /** The venue's date the client accepted on; null while the quote is not accepted. */
  acceptedOn: string | null;
}

/**
 * The date an item falls due as its rule reads: its own date; acceptance plus the days (unknown,
 * null, until accepted); the event date less the days. Calendar arithmetic on venue dates, so a
 * daylight-saving change in between moves nothing.
 */
export function ruleDueDate(item: Pick<ScheduleItemTerms, 'dueRule' | 'dueDays' | 'dueDate'>, context: DueContext): string | null {
  switch (item.dueRule) {
    case 'after_acceptance':
      return context.acceptedOn === null ? null : addDays(context.acceptedOn, item.dueDays);
    case 'before_event':
      return addDays(context.eventDate, -item.dueDays);
    default:
      return item.dueDate;
  }
}

/**
 * The date each item falls due once the client accepts on `acceptedOn`: as its rule reads, but
 * never before the day of acceptance (a date that passed while the quote waited is due on
 * acceptance, not overdue the moment the client agrees).
 */
export function dueDateOnAcceptance(item: Pick<ScheduleItemTerms, 'dueRule' | 'dueDays' | 'dueDate'>, eventDate: string, acceptedOn: string): string {
  const date = ruleDueDate(item, { eventDate, acceptedOn }) ?? acceptedOn;
  return date < acceptedOn ? acceptedOn : date;
}

/**
 * The first date of a schedule that would already be past due if the quote were sent on `today`
 * (a fixed date or a date before the event that is before today), or null. Items due after
 * acceptance can never be. Money already received (`paidCents`: a change order's booking has been
 * paying) settles the earliest payments first, and a payment it covers is not past due.
 */
export function pastDueDate(
  items: readonly (Pick<ScheduleItemTerms, 'dueRule' | 'dueDays' | 'dueDate'> & { amountCents?: number })[],
  eventDate: string,
  today: string,
  paidCents = 0,
): string | null {
  const dated = items.map((item) => ({ date: ruleDueDate(item, { eventDate, acceptedOn: null }), amountCents: item.amountCents ?? 0 }));
  let covering = Math.max(0, paidCents);
  for (const item of [...dated].sort((a, b) => (a.date ?? today).localeCompare(b.date ?? today))) {
    if (covering > 0 && item.amountCents > 0 && covering >= item.amountCents) {
      covering -= item.amountCents;
      continue;
    }
    covering = 0;
    if (item.date !== null && item.date < today) return item.date;
  }
  return null;
}

/** When an item is due, in words: "On acceptance", "3 days after acceptance", "30 days before the event (Tuesday, March 2, 2027)", or the date. */
export function describeDue(item: Pick<ScheduleItemTerms, 'dueRule' | 'dueDays' | 'dueDate'>, eventDate: string): string {
  const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  switch (item.dueRule) {
    case 'after_acceptance':
      return item.dueDays === 0 ? 'On acceptance' : `${days(item.dueDays)} after acceptance`;
    case 'before_event':
      return `${item.dueDays === 0 ? 'On the event date' : `${days(item.dueDays)} before the event`} (${formatLongDate(addDays(eventDate, -item.dueDays))})`;
    default:
      return item.dueDate ? formatLongDate(item.dueDate) : 'No date';
  }
}

/** What is wrong with one item's rule and days (null when it may be saved). */
export function scheduleItemProblem(item: { dueRule?: string | null; dueDays?: number | null; dueDate?: string | null }): string | null {
  const rule = item.dueRule ?? 'on_date';
  if (!(SCHEDULE_DUE_RULES as readonly string[]).includes(rule)) return SCHEDULE_MESSAGES.rule;
  if (rule === 'on_date') return null;
  const days = item.dueDays ?? 0;
  if (!Number.isInteger(days) || days < 0 || days > SCHEDULE_LIMITS.daysMax) return SCHEDULE_MESSAGES.days;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Where a booking's money stands

export const PAYMENT_STATUSES = ['none', 'due', 'overdue', 'paid', 'credit'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  none: 'No agreed price',
  due: 'Due',
  overdue: 'Overdue',
  paid: 'Paid',
  credit: 'In credit',
};

/**
 * The date a schedule item falls due: the date stored (fixed, or resolved when the quote was
 * accepted); for a relative item of a quote not accepted yet, the date it would be if the client
 * accepted on `today`.
 */
export function scheduleItemDueDate(item: Pick<ScheduleItemTerms, 'dueRule' | 'dueDays' | 'dueDate'>, eventDate: string, today: string): string {
  return item.dueDate ?? ruleDueDate(item, { eventDate, acceptedOn: today }) ?? today;
}

/** A payment due by a date (a schedule item once its date is known). */
export interface ScheduledPayment {
  dueDate: string;
  amountCents: number;
}

export interface PaymentSummary {
  /** The day it was judged on (the venue's today). */
  today: string;
  status: PaymentStatus;
  totalCents: number;
  paidCents: number;
  outstandingCents: number;
  /** What the client paid beyond their charges (the venue owes it back, or it counts toward a change). */
  creditCents: number;
  /** Unpaid amounts whose due date and grace period have passed. */
  overdueCents: number;
  /** The grace period it was judged with: nothing is overdue until this many days after its due date. */
  graceDays: number;
  /** The earliest unpaid scheduled payment that is not overdue (it may be in its grace period). */
  nextDueDate: string | null;
  nextDueCents: number;
  /** Each scheduled payment with what is still unpaid of it (payments settle the earliest first). */
  schedule: (ScheduledPayment & { unpaidCents: number })[];
}

/** Whether an unpaid amount due on `dueDate` is overdue on `today`, after `graceDays` days of grace. */
export function isOverdue(dueDate: string, today: string, graceDays: number): boolean {
  return addDays(dueDate, graceDays) < today;
}

/**
 * Where a booking's money stands on `today` (yyyy-MM-dd): payments received settle the scheduled
 * payments earliest first; what is unpaid of a payment is overdue only once its due date and the
 * owner's grace period have passed. Without an agreed price (total null) the status is "none".
 */
export function paymentSummary(totalCents: number | null, schedule: readonly ScheduledPayment[], paidCents: number, today: string, graceDays = 0): PaymentSummary {
  if (totalCents === null) {
    const creditCents = Math.max(0, paidCents);
    return { today, status: creditCents > 0 ? 'credit' : 'none', totalCents: 0, paidCents, outstandingCents: 0, creditCents, overdueCents: 0, graceDays, nextDueDate: null, nextDueCents: 0, schedule: [] };
  }
  // Without a schedule the whole total is due at once (today).
  const items = schedule.length > 0 ? [...schedule].sort((a, b) => a.dueDate.localeCompare(b.dueDate)) : [{ dueDate: today, amountCents: totalCents }];
  let left = paidCents;
  const settled = items.map((item) => {
    const applied = Math.min(Math.max(0, left), item.amountCents);
    left -= applied;
    return { ...item, unpaidCents: item.amountCents - applied };
  });
  const outstandingCents = Math.max(0, totalCents - paidCents);
  const creditCents = Math.max(0, paidCents - totalCents);
  const overdueCents = settled.filter((item) => isOverdue(item.dueDate, today, graceDays)).reduce((sum, item) => sum + item.unpaidCents, 0);
  const next = settled.find((item) => item.unpaidCents > 0 && !isOverdue(item.dueDate, today, graceDays));
  const status: PaymentStatus = creditCents > 0 ? 'credit' : outstandingCents === 0 ? 'paid' : overdueCents > 0 ? 'overdue' : 'due';
  return { today, status, totalCents, paidCents, outstandingCents, creditCents, overdueCents, graceDays, nextDueDate: next?.dueDate ?? null, nextDueCents: next?.unpaidCents ?? 0, schedule: settled };
}

/**
 * A cancelled booking owes nothing more and takes no payment: what it was charged (fees) and what
 * was paid stay, nothing is due or overdue, and money the venue still holds beyond its charges is
 * the client's credit (to refund, or kept toward another date).
 */
export function settledSummary(totalCents: number, paidCents: number, today: string, graceDays: number): PaymentSummary {
  const creditCents = Math.max(0, paidCents - totalCents);
  const status: PaymentStatus = creditCents > 0 ? 'credit' : totalCents > 0 || paidCents > 0 ? 'paid' : 'none';
  return { today, status, totalCents, paidCents, outstandingCents: 0, creditCents, overdueCents: 0, graceDays, nextDueDate: null, nextDueCents: 0, schedule: [] };
}

/**
 * The Bookings list card's payment badge, in words (never colour alone): "Paid", "Overdue: $300.00",
 * "Deposit due <date>" (nothing paid yet, the first of several payments next), "Payment due <date>"
 * (nothing paid, one payment), "Balance due <date>" (the last payment next), "Next payment due
 * <date>", "In credit: $200.00" (paid beyond the charges); null without an agreed price or money.
 */
export function paymentBadgeText(
  summary: Pick<PaymentSummary, 'paidCents' | 'totalCents' | 'outstandingCents' | 'overdueCents' | 'nextDueDate' | 'nextDueCents'> & { status: string; creditCents?: number },
  formatDate: (date: string) => string,
): string | null {
  const status = summary.status.toLowerCase() as PaymentStatus;
  if (status === 'none') return null;
  if (status === 'credit') return `${PAYMENT_STATUS_LABELS.credit}: ${formatCents(summary.creditCents ?? 0)}`;
  if (status === 'paid') return PAYMENT_STATUS_LABELS.paid;
  if (status === 'overdue') return `${PAYMENT_STATUS_LABELS.overdue}: ${formatCents(summary.overdueCents)}`;
  if (!summary.nextDueDate) return `${PAYMENT_STATUS_LABELS.due}: ${formatCents(summary.outstandingCents)}`;
  const date = formatDate(summary.nextDueDate);
  if (summary.paidCents === 0) return summary.nextDueCents < summary.totalCents ? `Deposit due ${date}` : `Payment due ${date}`;
  return summary.nextDueCents >= summary.outstandingCents ? `Balance due ${date}` : `Next payment due ${date}`;
}
