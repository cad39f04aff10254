import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { BookingRow } from '../../db/rows.ts';
import { bookingEvents, bookings, quotes, type BookingStatus } from '../../db/schema/index.ts';
import { appError, badInput, conflict, notFound, stateConflict } from '../../errors.ts';
import { localDate } from '../../lib/dates.ts';
import type { AppServices } from '../../app-services.ts';
import { BOOKING_FORM_MESSAGES, centsOfDollars } from '../../../shared/bookings.ts';
import { BOOKING_TRANSITIONS, type BookingEventKind } from '../../../shared/booking-life.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { formatCents } from '../../../shared/money.ts';
import { ledgerTotals as totalsOf, type LedgerActor } from '../../../shared/ledger.ts';
import { calendarObjection, describeBooking, liftBookingBlockIn, overlappingConfirmedBookings } from '../calendar/index.ts';
import { releaseHoldsOfCancelledBookingIn, settleHoldsForConfirmedBookingIn } from '../holds/index.ts';
import { hasAgreedPrice, ledgerEntriesOf, postLedgerEntry } from '../ledger/index.ts';
import { bookingCancelledEmail, bookingConfirmedEmail, bookingUnconfirmedEmail, type CancellationNotice } from './booking-emails.ts';
import { venueEmailContext } from '../settings/index.ts';
import { keepBookingVersion } from './booking-versions.ts';
import { tellOthersOnSlotIn, type SlotMessage } from '../notices/index.ts';

/*
 * A booking's life, in one place. Every change of a booking's status goes through moveBookingIn,
 * which checks the move against BOOKING_TRANSITIONS (shared/booking-life.ts) and runs the steps
 * the table below lists for it: what else must happen (the calendar checked, holds converted or
 * released, the price agreed, open quotes withdrawn, money settled by the cancellation policy, a
 * Confirm & Block block lifted, the client e-mailed). Each step and the move itself commit together
 * in the caller's transaction. Every event of the booking's life (a move, a price agreed, money
 * recorded, a reschedule) is written by recordBookingEvent with who, when and what, and then handed
 * to the reactions registered with onBookingEvent, in the same transaction: a timeline or a reaction
 * attaches there without touching any caller.
 */

export type BookingLifeServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox'>;

/** Who makes a change: the owner (a signed-in admin or their API token), the client (on their quote page), or the system (a timer). */
export type Actor = { kind: 'admin'; userId: string | null } | { kind: 'client'; name: string } | { kind: 'system' };
export const SYSTEM_ACTOR: Actor = { kind: 'system' };

export type BookingEventRow = typeof bookingEvents.$inferSelect;

export interface BookingEventInput {
  bookingId: string;
  kind: BookingEventKind;
  summary: string;
  fromStatus?: BookingStatus | null;
  toStatus?: BookingStatus | null;
  details?: Record<string, unknown>;
}

export type BookingEventReaction = (deps: BookingLifeServices, tx: Transaction, event: BookingEventRow) => void;
const reactions = new Set<BookingEventReaction>();

/** Runs `reaction` for every booking event from now on, inside the event's transaction; returns how to stop. */
export function onBookingEvent(reaction: BookingEventReaction): () => void {
  reactions.add(reaction);
  return () => reactions.delete(reaction);
}

export const actorColumns = (actor: Actor): { actor: LedgerActor; createdBy: string | null } => ({ actor: actor.kind, createdBy: actor.kind === 'admin' ? actor.userId : null });

/** Writes one event of a booking's life (who, when, what) and runs the registered reactions. */
export function recordBookingEvent(deps: BookingLifeServices, tx: Transaction, actor: Actor, input: BookingEventInput): BookingEventRow {
  const row = tx
    .insert(bookingEvents)
    .values({
      bookingId: input.bookingId,
      kind: input.kind,
      summary: input.summary,
      fromStatus: input.fromStatus ?? null,
      toStatus: input.toStatus ?? null,
      actor: actor.kind,
      actorId: actor.kind === 'admin' ? actor.userId : null,
      actorName: actor.kind === 'client' ? actor.name : null,
      details: input.details ?? null,
      createdAt: deps.config.now(),
    })
    .returning()
    .get();
  for (const reaction of reactions) reaction(deps, tx, row);
  return row;
}

