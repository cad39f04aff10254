import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import type { BookingRow } from '../../db/rows.ts';
import { emailOutbox, paymentScheduleItems, quoteReplacedLinks, quotes } from '../../db/schema/index.ts';
import { badInput, notFound, stateConflict } from '../../errors.ts';
import { todayIn } from '../../lib/dates.ts';
import {
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  quoteTotals,
  type QuoteTotals,
} from '../../../shared/quotes.ts';
import {
  dueDateOnAcceptance,
  pastDueDate,
  SCHEDULE_MESSAGES,
} from '../../../shared/payment-schedule.ts';
import { localDate } from '../../lib/dates.ts';
import { generateSecureRandomString, hashSecret } from '../../auth/sessions.ts';
import { agreePriceIn, bookingChangedEmail, changeAgreedPriceIn, changeDetailsIn, confirmBookingIn, findBooking, type Actor } from '../bookings/index.ts';
import { hasAgreedPrice, ledgerEntriesOf } from '../ledger/index.ts';
import { ledgerTotals } from '../../../shared/ledger.ts';
import { announceHoldsChanged } from '../holds/index.ts';
import { venueEmailContext } from '../settings/index.ts';
import { quoteSentEmail, quoteSentEmailWithoutLink } from './quote-emails.ts';
import { alertRefusedAcceptance } from '../notices/index.ts';
import { GraphQLError } from 'graphql';
import { type QuoteServices, type QuoteRow, type QuoteLineRow, type ScheduleItemRow, quoteStatusNow, findQuote, quoteLines, quoteSchedule, keepReplacedLink } from './quotes.service.ts';

/*
 * A quote on its way to the client: sending it (a new secret link), withdrawing it, and what its
 * link leads to and accepts (the client's acceptance confirms the booking in one transaction).
 */

/**
 * Sends a draft (or sends a sent quote again): a new secret link valid for `expiresInDays` days
 * (the link sent before stops working), e-mailed to the client through the outbox. The link is
 * returned once, for the owner to copy; only its SHA-256 is stored, and the outbox row keeps the
 * message without it (like a password reset).
 */
export async function sendQuote(deps: QuoteServices, input: { id: string; expiresInDays?: number | null }): Promise<{ quote: QuoteRow; link: string }> {
  const days = input.expiresInDays ?? QUOTE_LIMITS.expiresInDaysDefault;
  if (!Number.isInteger(days) || days < 1 || days > QUOTE_LIMITS.expiresInDaysMax) throw badInput(QUOTE_MESSAGES.expiresInDays, 'expiresInDays');
  const token = generateSecureRandomString(32);
  const link = `${deps.config.publicUrl}/quote/${token}`;
  const context = venueEmailContext(deps.db, deps.config);
  const quote = await writeTransaction(deps.db, (tx) => {
    const quote = findQuote(tx, input.id);
    if (!quote) throw notFound('That quote no longer exists.');
    const status = quoteStatusNow(quote);
    if (status !== 'draft' && status !== 'sent' && status !== 'expired') throw stateConflict(QUOTE_MESSAGES.notSendable, status);
    const booking = findBooking(tx, quote.bookingId)!;
    if (booking.status === 'cancelled' || booking.status === 'completed') throw stateConflict(`This booking is ${booking.status}: its quote cannot be sent.`, booking.status);
    const lines = quoteLines(tx, quote.id);
    if (lines.length === 0) throw badInput(QUOTE_MESSAGES.noLines, 'lines');
    const schedule = quoteSchedule(tx, quote.id);
    const totals = quoteTotals({ ...quote, lines });
    if (schedule.length === 0 || schedule.reduce((sum, item) => sum + item.amountCents, 0) !== totals.totalCents) throw badInput(QUOTE_MESSAGES.scheduleMissing, 'schedule');
    const now = deps.config.now();
    // A client who accepts at once must not owe a payment that is already late.
    // A change order's schedule runs to its new event date, and what was paid already settles its first payments.
    const eventDate = quote.changeOrder?.to.eventDate ?? booking.eventDate;
    const late = pastDueDate(schedule, eventDate, todayIn(deps.config.venueTimeZone, now), ledgerTotals(ledgerEntriesOf(tx, booking.id)).paidCents);
    if (late) throw badInput(SCHEDULE_MESSAGES.pastDue(late), 'schedule');
    const expiresAt = new Date(now.getTime() + days * 86_400_000);
    keepReplacedLink(tx, quote, now);
    const sent = tx
      .update(quotes)
      .set({ status: 'sent', tokenHash: hashSecret(token), expiresAt, sentAt: now })
      .where(eq(quotes.id, quote.id))
      .returning()
      .get()!;
    // The client reads the booking as the change order would make it.
    const email = { booking: quote.changeOrder ? { ...booking, ...quote.changeOrder.to } : booking, totals, expiresAt, context, timeZone: deps.config.venueTimeZone };
    const withLink = quoteSentEmail({ ...email, link });
    deps.outbox.enqueue({ ...quoteSentEmailWithoutLink(email), inMemoryOnly: { text: withLink.text, html: withLink.html, until: expiresAt } }, tx);
    return sent;
  });
  deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: quote.bookingId });
  return { quote, link };
}

