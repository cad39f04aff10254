import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import type { BookingRow } from '../../db/rows.ts';
import { bookings, calendarAvailability, inquiries, paymentScheduleItems, quoteLineItems, quoteReplacedLinks, quotes } from '../../db/schema/index.ts';
import { badInput, FieldErrors, notFound, stateConflict } from '../../errors.ts';
import { isValidDate } from '../../lib/dates.ts';
import type { AppServices } from '../../app-services.ts';
import {
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  quoteProblem,
  quoteTotals,
  type DepositKind,
  type QuoteLineKind,
  type QuoteStatus,
  type QuoteTotals,
} from '../../../shared/quotes.ts';
import type { ScheduleDueRule } from '../../../shared/payment-schedule.ts';
import { createBooking, findBooking, type Actor } from '../bookings/index.ts';
import type { dashboardOverview } from '../dashboard/index.ts';
import { formatLongDate, formatTimeRange } from '../../../shared/dates.ts';
import { assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';
import type { VersionValues } from '../../../shared/versions.ts';

/*
 * Quotes the client accepts online, and payments. The owner builds a quote on a
 * booking (draft), sends it (a secret link, only its SHA-256 stored, expiring), and the client
 * accepts it on /quote/<token> by typing their name: in one transaction the acceptance is recorded
 * and the booking confirmed with the bookings service's own rules (confirmBookingIn). Payments are
 * recorded by hand; where a booking's money stands is computed from its accepted quote's schedule
 * (shared/quotes.ts paymentSummary).
 */

export type QuoteServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox' | 'rateLimiter'>;
export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLineItems.$inferSelect;
export type ScheduleItemRow = typeof paymentScheduleItems.$inferSelect;
/** A schedule item with its booking's event date, which a relative rule counts from. */
export type ScheduleItemModel = ScheduleItemRow & { eventDate: string };
/** The dashboard's figures as its service computes them; the money fields are resolved here. */
export type DashboardOverviewModel = ReturnType<typeof dashboardOverview>;

/** The quote's status as of now: a sent quote past its expiry reads as expired. */
export function quoteStatusNow(quote: Pick<QuoteRow, 'status' | 'expiresAt'>, now = new Date()): QuoteStatus {
  if (quote.status === 'sent' && quote.expiresAt && quote.expiresAt.getTime() <= now.getTime()) return 'expired';
  return quote.status;
}

// ---------------------------------------------------------------------------------------------
// Reading

export function findQuote(db: DB | Transaction, id: string): QuoteRow | undefined {
  return db.select().from(quotes).where(eq(quotes.id, id)).get();
}

export function quotesOfBooking(db: DB, bookingId: string): QuoteRow[] {
  return db.select().from(quotes).where(eq(quotes.bookingId, bookingId)).orderBy(desc(quotes.createdAt), desc(quotes.id)).all();
}

export function quoteLines(db: DB | Transaction, quoteId: string): QuoteLineRow[] {
  return db.select().from(quoteLineItems).where(eq(quoteLineItems.quoteId, quoteId)).orderBy(asc(quoteLineItems.position)).all();
}

/** A quote's schedule in the order the owner wrote it (rows are inserted in that order). */
export function quoteSchedule(db: DB | Transaction, quoteId: string): ScheduleItemRow[] {
  return db.select().from(paymentScheduleItems).where(eq(paymentScheduleItems.quoteId, quoteId)).orderBy(sql`rowid`).all();
}

export function totalsOfQuote(db: DB | Transaction, quote: QuoteRow): QuoteTotals {
  return quoteTotals({ ...quote, lines: quoteLines(db, quote.id) });
}

/**
 * The premium multiplier of a date (a special date at premium rate; 1 otherwise). A premium date
 * that Confirm & Block covered keeps its multiplier in the block's memory of what it replaced.
 */
export function datePremiumMultiplier(db: DB | Transaction, date: string): number {
  const special = db.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
  if (!special) return 1;
  if (special.status === 'premium_rate') return special.premiumMultiplier ?? 1;
  if (special.replacedSpecialDate?.status === 'premium_rate') return special.replacedSpecialDate.premiumMultiplier ?? 1;
  return 1;
}

// ---------------------------------------------------------------------------------------------
// Building

const SLOT_NAMES: Record<string, string> = { '10:00-16:00': 'Daytime', '17:00-00:00': 'Evening', '09:00-23:59': 'All day' };

/** "Venue hire: Evening, 5:00 PM - 12:00 AM" */
export function venueHireDescription(booking: Pick<BookingRow, 'startTime' | 'endTime'>): string {
  const name = SLOT_NAMES[`${booking.startTime}-${booking.endTime}`];
  return `Venue hire: ${name ? `${name}, ` : ''}${formatTimeRange(booking.startTime, booking.endTime)}`;
}

/** A draft quote on a booking, written in the caller's transaction, started with the venue hire for its time slot (price to fill in). */
function insertDraftQuote(tx: Transaction, booking: BookingRow): QuoteRow {
  if (booking.status === 'cancelled' || booking.status === 'completed') throw badInput(`A ${booking.status} booking cannot get a new quote.`, 'bookingId');
  const created = tx.insert(quotes).values({ bookingId: booking.id, inquiryId: booking.inquiryId, status: 'draft' }).returning().get();
  tx.insert(quoteLineItems)
    .values({ quoteId: created.id, position: 0, kind: 'venue_hire', description: venueHireDescription(booking), quantity: 1, unitAmountCents: 0, multiplier: datePremiumMultiplier(tx, booking.eventDate) })
    .run();
  return created;
}

/** A new draft quote on a booking, started with the venue hire for its time slot (price to fill in). */
export async function createQuote(deps: QuoteServices, input: { bookingId: string }): Promise<QuoteRow> {
  const quote = await writeTransaction(deps.db, (tx) => {
    const booking = findBooking(tx, input.bookingId);
    if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
    return insertDraftQuote(tx, booking);
  });
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: quote.bookingId });
  return quote;
}

