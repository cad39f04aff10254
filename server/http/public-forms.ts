import express, { Router, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { receiptCookie, requestInfo } from '../context.ts';
import { isDatabaseBusy, isStorageFailure } from '../db/client.ts';
import { SITE_BUSY_MESSAGE, SITE_CANNOT_SAVE_MESSAGE, userErrorsOf, withVenueEmail } from '../errors.ts';
import { readContactInfo } from '../modules/content/index.ts';
import { isAllowedOrigin } from '../security/origin.ts';
import { escapeHtml } from './server-render.ts';
import { refuseBodyOver } from './refuse-unread.ts';
import type { AppServices } from '../app-services.ts';
import type { SubmittedForm } from '../../shared/ssr.ts';
import { sendBookingRequest } from '../modules/bookings/index.ts';
import { sendInquiry } from '../modules/inquiries/index.ts';
import { BOOKING_REQUEST_LIMITS, countRefusedPost, INQUIRY_LIMITS } from '../modules/intake/index.ts';
import { inquiryInputOf } from '../../shared/intake/inquiry-form.ts';
import { ALTERNATIVE_DATE_FIELDS, isSubmissionKey, newSubmissionKey, SUBMISSION_KEY_FIELD, SUBMISSION_KEY_PLACEHOLDER, type ReceiptForm } from '../../shared/visitor-forms.ts';

/*
 * The visitor's forms posted natively (method="post", form-encoded): the inquiry form on /contact
 * and the booking request on /calendar work before their code has arrived and without JavaScript.
 * This file keeps only what is HTTP: each post's fields go to the same service as its GraphQL
 * mutation (the form's schema in shared/intake/, the honeypot, the rate limits, the record stored
 * before any e-mail, the auto-reply), and a refusal comes back as one error naming every wrong
 * field, which is rendered beside each input. Success answers 303 with the page's address
 * and `sent=1`, so a reload does not post again and no personal data is ever in a URL, and a
 * receipt cookie with which that page shows what was stored (context.ts, receiptCookie); a refusal
 * renders the page again with every value kept and each message beside its field. Each form
 * carries its one-time submission key: a post whose key already stored a record (Back then Send, a
 * double click) is answered with that record's page and stores nothing. Cross-site posts are
 * refused by their Origin (and Sec-Fetch-Site), like GraphQL posts.
 */

/** Renders a visitor page again for a refused submission; null when it cannot be rendered here. */
export type RenderSubmission = (req: Request, form: SubmittedForm) => Promise<string | null>;

type PublicFormServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox' | 'rateLimiter' | 'logger'>;

/**
 * Form bodies are small, but a message over its 5,000 characters must still arrive whole to be
 * refused with the text kept: 20,000 characters of four-byte script, percent-encoded, is 240 kB.
 */
const BODY_LIMIT_BYTES = 256 * 1024;
/** A post over BODY_LIMIT_BYTES: its values were never read, so the form cannot be shown with them. */
export const FORM_TOO_LARGE = 'Your request was too long to send. Please shorten your message and send it again.';

const INQUIRY_FIELDS = ['name', 'email', 'phone', 'eventType', 'desiredDate', ...ALTERNATIVE_DATE_FIELDS, 'message', 'source', 'website', SUBMISSION_KEY_FIELD] as const;
const BOOKING_FIELDS = ['eventDate', 'timeSlot', 'guestCount', 'eventType', 'clientName', 'clientEmail', 'clientPhone', 'specialRequests', 'website', SUBMISSION_KEY_FIELD] as const;

/** The key a post carries; a page whose key was never written in (the placeholder) counts as none. */
function postedKey(value: string): string {
  return value === SUBMISSION_KEY_PLACEHOLDER ? '' : value;
}

/** The posted fields as strings (a repeated or missing field is empty). */
function readFields<const F extends readonly string[]>(body: unknown, fields: F): Record<F[number], string> {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, typeof source[field] === 'string' ? source[field] : ''])) as Record<F[number], string>;
}

interface Refusal {
  status: number;
  errors: Record<string, string>;
  error?: string;
}

