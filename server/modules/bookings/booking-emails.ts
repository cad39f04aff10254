import type { BookingRow } from '../../db/rows.ts';
import { emailLayout, escapeHtml, paragraphsHtml } from '../../email/layout.ts';
import type { EnqueueEmailInput } from '../../email/outbox.ts';
import { formatLongDate, formatTimeRange } from '../../../shared/dates.ts';
import { formatCents } from '../../../shared/money.ts';
import { fieldsHtml, fieldsText } from '../../email/fields.ts';
import { adminSectionPath } from '../../../shared/routes.ts';

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
  const adminUrl = `${context.publicUrl}${adminSectionPath('bookings')}`;
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

/*
 * When the admin confirms or cancels a booking, or moves a confirmed one back to pending, the client is told, through the outbox like every
 * other e-mail (queued in the transaction that changes the status).
 */

/**
 * The confirmation; when the client accepted a quote, it lists the payments with the dates they
 * became on acceptance, so no separate "payment due" reminder needs to follow in the same minute.
 */
export function bookingConfirmedEmail(booking: BookingRow, context: BookingEmailContext, payments: readonly { dueDate: string; amountCents: number }[] = []): EnqueueEmailInput {
  const fields: [string, string][] = [
    ...bookingFields(booking),
    ...payments.map((payment, index): [string, string] => [payments.length === 1 ? 'Payment' : `Payment ${index + 1}`, `${formatCents(payment.amountCents)} due ${formatLongDate(payment.dueDate)}`]),
  ];
  const heading = 'Your booking is confirmed';
  const opening = [
    `Dear ${booking.clientName},`,
    `Good news: your ${booking.eventType} at ${context.venueName} on ${formatLongDate(booking.eventDate)} is confirmed. The date is reserved for you.`,
  ];
  const closing = [`Questions or changes? Call us at ${context.venuePhone} or reply to this e-mail.`, `Warm regards,\nThe ${context.venueName} team`];
  return {
    kind: 'booking_confirmed',
    to: booking.clientEmail,
    replyTo: context.venueEmail,
    subject: `Booking confirmed: ${formatLongDate(booking.eventDate)} - ${context.venueName}`,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [paragraphsHtml(opening), fieldsHtml(fields), paragraphsHtml(closing)].join('\n'),
    }),
    text: [heading, '', ...opening, '', fieldsText(fields), '', ...closing].join('\n'),
  };
}

/** What the cancellation did with the client's money, for the e-mail that tells them. */
export interface CancellationNotice {
  keptCents: number;
  keptAs: 'fee' | 'credit';
  refundedCents: number;
  /** Still to be refunded (what the venue holds beyond what it keeps). */
  refundDueCents: number;
}

function cancellationMoneyText(notice: CancellationNotice): string[] {
  const lines: string[] = [];
  if (notice.keptCents > 0) {
    lines.push(
      notice.keptAs === 'fee'
        ? `Under our cancellation policy we keep ${formatCents(notice.keptCents)} as a cancellation fee.`
        : `Under our cancellation policy ${formatCents(notice.keptCents)} stays with us as your credit toward another date.`,
    );
  }
  if (notice.refundedCents > 0) lines.push(`We have refunded ${formatCents(notice.refundedCents)} to you.`);
  if (notice.refundDueCents > 0) lines.push(`We will refund the remaining ${formatCents(notice.refundDueCents)} to you.`);
  return lines;
}

