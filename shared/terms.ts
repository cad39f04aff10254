/*
 * The venue's terms for bookings, as the owner sets them under Terms & Policies: how many days a
 * scheduled payment may be late before it counts as overdue, the cancellation policy
 * (shared/cancellation.ts), and the terms every quote page shows. Defaults, limits and messages for
 * the admin screen and the server alike. Imports neither side.
 */

import { cancellationPolicyProblem, type CancellationPolicy } from './cancellation.ts';

export const TERMS_LIMITS = {
  graceDaysMax: 60,
  quoteTermsMax: 4000,
} as const;

/** Nothing is overdue until this many days after its due date, unless the owner sets otherwise. */
export const DEFAULT_PAYMENT_GRACE_DAYS = 3;

export const DEFAULT_QUOTE_TERMS =
  'Your date is reserved once you accept this quote. Payments are due as scheduled; we send a reminder before each one. Prices include the hall, tables, chairs, standard linens and on-site staff for the hours shown.';

export const TERMS_MESSAGES = {
  graceDays: `The grace period is a whole number of days from 0 to ${TERMS_LIMITS.graceDaysMax}.`,
  quoteTerms: `The quote terms are at most ${TERMS_LIMITS.quoteTermsMax.toLocaleString('en-US')} characters.`,
  saved: 'Terms saved.',
} as const;

export interface BookingTermsValues {
  paymentGraceDays: number;
  quoteTerms: string;
  cancellationPolicy: CancellationPolicy;
}

/** Everything wrong with the terms, each with its field (dotted inside the policy); empty when they may be saved. */
export function bookingTermsProblems(input: BookingTermsValues): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!Number.isInteger(input.paymentGraceDays) || input.paymentGraceDays < 0 || input.paymentGraceDays > TERMS_LIMITS.graceDaysMax) {
    problems.push({ field: 'paymentGraceDays', message: TERMS_MESSAGES.graceDays });
  }
  if (input.quoteTerms.trim().length > TERMS_LIMITS.quoteTermsMax) problems.push({ field: 'quoteTerms', message: TERMS_MESSAGES.quoteTerms });
  const policy = cancellationPolicyProblem(input.cancellationPolicy);
  if (policy) problems.push({ field: `cancellationPolicy.${policy.field}`, message: policy.message });
  return problems;
}
