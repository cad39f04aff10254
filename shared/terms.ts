/*
 * The venue's terms for bookings, as the owner sets them under Terms & Policies: how many days a
 * scheduled payment may be late before it counts as overdue, and the terms every quote page shows.
 * Defaults, limits and messages for the admin screen and the server alike. Imports neither side.
 */

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
}

/** What is wrong with the terms (the first problem and its field), or null. */
export function bookingTermsProblem(input: BookingTermsValues): { field: keyof BookingTermsValues; message: string } | null {
  if (!Number.isInteger(input.paymentGraceDays) || input.paymentGraceDays < 0 || input.paymentGraceDays > TERMS_LIMITS.graceDaysMax) {
    return { field: 'paymentGraceDays', message: TERMS_MESSAGES.graceDays };
  }
  if (input.quoteTerms.trim().length > TERMS_LIMITS.quoteTermsMax) return { field: 'quoteTerms', message: TERMS_MESSAGES.quoteTerms };
  return null;
}
