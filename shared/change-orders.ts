/*
 * Change orders: once a price was agreed with the client (a quote accepted, or the booking confirmed
 * with its total), the booking's price and its details (date, time slot, guests, event type) change
 * only through a change order: a quote the client accepts like any other, which says what it changes.
 * One home for the server, the quote editor and the quote page. Imports neither side.
 */

import { formatLongDate, formatTimeRange } from './dates.ts';

/** A booking's details a change order may change. */
export interface BookingDetails {
  eventDate: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  eventType: string;
}

/** What a change order changes, kept with its quote. */
export interface ChangeOrderTerms {
  /** The accepted quote whose agreement it changes (null when the price was agreed by hand). */
  replacesQuoteId: string | null;
  /** The price agreed before, in cents. */
  previousTotalCents: number;
  /** The booking as it was when the change order was made. */
  from: BookingDetails;
  /** The booking once the client accepts. */
  to: BookingDetails;
  /** The owner chose to move onto a date their own calendar argued against (a block, a partial date's hours, another client's hold). */
  override: boolean;
}

export const CHANGE_ORDER_MESSAGES = {
  notAgreed: 'This booking has no agreed price yet: edit its quote (or its details) instead of making a change order.',
  notOpen: (status: string) => `A ${status} booking cannot be changed.`,
  openQuote: 'This booking already has a quote or change order waiting for the client: withdraw it before making another.',
  agreedPriceOnly: 'A change order changes what the client accepted: change the date, time slot, guests or event type there, or the price in its lines.',
  detailsAgreed: 'This booking’s price was agreed with the client: change its date, time slot, guests or event type with a change order the client accepts.',
  held: (client: string, date: string) => `${formatLongDate(date)} is on hold for ${client}. Move the booking there anyway (the hold is released when the client accepts)?`,
} as const;

/** What differs between two sets of details, in words ("Date: … → …"), in the order the client reads them. */
export function describeChanges(from: BookingDetails, to: BookingDetails, eventTypeLabel: (value: string) => string = (value) => value): string[] {
  const changes: string[] = [];
  if (from.eventDate !== to.eventDate) changes.push(`Date: ${formatLongDate(from.eventDate)} → ${formatLongDate(to.eventDate)}`);
  if (from.startTime !== to.startTime || from.endTime !== to.endTime) changes.push(`Time: ${formatTimeRange(from.startTime, from.endTime)} → ${formatTimeRange(to.startTime, to.endTime)}`);
  if (from.guestCount !== to.guestCount) changes.push(`Guests: ${from.guestCount} → ${to.guestCount}`);
  if (from.eventType !== to.eventType) changes.push(`Event type: ${eventTypeLabel(from.eventType)} → ${eventTypeLabel(to.eventType)}`);
  return changes;
}

/** Whether the details move the booking in time (a reschedule), as opposed to guests or the event type alone. */
export const movesInTime = (from: BookingDetails, to: BookingDetails) => from.eventDate !== to.eventDate || from.startTime !== to.startTime || from.endTime !== to.endTime;