export type BookingFromInquiryFields = Parameters<typeof createBooking>[1];

/**
 * "Create quote" on an inquiry ("From a booking or an inquiry the owner builds a quote").
 * A quote prices a date, a time slot and guests, which an inquiry may not name, so it is always
 * on a booking: when the inquiry already has its (not cancelled) booking, the quote is started on
 * it, or its current quote (draft, sent or accepted) is returned; otherwise the pending booking is created from
 * the inquiry (the bookings service's own create path and rules: one booking per inquiry, the
 * inquiry becomes handled) and the draft quote with it, in one transaction. The quote carries the
 * inquiry's id either way.
 */
export async function createQuoteFromInquiry(deps: QuoteServices, input: { inquiryId: string; booking?: BookingFromInquiryFields | null }, actor: Actor): Promise<{ quote: QuoteRow; booking: BookingRow; created: boolean }> {
  // Read and write in one transaction, so two clicks at once cannot start two drafts.
  const onBooking = await writeTransaction(deps.db, (tx) => {
    if (!tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, input.inquiryId)).get()) throw notFound('That inquiry no longer exists.');
    const existing = tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.inquiryId, input.inquiryId), ne(bookings.status, 'cancelled')))
      .orderBy(desc(bookings.createdAt))
      .get();
    if (!existing) return null;
    const current = tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.bookingId, existing.id), inArray(quotes.status, ['draft', 'sent', 'accepted'])))
      .orderBy(desc(quotes.createdAt))
      .get();
    if (current) return { quote: current, booking: existing, created: false };
    return { quote: insertDraftQuote(tx, existing), booking: existing, created: true };
  });
  if (onBooking) {
    if (onBooking.created) deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: onBooking.booking.id });
    return onBooking;
  }
  // No booking yet: the bookings service creates it (and refuses a second one made meanwhile).
  if (!input.booking) throw badInput(QUOTE_MESSAGES.inquiryNeedsBooking, 'booking');
  // The booking is createBooking's own input; one made for another inquiry is a mistake, not a choice.
  if (input.booking.inquiryId != null && input.booking.inquiryId !== input.inquiryId) throw badInput(QUOTE_MESSAGES.bookingForOtherInquiry, 'inquiryId');
  let quote: QuoteRow | undefined;
  const booking = await createBooking(deps, { ...input.booking, inquiryId: input.inquiryId }, actor, (tx, created) => {
    quote = insertDraftQuote(tx, created);
  });
  return { quote: quote!, booking, created: true };
}

