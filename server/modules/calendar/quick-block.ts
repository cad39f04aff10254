import { and, asc, eq } from 'drizzle-orm';
import { writeTransaction, type Transaction } from '../../db/client.ts';
import type { BookingRow, SpecialDateRow } from '../../db/rows.ts';
import { bookings, calendarAvailability, type ReplacedSpecialDate, type SpecialDateStatus } from '../../db/schema/index.ts';
import { appError, FieldErrors, notFound, stateConflict } from '../../errors.ts';
import { venueNow } from '../../lib/dates.ts';
import { windowWithin } from './time.ts';
import { formatLongDate, formatTimeRange } from '../../../shared/dates.ts';
import { BLOCK_TYPES, blockNotesText, type BlockType, DATE_MESSAGES } from '../../../shared/calendar.ts';
import { type CalendarContext, NOTES_MAX, getCalendarSettings, partialWindow } from './calendar.service.ts';
import { requireDate, restoreReplacedIn } from './special-dates.ts';

/*
 * Quick block: closing a date in one step (for a confirmed booking, or by the owner), lifting a
 * booking's block again, and what the owner is warned of first (calendarObjection).
 */

/** "Olivia Carter (Wedding, 5:00 PM - 12:00 AM)" */
export function describeBooking(booking: Pick<BookingRow, 'clientName' | 'eventType' | 'startTime' | 'endTime'>): string {
  return `${booking.clientName} (${booking.eventType}, ${formatTimeRange(booking.startTime, booking.endTime)})`;
}

/**
 * Marks a date unavailable (in the caller's transaction): a special date on it becomes
 * unavailable with these notes, otherwise one is created. The block remembers the special date it
 * replaced (premium rate, partially available, available), so lifting or unblocking it puts that
 * back (liftBookingBlockIn, unblockDate). With `forBookingId` (Confirm & Block) the block also
 * remembers its booking, so cancelling the booking or moving it back to pending lifts it; a date
 * that is already blocked keeps its own block then.
 */
export function blockDateIn(tx: Transaction, date: string, notes: string, { forBookingId }: { forBookingId?: string } = {}): SpecialDateRow {
  const existing = tx.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
  if (existing?.status === 'unavailable' && forBookingId) return existing;
  const values = {
    status: 'unavailable' as const,
    notes,
    startTime: null,
    endTime: null,
    premiumMultiplier: null,
    blockedForBookingId: forBookingId ?? null,
    replacedSpecialDate: existing && existing.status !== 'unavailable' ? replacedOf(existing) : null,
  };
  if (existing) {
    return tx.update(calendarAvailability).set(values).where(eq(calendarAvailability.id, existing.id)).returning().get()!;
  }
  return tx.insert(calendarAvailability).values({ date, ...values }).returning().get();
}

function replacedOf(special: SpecialDateRow): ReplacedSpecialDate {
  return { status: special.status, notes: special.notes, startTime: special.startTime, endTime: special.endTime, premiumMultiplier: special.premiumMultiplier };
}

const SPECIAL_STATUS_LABELS: Record<SpecialDateStatus, string> = {
  available: 'Available',
  unavailable: 'Unavailable',
  partially_available: 'Partially Available',
  premium_rate: 'Premium Rate',
};

/** "Premium Rate 1.5x, Peak season Saturday"; "Partially Available 10:00 AM - 4:00 PM"; "Available". */
export function describeSpecialDate(special: ReplacedSpecialDate): string {
  const parts = [SPECIAL_STATUS_LABELS[special.status]];
  if (special.status === 'premium_rate') parts[0] += ` ${special.premiumMultiplier ?? 1}x`;
  if (special.status !== 'unavailable' && special.startTime && special.endTime) parts[0] += ` ${formatTimeRange(special.startTime, special.endTime)}`;
  if (special.notes) parts.push(special.notes);
  return parts.join(', ');
}

/**
 * Lifts the block Confirm & Block wrote for a booking (in the caller's transaction): the special
 * date it replaced comes back, or the block is removed. A block the admin has since edited is the
 * admin's own and stays. Returns what the date holds now (null: no special date).
 */
export function liftBookingBlockIn(tx: Transaction, booking: Pick<BookingRow, 'id' | 'eventDate'>): { lifted: boolean; specialDate: SpecialDateRow | null } {
  const block = tx
    .select()
    .from(calendarAvailability)
    .where(and(eq(calendarAvailability.date, booking.eventDate), eq(calendarAvailability.blockedForBookingId, booking.id)))
    .get();
  if (block?.status !== 'unavailable') return { lifted: false, specialDate: block ?? null };
  if (block.replacedSpecialDate) return { lifted: true, specialDate: restoreReplacedIn(tx, block.id, block.replacedSpecialDate) };
  tx.delete(calendarAvailability).where(eq(calendarAvailability.id, block.id)).run();
  return { lifted: true, specialDate: null };
}

/**
 * Quick block: a date today or later becomes unavailable with the note "type: reason". The admin
 * is warned first, in one refusal naming everything the block would cover: confirmed bookings on
 * the date (they are not cancelled) and a special date it replaces (kept and put back on Unblock).
 * `overrideConfirmedBookings` and `replaceSpecialDate` say the admin saw those warnings.
 */
