/*
 * The venue's cancellation policy (Terms & Policies) and what it gives for one booking: how much of
 * what the client paid the venue keeps, whether that is a fee (the venue's) or a credit toward
 * another date (the client's), and what is refunded. Earlier than the notice period one tier
 * applies, within it the other. The owner may adjust the amounts when cancelling. One home for the
 * cancel dialog, the quote page's policy text and the server. Imports neither side.
 */

import { formatCents } from './money.ts';

export const CANCELLATION_KEEPS = ['nothing', 'fee', 'deposit', 'everything'] as const;
export type CancellationKeep = (typeof CANCELLATION_KEEPS)[number];
export const KEPT_AS = ['fee', 'credit'] as const;
export type KeptAs = (typeof KEPT_AS)[number];

export interface CancellationTier {
  /** What of the money received the venue keeps. */
  keep: CancellationKeep;
  /** The fee kept (keep = fee), in cents. */
  feeCents: number;
  /** A fee is the venue's; a credit stays the client's, toward another date. */
  keptAs: KeptAs;
}

export interface CancellationPolicy {
  /** Cancelling this many days or more before the event is "early". */
  noticeDays: number;
  early: CancellationTier;
  late: CancellationTier;
  /** How long a credit kept toward another date stays valid. */
  creditValidMonths: number;
}

/**
 * The starter policy, as the FAQ words it: "Cancel more than 180 days before the event for a full
 * refund of the deposit less a $250 fee. Within 180 days the deposit can be moved to another date
 * within 12 months."
 */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  noticeDays: 180,
  early: { keep: 'fee', feeCents: 25_000, keptAs: 'fee' },
  late: { keep: 'deposit', feeCents: 0, keptAs: 'credit' },
  creditValidMonths: 12,
};

export const CANCELLATION_LIMITS = {
  noticeDaysMax: 730,
  /** $100,000. */
  feeMaxCents: 10_000_000,
  creditValidMonthsMax: 60,
} as const;

export const CANCELLATION_MESSAGES = {
  noticeDays: `The notice period is a whole number of days from 0 to ${CANCELLATION_LIMITS.noticeDaysMax}.`,
  keep: 'Choose what the venue keeps: nothing, a fee, the deposit, or everything paid.',
  fee: 'The fee is an amount from $0.00 to $100,000.00.',
  keptAs: 'Choose whether what is kept is a fee or a credit toward another date.',
  creditValidMonths: `A credit stays valid for 1 to ${CANCELLATION_LIMITS.creditValidMonthsMax} months.`,
  keptMoreThanPaid: (paidCents: number) => `The venue can keep at most what was paid (${formatCents(paidCents)}).`,
  refundMoreThanLeft: (leftCents: number) => `The refund can be at most what is left after what is kept (${formatCents(leftCents)}).`,
  alreadyCancelled: 'This booking is already cancelled.',
  notCancellable: (status: string) => `A ${status} booking cannot be cancelled. Completed and cancelled bookings are final.`,
} as const;

/**
 * What the owner settles on cancelling, against what the client paid: the venue keeps at most what
 * was paid, and a refund paid now is at most what is left after what is kept. The first problem,
 * with the field it belongs to, or null.
 */
export function settlementProblem(settlement: { keptCents: number; refundCents?: number | null; paidCents: number }): { field: 'keptCents' | 'refund.amountCents'; message: string } | null {
  const { keptCents, refundCents, paidCents } = settlement;
  const held = Math.max(0, paidCents);
  if (keptCents > held) return { field: 'keptCents', message: CANCELLATION_MESSAGES.keptMoreThanPaid(held) };
  if (refundCents != null && refundCents > paidCents - keptCents) return { field: 'refund.amountCents', message: CANCELLATION_MESSAGES.refundMoreThanLeft(paidCents - keptCents) };
  return null;
}

