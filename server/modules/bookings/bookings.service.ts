import type { SlotMessage } from '../notices/index.ts';
import { MONTH_FORMAT_MESSAGE } from '../../../shared/dates.ts';
import { and, asc, between, eq, getTableColumns, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import type { BookingConnectionModel, BookingRow, EventSpaceRow, SpecialDateRow } from '../../db/rows.ts';
import { BOOKING_STATUSES, bookings, calendarAvailability, eventSpaces, type BookingStatus } from '../../db/schema/index.ts';
import { countByStatus as countStatuses } from '../../lib/status-counts.ts';
import { checkDateRange, connection, containsText, searchText, type ConnectionArgs, type ListOrder } from '../../lib/connection.ts';
import { badInput, notFound, stateConflict } from '../../errors.ts';
import { datesOfMonth } from '../../lib/dates.ts';
import type { AppServices } from '../../app-services.ts';
import { blockDateIn } from '../calendar/index.ts';
import { isValidMonth } from '../../../shared/dates.ts';
import { announceHoldsChanged } from '../holds/index.ts';
import { hasAgreedPrice, ledgerEntriesOf } from '../ledger/index.ts';
import { moveBookingIn, SYSTEM_ACTOR, type Actor } from './booking-life.ts';
import { policySettlementIn } from './booking-money.ts';
import { PRICE_AGREED_MESSAGE } from '../../../shared/booking-life.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { updateOrders, updatedSinceCondition } from '../sync/index.ts';
import { assertVersion } from '../versions/index.ts';
import { bookingVersionValues, keepBookingVersion } from './booking-versions.ts';
import { totalCostOf } from './booking-creation.ts';

/*
 * Bookings: visitors request them (pending), admins create, confirm, complete or cancel them
 * along the allowed transitions. Confirming checks for an overlapping confirmed booking on the
 * same date and writes in the same BEGIN IMMEDIATE transaction, so two admins confirming at once
 * cannot double-book (DESIGN.md).
 */

export type BookingServices = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox' | 'rateLimiter'>;

/** The note Confirm & Block writes on the blocked date (specification section 4). */
export const CONFIRM_AND_BLOCK_NOTE = 'Confirmed booking - Date blocked';
export const ADMIN_NOTES_MAX = 5000;

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * A booking read with its event space, so a list does not look each one up (Booking.eventSpace).
 * Use with a left join: a missing space reads as null, and the resolver then looks it up and fails
 * as it always did.
 */
export const bookingWithEventSpace = { ...getTableColumns(bookings), eventSpace: eventSpaces };

export interface BookingListFilter {
  status?: BookingStatus | null;
  search?: string | null;
  eventDateFrom?: string | null;
  eventDateTo?: string | null;
  /** Only bookings changed at or after this instant (incremental sync). */
  updatedSince?: Date | null;
}

export type BookingOrderName = 'RECEIVED_DESC' | 'RECEIVED_ASC' | 'EVENT_DATE_ASC' | 'EVENT_DATE_DESC' | 'UPDATED_AT_ASC' | 'UPDATED_AT_DESC';

const receivedKey = (row: BookingRow) => [row.createdAt.getTime(), row.id];
const eventDateKey = (row: BookingRow) => [row.eventDate, row.startTime, row.id];

/** The admin list's orders; each is read from an index (bookings_created_idx, bookings_date_list_idx, ...). */
export const BOOKING_ORDERS: Record<BookingOrderName, ListOrder<BookingRow>> = {
  RECEIVED_DESC: { name: 'RECEIVED_DESC', direction: 'desc', keys: [bookings.createdAt, bookings.id], keyOf: receivedKey },
  RECEIVED_ASC: { name: 'RECEIVED_ASC', direction: 'asc', keys: [bookings.createdAt, bookings.id], keyOf: receivedKey },
  EVENT_DATE_ASC: { name: 'EVENT_DATE_ASC', direction: 'asc', keys: [bookings.eventDate, bookings.startTime, bookings.id], keyOf: eventDateKey },
  EVENT_DATE_DESC: { name: 'EVENT_DATE_DESC', direction: 'desc', keys: [bookings.eventDate, bookings.startTime, bookings.id], keyOf: eventDateKey },
  ...updateOrders<BookingRow>(bookings),
};

/** The filters of the admin list except status (the status counts leave it out). */
function bookingFilters(filter: BookingListFilter) {
  checkDateRange(filter.eventDateFrom, filter.eventDateTo);
  const text = searchText(filter.search);
  return [
    text ? containsText(text, bookings, 'bookings_search_idx', bookings.searchText) : undefined,
    filter.eventDateFrom ? gte(bookings.eventDate, filter.eventDateFrom) : undefined,
    filter.eventDateTo ? lte(bookings.eventDate, filter.eventDateTo) : undefined,
    updatedSinceCondition(bookings.updatedAt, filter.updatedSince),
  ];
}

/**
 * A page of the admin's bookings list: filtered by status, text (name, e-mail, notes, requests)
 * and event-date range, in one of BOOKING_ORDERS, by keyset (server/lib/connection.ts).
 */
export function bookingsConnection(db: DB, args: ConnectionArgs, filter: BookingListFilter, orderName: BookingOrderName = 'RECEIVED_DESC'): BookingConnectionModel {
  const others = bookingFilters(filter);
  const where = and(...others, filter.status ? eq(bookings.status, filter.status) : undefined);
  // One grouped count answers both the total and the status tabs' counts.
  let counted: Map<BookingStatus, number> | undefined;
  const countByStatus = () => (counted ??= countStatuses<BookingStatus>(db, bookings, bookings.status, others));
  return connection(
    args,
    {
      where,
      order: BOOKING_ORDERS[orderName],
      rows: (condition, order, limit) =>
        db
          .select(bookingWithEventSpace)
          .from(bookings)
          .leftJoin(eventSpaces, eq(eventSpaces.id, bookings.eventSpaceId))
          .where(condition)
          .orderBy(...order)
          .limit(limit)
          .all(),
      count: () => {
        const counted = countByStatus();
        return filter.status ? counted.get(filter.status) ?? 0 : [...counted.values()].reduce((sum, n) => sum + n, 0);
      },
      exists: (condition) => db.select({ id: bookings.id }).from(bookings).where(condition).limit(1).get() !== undefined,
    },
    () => BOOKING_STATUSES.map((status) => ({ status, count: countByStatus().get(status) ?? 0 })),
  );
}

export function findBooking(db: DB | Transaction, id: string): BookingRow | undefined {
  return db.select().from(bookings).where(eq(bookings.id, id)).get();
}

const statements = preparedStatements((db) => ({
  eventSpaceById: db.select().from(eventSpaces).where(eq(eventSpaces.id, sql.placeholder('id'))).prepare(),
}));

export function findEventSpace(db: DB, id: string): EventSpaceRow {
  const space = statements(db).eventSpaceById.get({ id });
  if (!space) throw notFound('The event space of this booking no longer exists.');
  return space;
}

/** Bookings (not cancelled) in a month, by date and time, for the admin calendar. */
export function calendarBookings(db: DB, month: string): BookingRow[] {
  if (!isValidMonth(month)) throw badInput(MONTH_FORMAT_MESSAGE, 'month');
  const dates = datesOfMonth(month);
  return db
    .select(bookingWithEventSpace)
    .from(bookings)
    .leftJoin(eventSpaces, eq(eventSpaces.id, bookings.eventSpaceId))
    .where(and(between(bookings.eventDate, dates[0]!, dates[dates.length - 1]!), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.eventDate), asc(bookings.startTime))
    .all();
}

/** The bookings made from each of these inquiries, newest first, in one query. */
export function bookingsForInquiries(db: DB, inquiryIds: readonly string[]): Map<string, BookingRow[]> {
  const byInquiry = new Map<string, BookingRow[]>();
  if (inquiryIds.length === 0) return byInquiry;
  // Sorted here, not by SQL: with an ORDER BY created_at SQLite's planner (before ANALYZE has run)
  // walks the whole created-at index instead of looking the page's inquiries up (18 ms at 20,000).
  const rows = db.select().from(bookings).where(inArray(bookings.inquiryId, [...inquiryIds])).all();
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const row of rows) {
    const list = byInquiry.get(row.inquiryId!);
    if (list) list.push(row);
    else byInquiry.set(row.inquiryId!, [row]);
  }
  return byInquiry;
}

