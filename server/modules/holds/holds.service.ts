import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { and, asc, between, eq, gte, lte, or } from 'drizzle-orm';
import { SYNC_MESSAGES } from '../../../shared/sync.ts';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import type { BookingRow, HoldRow } from '../../db/rows.ts';
import { bookings, holds, inquiries } from '../../db/schema/index.ts';
import { badInput, conflict, FieldErrors, notFound, stateConflict } from '../../errors.ts';
import { isValidDate, todayIn } from '../../lib/dates.ts';
import type { AppServices } from '../../app-services.ts';
import {
  defaultHoldExpiry,
  HOLD_ALREADY_ACTIVE,
  HOLD_BOOKING_NOT_PENDING,
  HOLD_DATE_MISSING,
  HOLD_DEFAULT_DAYS,
  HOLD_NOT_ACTIVE,
  HOLD_SOURCE_BOTH,
  HOLD_SOURCE_MISSING,
  holdExpiryProblem,
} from '../../../shared/holds.ts';
import { venueEmailContext } from '../settings/index.ts';
import { describeBooking, overlappingConfirmedBookings, windowsOverlap, type TimeWindow } from '../calendar/index.ts';
import { formatLongDate } from '../../../shared/dates.ts';
import { timeSlotInfo, type TimeSlot } from '../../../shared/events.ts';
import { holdOfferedEmail } from './hold-emails.ts';
import { recordTimelineIn } from '../timeline/index.ts';

/*
 * Holds: the owner keeps a date for a client for a while. On a date and time window at
 * most one ACTIVE hold is first (position 1); later ones queue as second options (position 2) in
 * the order they were placed. No hold overlaps a confirmed booking. Every check and its write run
 * in one BEGIN IMMEDIATE transaction (better-sqlite3 is synchronous: nothing else runs between
 * the read and the write), so two admins placing holds at once cannot both become first.
 *
 * When a first hold ends (released or expired), the earliest second option that overlaps no
 * remaining first hold is promoted and offered the date by e-mail (outbox, same transaction), and
 * open admin screens hear of it through calendarChanged. Expiry is run by the scheduler
 * (hold-scheduler.ts) at its time and at start; the 48-hour reminder is a follow-up (modules/followups).
 */

export type HoldServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest date range one holds query may read. */
export const HOLDS_RANGE_MAX_DAYS = 400;

// ---------------------------------------------------------------------------------------------
// Reading

export function findHold(db: DB | Transaction, id: string): HoldRow | undefined {
  return db.select().from(holds).where(eq(holds.id, id)).get();
}

/** Holds on dates from `from` to `to` (active only unless `includeEnded`), by date, position, placing. */
/**
 * Holds on dates from `from` to `to`, by date and position; or, for a sync, every hold changed since
 * an instant (of every status unless includeEnded is false: a hold that ended is a change too).
 */
export function holdsBetween(
  db: DB,
  { from, to, includeEnded, updatedSince }: { from?: string | null; to?: string | null; includeEnded?: boolean | null; updatedSince?: Date | null },
): HoldRow[] {
  const withEnded = includeEnded ?? Boolean(updatedSince);
  if (updatedSince && from == null && to == null) {
    return db
      .select()
      .from(holds)
      .where(and(gte(holds.updatedAt, updatedSince), withEnded ? undefined : eq(holds.status, 'active')))
      .orderBy(asc(holds.date), asc(holds.position), asc(holds.createdAt))
      .all();
  }
  if (from == null || to == null) throw badInput(SYNC_MESSAGES.holdsRange, from == null ? 'from' : 'to');
  if (!isValidDate(from)) throw badInput('From must be a date such as 2026-12-01.', 'from');
  if (!isValidDate(to)) throw badInput('To must be a date such as 2026-12-31.', 'to');
  if (to < from) throw badInput('To must be on or after from.', 'to');
  if (Date.parse(to) - Date.parse(from) > HOLDS_RANGE_MAX_DAYS * DAY_MS) throw badInput(`Ask for at most ${HOLDS_RANGE_MAX_DAYS} days of holds at once.`, 'to');
  return db
    .select()
    .from(holds)
    .where(and(between(holds.date, from, to), withEnded ? undefined : eq(holds.status, 'active'), updatedSince ? gte(holds.updatedAt, updatedSince) : undefined))
    .orderBy(asc(holds.date), asc(holds.position), asc(holds.createdAt))
    .all();
}