/** Withdraws a draft or sent quote: its link then says so and accepts nothing. */
export async function withdrawQuote(deps: QuoteServices, input: { id: string }): Promise<QuoteRow> {
  let unchanged = false;
  const quote = await writeTransaction(deps.db, (tx) => {
    const quote = findQuote(tx, input.id);
    if (!quote) throw notFound('That quote no longer exists.');
    const status = quoteStatusNow(quote);
    // Withdrawn already (a retry): answered as it is; an accepted quote cannot be withdrawn.
    if (status === 'withdrawn') {
      unchanged = true;
      return quote;
    }
    if (status !== 'draft' && status !== 'sent' && status !== 'expired') throw stateConflict(QUOTE_MESSAGES.notWithdrawable, status);
    // The hash stays, so the client's link says plainly that the quote was withdrawn.
    return tx.update(quotes).set({ status: 'withdrawn', withdrawnAt: new Date() }).where(eq(quotes.id, quote.id)).returning().get()!;
  });
  if (unchanged) return quote;
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: quote.bookingId });
  return quote;
}

/**
 * The booking's agreed price becomes `totalCents` (in the caller's transaction): agreed for the
 * first time (a charge of the whole), or changed (a charge or a credit of the difference, as a
 * change order). Never by hand: only an accepted quote or change order gets here.
 */
function agreeOnTotalIn(deps: QuoteServices, tx: Transaction, booking: BookingRow, quoteId: string, totalCents: number, description: string, actor: Actor) {
  const entries = ledgerEntriesOf(tx, booking.id);
  if (!hasAgreedPrice(entries)) {
    agreePriceIn(deps, tx, booking, totalCents, { reason: 'quote_accepted', description, quoteId }, actor);
    return;
  }
  changeAgreedPriceIn(deps, tx, booking, { quoteId, totalCents, description }, actor);
}

// ---------------------------------------------------------------------------------------------
// The client's link

/** What a quote link leads to. */
export type QuoteLinkState =
  | { kind: 'unknown' }
  /** A link the quote had before it was edited or sent again; `now` is where the quote stands. */
  | { kind: 'replaced'; quote: QuoteRow; booking: BookingRow; now: 'draft' | 'sent' | 'accepted' }
  | { kind: 'withdrawn' | 'expired' | 'accepted' | 'open'; quote: QuoteRow; booking: BookingRow; lines: QuoteLineRow[]; schedule: ScheduleItemRow[]; totals: QuoteTotals };

/** A token from a link, hashed for lookup; anything that cannot be one finds nothing. */
function tokenHashOf(token: string): string | null {
  return /^[a-z2-7]{20,100}$/.test(token) ? hashSecret(token) : null;
}

/**
 * The quote behind a link. An edited quote's hash is cleared (its old link then reads as replaced);
 * a withdrawn one keeps it, so the link says it was withdrawn; the accepted quote keeps it so the
 * client can read and print what they accepted.
 */
export function quoteByToken(db: DB | Transaction, token: string, now = new Date()): QuoteLinkState {
  const hash = tokenHashOf(token);
  if (!hash) return { kind: 'unknown' };
  const quote = db.select().from(quotes).where(eq(quotes.tokenHash, hash)).get();
  if (!quote) return replacedLinkState(db, hash, now);
  const booking = findBooking(db, quote.bookingId);
  if (!booking) return { kind: 'unknown' };
  const kind = linkKindOf(quote, booking, now);
  if (!kind) return { kind: 'unknown' };
  const lines = quoteLines(db, quote.id);
  return { kind, quote, booking, lines, schedule: quoteSchedule(db, quote.id), totals: quoteTotals({ ...quote, lines }) };
}