/** The inputs a visitor sees, where a field's message can be said beside it. */
const INQUIRY_INPUTS: readonly string[] = INQUIRY_FIELDS.filter((field) => field !== 'website' && field !== SUBMISSION_KEY_FIELD);
/** The date is chosen on the calendar, not typed: a message about it is said at the top. */
const BOOKING_INPUTS: readonly string[] = BOOKING_FIELDS.filter((field) => field !== 'eventDate' && field !== 'website' && field !== SUBMISSION_KEY_FIELD);

/**
 * A coded error from a service as a refusal of the form; anything else is a real failure. A
 * refusal of the fields names each (every wrong field at once), said beside the input
 * `inputOf(field)` names when the form shows it (`inputs`); the others (the submission key, the
 * honeypot, the booking's date) are said at the top of the form.
 */
function refusalOf(error: unknown, services: PublicFormServices, inputs: readonly string[], inputOf: (field: string) => string = (field) => field): Refusal {
  // Another process holds the write lock (db/client.ts): 503, and the visitor's values are kept.
  if (isDatabaseBusy(error)) return { status: 503, errors: {}, error: SITE_BUSY_MESSAGE };
  // Nothing can be stored (a full disk, a database the service cannot write): the form again with
  // the visitor's values and the venue's e-mail, never a raw error; the operator gets the log line.
  if (isStorageFailure(error)) {
    services.logger.error('A visitor form could not be saved', { error: error instanceof Error ? error.message : String(error) });
    let venueEmail: string | null = null;
    try {
      venueEmail = readContactInfo(services.db, { preview: false }).email || null;
    } catch {
      // Reading failed too: the message goes without the address.
    }
    return { status: 503, errors: {}, error: withVenueEmail(SITE_CANNOT_SAVE_MESSAGE, venueEmail) };
  }
  if (!(error instanceof GraphQLError)) throw error;
  const code = error.extensions.code;
  const status = code === 'TOO_MANY_REQUESTS' ? 429 : code === 'CONFLICT' ? 409 : code === 'SERVICE_UNAVAILABLE' ? 503 : 422;
  if (code !== 'BAD_USER_INPUT') return { status, errors: {}, error: error.message };
  const refusal: Refusal = { status, errors: {} };
  for (const { field, message } of userErrorsOf(error)) {
    const input = field === null ? null : inputOf(field);
    if (input !== null && inputs.includes(input)) refusal.errors[input] ??= message;
    else refusal.error ??= message;
  }
  return refusal;
}

