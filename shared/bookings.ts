/*
 * Booking rules that the admin screen and the server both apply: one home for the limit and the
 * message, so the form says exactly what the server would. Imports neither side.
 */

export const TOTAL_COST_MAX = 10_000_000;
export const TOTAL_COST_NEGATIVE = 'Total cost cannot be negative. Enter 0 or more, or leave it empty.';
export const TOTAL_COST_TOO_LARGE = 'Total cost is too large.';

/** What is wrong with a total cost, or null when it may be saved. */
export function totalCostProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'Total cost must be a number, for example 4500.';
  if (value < 0) return TOTAL_COST_NEGATIVE;
  if (value > TOTAL_COST_MAX) return TOTAL_COST_TOO_LARGE;
  return null;
}

/** Creating a second booking from an inquiry that already has one (not cancelled) is refused with this. */
export const INQUIRY_ALREADY_BOOKED = 'A booking was already created from this inquiry. Open it from the inquiry instead.';

import { GUEST_CAPACITY } from './events.ts';

/** The booking and inquiry forms' per-field messages (specification section 5), the same in the browser and on the server. */
export const BOOKING_FORM_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  timeSlotRequired: 'Please choose a time slot.',
  timeSlotInvalid: 'Invalid time slot selected',
  eventTypeRequired: 'Please choose an event type.',
  eventTypeUnknown: 'Please choose an event type from the list.',
  guestCount: `Guest count must be between 1 and ${GUEST_CAPACITY}.`,
  bookingGone: 'That booking no longer exists.',
} as const;