export interface QuoteLineFields {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  unitAmountCents: number;
}

export interface UpdateQuoteInput {
  id: string;
  lines: QuoteLineFields[];
  /** Thousandths of a percent (8625 = 8.625%). */
  taxRateMilliPercent?: number | null;
  /** The older API's basis points (825 = 8.25%), read when taxRateMilliPercent is not given. */
  taxRateBasisPoints?: number | null;
  discountCents: number;
  depositKind: DepositKind;
  depositValue: number;
  blockDateOnAcceptance: boolean;
  message?: string | null;
  schedule: ScheduleItemInput[];
  /** The version the editor read; a stale one is refused with CONFLICT (server/modules/versions). */
  version?: number | null;
}

export interface ScheduleItemInput {
  dueRule?: ScheduleDueRule | null;
  dueDays?: number | null;
  dueDate?: string | null;
  amountCents: number;
}

/** The rate in thousandths of a percent, from either spelling of the input (never both, never neither). */
function taxRateOf(input: Pick<UpdateQuoteInput, 'taxRateMilliPercent' | 'taxRateBasisPoints'>): number {
  const { taxRateMilliPercent: milli, taxRateBasisPoints: basis } = input;
  if (milli != null && basis != null && milli !== basis * 10) throw badInput(QUOTE_MESSAGES.taxRateTwice, 'taxRateMilliPercent');
  if (milli != null) return milli;
  if (basis != null) {
    if (!Number.isInteger(basis)) throw badInput(QUOTE_MESSAGES.taxRate, 'taxRateBasisPoints');
    return basis * 10;
  }
  throw badInput(QUOTE_MESSAGES.taxRateMissing, 'taxRateMilliPercent');
}

/**
 * A quote's kept values (shared/versions.ts), as the API reads them: what the owner's editor saves,
 * and the status (a quote accepted or withdrawn meanwhile shows as such).
 */
export function quoteVersionValues(db: DB | Transaction, quote: QuoteRow): VersionValues {
  return {
    status: quoteStatusNow(quote).toUpperCase(),
    lines: quoteLines(db, quote.id).map((line) => ({ kind: line.kind.toUpperCase(), description: line.description, quantity: line.quantity, unitAmountCents: line.unitAmountCents })),
    taxRateMilliPercent: quote.taxRateMilliPercent,
    discountCents: quote.discountCents,
    deposit: { kind: quote.depositKind.toUpperCase(), value: quote.depositValue },
    blockDateOnAcceptance: quote.blockDateOnAcceptance,
    message: quote.message,
    schedule: quoteSchedule(db, quote.id).map((item) => ({ dueRule: item.dueRule.toUpperCase(), dueDays: item.dueDays, dueDate: item.dueDate, amountCents: item.amountCents })),
  };
}

/**
 * The link a quote is about to lose (edited, or sent again with a new one) is remembered by its
 * hash, so the client who opens it reads that the quote was updated instead of "not valid".
 */
export function keepReplacedLink(tx: Transaction, quote: Pick<QuoteRow, 'id' | 'tokenHash'>, now: Date) {
  if (!quote.tokenHash) return;
  tx.insert(quoteReplacedLinks).values({ tokenHash: quote.tokenHash, quoteId: quote.id, replacedAt: now }).onConflictDoNothing().run();
}

/** A sent quote gets a new link (a reminder carries a fresh one); the old one then reads as replaced. */
export function renewQuoteLinkIn(tx: Transaction, quote: Pick<QuoteRow, 'id' | 'tokenHash'>, tokenHash: string, now: Date) {
  keepReplacedLink(tx, quote, now);
  tx.update(quotes).set({ tokenHash }).where(eq(quotes.id, quote.id)).run();
}

