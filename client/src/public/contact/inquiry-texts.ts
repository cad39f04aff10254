/* What the inquiry form says once it is sent, held or refused, and the receipt it shows. */
import { eventTypeLabel, type EventTypeName } from '../../../../shared/events.ts';
import type { SubmissionReceipt } from '../../../../shared/visitor-forms.ts';

export const INQUIRY_SENT_TITLE = 'Thank you for your inquiry!';
export const INQUIRY_SENT_MESSAGE =
  "We've sent your message and you'll receive a confirmation email shortly. We'll get back to you within 24 hours.";

/**
 * An inquiry held for review (sent while the form was receiving unusually many messages): it is
 * stored and the venue will see it, but no confirmation e-mail goes out and nobody can promise when
 * the venue gets to it, so the receipt says exactly that and gives the venue's address for anything
 * urgent.
 */
export const INQUIRY_HELD_TITLE = 'We have your inquiry';
export function inquiryHeldMessage(venueEmail: string | undefined): string {
  return `Your message is saved and the venue will read it, but we are receiving an unusually high number of messages right now, so no confirmation email was sent and our reply may take longer than usual. If it is urgent, please ${
    venueEmail ? `email us at ${venueEmail} or call us` : 'call or email us'
  }.`;
}

/**
 * The failure's text: the reason, then one piece of advice (retry, or e-mail the venue). A reason
 * that already gives that advice (the rate limit's "wait N minutes and try again, or e-mail us at
 * ...", the honeypot's "call or e-mail us directly") is shown alone, so nothing is said twice.
 */
export function failureMessage(reason: string, venueEmail: string | undefined): string {
  if (/e-?mail us/i.test(reason) || (venueEmail && reason.includes(venueEmail))) return reason;
  return `${reason} Please try again${venueEmail ? `, or e-mail us directly at ${venueEmail}` : ' in a moment'}.`;
}

/** What the island shows for a stored inquiry: the receipt the server renders too. */
export function receiptOf(
  inquiry: { reference: string; name: string; email: string; phone?: string | null; eventType?: EventTypeName | null; desiredDate?: string | null; alternativeDates: string[]; message?: string | null },
  heldForReview: boolean,
): SubmissionReceipt {
  return {
    form: 'inquiry',
    reference: inquiry.reference,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone ?? null,
    // GraphQL sends the enum name (CORPORATE_EVENT); the receipt shows the type as the form does.
    eventType: inquiry.eventType ? eventTypeLabel(inquiry.eventType) : null,
    desiredDate: inquiry.desiredDate ?? null,
    alternativeDates: inquiry.alternativeDates,
    message: inquiry.message ?? null,
    heldForReview,
  };
}