/** What a quote's current link opens, as of now (null: nothing a client may see, a draft). */
function linkKindOf(quote: QuoteRow, booking: BookingRow, now: Date): Exclude<QuoteLinkState['kind'], 'unknown' | 'replaced'> | null {
  const status = quoteStatusNow(quote, now);
  const kind = status === 'accepted' ? 'accepted' : status === 'expired' ? 'expired' : status === 'withdrawn' ? 'withdrawn' : status === 'sent' ? 'open' : null;
  // The booking decides too: once it is cancelled its quote is off, whatever the quote's own status
  // (an accepted one included), and a finished event's open quote can no longer be accepted. The
  // client sees the withdrawn page, never an accept form that the booking's rules would refuse.
  if (booking.status === 'cancelled' || (booking.status === 'completed' && kind !== 'accepted')) return 'withdrawn';
  return kind;
}

/**
 * An old link of an edited or re-sent quote: it never opens the quote (the figures may have
 * changed), it says where the quote stands. A quote since withdrawn (or its booking cancelled) or
 * expired reads as such.
 */
function replacedLinkState(db: DB | Transaction, hash: string, now: Date): QuoteLinkState {
  const replaced = db.select({ quoteId: quoteReplacedLinks.quoteId }).from(quoteReplacedLinks).where(eq(quoteReplacedLinks.tokenHash, hash)).get();
  const quote = replaced && findQuote(db, replaced.quoteId);
  const booking = quote && findBooking(db, quote.bookingId);
  if (!quote || !booking) return { kind: 'unknown' };
  const kind = linkKindOf(quote, booking, now);
  if (kind === 'withdrawn' || kind === 'expired') {
    const lines = quoteLines(db, quote.id);
    return { kind, quote, booking, lines, schedule: quoteSchedule(db, quote.id), totals: quoteTotals({ ...quote, lines }) };
  }
  return { kind: 'replaced', quote, booking, now: kind === 'accepted' ? 'accepted' : kind === 'open' ? 'sent' : 'draft' };
}

/**
 * Where the e-mail telling the client their acceptance went through stands: sent, still on its way
 * (queued or being sent), or none (none was due, or it failed): the page after accepting promises an
 * e-mail only as far as the outbox has one.
 */
export function confirmationEmailState(deps: Pick<QuoteServices, 'db' | 'outbox'>, quote: Pick<QuoteRow, 'confirmationEmailId'>): 'sent' | 'pending' | 'none' {
  if (!quote.confirmationEmailId) return 'none';
  const row = deps.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, quote.confirmationEmailId)).get();
  if (row?.status === 'sent') return 'sent';
  // A site without an e-mail provider keeps messages in its outbox only: none is on its way.
  if (deps.outbox.mode === 'outbox-only') return 'none';
  return row?.status === 'queued' || row?.status === 'sending' ? 'pending' : 'none';
}

export function acceptedNameOf(value: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) throw badInput(QUOTE_MESSAGES.acceptedNameRequired, 'name');
  if (name.length > QUOTE_LIMITS.acceptedNameMax) throw badInput(QUOTE_MESSAGES.acceptedNameTooLong, 'name');
  return name;
}

/**
 * The client accepts the quote behind `token` by typing their name. In one transaction: the link
 * must still open a sent, unexpired quote; the acceptance (time, name, address) is recorded; the
 * booking is confirmed with the bookings service's rules (an overlap or a blocked date refuses it,
 * and then nothing changes); the date is blocked when the owner chose so. Returns the state of the
 * link afterwards, or the state that refused it.
 */
