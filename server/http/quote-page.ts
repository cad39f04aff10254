import express, { Router, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { requestInfo } from '../context.ts';
import { isDatabaseBusy } from '../db/client.ts';
import { refuseBodyOver } from './refuse-unread.ts';
import { escapeHtml } from '../email/layout.ts';
import { SITE_BUSY_MESSAGE } from '../errors.ts';
import type { AppServices } from '../app-services.ts';
import { formatCents, formatTaxRate, lineAmountCents, QUOTE_LIMITS, QUOTE_ROUNDING_RULE, type QuoteTotals } from '../../shared/quotes.ts';
import { formatLongDate, formatTimeRange } from '../../shared/dates.ts';
import { describeDue } from '../../shared/payment-schedule.ts';
import { getSiteSetting } from '../modules/settings/index.ts';
import { readContactInfo } from '../modules/content/index.ts';
import { getBookingTerms } from '../modules/terms/index.ts';
import { cancellationPolicyText } from '../../shared/cancellation.ts';
import { acceptQuote, confirmationEmailState, quoteByToken, type QuoteLinkState, type QuoteRow } from '../modules/quotes/index.ts';
import type { BookingRow } from '../db/rows.ts';
import { recordTimelineIn } from '../modules/timeline/index.ts';
import { isSameSitePost } from './public-forms.ts';
import { describeChanges, type ChangeOrderTerms } from '../../shared/change-orders.ts';
import { ledgerTotals } from '../../shared/ledger.ts';
import { ledgerEntriesOf } from '../modules/ledger/index.ts';

/*
 * The client's quote page, /quote/<token>: plain server-rendered HTML that works without
 * JavaScript and prints cleanly (print CSS hides the form). The client accepts by typing their
 * name in a native POST form, Origin/Sec-Fetch-Site checked like the other public forms. An
 * unknown, withdrawn, expired or already accepted link gets a clear page and changes nothing.
 * Never cached, never indexed; the token is in the path only, and our no-referrer policy keeps it
 * out of any other site's logs.
 */

type QuotePageServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox' | 'rateLimiter'>;

export const QUOTE_PAGE_TEXTS = {
  unknown: 'This quote link is not valid. It may have been mistyped, replaced by a newer link, or withdrawn. Please contact us for a new one.',
  withdrawn: 'This quote was withdrawn by the venue. Please contact us if you have questions.',
  expired: (date: string) => `This quote expired on ${date}. Please contact us for a new one.`,
  accepted: (name: string, date: string) => `Accepted by ${name} on ${date}. Your booking is confirmed.`,
  acceptedJustNow: 'Thank you! You accepted this quote and your booking is confirmed.',
  changeAccepted: (name: string, date: string) => `Accepted by ${name} on ${date}. Your booking is changed.`,
  changeAcceptedJustNow: 'Thank you! You accepted this change order and your booking is changed.',
  /** Beside the payment schedule: which part of it is the deposit (the cancellation policy keeps it). */
  depositInSchedule: (amount: string) => `The first ${amount} you pay is the deposit that secures the date.`,
  /** What the page after accepting says of the e-mail, as far as the outbox has sent it. */
  confirmationEmail: {
    sent: 'We have e-mailed you a confirmation.',
    pending: 'A confirmation is on its way to you by e-mail.',
    none: 'Please print this page or save it as a PDF to keep as your confirmation.',
  },
  replaced: {
    sent: 'This quote was updated, and a new link was sent to you by e-mail. Please open the quote from our latest e-mail.',
    draft: 'This quote is being updated. We will e-mail you a new link as soon as it is ready.',
    accepted: 'This quote was updated, and the new version was accepted through the link in our latest e-mail.',
  },
  alreadyAccepted: 'This quote was already accepted; nothing was changed.',
  crossSite: 'This form can only be sent from our own website.',
  tooLarge: 'Your request was too long to send: nothing was accepted. Please go back and send the form again.',
  unavailable: 'We could not confirm your booking: the date or time is no longer available. Nothing was accepted; please contact us and we will find another option.',
  notAccepted: 'We could not accept this quote. Nothing was changed; please contact us and we will sort it out with you.',
} as const;

const STYLE = `
body{font-family:system-ui,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2824;background:#f7f4ef;margin:0;line-height:1.5}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px;background:#fff;min-height:100vh;box-sizing:border-box}
h1,h2{font-family:Georgia,'Times New Roman',serif}h1{font-size:1.7rem;margin:0 0 4px;color:#1f4d3a}h2{font-size:1.15rem;margin:28px 0 8px;color:#1f4d3a}
.venue{font-size:.95rem;color:#6b645b;margin:0 0 20px}
table{width:100%;border-collapse:collapse;font-family:system-ui,sans-serif;font-size:.95rem}
th,td{padding:8px 6px;border-bottom:1px solid #e4ded4;text-align:left;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot td{border-bottom:none}tfoot tr.total td{font-weight:700;border-top:2px solid #2b2824}
.notice{padding:12px 14px;border:2px solid #2f6e52;border-radius:8px;margin:16px 0;font-family:system-ui,sans-serif}
.notice.error{border-color:#a33;background:#fdf2f2}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0;font-family:system-ui,sans-serif}dt{color:#6b645b}dd{margin:0}
form{margin-top:24px;padding:16px;border:1px solid #e4ded4;border-radius:8px;font-family:system-ui,sans-serif}
label{display:block;font-weight:600;margin-bottom:6px}
input[type=text]{width:100%;max-width:420px;font-size:1rem;padding:10px;border:1px solid #8a8177;border-radius:6px;box-sizing:border-box}
button{margin-top:12px;font-size:1rem;padding:10px 18px;background:#1f4d3a;color:#fff;border:0;border-radius:6px;cursor:pointer}
.field-error{color:#a33;margin:6px 0 0}.hint{color:#6b645b;font-size:.9rem}
@media print{body{background:#fff}main{min-height:0;padding:0}form,.no-print{display:none}a{color:inherit;text-decoration:none}}
`;

function page(title: string, venueName: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)} - ${escapeHtml(venueName)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function longDateOf(instant: Date, timeZone: string): string {
  return instant.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
}

function totalsRows(totals: QuoteTotals, taxRateMilliPercent: number): string {
  const rows: [string, number, string?][] = [['Subtotal', totals.subtotalCents]];
  if (totals.discountCents > 0) rows.push(['Discount', -totals.discountCents]);
  if (taxRateMilliPercent > 0) rows.push([`Tax (${formatTaxRate(taxRateMilliPercent)})`, totals.taxCents]);
  rows.push(['Total', totals.totalCents, 'total']);
  return rows.map(([label, cents, cls]) => `<tr${cls ? ` class="${cls}"` : ''}><td colspan="3">${escapeHtml(label)}</td><td class="num">${formatCents(cents)}</td></tr>`).join('');
}

interface Shown {
  notice?: { text: string; error?: boolean };
  nameError?: string;
  name?: string;
}

function quoteHtml(deps: QuotePageServices, state: Extract<QuoteLinkState, { lines: unknown }>, token: string, shown: Shown): string {
  const { quote, booking, lines, schedule, totals } = state;
  const venueName = getSiteSetting(deps.db, 'branding').siteTitle;
  const tz = deps.config.venueTimeZone;
  const parts: string[] = [];
  // A change order shows the booking as it will be once accepted, and what changes from today's.
  const change = quote.changeOrder;
  const shownBooking = change && state.kind === 'open' ? { ...booking, ...change.to } : booking;
  parts.push(`<h1>${change ? 'Change order' : 'Quote'} for ${escapeHtml(booking.clientName)}</h1><p class="venue">${escapeHtml(venueName)}</p>`);
  if (shown.notice) parts.push(`<p class="notice${shown.notice.error ? ' error' : ''}" role="${shown.notice.error ? 'alert' : 'status'}">${escapeHtml(shown.notice.text)}</p>`);
  if (change) parts.push(changeOrderHtml(deps, change, booking.id, totals.totalCents), `<h2>Your booking${state.kind === 'open' ? ' once changed' : ''}</h2>`);
  parts.push(
    `<dl><dt>Event</dt><dd>${escapeHtml(shownBooking.eventType)}</dd><dt>Date</dt><dd>${escapeHtml(formatLongDate(shownBooking.eventDate))}</dd><dt>Time</dt><dd>${escapeHtml(formatTimeRange(shownBooking.startTime, shownBooking.endTime))}</dd><dt>Guests</dt><dd>${shownBooking.guestCount}</dd>${quote.sentAt ? `<dt>Quote date</dt><dd>${escapeHtml(longDateOf(quote.sentAt, tz))}</dd>` : ''}${state.kind === 'open' && quote.expiresAt ? `<dt>Valid until</dt><dd>${escapeHtml(longDateOf(quote.expiresAt, tz))}</dd>` : ''}</dl>`,
  );
  if (quote.message) parts.push(`<p>${escapeHtml(quote.message).replace(/\n/g, '<br>')}</p>`);
  parts.push('<h2>Items</h2><table><thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Amount</th></tr></thead><tbody>');
  for (const line of lines) {
    const premium = line.multiplier !== 1 ? ` <span class="hint">(date premium ×${line.multiplier})</span>` : '';
    parts.push(`<tr><td>${escapeHtml(line.description)}${premium}</td><td class="num">${line.quantity}</td><td class="num">${formatCents(line.unitAmountCents)}</td><td class="num">${formatCents(lineAmountCents(line))}</td></tr>`);
  }
  parts.push(`</tbody><tfoot>${totalsRows(totals, quote.taxRateMilliPercent)}</tfoot></table><p class="hint">${escapeHtml(QUOTE_ROUNDING_RULE)}</p>`);
  // With a schedule the deposit is not a payment of its own: it is the first part of what the schedule
  // asks for, so the page says so instead of naming a sum that matches no row.
  const deposit = totals.depositCents > 0 ? formatCents(totals.depositCents) : '';
  if (deposit && !schedule.length) parts.push(`<p>Deposit to secure the date: <strong>${deposit}</strong></p>`);
  if (schedule.length) {
    parts.push('<h2>Payment schedule</h2>');
    if (deposit) parts.push(`<p>${QUOTE_PAGE_TEXTS.depositInSchedule(deposit)}</p>`);
    parts.push('<table><thead><tr><th scope="col">Due</th><th scope="col" class="num">Amount</th></tr></thead><tbody>');
    // Once accepted every payment has its date; before, a relative one reads as its rule.
    for (const item of schedule) {
      const due = item.dueDate && (quote.acceptedAt || item.dueRule === 'on_date') ? formatLongDate(item.dueDate) : describeDue(item, shownBooking.eventDate);
      parts.push(`<tr><td>${escapeHtml(due)}</td><td class="num">${formatCents(item.amountCents)}</td></tr>`);
    }
    parts.push('</tbody></table>');
    if (change) parts.push('<p class="hint">What you have paid so far counts toward these payments, the earliest first.</p>');
  }
  if (state.kind === 'accepted' && quote.acceptedAt && quote.acceptedName) {
    const accepted = change ? QUOTE_PAGE_TEXTS.changeAccepted : QUOTE_PAGE_TEXTS.accepted;
    parts.push(`<p class="notice" role="status">${escapeHtml(accepted(quote.acceptedName, longDateOf(quote.acceptedAt, tz)))}</p>`);
  }
  parts.push(termsHtml(deps));
  if (state.kind === 'open') {
    const error = shown.nameError ? `<p class="field-error" id="name-error">${escapeHtml(shown.nameError)}</p>` : '';
    parts.push(
      `<form method="post" action="/quote/${escapeHtml(token)}"><h2>Accept this ${change ? 'change order' : 'quote'}</h2><p class="hint">${change ? 'Typing your full name and pressing Accept is your agreement to this change order; your booking is then changed as shown.' : 'Typing your full name and pressing Accept is your agreement to this quote; your booking is then confirmed.'}</p><label for="name">Your full name</label><input type="text" id="name" name="name" autocomplete="name" required maxlength="${QUOTE_LIMITS.acceptedNameMax}" value="${escapeHtml(shown.name ?? '')}"${shown.nameError ? ' aria-invalid="true" aria-describedby="name-error"' : ''}>${error}<br><button type="submit">Accept ${change ? 'change order' : 'quote'}</button></form>`,
    );
  }
  parts.push(`<p class="hint no-print">To keep a copy, print this page or save it as a PDF with your browser's Print command.</p>`);
  return page('Your quote', venueName, parts.join(''));
}

/** What a change order changes: the booking's details before and after, and the price agreed before, now and paid so far. */
function changeOrderHtml(deps: QuotePageServices, change: ChangeOrderTerms, bookingId: string, totalCents: number): string {
  const changes = describeChanges(change.from, change.to);
  const paid = ledgerTotals(ledgerEntriesOf(deps.db, bookingId)).paidCents;
  const rows = [
    ['Price agreed before', formatCents(change.previousTotalCents)],
    ['New total', formatCents(totalCents)],
    ['Paid so far', formatCents(paid)],
  ];
  return (
    '<section aria-labelledby="change-heading"><h2 id="change-heading">What changes</h2>' +
    `<ul>${(changes.length ? changes : ['The date, time, guests and event type stay as they are; the price changes.']).map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term!)}</dt><dd>${escapeHtml(value!)}</dd>`).join('')}</dl></section>`
  );
}

/**
 * The venue's terms (Terms & Policies), its cancellation policy in words, and how to reach it: on
 * every quote, so the client reads what they agree to and whom to ask.
 */
function termsHtml(deps: QuotePageServices): string {
  const terms = getBookingTerms(deps.db);
  return [
    '<section aria-labelledby="terms-heading"><h2 id="terms-heading">Terms</h2>',
    terms.quoteTerms ? `<p>${escapeHtml(terms.quoteTerms).replace(/\n/g, '<br>')}</p>` : '',
    `<p><strong>Cancellation.</strong> ${escapeHtml(cancellationPolicyText(terms.cancellationPolicy))}</p></section>`,
    contactHtml(deps),
  ].join('');
}

/** How to reach the venue (its public contact details), on every page a link leads to. */
function contactHtml(deps: QuotePageServices): string {
  const contact = readContactInfo(deps.db, { preview: false });
  const email = contact.email || deps.config.venueEmail;
  const rows: string[] = [];
  if (contact.phone) rows.push(`<dt>Phone</dt><dd><a href="tel:${escapeHtml(contact.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(contact.phone)}</a></dd>`);
  if (email) rows.push(`<dt>E-mail</dt><dd><a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a></dd>`);
  if (contact.address) rows.push(`<dt>Address</dt><dd>${escapeHtml(contact.address)}</dd>`);
  if (contact.hours) rows.push(`<dt>Hours</dt><dd>${escapeHtml(contact.hours)}</dd>`);
  return rows.length ? `<section aria-labelledby="contact-heading"><h2 id="contact-heading">Questions? Contact us</h2><dl>${rows.join('')}</dl></section>` : '';
}

