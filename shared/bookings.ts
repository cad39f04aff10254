/*
 * Booking rules that the admin screen and the server both apply: one home for the limit and the
 * message, so the form says exactly what the server would. Imports neither side.
 */

/**
 * Money in the API is whole US cents (Booking.totalCostCents, revenue figures), like the quotes'
 * amounts; the bookings table keeps the dollars it always stored, converted by the services.
 */
export const TOTAL_COST_MAX_CENTS = 1_000_000_000;
export const TOTAL_COST_NEGATIVE = 'Total cost cannot be negative. Enter 0 or more, or leave it empty.';
export const TOTAL_COST_TOO_LARGE = 'Total cost is too large.';

/** What is wrong with a total cost in cents, or null when it may be saved. */
export function totalCostProblem(cents: number): string | null {
  if (!Number.isInteger(cents)) return 'Total cost must be a number, for example 4500.';
  if (cents < 0) return TOTAL_COST_NEGATIVE;
  if (cents > TOTAL_COST_MAX_CENTS) return TOTAL_COST_TOO_LARGE;
  return null;
}

/** Whole cents of a dollar amount as stored (4999.99 → 499999). */
export const centsOfDollars = (dollars: number): number => Math.round(dollars * 100);
/** The dollar amount stored for whole cents (499999 → 4999.99). */
export const dollarsOfCents = (cents: number): number => cents / 100;

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

/** Where a booking came from, as the owner reads it (Reports, the CSV exports); keyed by the stored value. */
export const BOOKING_SOURCE_LABELS = { website: 'Website calendar', inquiry: 'From an inquiry', admin: 'Entered by the owner' } as const;
export type BookingSourceValue = keyof typeof BOOKING_SOURCE_LABELS;

/** The label of a stored source or its GraphQL name (WEBSITE, INQUIRY, ADMIN). */
export function bookingSourceLabel(source: string): string {
  const stored = source.toLowerCase();
  return stored in BOOKING_SOURCE_LABELS ? BOOKING_SOURCE_LABELS[stored as BookingSourceValue] : source;
}
