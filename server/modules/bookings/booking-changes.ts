import { eq } from 'drizzle-orm';
import { writeTransaction, type Transaction } from '../../db/client.ts';
import type { BookingRow } from '../../db/rows.ts';
import { bookings } from '../../db/schema/index.ts';
import { appError, badInput, FieldErrors, notFound } from '../../errors.ts';
import { isValidDate, todayIn } from '../../lib/dates.ts';
import type { AppServices } from '../../app-services.ts';
import { CHANGE_ORDER_MESSAGES, describeChanges, movesInTime, type BookingDetails } from '../../../shared/change-orders.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { DATE_MESSAGES } from '../../../shared/calendar.ts';
import { BOOKING_DATE_MESSAGES } from '../../../shared/intake/booking-request-form.ts';
import { isTimeSlot, timeSlotInfo } from '../../../shared/events.ts';
import { blockDateIn, getCalendarSettings, lastBookableDate, liftBookingBlockIn } from '../calendar/index.ts';
import { announceHoldsChanged, othersHoldOverlappingIn, settleHoldsForConfirmedBookingIn } from '../holds/index.ts';
import { hasAgreedPrice, ledgerEntriesOf } from '../ledger/index.ts';
import { bookingChangedEmail } from './booking-emails.ts';
import { assertCalendarAllowsIn, assertNoOverlapIn, findBookingIn, recordBookingEvent, tellOthersOnSlotOfIn, type Actor, type BookingLifeServices } from './booking-life.ts';
import { eventTypeOf, guestCountOf } from '../intake/index.ts';
import { CONFIRM_AND_BLOCK_NOTE } from './bookings.service.ts';
import { venueEmailContext } from '../settings/index.ts';

/*
 * A booking's details (date, time slot, guests, event type) change here, and only here: directly
 * while no price was agreed, otherwise through a change order the client accepts (modules/quotes).
 * Moving in time passes the same checks as confirming on the new slot (another confirmed booking
 * always; a block, a partial date's hours or another client's hold unless the owner overrides),
 * a Confirm & Block block moves with the booking, holds on the new slot are settled, and the change
 * is an event of the booking's life (from and to).
 */

type BookingChangeServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox'>;

/** What the owner asks to change; a field left out stays as it is. */
export interface DetailsInput {
  eventDate?: string | null;
  /** A time slot id ("5pm-midnight"). */
  timeSlot?: string | null;
  guestCount?: number | null;
  eventType?: string | null;
}

export const detailsOf = (booking: Pick<BookingRow, 'eventDate' | 'startTime' | 'endTime' | 'guestCount' | 'eventType'>): BookingDetails => ({
  eventDate: booking.eventDate,
  startTime: booking.startTime,
  endTime: booking.endTime,
  guestCount: booking.guestCount,
  eventType: booking.eventType,
});

/** The booking's details with the input's changes, each checked (every problem at once). */
export function changedDetails(deps: Pick<BookingChangeServices, 'db' | 'config'>, booking: BookingRow, input: DetailsInput): BookingDetails {
  const errors = new FieldErrors();
  const details = detailsOf(booking);
  if (input.eventDate != null && input.eventDate !== booking.eventDate) {
    const today = todayIn(deps.config.venueTimeZone);
    const horizon = lastBookableDate(getCalendarSettings(deps.db), today);
    if (!isValidDate(input.eventDate)) errors.add('eventDate', DATE_MESSAGES.invalid, 'INVALID');
    else if (input.eventDate < today) errors.add('eventDate', BOOKING_DATE_MESSAGES.past, 'OUT_OF_RANGE');
    else if (input.eventDate > horizon) errors.add('eventDate', BOOKING_DATE_MESSAGES.beyond(horizon), 'OUT_OF_RANGE');
    else details.eventDate = input.eventDate;
  }
  if (input.timeSlot != null) {
    if (!isTimeSlot(input.timeSlot)) errors.add('timeSlot', BOOKING_FORM_MESSAGES.timeSlotInvalid);
    else Object.assign(details, { startTime: timeSlotInfo(input.timeSlot).startTime, endTime: timeSlotInfo(input.timeSlot).endTime });
  }
  if (input.guestCount != null) details.guestCount = errors.collect('guestCount', () => guestCountOf(input.guestCount!, 'guestCount')) ?? details.guestCount;
  if (input.eventType != null) details.eventType = errors.collect('eventType', () => eventTypeOf(input.eventType, 'eventType', { required: true })) ?? details.eventType;
  errors.throwIfAny();
  return details;
}

