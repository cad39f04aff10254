import type { BookingRow } from '../../db/rows.ts';
import { emailLayout, escapeHtml, paragraphsHtml } from '../../email/layout.ts';
import type { EnqueueEmailInput } from '../../email/outbox.ts';
import { formatCents, type QuoteTotals } from '../../../shared/quotes.ts';
import type { BookingEmailContext } from '../bookings/index.ts';
import { formatLongDate } from '../../../shared/dates.ts';

/*
 * The e-mail that carries a quote's secret link to the client. The outbox row keeps the message
 * without the link (quoteSentEmailWithoutLink); the link travels in memory only until sent or
 * expired, like a password reset's (email/outbox.ts inMemoryOnly).
 */

interface QuoteEmailInput {
  booking: BookingRow;
  totals: QuoteTotals;
  expiresAt: Date;
  context: BookingEmailContext;
  /** The venue's IANA zone: every date a client reads is the venue's calendar date. */
  timeZone: string;
}

/** The day the link stops working, in the venue's zone (a quote sent after 7 PM in New York expires on the venue's day, not UTC's next one). */
export function expiryText(expiresAt: Date, timeZone: string): string {
  return expiresAt.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
}

function quoteEmail({ booking, totals, expiresAt, context, timeZone }: QuoteEmailInput, linkParagraph: { html: string; text: string }): Omit<EnqueueEmailInput, 'inMemoryOnly'> {
  const heading = `Your quote for ${formatLongDate(booking.eventDate)}`;
  const opening = [
    `Dear ${booking.clientName},`,
    `Thank you for considering ${context.venueName} for your ${booking.eventType}. Your quote comes to ${formatCents(totals.totalCents)}${totals.depositCents > 0 ? `, with a deposit of ${formatCents(totals.depositCents)}` : ''}.`,
  ];
  const closing = [`The link is valid until ${expiryText(expiresAt, timeZone)}. Questions? Call us at ${context.venuePhone} or reply to this e-mail.`, `Warm regards,\nThe ${context.venueName} team`];
  return {
    kind: 'quote_sent',
    to: booking.clientEmail,
    replyTo: context.venueEmail,
    subject: `Your quote - ${context.venueName}`,
    html: emailLayout({ venueName: context.venueName, heading, bodyHtml: [paragraphsHtml(opening), linkParagraph.html, paragraphsHtml(closing)].join('\n') }),
    text: [heading, '', ...opening, '', linkParagraph.text, '', ...closing].join('\n'),
  };
}

export function quoteSentEmail(input: QuoteEmailInput & { link: string }) {
  return quoteEmail(input, {
    html: `<p style="margin:0 0 12px"><a href="${escapeHtml(input.link)}" style="color:#2f6e52">Read, print and accept your quote</a></p>`,
    text: `Read, print and accept your quote: ${input.link}`,
  });
}

export function quoteSentEmailWithoutLink(input: QuoteEmailInput) {
  const note = 'The link to your quote was in the e-mail as first sent. If it did not reach you, reply and we will send a new one.';
  return quoteEmail(input, { html: paragraphsHtml([note]), text: note });
}