export function findBookingIn(tx: Transaction, id: string): BookingRow {
  const booking = tx.select().from(bookings).where(eq(bookings.id, id)).get();
  if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
  return booking;
}

// ---------------------------------------------------------------------------------------------
// The moves and what each one does

/** What the policy (or the owner) settles when a booking is cancelled: what is kept and how, and a refund paid out now. */
export interface CancellationSettlement {
  keptCents: number;
  keptAs: 'fee' | 'credit';
  refund: { amountCents: number; method: NonNullable<Parameters<typeof postLedgerEntry>[1]['method']>; occurredOn: string; note?: string | null } | null;
  /** The policy's words, kept with the event. */
  explanation?: string;
}

export interface MoveOptions {
  actor: Actor;
  /** Confirm against the owner's calendar (a block, hours of a partial date, another client's hold) after a warning. */
  override?: boolean | null;
  adminNotes?: string | null;
  /** The quote the client accepted, whose total becomes the agreed price (quotes module). */
  agreement?: { quoteId: string; totalCents: number; description: string } | null;
  /** The payments the confirmation lists (a quote's schedule as accepted). */
  payments?: readonly { dueDate: string; amountCents: number }[];
  /** How the money is settled (cancellation); the policy's default applies when not given. */
  settlement?: CancellationSettlement;
  /** What the other clients on the slot are told on confirmation (the owner's edit); the default message when not given. */
  othersMessage?: SlotMessage | null;
}

interface MoveContext {
  deps: BookingLifeServices;
  tx: Transaction;
  before: BookingRow;
  booking: BookingRow;
  options: MoveOptions;
  now: Date;
  today: string;
  effects: MoveEffects;
}

export interface MoveEffects {
  holdsChanged: boolean;
  emailed: boolean;
  blockLifted: boolean;
}

type Step = (context: MoveContext) => void;

/** Refuses a confirmation over another confirmed booking whose time overlaps, naming it. */
export function assertNoOverlapIn(tx: Transaction, booking: Pick<BookingRow, 'id' | 'eventDate' | 'startTime' | 'endTime'>) {
  const [other] = overlappingConfirmedBookings(tx, booking.eventDate, booking, booking.id);
  if (other) {
    throw conflict(
      `This booking overlaps a confirmed booking on ${formatLongDate(booking.eventDate)}: ${describeBooking(other)}. Cancel or move that booking before confirming this one.`,
    );
  }
}

/** Refuses what the owner's own calendar argues against (a block, hours of a partial date) unless `override`. */
export function assertCalendarAllowsIn(deps: BookingLifeServices, tx: Transaction, booking: Pick<BookingRow, 'eventDate' | 'startTime' | 'endTime'>, override: boolean | null | undefined) {
  if (override) return;
  const objection = calendarObjection(deps, tx, booking);
  if (objection) throw appError('CONFLICT', objection.message, { reason: objection.reason });
}

const checkCalendar: Step = ({ deps, tx, before, options }) => {
  assertNoOverlapIn(tx, before);
  assertCalendarAllowsIn(deps, tx, before, options.override);
};

/**
 * Everyone else on the slot (pending bookings, holds, second options) is told the date is taken
 * and their open quotes are withdrawn, before the holds are settled (modules/notices).
 */
const tellOthers: Step = (context) => {
  if (tellOthersOnSlotOfIn(context.deps, context.tx, context.booking, context.options.actor, context.options.othersMessage)) context.effects.emailed = true;
};

/**
 * `booking` now takes its slot (confirmed there, or a confirmed booking moved there): everyone else
 * on it is told and their open quotes withdrawn, each withdrawal on its booking's record. Returns
 * whether anyone was told.
 */
