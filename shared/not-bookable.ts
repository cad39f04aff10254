/*
 * Why a date cannot be requested, in the visitor's words: one home for the server (the calendar's
 * rule, its GraphQL enum) and the pages (the Date Information card, the inquiry form's note under
 * its date). Kept apart from shared/calendar.ts so a visitor page loads only this. Imports neither side.
 */
import { formatLongDate } from './dates.ts';

/** Why a date cannot be requested (GraphQL `NotBookableReason`; server/modules/calendar). */
export type NotBookableReason = 'PAST' | 'UNAVAILABLE' | 'BOOKED' | 'BEYOND_BOOKING_WINDOW' | 'NO_SLOT_FITS' | 'SLOTS_ENDED';

/**
 * A booking request refused because its date stopped being bookable (blocked, booked or closed
 * since the page was shown): the server's refusal and the form's own, after its last check.
 */
export function dateNotBookableMessage(date: string): string {
  return `${formatLongDate(date)} is not available for booking. Please choose another date.`;
}

const utcDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/**
 * The day a date beyond the booking window can first be requested: the window is as many days
 * long from then as it is from today (lastBookableDate is today plus the advance booking days).
 */
export function requestsOpenOn(date: string, today: string, lastBookableDate: string): string {
  const windowDays = Math.round((utcDay(lastBookableDate) - utcDay(today)) / 86_400_000);
  return new Date(utcDay(date) - windowDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Why a date cannot be requested, in the visitor's words: the Date Information card, the inquiry
 * form's note under its date and the e-mails say the same. `today` and `lastBookableDate` (the
 * calendar's) date the booking window.
 */
export function notBookableText(reason: NotBookableReason, window: { today: string; lastBookableDate: string } | null, date: string): string {
  switch (reason) {
    case 'PAST':
      return 'This date has passed and cannot be booked.';
    case 'UNAVAILABLE':
      return 'The venue is not available on this date. Please choose another date.';
    case 'BOOKED':
      return 'This date already has a confirmed event. Please choose another date.';
    case 'BEYOND_BOOKING_WINDOW':
      return window
        ? `We take booking requests up to ${formatLongDate(window.lastBookableDate)}, so this date cannot be requested yet: requests for it open on ${formatLongDate(requestsOpenOn(date, window.today, window.lastBookableDate))}. Contact us to ask about it now.`
        : 'This date is beyond our booking window and cannot be requested yet. Contact us to ask about it now.';
    case 'NO_SLOT_FITS':
      return 'None of our booking time slots fits these hours, so this date cannot be requested online. Contact us to ask about it.';
    case 'SLOTS_ENDED':
      return "Today's time slots have all ended, so today can no longer be requested. Please choose another date.";
  }
}