export { allowedTransitions } from './booking-life.ts';

// ---------------------------------------------------------------------------------------------
// Status (every move goes through booking-life.ts)

/**
 * Moves a booking along the allowed transitions (booking-life.ts runs what else must happen:
 * confirming checks the calendar, settles holds, agrees the price set and e-mails the client;
 * cancelling releases holds, withdraws open quotes, settles the money by the venue's cancellation
 * policy with no refund paid yet, lifts a Confirm & Block block and e-mails the client; moving a
 * confirmed booking back to pending lifts the block and e-mails the client). Confirming refuses an
 * overlap with another confirmed booking always, and a blocked date or a time outside a partial
 * date's hours unless `override` is set.
 */
export async function updateBookingStatus(
  deps: BookingServices,
  input: { id: string; status: BookingStatus; adminNotes?: string | null; override?: boolean | null; othersMessage?: SlotMessage | null },
  actor: Actor,
): Promise<BookingRow> {
  const adminNotes = input.adminNotes === undefined || input.adminNotes === null ? undefined : adminNotesOf(input.adminNotes);
  let unchanged = false;
  const moved = await writeTransaction(deps.db, (tx) => {
    const booking = findBooking(tx, input.id);
    if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
    // Already there (a retry, another tab): nothing happens again (no e-mail, event or money);
    // notes given with it are saved.
    if (booking.status === input.status) {
      unchanged = adminNotes === undefined || adminNotes === booking.adminNotes;
      const kept = unchanged ? booking : tx.update(bookings).set({ adminNotes }).where(eq(bookings.id, booking.id)).returning().get()!;
      return { booking: kept, effects: { emailed: false, holdsChanged: false, blockLifted: false } };
    }
    const settlement = input.status === 'cancelled' && booking.status !== 'cancelled' ? policySettlementIn(deps, tx, booking) : undefined;
    return moveBookingIn(deps, tx, input.id, input.status, { actor, override: input.override, adminNotes, settlement, othersMessage: input.othersMessage });
  });
  if (unchanged) return moved.booking;
  if (moved.effects.emailed || moved.effects.holdsChanged) deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: moved.booking.id });
  if (moved.effects.holdsChanged) announceHoldsChanged(deps);
  if (moved.effects.blockLifted) deps.pubsub.publish('calendarChanged', { reason: 'block' });
  return moved.booking;
}