export function bookingCancelledEmail(booking: BookingRow, context: BookingEmailContext, notice?: CancellationNotice): EnqueueEmailInput {
  const fields = bookingFields(booking);
  const heading = 'Your booking has been cancelled';
  const opening = [
    `Dear ${booking.clientName},`,
    `Your ${booking.eventType} booking at ${context.venueName} on ${formatLongDate(booking.eventDate)} has been cancelled.`,
    ...(notice ? cancellationMoneyText(notice) : []),
  ];
  const closing = [
    `If this is unexpected, or you would like another date, call us at ${context.venuePhone} or reply to this e-mail.`,
    `Warm regards,\nThe ${context.venueName} team`,
  ];
  return {
    kind: 'booking_cancelled',
    to: booking.clientEmail,
    replyTo: context.venueEmail,
    subject: `Booking cancelled: ${formatLongDate(booking.eventDate)} - ${context.venueName}`,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [paragraphsHtml(opening), fieldsHtml(fields), paragraphsHtml(closing)].join('\n'),
    }),
    text: [heading, '', ...opening, '', fieldsText(fields), '', ...closing].join('\n'),
  };
}

/** A confirmed booking moved back to pending: the client must not go on believing the date is theirs. */
export function bookingUnconfirmedEmail(booking: BookingRow, context: BookingEmailContext): EnqueueEmailInput {
  const fields = bookingFields(booking);
  const heading = 'Your booking is no longer confirmed';
  const opening = [
    `Dear ${booking.clientName},`,
    `Your ${booking.eventType} at ${context.venueName} on ${formatLongDate(booking.eventDate)} is no longer confirmed: it is pending again, and the date is not reserved for you until we confirm it once more.`,
  ];
  const closing = [
    `We will be in touch shortly. Questions? Call us at ${context.venuePhone} or reply to this e-mail.`,
    `Warm regards,\nThe ${context.venueName} team`,
  ];
  return {
    kind: 'booking_unconfirmed',
    to: booking.clientEmail,
    replyTo: context.venueEmail,
    subject: `Booking no longer confirmed: ${formatLongDate(booking.eventDate)} - ${context.venueName}`,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [paragraphsHtml(opening), fieldsHtml(fields), paragraphsHtml(closing)].join('\n'),
    }),
    text: [heading, '', ...opening, '', fieldsText(fields), '', ...closing].join('\n'),
  };
}

/**
 * The client accepted a change order: their booking as it is now, what changed, and the payments
 * as the change order schedules them.
 */
export function bookingChangedEmail(
  booking: BookingRow,
  context: BookingEmailContext,
  /** totalCents: the new agreed total when the client accepted a change order; null when the owner changed the details alone. */
  change: { changes: readonly string[]; totalCents: number | null; payments: readonly { dueDate: string; amountCents: number }[] },
): EnqueueEmailInput {
  const fields: [string, string][] = [
    ...bookingFields(booking),
    ...(change.totalCents === null ? [] : [['Total', formatCents(change.totalCents)] as [string, string]]),
    ...change.payments.map((payment, index): [string, string] => [change.payments.length === 1 ? 'Payment' : `Payment ${index + 1}`, `${formatCents(payment.amountCents)} due ${formatLongDate(payment.dueDate)}`]),
  ];
  const heading = 'Your booking was changed';
  const opening = [
    `Dear ${booking.clientName},`,
    change.totalCents === null
      ? `We have changed your ${booking.eventType} at ${context.venueName} as agreed. Your booking now reads as below.`
      : `Thank you for accepting the change to your ${booking.eventType} at ${context.venueName}. Your booking now reads as below.`,
    ...(change.changes.length > 0 ? [change.changes.join('\n')] : ['The date and time stay as they were; the price is updated.']),
  ];
  const closing = [`Questions? Call us at ${context.venuePhone} or reply to this e-mail.`, `Warm regards,\nThe ${context.venueName} team`];
  return {
    kind: 'booking_changed',
    to: booking.clientEmail,
    replyTo: context.venueEmail,
    subject: `Booking changed: ${formatLongDate(booking.eventDate)} - ${context.venueName}`,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [paragraphsHtml(opening), fieldsHtml(fields), paragraphsHtml(closing)].join('\n'),
    }),
    text: [heading, '', ...opening, '', fieldsText(fields), '', ...closing].join('\n'),
  };
}
