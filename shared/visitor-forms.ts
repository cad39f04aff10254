/*
 * Rules of the visitor forms (the inquiry on /contact, the booking request on /calendar) that the
 * browser and the server both apply: text limits and how characters are counted, the one-time
 * submission key every form carries, alternative dates, and the reference number a visitor is
 * given. Imports neither side.
 */

/** The most characters of a name, a phone number, and a message or special requests. */
export const TEXT_LIMITS = { name: 100, phone: 30, longText: 5000 } as const;

/**
 * Characters as a visitor counts them: each code point once, so an emoji is one character (a
 * JavaScript string's length would count it twice), in the counter under the field and on the
 * server alike.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** "Message must be at most 5,000 characters; this one has 10,000. Please shorten it." */
export function tooLongMessage(label: string, max: number, count: number): string {
  return `${label} must be at most ${max.toLocaleString('en-US')} characters; this one has ${count.toLocaleString('en-US')}. Please shorten it.`;
}

/** The counter under a long text field: "1,234 / 5,000 characters". */
export function characterCounter(count: number, max: number): string {
  return `${count.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;
}

// ---------------------------------------------------------------------------------------------
// The one-time submission key

/**
 * The field every visitor form carries: a random key made for one showing of the form (by the
 * server into each page it sends, by the island for each new form). The server stores at most one
 * inquiry or booking per key and answers a repeat (Back then Send, a double click, a retry after a
 * lost answer) with what the first one stored, so a form is never stored twice.
 */
export const SUBMISSION_KEY_FIELD = 'submissionKey';

/**
 * Where a form posts: its page's own address with `form=<name>` added. A successful post makes the
 * browser drop its cached copy of the address it posted to (RFC 9111, section 4.4); posted to the
 * page's own address, Back would fetch the page again, with a new key, and Send would store a
 * second record. The page ignores the parameter.
 */
export const FORM_POST_PARAM = 'form';

/** A form's action: the page's address (path, query) with the post parameter, then its fragment. */
export function formAction(pageAddress: string, form: 'inquiry' | 'booking', fragment: string): string {
  return `${pageAddress}${pageAddress.includes('?') ? '&' : '?'}${FORM_POST_PARAM}=${form}#${fragment}`;
}

/** What a key looks like: 16 to 64 letters, digits, '-' or '_' (the form's own are 22). */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const SUBMISSION_KEY_MESSAGE = 'The form could not be matched to its page. Please reload the page and send it again.';

/**
 * What a page rendered on the server holds in place of the key: a rendered page is shared by
 * every visitor (the page cache), so the server writes a fresh key over this in each response it
 * sends (server/http/client.ts). It never matches SUBMISSION_KEY_PATTERN.
 */
export const SUBMISSION_KEY_PLACEHOLDER = '{{submission-key}}';

/** A new key: 128 random bits, base64url (22 characters). Web Crypto works in Node and in every browser context. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const isSubmissionKey = (value: string | null | undefined): value is string => !!value && SUBMISSION_KEY_PATTERN.test(value);

// ---------------------------------------------------------------------------------------------
// Alternative dates

/** An inquiry names up to this many dates besides the one the visitor prefers. */
export const ALTERNATIVE_DATES_MAX = 3;

/** The native form's fields for them, one per date. */
export const ALTERNATIVE_DATE_FIELDS = ['alternativeDate1', 'alternativeDate2', 'alternativeDate3'] as const;

export const ALTERNATIVE_DATE_MESSAGES = {
  tooMany: `Please give at most ${ALTERNATIVE_DATES_MAX} alternative dates.`,
  invalid: 'Please enter each alternative date as a valid date.',
  past: 'An alternative date has already passed. Please choose today or a later date.',
  withoutPreferred: 'Please give your preferred date first, then up to three alternatives.',
} as const;

// ---------------------------------------------------------------------------------------------
// Reference numbers

export type ReceiptForm = 'inquiry' | 'booking';

const REFERENCE_PREFIX: Record<ReceiptForm, string> = { inquiry: 'INQ', booking: 'REQ' };

/**
 * The number a visitor quotes when they call or write ("INQ-3F2A9C1B"): the form's prefix and the
 * first eight characters of the record's id, upper case. The ids are random UUIDs, so it names one
 * record among a venue's thousands without a counter of its own.
 */
export function referenceOf(form: ReceiptForm, id: string): string {
  return `${REFERENCE_PREFIX[form]}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * What the confirmation panel shows after a visitor form was sent, the same with and without
 * JavaScript: what was stored (not what was typed: the server trims and checks), and its reference.
 * Dates are yyyy-MM-dd, the time slot its id (shared/events.ts), the event type as shown.
 */
export type SubmissionReceipt =
  | {
      form: 'inquiry';
      reference: string;
      name: string;
      email: string;
      phone: string | null;
      eventType: string | null;
      desiredDate: string | null;
      alternativeDates: string[];
      message: string | null;
      /**
       * Stored past the contact form's overall limit (status held): kept for the venue to review,
       * with no confirmation e-mail, so the receipt promises neither an e-mail nor a quick reply.
       */
      heldForReview: boolean;
    }
  | {
      form: 'booking';
      reference: string;
      eventDate: string;
      timeSlot: string;
      guestCount: number;
      eventType: string;
      name: string;
      email: string;
      phone: string | null;
      specialRequests: string | null;
    };

/** A reference number as referenceOf writes it. */
export const REFERENCE_PATTERN = /^(INQ|REQ)-[0-9A-F]{8}$/;

/** The address of the "Add to calendar" file for a sent form's date (server/http/add-to-calendar.ts). */
export const ADD_TO_CALENDAR_PATH = '/add-to-calendar.ics';

/**
 * The "Add to calendar" link of a receipt: the date (and for a booking request its time slot) and
 * the reference; nothing personal, so the link can be shared and cached.
 */
export function addToCalendarHref(receipt: { form: ReceiptForm; reference: string; date: string; timeSlot?: string | null }): string {
  const params = new URLSearchParams({ date: receipt.date, ref: receipt.reference });
  if (receipt.timeSlot) params.set('slot', receipt.timeSlot);
  return `${ADD_TO_CALENDAR_PATH}?${params.toString()}`;
}

/** The cookie that lets the page a native post lands on (`?sent=1`) show its receipt: one per form. */
export const RECEIPT_COOKIE: Record<ReceiptForm, string> = { inquiry: 'venue_inquiry_receipt', booking: 'venue_booking_receipt' };

/** How long after sending a receipt is shown again (a reload, Back to the page). */
export const RECEIPT_LIFETIME_MS = 24 * 60 * 60 * 1000;