export function tellOthersOnSlotOfIn(deps: BookingLifeServices, tx: Transaction, booking: BookingRow, actor: Actor, message?: SlotMessage | null): boolean {
  const others = tellOthersOnSlotIn(deps, tx, booking, message, (other) => {
    if (other.bookingId) {
      recordBookingEvent(deps, tx, actor, { bookingId: other.bookingId, kind: 'quote_withdrawn', summary: `Quote withdrawn: ${formatLongDate(booking.eventDate)} was booked by another client` });
    }
  });
  return others.length > 0;
}

const settleHolds: Step = (context) => {
  context.effects.holdsChanged = settleHoldsForConfirmedBookingIn(context.tx, context.booking, context.now) || context.effects.holdsChanged;
};

const releaseHolds: Step = (context) => {
  context.effects.holdsChanged = releaseHoldsOfCancelledBookingIn(context.deps, context.tx, context.booking, context.now) || context.effects.holdsChanged;
};

const liftBlock: Step = (context) => {
  context.effects.blockLifted = liftBookingBlockIn(context.tx, context.booking).lifted;
};

/**
 * The price is agreed on confirmation: the quote the client accepted, or else the total the owner
 * set (a walk-in, a phone booking). Once agreed it changes only through a change order.
 */
const agreePrice: Step = (context) => {
  const { deps, tx, booking, options } = context;
  if (options.agreement) {
    agreePriceIn(deps, tx, booking, options.agreement.totalCents, { reason: 'quote_accepted', description: options.agreement.description, quoteId: options.agreement.quoteId }, options.actor);
    return;
  }
  if (booking.totalCost == null || hasAgreedPrice(ledgerEntriesOf(tx, booking.id))) return;
  const cents = centsOfDollars(booking.totalCost);
  if (cents > 0) agreePriceIn(deps, tx, booking, cents, { reason: 'agreed_price', description: 'Agreed price' }, options.actor);
};

/** Posts the agreed price (a charge) and records it as an event of the booking's life. */
export function agreePriceIn(
  deps: BookingLifeServices,
  tx: Transaction,
  booking: BookingRow,
  totalCents: number,
  what: { reason: 'quote_accepted' | 'agreed_price'; description: string; quoteId?: string },
  actor: Actor,
) {
  if (totalCents <= 0) return;
  postLedgerEntry(tx, { bookingId: booking.id, kind: 'charge', reason: what.reason, amountCents: totalCents, description: what.description, quoteId: what.quoteId ?? null, ...actorColumns(actor), createdAt: deps.config.now() });
  recordBookingEvent(deps, tx, actor, { bookingId: booking.id, kind: 'price_agreed', summary: `${what.description}: ${formatCents(totalCents)}`, details: { totalCents, quoteId: what.quoteId ?? null } });
}

/**
 * A new agreed price from an accepted change order: the difference from the price agreed before is
 * charged (more) or credited (less), and recorded as an event. Nothing is posted when it is the same.
 */
export function changeAgreedPriceIn(deps: BookingLifeServices, tx: Transaction, booking: BookingRow, change: { quoteId: string; totalCents: number; description: string }, actor: Actor) {
  const before = totalsOf(ledgerEntriesOf(tx, booking.id)).agreedCents;
  const difference = change.totalCents - before;
  if (difference !== 0) {
    postLedgerEntry(tx, {
      bookingId: booking.id,
      kind: difference > 0 ? 'charge' : 'credit',
      reason: 'change_order',
      amountCents: Math.abs(difference),
      description: change.description,
      quoteId: change.quoteId,
      ...actorColumns(actor),
      createdAt: deps.config.now(),
    });
  }
  recordBookingEvent(deps, tx, actor, {
    bookingId: booking.id,
    kind: 'price_agreed',
    summary: `${change.description}: price ${difference === 0 ? 'unchanged at' : `from ${formatCents(before)} to`} ${formatCents(change.totalCents)}`,
    details: { quoteId: change.quoteId, fromCents: before, toCents: change.totalCents },
  });
}

