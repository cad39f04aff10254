import type { HoldRow } from '../../db/rows.ts';
import { emailLayout, escapeHtml, paragraphsHtml } from '../../email/layout.ts';
import type { EnqueueEmailInput } from '../../email/outbox.ts';
import type { BookingEmailContext } from '../bookings/index.ts';
import { fieldsHtml, fieldsText } from '../../email/fields.ts';
import { formatLongDate, formatTimeRange } from '../../../shared/dates.ts';

/*
 * E-mails about holds: the second option offered the date when the first hold ends. The reminder
 * 48 hours before a hold expires is a follow-up with the owner's own text (modules/followups).
 */

function expiryText(hold: HoldRow, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(hold.expiresAt);
}

function holdFields(hold: HoldRow, timeZone: string): [string, string][] {
  return [
    ['Date', formatLongDate(hold.date)],
    ['Time', formatTimeRange(hold.startTime, hold.endTime)],
    ['Held until', expiryText(hold, timeZone)],
  ];
}

type Context = BookingEmailContext & { timeZone: string };

function email(kind: string, to: string, replyTo: string | null, heading: string, paragraphs: string[], fields: [string, string][], context: Context, link?: { url: string; label: string }): EnqueueEmailInput {
  return {
    kind,
    to,
    replyTo,
    subject: heading,
    html: emailLayout({
      venueName: context.venueName,
      heading,
      bodyHtml: [
        paragraphsHtml(paragraphs),
        fieldsHtml(fields),
        link ? `<p style="margin:0 0 12px"><a href="${escapeHtml(link.url)}" style="color:#2f6e52">${escapeHtml(link.label)}</a></p>` : '',
      ].join('\n'),
    }),
    text: [heading, '', ...paragraphs.flatMap((p) => [p, '']), fieldsText(fields), ...(link ? ['', `${link.label}: ${link.url}`] : [])].join('\n'),
  };
}

/** To the client whose second option became the first: the date is theirs to take. */
export function holdOfferedEmail(hold: HoldRow, context: Context): EnqueueEmailInput {
  const heading = `${formatLongDate(hold.date)} is now available to you`;
  return email(
    'hold_offered',
    hold.clientEmail,
    context.venueEmail,
    heading,
    [
      `Dear ${hold.clientName},`,
      `Good news: the date you asked about as a second option at ${context.venueName} has opened up, and we are holding it for you.`,
      `Reply to this e-mail or call us at ${context.venuePhone} before the hold ends to book it.`,
    ],
    holdFields(hold, context.timeZone),
    context,
  );
}
