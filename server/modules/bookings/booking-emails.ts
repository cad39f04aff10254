import type { BookingRow } from '../../db/rows.ts';
import { emailLayout, escapeHtml, paragraphsHtml } from '../../email/layout.ts';
import type { EnqueueEmailInput } from '../../email/outbox.ts';
import { formatLongDate, formatTimeRange } from '../calendar/time.ts';
import { fieldsHtml, fieldsText } from './email-fields.ts';

/*
 * E-mails about a booking request from the public calendar: the venue is told (reply-to the
 * client) and the client gets an acknowledgement saying the request is pending until confirmed.
 */

export interface BookingEmailContext {
  venueName: string;
  venueEmail: string;
  venuePhone: string;
  publicUrl: string;
}

function bookingFields(booking: BookingRow): [string, string][] {
  return [
    ['Date', formatLongDate(booking.eventDate)],
    ['Time', formatTimeRange(booking.startTime, booking.endTime)],
    ['Event type', booking.eventType],
    ['Guests', String(booking.guestCount)],
    ['Name', booking.clientName],
    ['Email', booking.clientEmail],
    ['Phone', booking.clientPhone ?? 'Not provided'],
    ['Special requests', booking.specialRequests ?? 'None'],
  ];
}



export function bookingRequestNotificationEmail(booking: BookingRow, context: BookingEmailContext): EnqueueEmailInput {
  const fields = bookingFields(booking);
  const heading = `New booking request: ${booking.eventType} on ${formatLongDate(booking.eventDate)}`;
  const intro = 'A visitor requested this date from the public calendar. It is pending until you confirm it in Bookings Management.';
  const adminUrl = `${context.publicUrl}/admin?section=bookings`;
  return {
    kind: 'booking_request_notification',
    to: context.venueEmail,
    replyTo: booking.clientEmail,
    subject: heading,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [
        paragraphsHtml([intro]),
        fieldsHtml(fields),
        `<p style="margin:0 0 12px"><a href="${escapeHtml(adminUrl)}" style="color:#2f6e52">Review it in Bookings Management</a></p>`,
      ].join('\n'),
    }),
    text: [heading, '', intro, '', fieldsText(fields), '', `Admin: ${adminUrl}`].join('\n'),
  };
}

export function bookingRequestReceivedEmail(booking: BookingRow, context: BookingEmailContext): EnqueueEmailInput {
  const fields = bookingFields(booking);
  const heading = 'We received your booking request';
  const opening = [
    `Dear ${booking.clientName},`,
    `Thank you for choosing ${context.venueName}. Your request for ${formatLongDate(booking.eventDate)} is pending: the date is not reserved until we confirm it, which we do within 24 hours.`,
  ];
  const closing = [`Questions? Call us at ${context.venuePhone} or reply to this e-mail.`, `Warm regards,\nThe ${context.venueName} team`];
  return {
    kind: 'booking_request_received',
    to: booking.clientEmail,
    replyTo: context.venueEmail,
    subject: `Your booking request - ${context.venueName}`,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [paragraphsHtml(opening), fieldsHtml(fields), paragraphsHtml(closing)].join('\n'),
    }),
    text: [heading, '', ...opening, '', fieldsText(fields), '', ...closing].join('\n'),
  };
}