/** A page with one message and how to reach the venue; `tone` 'error' for a link that cannot be used as hoped. */
function messagePage(deps: QuotePageServices, heading: string, text: string, tone: 'error' | 'info' = 'error'): string {
  const venueName = getSiteSetting(deps.db, 'branding').siteTitle;
  const notice = tone === 'error' ? '<p class="notice error" role="alert">' : '<p class="notice" role="status">';
  return page(heading, venueName, `<h1>${escapeHtml(heading)}</h1><p class="venue">${escapeHtml(venueName)}</p>${notice}${escapeHtml(text)}</p>${contactHtml(deps)}<p><a href="/contact">Contact us</a></p>`);
}

function send(res: Response, status: number, html: string) {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.type('html').send(html);
}

/** The answer for a link that opens no quote to accept (or shows the accepted one). */
function stateAnswer(deps: QuotePageServices, res: Response, state: QuoteLinkState, token: string, shown: Shown = {}) {
  switch (state.kind) {
    case 'unknown':
      return send(res, 404, messagePage(deps, 'Quote not found', QUOTE_PAGE_TEXTS.unknown));
    case 'withdrawn':
      return send(res, 410, messagePage(deps, 'Quote withdrawn', QUOTE_PAGE_TEXTS.withdrawn));
    case 'replaced':
      // Gone, not missing: the client's link was real; it says what became of the quote.
      return send(res, 410, messagePage(deps, 'Quote updated', QUOTE_PAGE_TEXTS.replaced[state.now], 'info'));
    case 'expired':
      return send(res, 410, messagePage(deps, 'Quote expired', QUOTE_PAGE_TEXTS.expired(longDateOf(state.quote.expiresAt!, deps.config.venueTimeZone))));
    default:
      return send(res, 200, quoteHtml(deps, state, token, shown));
  }
}