export async function acceptQuote(deps: QuoteServices, input: { token: string; name: string; address: string }): Promise<QuoteLinkState> {
  const name = acceptedNameOf(input.name);
  // The venue hears of an acceptance refused (modules/notices), whatever refused it.
  const refused = async (reason: string, why: string) => {
    const state = quoteByToken(deps.db, input.token, deps.config.now());
    if (state.kind === 'unknown') return;
    const { quote, booking } = state;
    await alertRefusedAcceptance(deps, { quoteId: quote.id, bookingId: booking.id, inquiryId: booking.inquiryId, clientName: name, clientEmail: booking.clientEmail, eventDate: booking.eventDate, reason, why });
  };
  const result = await writeTransaction(deps.db, (tx) => {
    const state = quoteByToken(tx, input.token, deps.config.now());
    if (state.kind !== 'open') return state;
    const now = deps.config.now();
    // Relative due dates become dates now, in the venue's calendar; none earlier than today.
    const acceptedOn = localDate(now, deps.config.venueTimeZone);
    const fixDueDates = (eventDate: string) =>
      state.schedule.map((item) => {
        const dueDate = dueDateOnAcceptance(item, eventDate, acceptedOn);
        tx.update(paymentScheduleItems).set({ dueDate }).where(eq(paymentScheduleItems.id, item.id)).run();
        return { dueDate, amountCents: item.amountCents };
      });
    const client: Actor = { kind: 'client', name };
    let outcome: { emailed: boolean; holdsChanged: boolean; blocked: boolean };
    const changeOrder = state.quote.changeOrder;
    if (changeOrder) {
      // A change order: the booking moves to what it says (refused, and nothing changes, when its
      // new slot was taken meanwhile), then its price moves to the new total; the client is told.
      const description = `Change order accepted by ${name}`;
      const changed = changeDetailsIn(deps, tx, state.booking.id, changeOrder.to, { actor: client, override: changeOrder.override, why: description });
      const payments = fixDueDates(changed.booking.eventDate);
      changeAgreedPriceIn(deps, tx, changed.booking, { quoteId: state.quote.id, totalCents: state.totals.totalCents, description }, client);
      deps.outbox.enqueue(bookingChangedEmail(changed.booking, venueEmailContext(deps.db, deps.config), { changes: changed.changes, totalCents: state.totals.totalCents, payments }), tx);
      outcome = { emailed: true, holdsChanged: changed.holdsChanged, blocked: changed.booking.eventDate !== state.booking.eventDate };
    } else {
      const payments = fixDueDates(state.booking.eventDate);
      const agreement = { quoteId: state.quote.id, totalCents: state.totals.totalCents, description: `Quote accepted by ${name}` };
      const confirmed = confirmBookingIn(deps, tx, state.booking.id, { blockDate: state.quote.blockDateOnAcceptance, payments, actor: client, agreement });
      // A booking confirmed before (by the owner) agrees its price now, or moves to this quote's total.
      if (!confirmed.moved) agreeOnTotalIn(deps, tx, confirmed.booking, state.quote.id, state.totals.totalCents, agreement.description, client);
      outcome = { emailed: confirmed.moved, holdsChanged: confirmed.holdsChanged, blocked: confirmed.specialDate !== null };
    }
    // The message just written to the client about it (the latest of its kinds to them), if one was due.
    const confirmation = outcome.emailed
      ? tx
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.to, state.booking.clientEmail.trim()), inArray(emailOutbox.kind, ['booking_confirmed', 'booking_changed'])))
          .orderBy(desc(sql`rowid`))
          .get()
      : undefined;
    tx.update(quotes)
      .set({ status: 'accepted', acceptedAt: now, acceptedName: name, acceptedAddress: input.address.slice(0, 100), confirmationEmailId: confirmation?.id ?? null })
      .where(and(eq(quotes.id, state.quote.id), eq(quotes.status, 'sent')))
      .run();
    // Any other open quote of the booking is withdrawn: one agreement per booking.
    tx.update(quotes)
      .set({ status: 'withdrawn', withdrawnAt: new Date() })
      .where(and(eq(quotes.bookingId, state.booking.id), ne(quotes.id, state.quote.id), inArray(quotes.status, ['draft', 'sent'])))
      .run();
    return { ...quoteByToken(tx, input.token, now), accepted: true as const, ...outcome };
  }).catch(async (error: unknown) => {
    if (error instanceof GraphQLError && error.extensions?.code === 'CONFLICT') await refused('conflict', `They tried to accept, but it was refused: ${error.message}`);
    throw error;
  });
  if (!('accepted' in result) && (result.kind === 'expired' || result.kind === 'withdrawn')) {
    await refused(result.kind, `They tried to accept, but the quote was ${result.kind === 'expired' ? 'expired' : 'withdrawn or the booking cancelled'}.`);
  }
  if ('accepted' in result) {
    deps.outbox.kick();
    if (result.kind !== 'unknown') deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: result.booking.id });
    if (result.holdsChanged) announceHoldsChanged(deps); // holds on the date were converted or released with the booking
    if (result.blocked) deps.pubsub.publish('calendarChanged', { reason: 'block' });
  }
  return result;
}