function adminNotesOf(value: string): string | null {
  const notes = value.trim();
  if (notes.length > ADMIN_NOTES_MAX) throw badInput(`Admin notes must be at most ${ADMIN_NOTES_MAX} characters.`, 'adminNotes');
  return notes || null;
}

/**
 * Saves admin notes and/or the total cost. The total cost is an estimate until a price is agreed
 * (a quote accepted, or the booking confirmed with it); after that it changes only through a
 * change order the client accepts, and a change here is refused.
 * A save naming the version it edited is refused with CONFLICT when the booking was saved since.
 */
export async function updateBooking(
  deps: BookingServices,
  input: { id: string; adminNotes?: string | null; totalCostCents?: number | null; clearTotalCost?: boolean | null; version?: number | null },
  actor: Actor = SYSTEM_ACTOR,
): Promise<BookingRow> {
  const patch: Partial<typeof bookings.$inferInsert> = {};
  if (input.adminNotes != null) patch.adminNotes = adminNotesOf(input.adminNotes);
  if (input.clearTotalCost) patch.totalCost = null;
  else if (input.totalCostCents != null) patch.totalCost = totalCostOf(input.totalCostCents);
  if (Object.keys(patch).length === 0) throw badInput('Nothing to update.');
  const updated = await writeTransaction(deps.db, (tx) => {
    const booking = findBooking(tx, input.id);
    if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
    assertVersion(tx, { kind: 'booking', recordId: booking.id, version: booking.version, values: bookingVersionValues(booking) }, input.version);
    if ('totalCost' in patch && patch.totalCost !== booking.totalCost && hasAgreedPrice(ledgerEntriesOf(tx, booking.id))) {
      throw badInput(PRICE_AGREED_MESSAGE, 'totalCostCents');
    }
    const saved = tx.update(bookings).set(patch).where(eq(bookings.id, input.id)).returning().get()!;
    keepBookingVersion(tx, booking, saved, actor.kind === 'admin' ? actor.userId : null);
    return saved;
  });
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: updated.id });
  return updated;
}