export function holdsForInquiry(db: DB, inquiryId: string): HoldRow[] {
  return db.select().from(holds).where(eq(holds.inquiryId, inquiryId)).orderBy(asc(holds.createdAt)).all();
}

export function holdsForBooking(db: DB, bookingId: string): HoldRow[] {
  return db.select().from(holds).where(eq(holds.bookingId, bookingId)).orderBy(asc(holds.createdAt)).all();
}

function activeHoldsOn(tx: Transaction, date: string): HoldRow[] {
  return tx
    .select()
    .from(holds)
    .where(and(eq(holds.date, date), eq(holds.status, 'active')))
    .orderBy(asc(holds.position), asc(holds.createdAt))
    .all();
}

// ---------------------------------------------------------------------------------------------
// Placing, releasing, extending

export interface PlaceHoldInput {
  inquiryId?: string | null;
  bookingId?: string | null;
  date?: string | null;
  timeSlot?: TimeSlot | null;
  expiresAt?: Date | null;
}

function expiryOf(expiresAt: Date | null | undefined, now: Date): Date {
  if (expiresAt == null) return defaultHoldExpiry(now);
  const problem = holdExpiryProblem(expiresAt, now);
  if (problem) throw badInput(problem, 'expiresAt');
  return expiresAt;
}

/**
 * Places a hold for the client of an inquiry (on the date given, or the inquiry's desired date;
 * all day unless a time slot is given) or of a pending booking (its date and time). It is first
 * unless an active first hold overlaps it; then it queues as a second option. Refused when a
 * confirmed booking overlaps it, or the client already has an active hold.
 */
export async function placeHold(deps: HoldServices, input: PlaceHoldInput, createdBy: string | null): Promise<HoldRow> {
  const now = deps.config.now();
  const errors = new FieldErrors();
  if (input.inquiryId && input.bookingId) errors.add('bookingId', HOLD_SOURCE_BOTH, 'NOT_ALLOWED');
  if (!input.inquiryId && !input.bookingId) errors.add('inquiryId', HOLD_SOURCE_MISSING, 'REQUIRED');
  if (input.bookingId && (input.date || input.timeSlot)) {
    errors.add('date', "A booking's hold keeps the booking's own date and time: leave date and time slot empty.", 'NOT_ALLOWED');
  } else if (input.date && !isValidDate(input.date)) errors.add('date', 'Date must be given as yyyy-MM-dd, for example 2026-12-05.');
  const expiresAt = errors.collect('expiresAt', () => expiryOf(input.expiresAt, now))!;
  errors.throwIfAny();
  const today = todayIn(deps.config.venueTimeZone, now);

  const hold = await writeTransaction(deps.db, (tx) => {
    let fields: { date: string; startTime: string; endTime: string; clientName: string; clientEmail: string };
    if (input.bookingId) {
      const booking = tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).get();
      if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
      if (booking.status !== 'pending') throw badInput(HOLD_BOOKING_NOT_PENDING, 'bookingId');
      fields = { date: booking.eventDate, startTime: booking.startTime, endTime: booking.endTime, clientName: booking.clientName, clientEmail: booking.clientEmail };
    } else {
      const inquiry = tx.select().from(inquiries).where(eq(inquiries.id, input.inquiryId!)).get();
      if (!inquiry) throw notFound('That inquiry no longer exists.');
      const date = input.date ?? inquiry.desiredDate;
      if (!date) throw badInput(HOLD_DATE_MISSING, 'date');
      const slot = timeSlotInfo(input.timeSlot ?? 'all-day');
      fields = { date, startTime: slot.startTime, endTime: slot.endTime, clientName: inquiry.name, clientEmail: inquiry.email };
    }
    if (fields.date < today) throw badInput('A date in the past cannot be held. Choose today or later.', 'date');
    const source = input.bookingId ? eq(holds.bookingId, input.bookingId) : eq(holds.inquiryId, input.inquiryId!);
    if (tx.select({ id: holds.id }).from(holds).where(and(source, eq(holds.status, 'active'))).get()) {
      throw conflict(HOLD_ALREADY_ACTIVE);
    }
    const [booked] = overlappingConfirmedBookings(tx, fields.date, fields);
    if (booked) {
      throw conflict(`${formatLongDate(fields.date)} has a confirmed booking at that time (${describeBooking(booked)}), so it cannot be held.`);
    }
    const firstInTheWay = activeHoldsOn(tx, fields.date).some((other) => other.position === 1 && windowsOverlap(other, fields));
    return tx
      .insert(holds)
      .values({
        ...fields,
        inquiryId: input.inquiryId ?? null,
        bookingId: input.bookingId ?? null,
        position: firstInTheWay ? 2 : 1,
        status: 'active',
        expiresAt,
        createdBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
  });
  announceHoldsChanged(deps);
  return hold;
}

/** Ends an active hold at the owner's word; a second option behind it is promoted and offered the date. */
export async function releaseHold(deps: HoldServices, id: string): Promise<{ hold: HoldRow; promoted: HoldRow[] }> {
  const now = deps.config.now();
  let unchanged = false;
  const result = await writeTransaction(deps.db, (tx) => {
    const hold = findHold(tx, id);
    if (!hold) throw notFound('That hold no longer exists.');
    // Released already (a retry): answered as it is; an expired or converted hold cannot be released.
    if (hold.status === 'released') {
      unchanged = true;
      return { hold, promoted: [] };
    }
    if (hold.status !== 'active') throw stateConflict(HOLD_NOT_ACTIVE, hold.status);
    const ended = endHoldIn(tx, hold, 'released', now);
    return { hold: ended, promoted: promoteIn(deps, tx, hold.date, now) };
  });
  if (unchanged) return result;
  if (result.promoted.length) deps.outbox.kick();
  announceHoldsChanged(deps);
  return result;
}

/** Moves an active hold's expiry (later or earlier, within the limits); a new reminder is due before it. */
export async function extendHold(deps: HoldServices, input: { id: string; expiresAt: Date; actorId?: string | null }): Promise<HoldRow> {
  const now = deps.config.now();
  const expiresAt = expiryOf(input.expiresAt, now);
  const hold = await writeTransaction(deps.db, (tx) => {
    const hold = findHold(tx, input.id);
    if (!hold) throw notFound('That hold no longer exists.');
    if (hold.status !== 'active') throw stateConflict(HOLD_NOT_ACTIVE, hold.status);
    const extended = tx.update(holds).set({ expiresAt, reminderSentAt: null, updatedAt: now }).where(eq(holds.id, hold.id)).returning().get()!;
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: deps.config.venueTimeZone }).format(expiresAt);
    recordTimelineIn(tx, { inquiryId: hold.inquiryId, bookingId: hold.bookingId, kind: 'hold_extended', summary: `Hold on ${formatLongDate(hold.date)} now ends ${until}`, actor: { kind: 'admin', userId: input.actorId ?? null }, at: now });
    return extended;
  });
  announceHoldsChanged(deps);
  return hold;
}

