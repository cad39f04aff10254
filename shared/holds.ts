/*
 * Holds: the limits, defaults and words the admin screens, the public calendar and the server all
 * use. One home for each (imports neither side).
 */

export const HOLD_STATUSES = ['active', 'released', 'expired', 'converted'] as const;

/** A hold lasts this long unless the owner picks another expiry. */
export const HOLD_DEFAULT_DAYS = 7;
/** The longest a hold may be placed or extended for, from now. */
export const HOLD_MAX_DAYS = 90;
/** The client and the owner are reminded this long before a hold expires (once). */
export const HOLD_REMINDER_HOURS = 48;

/** What a visitor sees on a date a first hold keeps (never who holds it). */
export const HELD_PUBLIC_TEXT = 'Tentatively held — ask about a second option';
/** What the owner sees on a held date and on a card with an active hold. */
export const ON_HOLD_LABEL = 'On hold';
export const SECOND_OPTION_LABEL = 'Second option';

export const HOLD_EXPIRY_IN_PAST = 'The hold must expire in the future. Pick a later date and time.';
export const HOLD_EXPIRY_TOO_FAR = `A hold can last at most ${HOLD_MAX_DAYS} days. Pick an earlier expiry.`;
export const HOLD_SOURCE_MISSING = 'Place a hold from an inquiry or from a pending booking.';
export const HOLD_SOURCE_BOTH = 'Place a hold from an inquiry or from a booking, not both.';
export const HOLD_DATE_MISSING = 'This inquiry gives no date. Choose the date to hold.';
export const HOLD_ALREADY_ACTIVE = 'This client already holds a date. Release or extend that hold instead.';
export const HOLD_NOT_ACTIVE = 'This hold has ended; only an active hold can be released or extended.';
export const HOLD_BOOKING_NOT_PENDING = 'Only a pending booking can be held; this one is already decided.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry of a hold of `days` days, counted from `now`. */
export function holdExpiryAfter(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The expiry a new hold gets by default, counted from `now`. */
export function defaultHoldExpiry(now: Date): Date {
  return holdExpiryAfter(now, HOLD_DEFAULT_DAYS);
}

export const HOLD_DAYS_MESSAGE = `Choose 1 to ${HOLD_MAX_DAYS} days.`;

/**
 * The owner's screens ask a hold's length in whole days, 1 to 90: the longest such hold is the
 * longest expiry `holdExpiryProblem` lets through. Null when the days will do.
 */
export function holdDaysProblem(days: number | string): string | null {
  const count = Number(days);
  return days !== '' && Number.isInteger(count) && count >= 1 && count <= HOLD_MAX_DAYS ? null : HOLD_DAYS_MESSAGE;
}

/** What is wrong with an expiry chosen at `now`, or null when it may be used. */
export function holdExpiryProblem(expiresAt: Date, now: Date): string | null {
  if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) return HOLD_EXPIRY_IN_PAST;
  if (expiresAt.getTime() - now.getTime() > HOLD_MAX_DAYS * DAY_MS) return HOLD_EXPIRY_TOO_FAR;
  return null;
}