/**
 * The client opened an open quote: its timeline says so, once per sending (a reload or a second
 * look is the same view). A busy database never fails the page over it.
 */
function recordQuoteViewed(deps: QuotePageServices, quote: QuoteRow, booking: BookingRow) {
  try {
    const recorded = deps.db.transaction((tx) =>
      recordTimelineIn(tx, {
        bookingId: booking.id,
        inquiryId: booking.inquiryId,
        kind: 'quote_viewed',
        summary: `${quote.changeOrder ? 'Change order' : 'Quote'} opened by the client`,
        actor: { kind: 'client', name: booking.clientName },
        onceKey: `quote-viewed:${quote.id}:${quote.sentAt?.getTime() ?? 0}`,
        at: deps.config.now(),
      }),
    );
    if (recorded) deps.pubsub.publish('timelineChanged', { bookingId: booking.id, inquiryId: booking.inquiryId });
  } catch {
    // The view is a courtesy to the owner; the client's page matters more.
  }
}

export function quotePageRouter(deps: QuotePageServices): Router {
  const router = Router();
  // The acceptance form is a name and a key or two; a body over the limit is refused unread.
  const limit = 8 * 1024;
  const tooLarge = refuseBodyOver(limit, (_req, res) => send(res, 413, messagePage(deps, 'Not sent', QUOTE_PAGE_TEXTS.tooLarge)));
  const urlencoded = express.urlencoded({ extended: false, limit, parameterLimit: 10 });
  const parse = (req: Request, res: Response, next: (error?: unknown) => void) => tooLarge(req, res, () => urlencoded(req, res, next));

  router.get('/quote/:token', (req: Request<{ token: string }>, res) => {
    const token = req.params.token;
    const state = quoteByToken(deps.db, token, deps.config.now());
    if (state.kind === 'open') recordQuoteViewed(deps, state.quote, state.booking);
    if (req.query.accepted !== '1' || state.kind !== 'accepted') return stateAnswer(deps, res, state, token);
    const justNow = state.quote.changeOrder ? QUOTE_PAGE_TEXTS.changeAcceptedJustNow : QUOTE_PAGE_TEXTS.acceptedJustNow;
    const email = QUOTE_PAGE_TEXTS.confirmationEmail[confirmationEmailState(deps, state.quote)];
    stateAnswer(deps, res, state, token, { notice: { text: `${justNow} ${email}` } });
  });

  router.post('/quote/:token', async (req: Request<{ token: string }>, res, next) => {
    const token = req.params.token;
    if (!isSameSitePost(req, deps)) return send(res, 403, messagePage(deps, 'Not sent', QUOTE_PAGE_TEXTS.crossSite));
    parse(req, res, async (parseError?: unknown) => {
      if (parseError) return next(parseError);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const name = typeof body.name === 'string' ? body.name : '';
      try {
        const before = quoteByToken(deps.db, token, deps.config.now());
        if (before.kind === 'accepted') return send(res, 409, quoteHtml(deps, before, token, { notice: { text: QUOTE_PAGE_TEXTS.alreadyAccepted, error: true } }));
        if (before.kind !== 'open') return stateAnswer(deps, res, before, token);
        let after: QuoteLinkState;
        try {
          after = await acceptQuote(deps, { token, name, address: requestInfo(req).ip });
        } catch (error) {
          const refused = refusalOf(error);
          const state = quoteByToken(deps.db, token, deps.config.now());
          if (state.kind !== 'open') return stateAnswer(deps, res, state, token);
          return send(res, refused.status, quoteHtml(deps, state, token, { name, ...(refused.field === 'name' ? { nameError: refused.message } : { notice: { text: refused.message, error: true } }) }));
        }
        if (after.kind !== 'accepted') return stateAnswer(deps, res, after, token);
        res.redirect(303, `/quote/${token}?accepted=1`);
      } catch (error) {
        next(error);
      }
    });
  });

  return router;
}

function refusalOf(error: unknown): { status: number; message: string; field?: string } {
  if (isDatabaseBusy(error)) return { status: 503, message: SITE_BUSY_MESSAGE };
  if (!(error instanceof GraphQLError)) throw error;
  const code = error.extensions.code;
  const status = code === 'CONFLICT' ? 409 : code === 'SERVICE_UNAVAILABLE' ? 503 : code === 'NOT_FOUND' ? 404 : 422;
  const field = typeof error.extensions.field === 'string' ? error.extensions.field : undefined;
  // Only a refusal of what the client typed (their name) is shown as it is. A refusal of the
  // booking (an overlap, a blocked date, a status it cannot leave) is worded for the owner and may
  // name another client: the client is told only what it means for them.
  if (field === 'name') return { status, message: error.message, field };
  return { status, message: code === 'CONFLICT' ? QUOTE_PAGE_TEXTS.unavailable : QUOTE_PAGE_TEXTS.notAccepted };
}
