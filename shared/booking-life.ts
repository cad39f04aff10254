/*
 * A booking's life: the statuses it moves through, the moves allowed, and the events its record
 * keeps (server/modules/bookings/booking-life.ts writes them). One home for the server, the admin
 * screens and the timeline. Imports neither side.
 */

export const BOOKING_STATUS_VALUES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
type Status = (typeof BOOKING_STATUS_VALUES)[number];

/**
 * The moves between statuses: pending → confirmed | cancelled; confirmed → pending | completed |
 * cancelled; completed and cancelled are final (specification section 4).
 */
export const BOOKING_TRANSITIONS: Record<Status, readonly Status[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['pending', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Everything a booking's record keeps, each with who and when. */
export const BOOKING_EVENT_KINDS = [
  'requested',
  'created',
  'confirmed',
  'unconfirmed',
  'completed',
  'cancelled',
  'rescheduled',
  'details_changed',
  'price_agreed',
  'quote_sent',
  'quote_withdrawn',
  'payment_recorded',
  'refund_recorded',
  'entry_voided',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];


/** The answer to a price change once a price was agreed with the client. */
export const PRICE_AGREED_MESSAGE =
  'The price of this booking was agreed with the client (a quote accepted or the booking confirmed with it): change it with a change order the client accepts.';