const emailConfirmed: Step = (context) => {
  const { deps, tx, booking, options } = context;
  deps.outbox.enqueue(bookingConfirmedEmail(booking, venueEmailContext(deps.db, deps.config), options.payments), tx);
  context.effects.emailed = true;
};

const emailUnconfirmed: Step = (context) => {
  context.deps.outbox.enqueue(bookingUnconfirmedEmail(context.booking, venueEmailContext(context.deps.db, context.deps.config)), context.tx);
  context.effects.emailed = true;
};

/** A cancelled booking's open quotes are withdrawn: their links say so and accept nothing. */
const withdrawOpenQuotes: Step = ({ tx, booking, now }) => {
  tx.update(quotes)
    .set({ status: 'withdrawn', withdrawnAt: now })
    .where(and(eq(quotes.bookingId, booking.id), inArray(quotes.status, ['draft', 'sent'])))
    .run();
};

/**
 * Money on cancellation: the agreed price is released (a credit), what is kept becomes a fee (the
 * venue's) or stays the client's credit, and a refund paid out now is recorded. Afterwards the
 * client owes nothing: what is kept is at most what was paid.
 */
const settleMoney: Step = (context) => {
  const { tx, booking, options, now } = context;
  const settlement = options.settlement;
  const entries = ledgerEntriesOf(tx, booking.id);
  const { agreedCents, paidCents } = totalsOf(entries);
  const actor = actorColumns(options.actor);
  if (agreedCents > 0) postLedgerEntry(tx, { bookingId: booking.id, kind: 'credit', reason: 'charges_released', amountCents: agreedCents, description: 'Booking cancelled: agreed price released', ...actor, createdAt: now });
  if (!settlement) return;
  if (settlement.keptCents > paidCents) throw badInput(`The venue can keep at most what was paid (${formatCents(Math.max(0, paidCents))}).`, 'keptCents');
  if (settlement.keptAs === 'fee' && settlement.keptCents > 0) {
    postLedgerEntry(tx, { bookingId: booking.id, kind: 'charge', reason: 'cancellation_fee', amountCents: settlement.keptCents, description: 'Cancellation fee', ...actor, createdAt: now });
  }
  const refund = settlement.refund;
  if (refund && refund.amountCents > 0) {
    if (refund.amountCents > paidCents - settlement.keptCents) throw badInput(`The refund can be at most what is left after what is kept (${formatCents(paidCents - settlement.keptCents)}).`, 'refund');
    postLedgerEntry(tx, { bookingId: booking.id, kind: 'refund', reason: 'refund', amountCents: refund.amountCents, description: 'Refund on cancellation', method: refund.method, occurredOn: refund.occurredOn, note: refund.note ?? null, ...actor, createdAt: now });
  }
};

const emailCancelled: Step = (context) => {
  const { deps, tx, booking, options } = context;
  const settlement = options.settlement;
  const notice: CancellationNotice | undefined = settlement
    ? { keptCents: settlement.keptCents, keptAs: settlement.keptAs, refundedCents: settlement.refund?.amountCents ?? 0, refundDueCents: Math.max(0, totalsOf(ledgerEntriesOf(tx, booking.id)).creditCents - (settlement.keptAs === 'credit' ? settlement.keptCents : 0)) }
    : undefined;
  deps.outbox.enqueue(bookingCancelledEmail(booking, venueEmailContext(deps.db, deps.config), notice), tx);
  context.effects.emailed = true;
};

const assertEventDatePassed: Step = ({ before, today }) => {
  if (before.eventDate > today) {
    throw stateConflict(`This booking cannot be marked completed before its event date (${formatLongDate(before.eventDate)}). Mark it completed on or after that day.`, before.status);
  }
};

/**
 * The state machine: for each allowed move, the steps that run before the status is written
 * ("check") and after ("after"), in order.
 */