function endHoldIn(tx: Transaction, hold: HoldRow, status: 'released' | 'expired' | 'converted', now: Date): HoldRow {
  return tx.update(holds).set({ status, endedAt: now, updatedAt: now }).where(eq(holds.id, hold.id)).returning().get()!;
}

/**
 * Promotes, on `date`, each second option (earliest first) that no active first hold overlaps and
 * offers it the date by e-mail. The promoted client gets at least the default hold time from now
 * to answer (their own expiry if later).
 */
function promoteIn(deps: HoldServices, tx: Transaction, date: string, now: Date): HoldRow[] {
  const active = activeHoldsOn(tx, date);
  const firsts: TimeWindow[] = active.filter((hold) => hold.position === 1);
  const promoted: HoldRow[] = [];
  const context = { ...venueEmailContext(deps.db, deps.config), timeZone: deps.config.venueTimeZone };
  for (const second of active.filter((hold) => hold.position === 2)) {
    if (firsts.some((first) => windowsOverlap(first, second))) continue;
    const offeredUntil = new Date(Math.max(second.expiresAt.getTime(), now.getTime() + HOLD_DEFAULT_DAYS * DAY_MS));
    const row = tx
      .update(holds)
      .set({ position: 1, promotedAt: now, expiresAt: offeredUntil, reminderSentAt: null, updatedAt: now })
      .where(eq(holds.id, second.id))
      .returning()
      .get()!;
    deps.outbox.enqueue(holdOfferedEmail(row, context), tx);
    firsts.push(row);
    promoted.push(row);
  }
  return promoted;
}

// ---------------------------------------------------------------------------------------------
// Confirming a booking on a held date (called inside the booking's own transaction)