/** Without a server build the page cannot be rendered here: a plain page says what went wrong. */
function plainRefusal(res: Response, refusal: Refusal, back: string) {
  const messages = [refusal.error, ...Object.values(refusal.errors)].filter(Boolean) as string[];
  res
    .status(refusal.status)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Please correct your request</title><h1>Please correct your request</h1><ul>${messages
        .map((message) => `<li>${escapeHtml(message)}</li>`)
        .join('')}</ul><p><a href="${escapeHtml(back)}">Go back to the form</a></p></html>`,
    );
}

/**
 * Whether a form post comes from this site's own pages. Browsers say so in Sec-Fetch-Site; they
 * also send Origin, but our `Referrer-Policy: no-referrer` makes it "null" on every form post,
 * same-origin ones included (the Fetch standard's origin serialization), so Origin decides only for
 * browsers without Sec-Fetch-Site: a foreign or "null" Origin is refused, a missing one (curl, a
 * script) is let through, as on /graphql.
 */
export function isSameSitePost(req: Request, services: Pick<AppServices, 'config'>): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  return isAllowedOrigin(req, services.config);
}

export function publicFormsRouter(services: PublicFormServices, renderSubmission: RenderSubmission): Router {
  const router = Router();
  // A body over the limit is refused before a byte of it is read (refuse-unread.ts), with the short
  // page and a link back to the form.
  const refuseTooLarge = refuseBodyOver(BODY_LIMIT_BYTES, (req, res) => plainRefusal(res, { status: 413, errors: {}, error: FORM_TOO_LARGE }, req.originalUrl));
  const parse = express.urlencoded({ extended: false, limit: BODY_LIMIT_BYTES, parameterLimit: 50 });

  const refuseCrossSite = (req: Request, res: Response, next: () => void) => {
    if (isSameSitePost(req, services)) return next();
    res
      .status(403)
      .type('html')
      .send('<!doctype html><html lang="en"><meta charset="utf-8"><title>Not sent</title><h1>Not sent</h1><p>This form can only be sent from our own website.</p></html>');
  };

  async function answerRefusal(req: Request, res: Response, form: SubmittedForm['form'], values: Record<string, string>, refusal: Refusal) {
    // Every refused post counts against its sender network's allowance of refusals: each answer is
    // a fresh render of the page (values kept, messages beside the fields), so past the allowance
    // the answer is the short page, with the same status and messages, and no render.
    if (refusal.status === 422 || refusal.status === 429) {
      const limits = form === 'inquiry' ? INQUIRY_LIMITS : BOOKING_REQUEST_LIMITS;
      if (!(await countRefusedPost(services, limits, requestInfo(req).ip))) return plainRefusal(res, refusal, req.originalUrl);
    }
    // The honeypot's value is not sent back: a person never filled it. The form keeps its key
    // (nothing was stored with it), or gets a good one if it came without or with one no form made.
    const { website: _honeypot, ...kept } = values;
    const posted = kept[SUBMISSION_KEY_FIELD];
    kept[SUBMISSION_KEY_FIELD] = isSubmissionKey(posted) ? posted : newSubmissionKey();
    const html = await renderSubmission(req, { form, values: kept, errors: refusal.errors, ...(refusal.error ? { error: refusal.error } : {}) });
    if (html === null) return plainRefusal(res, refusal, req.originalUrl);
    // Kept by this browser alone, for Back: a visitor who corrected the form, sent it and goes Back
    // finds it again (with its key, so sending once more stores nothing new) instead of an error.
    res.status(refusal.status).setHeader('Cache-Control', 'private, no-cache');
    res.type('html').send(html.replaceAll(SUBMISSION_KEY_PLACEHOLDER, kept[SUBMISSION_KEY_FIELD]));
  }

  /** The post-redirect-get to the page that shows what was sent, with its receipt cookie. */
  function answerSent(res: Response, form: ReceiptForm, key: string, location: string) {
    res.setHeader('Cache-Control', 'no-store');
    res.append('Set-Cookie', receiptCookie(form, key, services.config.publicUrl.startsWith('https://')));
    res.redirect(303, location);
  }

  router.post('/contact', refuseCrossSite, refuseTooLarge, parse, async (req, res, next) => {
    try {
      const values = readFields(req.body, INQUIRY_FIELDS);
      // A post without a key (a page from before keys) still gets a receipt.
      const submissionKey = postedKey(values.submissionKey) || newSubmissionKey();
      try {
        await sendInquiry(
          services,
          {
            name: values.name,
            email: values.email,
            phone: values.phone,
            eventType: values.eventType,
            desiredDate: values.desiredDate,
            alternativeDates: ALTERNATIVE_DATE_FIELDS.map((field) => values[field]),
            message: values.message,
            source: values.source,
            website: values.website,
            submissionKey,
          },
          requestInfo(req),
        );
      } catch (error) {
        return await answerRefusal(req, res, 'inquiry', values, refusalOf(error, services, INQUIRY_INPUTS, inquiryInputOf));
      }
      answerSent(res, 'inquiry', submissionKey, '/contact?sent=1#inquiry');
    } catch (error) {
      next(error);
    }
  });

  router.post('/calendar', refuseCrossSite, refuseTooLarge, parse, async (req, res, next) => {
    try {
      const values = readFields(req.body, BOOKING_FIELDS);
      const submissionKey = postedKey(values.submissionKey) || newSubmissionKey();
      let eventDate: string;
      try {
        ({
          booking: { eventDate },
        } = await sendBookingRequest(services, { ...values, submissionKey }, requestInfo(req)));
      } catch (error) {
        return await answerRefusal(req, res, 'booking', values, refusalOf(error, services, BOOKING_INPUTS));
      }
      // The first send's date, for a repeat too: its page is the one the visitor was shown.
      answerSent(res, 'booking', submissionKey, `/calendar?month=${eventDate.slice(0, 7)}&date=${eventDate}&sent=1#booking-request`);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
