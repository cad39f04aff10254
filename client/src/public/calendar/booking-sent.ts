import { formatLongDate } from '../../../../shared/dates.ts';

/** A booking request sent: the toast's (and the native post's success text's) title and message. */
export const BOOKING_SENT_TITLE = 'Booking Request Sent';
export const bookingSentMessage = (date: string) => `Your request for ${formatLongDate(date)} is pending. We'll confirm it by e-mail within 24 hours.`;
