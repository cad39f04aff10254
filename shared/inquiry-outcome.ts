/*
 * Where an inquiry stands in the sales pipeline, and how it ended. One home for the server (the
 * Inquiry's stage and outcome, Reports' pipeline and conversion), the GraphQL enums (codegen maps
 * each value to the value stored or derived here) and the admin's inquiry card and Reports.
 * Imports neither side.
 *
 * An inquiry is won when a booking made from it is confirmed or completed; lost when the owner
 * marks it lost with a reason, or when every booking made from it was cancelled; open otherwise.
 * Conversion counts won inquiries only.
 */

/** The reasons the owner picks from when an inquiry is lost ("booking_cancelled" is set by a cancellation, never picked). */
export const INQUIRY_LOST_REASONS = ['chose_another_venue', 'price', 'date_unavailable', 'no_response', 'event_cancelled', 'other', 'booking_cancelled'] as const;
export type InquiryLostReason = (typeof INQUIRY_LOST_REASONS)[number];

export const INQUIRY_LOST_REASON_LABELS: Record<InquiryLostReason, string> = {
  chose_another_venue: 'Chose another venue',
  price: 'Price or budget',
  date_unavailable: 'Date not available',
  no_response: 'Stopped responding',
  event_cancelled: 'Event called off',
  other: 'Other',
  booking_cancelled: 'Booking cancelled',
};

/** What the owner's "Mark as lost" offers, in this order. */
export const PICKABLE_LOST_REASONS = INQUIRY_LOST_REASONS.filter((reason) => reason !== 'booking_cancelled');

export const INQUIRY_OUTCOMES = ['open', 'won', 'lost'] as const;
export type InquiryOutcome = (typeof INQUIRY_OUTCOMES)[number];

/** The pipeline's stages in the order an inquiry moves through them; the last two are outcomes. */
export const INQUIRY_STAGES = ['new', 'held', 'booking_pending', 'quote_sent', 'won', 'lost'] as const;
export type InquiryStage = (typeof INQUIRY_STAGES)[number];

export const INQUIRY_STAGE_LABELS: Record<InquiryStage, string> = {
  new: 'New inquiry',
  held: 'Date held',
  booking_pending: 'Booking pending',
  quote_sent: 'Quote sent',
  won: 'Won',
  lost: 'Lost',
};

export const INQUIRY_OUTCOME_MESSAGES = {
  alreadyWon: 'This inquiry is won: a booking made from it is confirmed. Cancel that booking to mark the inquiry lost.',
  reasonNotPickable: 'Choose why the inquiry was lost from the list ("Booking cancelled" is set when its booking is cancelled).',
  noteTooLong: 'Keep the note under 500 characters.',
  notLost: 'This inquiry is not marked lost.',
} as const;

export const LOST_NOTE_MAX = 500;

/** What decides an inquiry's stage: the owner's mark and what was made from it. */
export interface InquiryFacts {
  /** The reason the owner gave when marking it lost; null while not marked. */
  lostReason: InquiryLostReason | null;
  /** A booking made from it is confirmed or completed. */
  won: boolean;
  /** Bookings made from it, and how many of them are not cancelled. */
  bookings: number;
  liveBookings: number;
  /** A pending booking made from it has a quote sent and waiting for the client. */
  quoteSent: boolean;
  /** A hold for it is active. */
  held: boolean;
}

export function inquiryStage(facts: InquiryFacts): InquiryStage {
  if (facts.won) return 'won';
  if (facts.lostReason !== null) return 'lost';
  if (facts.bookings > 0 && facts.liveBookings === 0) return 'lost';
  if (facts.quoteSent) return 'quote_sent';
  if (facts.liveBookings > 0) return 'booking_pending';
  if (facts.held) return 'held';
  return 'new';
}

export function inquiryOutcome(stage: InquiryStage): InquiryOutcome {
  return stage === 'won' ? 'won' : stage === 'lost' ? 'lost' : 'open';
}

/** Why a lost inquiry was lost: the owner's reason, or its cancelled booking; null for one not lost. */
export function inquiryLostReason(facts: InquiryFacts): InquiryLostReason | null {
  if (inquiryStage(facts) !== 'lost') return null;
  return facts.lostReason ?? 'booking_cancelled';
}