export interface CancellationOutcome {
  /** Which tier applied: "early" when cancelled at least noticeDays before the event. */
  tier: 'early' | 'late';
  /** Days from today to the event. */
  daysBefore: number;
  paidCents: number;
  keptCents: number;
  keptAs: KeptAs;
  refundCents: number;
  /** The policy's outcome in words, for the dialog. */
  explanation: string;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What the policy gives for a booking cancelled on `today`, from what was paid and the deposit agreed. */
export function cancellationOutcome(policy: CancellationPolicy, input: { eventDate: string; today: string; paidCents: number; depositCents: number }): CancellationOutcome {
  const daysBefore = daysBetween(input.today, input.eventDate);
  const tier = daysBefore >= policy.noticeDays ? 'early' : 'late';
  const rule = policy[tier];
  const paid = Math.max(0, input.paidCents);
  const wanted = rule.keep === 'nothing' ? 0 : rule.keep === 'fee' ? rule.feeCents : rule.keep === 'deposit' ? input.depositCents : paid;
  const kept = Math.min(paid, Math.max(0, wanted));
  const refund = paid - kept;
  const keptText =
    kept === 0
      ? 'nothing is kept'
      : `${formatCents(kept)} ${rule.keep === 'fee' ? 'fee' : rule.keep === 'deposit' ? 'deposit' : 'paid'} is kept${rule.keptAs === 'credit' ? ` as a credit toward another date within ${policy.creditValidMonths} months` : ''}`;
  const when = tier === 'early' ? `${daysBefore} days before the event (${policy.noticeDays} or more)` : `${daysBefore} days before the event (within ${policy.noticeDays})`;
  return {
    tier,
    daysBefore,
    paidCents: paid,
    keptCents: kept,
    keptAs: rule.keptAs,
    refundCents: refund,
    explanation: `Cancelled ${when}: ${keptText}; ${refund > 0 ? `${formatCents(refund)} is refunded` : 'nothing is refunded'}.`,
  };
}

function tierText(tier: CancellationTier, creditValidMonths: number): string {
  const kept =
    tier.keep === 'nothing'
      ? 'everything paid is refunded'
      : tier.keep === 'everything'
        ? 'everything paid is kept'
        : `${tier.keep === 'fee' ? `a ${formatCents(tier.feeCents)} fee` : 'the deposit'} is kept and the rest refunded`;
  return tier.keep !== 'nothing' && tier.keptAs === 'credit' ? `${kept}; what is kept is a credit toward another date within ${creditValidMonths} months` : kept;
}

/** The policy in one paragraph, as the quote page and the Terms screen show it. */
export function cancellationPolicyText(policy: CancellationPolicy): string {
  return `Cancelling ${policy.noticeDays} days or more before the event: ${tierText(policy.early, policy.creditValidMonths)}. Within ${policy.noticeDays} days of the event: ${tierText(policy.late, policy.creditValidMonths)}.`;
}

/** What is wrong with a policy (the first problem and its field), or null. */
export function cancellationPolicyProblem(policy: CancellationPolicy): { field: string; message: string } | null {
  if (!Number.isInteger(policy.noticeDays) || policy.noticeDays < 0 || policy.noticeDays > CANCELLATION_LIMITS.noticeDaysMax) return { field: 'noticeDays', message: CANCELLATION_MESSAGES.noticeDays };
  for (const name of ['early', 'late'] as const) {
    const tier = policy[name];
    if (!(CANCELLATION_KEEPS as readonly string[]).includes(tier.keep)) return { field: `${name}.keep`, message: CANCELLATION_MESSAGES.keep };
    if (!Number.isInteger(tier.feeCents) || tier.feeCents < 0 || tier.feeCents > CANCELLATION_LIMITS.feeMaxCents) return { field: `${name}.feeCents`, message: CANCELLATION_MESSAGES.fee };
    if (!(KEPT_AS as readonly string[]).includes(tier.keptAs)) return { field: `${name}.keptAs`, message: CANCELLATION_MESSAGES.keptAs };
  }
  if (!Number.isInteger(policy.creditValidMonths) || policy.creditValidMonths < 1 || policy.creditValidMonths > CANCELLATION_LIMITS.creditValidMonthsMax) {
    return { field: 'creditValidMonths', message: CANCELLATION_MESSAGES.creditValidMonths };
  }
  return null;
}