/**
 * A booking is being confirmed: its own client's active hold on that date (from the booking or
 * its inquiry) is converted; every other active hold its time overlaps is released, since the
 * date is now taken. Runs in the caller's transaction, so the confirmation and the holds change
 * together or not at all. Returns whether any hold changed (announce after commit).
 */
export function settleHoldsForConfirmedBookingIn(tx: Transaction, booking: BookingRow, now: Date): boolean {
  const overlapping = activeHoldsOn(tx, booking.eventDate).filter((hold) => windowsOverlap(hold, booking));
  const ownHold = (hold: HoldRow) => hold.bookingId === booking.id || (booking.inquiryId !== null && hold.inquiryId === booking.inquiryId);
  for (const hold of overlapping) endHoldIn(tx, hold, ownHold(hold) ? 'converted' : 'released', now);
  // The client's hold may sit on another date (the booking moved): it is converted too.
  const elsewhere = tx
    .select()
    .from(holds)
    .where(and(eq(holds.status, 'active'), booking.inquiryId ? or(eq(holds.bookingId, booking.id), eq(holds.inquiryId, booking.inquiryId)) : eq(holds.bookingId, booking.id)))
    .all();
  for (const hold of elsewhere) endHoldIn(tx, hold, 'converted', now);
  return overlapping.length + elsewhere.length > 0;
}

/**
 * Another client's active hold overlapping `window` on `date` (a booking moving there would take
 * the slot from them), or null. The booking's own hold (placed from it or its inquiry) is not another's.
 */
export function othersHoldOverlappingIn(tx: Transaction, booking: Pick<BookingRow, 'id' | 'inquiryId'>, date: string, window: TimeWindow): HoldRow | null {
  const own = (hold: HoldRow) => hold.bookingId === booking.id || (booking.inquiryId !== null && hold.inquiryId === booking.inquiryId);
  return activeHoldsOn(tx, date).find((hold) => !own(hold) && windowsOverlap(hold, window)) ?? null;
}

/**
 * A booking is being cancelled: a hold placed from it has nothing left to keep and is released;
 * a second option behind it is promoted and offered the date (in the caller's transaction).
 */
export function releaseHoldsOfCancelledBookingIn(deps: HoldServices, tx: Transaction, booking: BookingRow, now: Date): boolean {
  const own = tx.select().from(holds).where(and(eq(holds.bookingId, booking.id), eq(holds.status, 'active'))).all();
  for (const hold of own) {
    endHoldIn(tx, hold, 'released', now);
    promoteIn(deps, tx, hold.date, now);
  }
  return own.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Expiry (run by the scheduler). The 48-hour reminder is a follow-up (modules/followups,
// "hold expiring"), with the owner's editable text and its own scheduler.

/**
 * Expires every active hold whose time is up and promotes the second options behind them, in one
 * transaction.
 */
export async function processDueHolds(deps: HoldServices, now: Date = deps.config.now()): Promise<{ expired: number; promoted: number }> {
  const result = await writeTransaction(deps.db, (tx) => {
    const due = tx
      .select()
      .from(holds)
      .where(and(eq(holds.status, 'active'), lte(holds.expiresAt, now)))
      .orderBy(asc(holds.expiresAt))
      .all();
    const dates = new Set<string>();
    for (const hold of due) {
      endHoldIn(tx, hold, 'expired', now);
      dates.add(hold.date);
    }
    let promoted = 0;
    for (const date of dates) promoted += promoteIn(deps, tx, date, now).length;
    return { expired: due.length, promoted };
  });
  if (result.promoted) deps.outbox.kick();
  if (result.expired || result.promoted) announceHoldsChanged(deps);
  return result;
}

/** The next moment the scheduler has work (the earliest expiry); null when no hold is active. */
export function nextHoldDueAt(db: DB): Date | null {
  const next = db
    .select({ expiresAt: holds.expiresAt })
    .from(holds)
    .where(eq(holds.status, 'active'))
    .orderBy(asc(holds.expiresAt))
    .limit(1)
    .get();
  return next?.expiresAt ?? null;
}

/** Tells open admin screens (calendarChanged) and the scheduler (to re-arm) that holds changed. */
export function announceHoldsChanged(deps: Pick<HoldServices, 'pubsub'>) {
  deps.pubsub.publish('calendarChanged', { reason: 'hold' });
  deps.pubsub.publish('holdsChanged', {});
}
