import type { EnqueueEmailInput } from '../../email/outbox.ts';
import { emailLayout, escapeHtml, paragraphsHtml } from '../../email/layout.ts';
import type { InquiryRow } from '../../db/rows.ts';
import { type CalendarDayInfo, describeAlternative, describeDayStatus, isOpenDay } from '../calendar/index.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { INQUIRY_SOURCE_HEADING, inquirySourceLabel } from '../../../shared/inquiries.ts';
import { referenceOf } from '../../../shared/visitor-forms.ts';
import { fieldsHtml, fieldsText } from '../../email/fields.ts';
import { adminSectionPath } from '../../../shared/routes.ts';

/*
 * The two e-mails of a contact-form inquiry (specification section 7 "Email service"): the venue's
 * notification (reply-to the customer) and the customer's confirmation. Missing optional fields
 * read as the specification says: 'Not provided', 'Not specified', 'Not specified', 'No additional
 * message'. Everything the visitor typed is escaped.
 */

export const NOT_PROVIDED = 'Not provided';
export const NOT_SPECIFIED = 'Not specified';
export const NO_MESSAGE = 'No additional message';

export interface InquiryEmailContext {
  venueName: string;
  venueEmail: string;
  venuePhone: string;
  publicUrl: string;
  /** The requested date's live status, when a date was given. */
  desiredDay: CalendarDayInfo | null;
  /** The nearest open dates, when the requested one is not open. */
  alternatives: CalendarDayInfo[];
  /** The other dates the visitor named, with their live status, in their order. */
  visitorAlternatives: CalendarDayInfo[];
}

/** The form's fields as the e-mails show them (template params of the original). */
export function inquiryFields(inquiry: InquiryRow): [label: string, value: string][] {
  return [
    ['Reference', referenceOf('inquiry', inquiry.id)],
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Phone', inquiry.phone ?? NOT_PROVIDED],
    ['Event type', inquiry.eventType ?? NOT_SPECIFIED],
    ['Desired date', inquiry.desiredDate ? formatLongDate(inquiry.desiredDate) : NOT_SPECIFIED],
    ...(inquiry.alternativeDates.length > 0 ? [['Alternative dates', inquiry.alternativeDates.map(formatLongDate).join('; ')] as [string, string]] : []),
    ['Message', inquiry.message ?? NO_MESSAGE],
  ];
}


/**
 * The availability paragraph(s): live status and, when the date is not open, the nearest open
 * dates. Written for the reader: the customer's confirmation speaks to the customer ("Your
 * date"), the venue's notification to the venue ("Requested date", dates to offer).
 */
export function availabilityLines(
  context: Pick<InquiryEmailContext, 'desiredDay' | 'alternatives'> & Partial<Pick<InquiryEmailContext, 'visitorAlternatives'>>,
  reader: 'customer' | 'venue',
): string[] {
  const { desiredDay, alternatives, visitorAlternatives = [] } = context;
  if (!desiredDay) return [];
  const dates = alternatives.map(describeAlternative).join('; ');
  const venue = reader === 'venue';
  const lines = [`${venue ? 'Requested date' : 'Your date'}: ${describeDayStatus(desiredDay)}`];
  for (const [index, day] of visitorAlternatives.entries()) {
    lines.push(`${venue ? 'Alternative' : 'Your alternative'} ${index + 1}: ${describeDayStatus(day)}`);
  }
  // One of the visitor's own alternatives is open: no need to suggest others.
  if (!isOpenDay(desiredDay) && !visitorAlternatives.some(isOpenDay)) {
    if (venue) {
      lines.push(alternatives.length > 0 ? `Nearest available dates to offer: ${dates}.` : 'No open date close to it on the calendar: suggest other options in your reply.');
    } else {
      lines.push(
        alternatives.length > 0
          ? `The nearest available dates are: ${dates}.`
          : 'We could not find an open date close to it on our calendar, but we will gladly suggest options.',
      );
    }
  }
  lines.push(venue ? 'This is the calendar as the inquiry arrived; it can change until a booking is confirmed.' : 'Availability can change until a booking is confirmed.');
  return lines;
}