/**
 * Confirm & Block (quick block): a pending booking is confirmed and its date becomes unavailable
 * with the note 'Confirmed booking - Date blocked', in ONE transaction: both happen or neither.
 * The block remembers the booking, so cancelling the booking (or moving it back to pending) lifts
 * it again. Like confirming, it refuses a blocked date or a time outside a partial date's hours
 * unless `override` is set.
 */
export async function confirmBookingAndBlockDate(
  deps: BookingServices,
  { bookingId, override, othersMessage }: { bookingId: string; override?: boolean | null; othersMessage?: SlotMessage | null },
  actor: Actor,
): Promise<{ booking: BookingRow; specialDate: SpecialDateRow }> {
  let holdsChanged = false;
  let unchanged = false;
  const result = await writeTransaction(deps.db, (tx) => {
    const booking = findBooking(tx, bookingId);
    if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
    // Confirmed and its date blocked already (a retry): the state asked for, answered as it is.
    const block = booking.status === 'confirmed' ? tx.select().from(calendarAvailability).where(eq(calendarAvailability.date, booking.eventDate)).get() : undefined;
    if (block?.status === 'unavailable') {
      unchanged = true;
      return { booking, specialDate: block };
    }
    if (booking.status !== 'pending') throw stateConflict(`Only pending bookings can be confirmed and blocked; this one is ${booking.status}.`, booking.status);
    const confirmed = confirmBookingIn(deps, tx, bookingId, { blockDate: true, override, actor, othersMessage });
    holdsChanged = confirmed.holdsChanged;
    return { booking: confirmed.booking, specialDate: confirmed.specialDate! };
  });
  if (unchanged) return result;
  deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId });
  if (holdsChanged) announceHoldsChanged(deps);
  return result;
}

/**
 * Confirms a booking inside the caller's transaction through booking-life.ts (the allowed
 * transition, no overlap with another confirmed booking, the owner's calendar unless `override`,
 * holds settled, the price agreed, the confirmation e-mailed), and optionally blocks its date as
 * Confirm & Block does. A booking that is already confirmed is left as it is (its date is still
 * blocked when asked). Used by Confirm & Block and by a client accepting a quote (modules/quotes,
 * which passes the accepted quote as the agreement); the caller announces `holdsChanged` after commit.
 */
export function confirmBookingIn(
  deps: BookingServices,
  tx: Transaction,
  bookingId: string,
  options: {
    blockDate: boolean;
    override?: boolean | null;
    payments?: readonly { dueDate: string; amountCents: number }[];
    actor: Actor;
    agreement?: { quoteId: string; totalCents: number; description: string } | null;
    othersMessage?: SlotMessage | null;
  },
): { booking: BookingRow; specialDate: SpecialDateRow | null; holdsChanged: boolean; moved: boolean } {
  const booking = findBooking(tx, bookingId);
  if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
  let confirmed = booking;
  let holdsChanged = false;
  let moved = false;
  if (booking.status !== 'confirmed') {
    const result = moveBookingIn(deps, tx, bookingId, 'confirmed', { actor: options.actor, override: options.override, payments: options.payments, agreement: options.agreement, othersMessage: options.othersMessage });
    confirmed = result.booking;
    holdsChanged = result.effects.holdsChanged;
    moved = true;
  }
  const specialDate = options.blockDate ? blockDateIn(tx, booking.eventDate, CONFIRM_AND_BLOCK_NOTE, { forBookingId: booking.id }) : null;
  return { booking: confirmed, specialDate, holdsChanged, moved };
}