const LIFE: Partial<Record<`${BookingStatus}>${BookingStatus}`, { event: BookingEventKind; check: Step[]; after: Step[] }>> = {
  'pending>confirmed': { event: 'confirmed', check: [checkCalendar], after: [tellOthers, settleHolds, agreePrice, emailConfirmed] },
  'confirmed>pending': { event: 'unconfirmed', check: [], after: [liftBlock, emailUnconfirmed] },
  'confirmed>completed': { event: 'completed', check: [assertEventDatePassed], after: [] },
  'pending>cancelled': { event: 'cancelled', check: [], after: [releaseHolds, withdrawOpenQuotes, settleMoney, emailCancelled] },
  'confirmed>cancelled': { event: 'cancelled', check: [], after: [releaseHolds, liftBlock, withdrawOpenQuotes, settleMoney, emailCancelled] },
};

/**
 * A move the booking's state does not allow is a CONFLICT naming that state (docs/api.md, "Retrying
 * safely"); the API's entry points answer a move to the status it already has before getting here.
 */
function assertTransition(booking: BookingRow, next: BookingStatus) {
  if (booking.status === next) throw stateConflict(`This booking is already ${next}.`, booking.status);
  if (!BOOKING_TRANSITIONS[booking.status].includes(next)) {
    const final = BOOKING_TRANSITIONS[booking.status].length === 0;
    throw stateConflict(`A ${booking.status} booking cannot be changed to ${next}.${final ? ' Completed and cancelled bookings are final.' : ''}`, booking.status);
  }
}

const EVENT_SUMMARY: Record<string, (booking: BookingRow) => string> = {
  confirmed: (b) => `Confirmed for ${formatLongDate(b.eventDate)}`,
  unconfirmed: () => 'Moved back to pending: the date is no longer reserved',
  completed: () => 'Marked completed',
  cancelled: () => 'Cancelled',
};

/**
 * Moves a booking to `next` in the caller's transaction: the move must be allowed, every check of
 * its row in LIFE must pass, then the status (and notes) are written, the steps run and the event
 * is recorded. Returns the booking as it is now and what else happened (for announcements after commit).
 */
export function moveBookingIn(deps: BookingLifeServices, tx: Transaction, bookingId: string, next: BookingStatus, options: MoveOptions): { booking: BookingRow; effects: MoveEffects } {
  const before = findBookingIn(tx, bookingId);
  assertTransition(before, next);
  const row = LIFE[`${before.status}>${next}`]!;
  const now = deps.config.now();
  const context: MoveContext = { deps, tx, before, booking: before, options, now, today: localDate(now, deps.config.venueTimeZone), effects: { holdsChanged: false, emailed: false, blockLifted: false } };
  for (const step of row.check) step(context);
  context.booking = tx
    .update(bookings)
    .set({ status: next, ...(options.adminNotes !== undefined && options.adminNotes !== null ? { adminNotes: options.adminNotes } : {}) })
    .where(eq(bookings.id, before.id))
    .returning()
    .get()!;
  keepBookingVersion(tx, before, context.booking, options.actor.kind === 'admin' ? options.actor.userId : null);
  // The move is recorded first, then what follows from it (a price agreed, money settled) in order.
  recordBookingEvent(deps, tx, options.actor, {
    bookingId: before.id,
    kind: row.event,
    summary: options.settlement?.explanation ? `${EVENT_SUMMARY[row.event]!(context.booking)}. ${options.settlement.explanation}` : EVENT_SUMMARY[row.event]!(context.booking),
    fromStatus: before.status,
    toStatus: next,
    details: options.settlement ? { settlement: options.settlement } : undefined,
  });
  for (const step of row.after) step(context);
  return { booking: context.booking, effects: context.effects };
}

/** The statuses a booking may move to today: the transitions of section 4, and "completed" only on or after the event date. */
export function allowedTransitions(booking: Pick<BookingRow, 'status' | 'eventDate'>, today: string): BookingStatus[] {
  return BOOKING_TRANSITIONS[booking.status].filter((next) => next !== 'completed' || booking.eventDate <= today);
}