export function inquiryNotificationEmail(inquiry: InquiryRow, context: InquiryEmailContext): EnqueueEmailInput {
  // The owner also reads where the lead came from; the customer's copy repeats only what they typed.
  const fields: [string, string][] = [...inquiryFields(inquiry), [INQUIRY_SOURCE_HEADING, inquirySourceLabel(inquiry.source)]];
  const availability = availabilityLines(context, 'venue');
  const heading = `New inquiry from ${inquiry.name}`;
  const adminUrl = `${context.publicUrl}${adminSectionPath('inquiries')}`;
  const intro = 'A visitor sent the contact form. Reply to this e-mail to answer them directly.';
  return {
    kind: 'inquiry_notification',
    to: context.venueEmail,
    replyTo: inquiry.email,
    subject: `New inquiry from ${inquiry.name}${inquiry.eventType ? ` (${inquiry.eventType})` : ''}`,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [
        paragraphsHtml([intro]),
        fieldsHtml(fields),
        paragraphsHtml(availability),
        `<p style="margin:0 0 12px"><a href="${escapeHtml(adminUrl)}" style="color:#2f6e52">Open the inquiries in the admin dashboard</a></p>`,
      ].join('\n'),
    }),
    text: [heading, '', intro, '', fieldsText(fields), '', ...availability, '', `Admin: ${adminUrl}`].join('\n'),
  };
}

export function inquiryConfirmationEmail(inquiry: InquiryRow, context: InquiryEmailContext): EnqueueEmailInput {
  const fields = inquiryFields(inquiry);
  const availability = availabilityLines(context, 'customer');
  const heading = 'Thank you for your inquiry!';
  const opening = [
    `Dear ${inquiry.name},`,
    `Thank you for contacting ${context.venueName}. We have received your message and will get back to you within 24 hours.`,
  ];
  const closing = [
    `If anything is urgent, call us at ${context.venuePhone} or reply to ${context.venueEmail}.`,
    `Warm regards,\nThe ${context.venueName} team`,
  ];
  return {
    kind: 'inquiry_confirmation',
    to: inquiry.email,
    replyTo: context.venueEmail,
    subject: `We received your inquiry - ${context.venueName}`,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [
        paragraphsHtml(opening),
        paragraphsHtml(availability),
        paragraphsHtml(['Here is what you sent us:']),
        fieldsHtml(fields),
        paragraphsHtml(closing),
      ].join('\n'),
    }),
    text: [heading, '', ...opening, '', ...availability, '', 'Here is what you sent us:', fieldsText(fields), '', ...closing].join('\n'),
  };
}

/**
 * One notice to the venue when the contact form starts holding inquiries for review (past its
 * overall hourly limit): the held ones send no e-mail each, so the owner would not know otherwise.
 */
export function heldInquiriesNoticeEmail(context: Pick<InquiryEmailContext, 'venueName' | 'venueEmail' | 'publicUrl'>): EnqueueEmailInput {
  const heading = 'Inquiries are being held for review';
  const adminUrl = `${context.publicUrl}${adminSectionPath('inquiries')}?status=held`;
  const lines = [
    'The contact form is receiving unusually many messages, more than it sends on in an hour. New inquiries are still stored, but as "Held for review": no e-mail is sent about them and the senders get no confirmation.',
    'Open Inquiries and choose "Held for review" to see them; move the real ones to the inbox and reply. This notice is sent at most once an hour while inquiries are held.',
  ];
  return {
    kind: 'inquiries_held_notice',
    to: context.venueEmail,
    subject: `Inquiries held for review - ${context.venueName}`,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [paragraphsHtml(lines), `<p style="margin:0 0 12px"><a href="${escapeHtml(adminUrl)}" style="color:#2f6e52">Open the held inquiries</a></p>`].join('\n'),
    }),
    text: [heading, '', ...lines, '', `Admin: ${adminUrl}`].join('\n'),
  };
}
