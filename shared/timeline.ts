/*
 * A client's timeline: everything that happened with one inquiry and the bookings made from it,
 * in order, with who did it. The kinds and their labels, one home for the server (which composes
 * the timeline), the admin screen and the API. Imports neither side.
 */

export const TIMELINE_KINDS = [
  'received',
  'read',
  'handled',
  'reopened',
  'replied',
  'hold_placed',
  'hold_extended',
  'hold_promoted',
  'hold_released',
  'hold_expired',
  'hold_converted',
  'quote_drafted',
  'quote_sent',
  'quote_viewed',
  'quote_accepted',
  'quote_withdrawn',
  'change_order',
  'status_changed',
  'booking_changed',
  'payment',
  'refund',
  'email_sent',
  'email_skipped',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_LABELS: Record<TimelineKind, string> = {
  received: 'Received',
  read: 'Read',
  handled: 'Marked handled',
  reopened: 'Reopened',
  replied: 'Replied',
  hold_placed: 'Hold placed',
  hold_extended: 'Hold extended',
  hold_promoted: 'Offered the date',
  hold_released: 'Hold released',
  hold_expired: 'Hold expired',
  hold_converted: 'Hold became the booking',
  quote_drafted: 'Quote drafted',
  quote_sent: 'Quote sent',
  quote_viewed: 'Quote viewed',
  quote_accepted: 'Quote accepted',
  quote_withdrawn: 'Quote withdrawn',
  change_order: 'Change order',
  status_changed: 'Status changed',
  booking_changed: 'Booking changed',
  payment: 'Payment',
  refund: 'Refund',
  email_sent: 'E-mail',
  email_skipped: 'E-mail skipped',
};

/** Who made a change, as the timeline says it. */
export const TIMELINE_ACTORS = ['admin', 'client', 'system'] as const;
export type TimelineActor = (typeof TIMELINE_ACTORS)[number];