function assertEditable(quote: QuoteRow) {
  const status = quoteStatusNow(quote);
  if (status !== 'draft' && status !== 'sent') throw stateConflict(QUOTE_MESSAGES.notEditable, status);
}

/**
 * Replaces a draft's (or a sent quote's) lines, rates and schedule. Venue hire takes the event
 * date's premium multiplier from the calendar; other lines 1. Editing a sent quote takes it back to
 * draft and its link stops working, so the client never accepts figures other than those they see.
 */
export async function updateQuote(deps: QuoteServices, input: UpdateQuoteInput, actor: VersionActor = { userId: null }): Promise<QuoteRow> {
  const errors = new FieldErrors();
  const taxRateMilliPercent = errors.collect('taxRateMilliPercent', () => taxRateOf(input))!;
  const message = input.message?.trim() || null;
  if (message && message.length > QUOTE_LIMITS.messageMax) errors.add('message', QUOTE_MESSAGES.message, 'TOO_LONG');
  const schedule = errors.collect('schedule', () => input.schedule.map((item) => {
    const dueRule = item.dueRule ?? 'on_date';
    if (dueRule === 'on_date' && !(item.dueDate && isValidDate(item.dueDate))) throw badInput(QUOTE_MESSAGES.scheduleDate, 'schedule');
    // A relative item's date is worked out when the client accepts; a fixed one keeps no days.
    return { dueRule, dueDays: dueRule === 'on_date' ? 0 : (item.dueDays ?? 0), dueDate: dueRule === 'on_date' ? item.dueDate! : null, amountCents: item.amountCents };
  }))!;
  errors.throwIfAny();
  const updated = await writeTransaction(deps.db, (tx) => {
    const quote = findQuote(tx, input.id);
    if (!quote) throw notFound('That quote no longer exists.');
    const before = quoteVersionValues(tx, quote);
    assertVersion(tx, { kind: 'quote', recordId: quote.id, version: quote.version, values: before }, input.version);
    assertEditable(quote);
    const booking = findBooking(tx, quote.bookingId)!;
    // A change order prices the venue hire at its new date's premium.
    const premium = datePremiumMultiplier(tx, quote.changeOrder?.to.eventDate ?? booking.eventDate);
    const lines = input.lines.map((line, position) => ({
      quoteId: quote.id,
      position,
      kind: line.kind,
      description: line.description.trim(),
      quantity: line.quantity,
      unitAmountCents: line.unitAmountCents,
      multiplier: line.kind === 'venue_hire' ? premium : 1,
    }));
    const problem = quoteProblem({ ...input, taxRateMilliPercent, lines, schedule });
    if (problem) throw badInput(problem, input.schedule.length && quoteProblem({ ...input, taxRateMilliPercent, lines, schedule: [] }) === null ? 'schedule' : undefined);
    keepReplacedLink(tx, quote, deps.config.now());
    tx.delete(quoteLineItems).where(eq(quoteLineItems.quoteId, quote.id)).run();
    if (lines.length) tx.insert(quoteLineItems).values(lines).run();
    tx.delete(paymentScheduleItems).where(eq(paymentScheduleItems.quoteId, quote.id)).run();
    if (schedule.length) tx.insert(paymentScheduleItems).values(schedule.map((item) => ({ quoteId: quote.id, ...item }))).run();
    const saved = tx
      .update(quotes)
      .set({
        taxRateMilliPercent,
        discountCents: input.discountCents,
        depositKind: input.depositKind,
        depositValue: input.depositValue,
        blockDateOnAcceptance: input.blockDateOnAcceptance,
        message,
        // A changed quote is a draft again: the link sent before no longer opens it.
        status: 'draft',
        tokenHash: null,
        expiresAt: null,
      })
      .where(eq(quotes.id, quote.id))
      .returning()
      .get()!;
    keepVersion(tx, {
      kind: 'quote',
      recordId: saved.id,
      version: saved.version,
      change: 'update',
      name: `${booking.clientName}, ${formatLongDate(booking.eventDate)}`,
      before,
      after: quoteVersionValues(tx, saved),
      actor,
    });
    return saved;
  });
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: updated.bookingId });
  return updated;
}