/**
 * A confirmed booking moving to `details` passes the checks of confirming there: another confirmed
 * booking refuses it always; the owner's calendar (a block, a partial date's hours) and another
 * client's hold only until the owner overrides. A pending booking reserves nothing yet: it meets
 * these checks when it is confirmed.
 */
export function assertDetailsAllowedIn(deps: BookingLifeServices, tx: Transaction, booking: BookingRow, details: BookingDetails, override: boolean | null | undefined) {
  if (booking.status !== 'pending' && booking.status !== 'confirmed') throw badInput(CHANGE_ORDER_MESSAGES.notOpen(booking.status), 'bookingId');
  if (booking.status !== 'confirmed' || !movesInTime(detailsOf(booking), details)) return;
  const window = { id: booking.id, eventDate: details.eventDate, startTime: details.startTime, endTime: details.endTime };
  assertNoOverlapIn(tx, window);
  if (override) return;
  assertCalendarAllowsIn(deps, tx, window, false);
  const hold = othersHoldOverlappingIn(tx, booking, details.eventDate, window);
  if (hold) throw appError('CONFLICT', CHANGE_ORDER_MESSAGES.held(hold.clientName, details.eventDate), { reason: 'HELD' });
}

/**
 * The booking takes `details`, in the caller's transaction, after the checks above: a Confirm &
 * Block block moves to the new date, holds on the new slot are settled, and the change is recorded
 * ('rescheduled' when it moves in time, 'details_changed' otherwise). Returns the booking, the
 * changes in words, and whether holds changed (to announce after commit).
 */
export function changeDetailsIn(
  deps: BookingLifeServices,
  tx: Transaction,
  bookingId: string,
  details: BookingDetails,
  options: { actor: Actor; override?: boolean | null; why?: string },
): { booking: BookingRow; changes: string[]; holdsChanged: boolean } {
  const before = findBookingIn(tx, bookingId);
  assertDetailsAllowedIn(deps, tx, before, details, options.override);
  const from = detailsOf(before);
  const changes = describeChanges(from, details);
  if (changes.length === 0) return { booking: before, changes, holdsChanged: false };
  if (before.eventDate !== details.eventDate && liftBookingBlockIn(tx, before).lifted) {
    blockDateIn(tx, details.eventDate, CONFIRM_AND_BLOCK_NOTE, { forBookingId: before.id });
  }
  const booking = tx.update(bookings).set(details).where(eq(bookings.id, before.id)).returning().get()!;
  const moved = movesInTime(from, details);
  // A confirmed booking takes its new slot as confirming does: the others there hear it before their holds go.
  if (moved && booking.status === 'confirmed') tellOthersOnSlotOfIn(deps, tx, booking, options.actor);
  const holdsChanged = moved && booking.status === 'confirmed' ? settleHoldsForConfirmedBookingIn(tx, booking, deps.config.now()) : false;
  recordBookingEvent(deps, tx, options.actor, {
    bookingId: booking.id,
    kind: moved ? 'rescheduled' : 'details_changed',
    summary: `${options.why ? `${options.why}: ` : ''}${changes.join('; ')}`,
    details: { from, to: details },
  });
  return { booking, changes, holdsChanged };
}

/**
 * The owner changes a booking's details directly: only while no price was agreed with the client
 * (after that, a change order). A confirmed booking's client is e-mailed the booking as it now is.
 */
export async function changeBookingDetails(deps: BookingChangeServices, input: DetailsInput & { id: string; override?: boolean | null }, actor: Actor): Promise<BookingRow> {
  let holdsChanged = false;
  const booking = await writeTransaction(deps.db, (tx) => {
    const before = tx.select().from(bookings).where(eq(bookings.id, input.id)).get();
    if (!before) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
    if (before.status !== 'pending' && before.status !== 'confirmed') throw badInput(CHANGE_ORDER_MESSAGES.notOpen(before.status), 'id');
    if (hasAgreedPrice(ledgerEntriesOf(tx, before.id))) throw badInput(CHANGE_ORDER_MESSAGES.detailsAgreed, 'id', 'NOT_ALLOWED');
    const details = changedDetails(deps, before, input);
    const changed = changeDetailsIn(deps, tx, before.id, details, { actor, override: input.override });
    holdsChanged = changed.holdsChanged;
    if (changed.changes.length > 0 && changed.booking.status === 'confirmed') {
      deps.outbox.enqueue(bookingChangedEmail(changed.booking, venueEmailContext(deps.db, deps.config), { changes: changed.changes, totalCents: null, payments: [] }), tx);
    }
    return changed.booking;
  });
  deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: booking.id });
  if (holdsChanged) announceHoldsChanged(deps);
  return booking;
}