export async function blockDate(
  deps: CalendarContext,
  input: { date: string; blockType: string; reason?: string | null; overrideConfirmedBookings?: boolean | null; replaceSpecialDate?: boolean | null },
): Promise<SpecialDateRow> {
  const errors = new FieldErrors();
  const checkedDate = errors.collect('date', () => requireDate(input.date, { empty: DATE_MESSAGES.requiredToBlock, invalid: 'Please select a valid date to block.' }));
  if (checkedDate && checkedDate < venueNow(deps.config).today) {
    errors.add('date', 'Past dates cannot be blocked. Please select today or a future date.', 'OUT_OF_RANGE');
  }
  const blockType = input.blockType.trim() as BlockType;
  if (!BLOCK_TYPES.includes(blockType)) errors.add('blockType', 'Choose a block type: maintenance, private_event, holiday or other.');
  const reason = input.reason?.trim() ?? '';
  if (reason.length > NOTES_MAX - 20) errors.add('reason', `The reason must be at most ${NOTES_MAX - 20} characters.`, 'TOO_LONG');
  errors.throwIfAny();
  const date = checkedDate!;
  const notes = reason ? `${blockType}: ${reason}` : blockType;

  return await writeTransaction(deps.db, (tx) => {
    const existing = tx.select().from(calendarAvailability).where(eq(calendarAvailability.date, date)).get();
    // Blocked already for the same reason (a retry, another tab): the state asked for, answered as
    // it is; blocked for another reason: a clash with the current state.
    if (existing?.status === 'unavailable') {
      if (existing.notes === notes) return existing;
      throw stateConflict(`${formatLongDate(date)} is already blocked.`, existing.status);
    }
    const confirmed = tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventDate, date), eq(bookings.status, 'confirmed')))
      .orderBy(asc(bookings.startTime))
      .all();
    const warnings: { reason: BlockWarning; text: string }[] = [];
    if (confirmed.length > 0 && !input.overrideConfirmedBookings) {
      const names = confirmed.map(describeBooking).join('; ');
      warnings.push({
        reason: 'CONFIRMED_BOOKINGS',
        text: `${formatLongDate(date)} has ${confirmed.length === 1 ? 'a confirmed booking' : `${confirmed.length} confirmed bookings`}: ${names}.`,
      });
    }
    if (existing && !input.replaceSpecialDate) {
      warnings.push({
        reason: 'SPECIAL_DATE',
        text: `${formatLongDate(date)} is set as ${describeSpecialDate(existing)}. The block keeps that setting and puts it back when you unblock the date.`,
      });
    }
    if (warnings.length > 0) {
      throw appError('CONFLICT', `${warnings.map((warning) => warning.text).join(' ')} Block the date anyway?`, {
        reason: warnings[0]!.reason,
        reasons: warnings.map((warning) => warning.reason),
        bookingIds: confirmed.map((booking) => booking.id),
      });
    }
    return blockDateIn(tx, date, notes);
  });
}

export type BlockWarning = 'CONFIRMED_BOOKINGS' | 'SPECIAL_DATE';

/**
 * Unblock (Quick Block's Blocked Dates): a blocked date opens again. When the block replaced a
 * special date (a premium rate, partial hours), that comes back; otherwise the block is removed.
 * Returns the special date the date holds afterwards, or null.
 */
export async function unblockDate(deps: CalendarContext, id: string): Promise<SpecialDateRow | null> {
  return await writeTransaction(deps.db, (tx) => {
    const block = tx.select().from(calendarAvailability).where(eq(calendarAvailability.id, id)).get();
    if (!block) throw notFound('That blocked date no longer exists.');
    // Not blocked (any more): the state asked for, answered with what the date holds, unchanged.
    if (block.status !== 'unavailable') return block;
    if (block.replacedSpecialDate) return restoreReplacedIn(tx, block.id, block.replacedSpecialDate);
    tx.delete(calendarAvailability).where(eq(calendarAvailability.id, block.id)).run();
    return null;
  });
}

/**
 * What the owner's own calendar says against confirming a booking (in the caller's transaction):
 * its date is blocked, or it is partially available and the booking falls outside those hours.
 * Null when nothing does. Confirming then needs the admin's explicit override.
 */
export function calendarObjection(
  deps: CalendarContext,
  tx: Transaction,
  booking: Pick<BookingRow, 'eventDate' | 'startTime' | 'endTime'>,
): { reason: 'DATE_BLOCKED' | 'OUTSIDE_HOURS'; message: string } | null {
  const special = tx.select().from(calendarAvailability).where(eq(calendarAvailability.date, booking.eventDate)).get();
  if (!special) return null;
  const date = formatLongDate(booking.eventDate);
  if (special.status === 'unavailable') {
    return {
      reason: 'DATE_BLOCKED',
      message: `${date} is blocked on your calendar${special.notes ? ` (${blockNotesText(special.notes)})` : ''}. Confirm this booking anyway?`,
    };
  }
  if (special.status === 'partially_available') {
    const hours = partialWindow(special, getCalendarSettings(deps.db));
    if (!windowWithin(booking, hours)) {
      return {
        reason: 'OUTSIDE_HOURS',
        message: `${date} is only partially available, ${formatTimeRange(hours.startTime, hours.endTime)}, and this booking (${formatTimeRange(booking.startTime, booking.endTime)}) falls outside those hours. Confirm it anyway?`,
      };
    }
  }
  return null;
}
