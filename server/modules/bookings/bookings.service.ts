import { MONTH_FORMAT_MESSAGE } from '../../../shared/dates.ts';
import { and, asc, between, desc, eq, getTableColumns, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { immediate, type DB, type Transaction } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import type { BookingConnectionModel, BookingRow, EventSpaceRow, SpecialDateRow } from '../../db/rows.ts';
import { BOOKING_STATUSES, bookings, eventSpaces, inquiries, type BookingStatus } from '../../db/schema/index.ts';
import { countByStatus as countStatuses } from '../../lib/status-counts.ts';
import { checkDateRange, connection, containsText, searchText, type ConnectionArgs, type ListOrder } from '../../lib/connection.ts';
import { appError, badInput, conflict, FieldErrors, notFound } from '../../errors.ts';
import { datesOfMonth, todayIn } from '../../lib/dates.ts';
import type { AppServices } from '../../services.ts';
import { mainEventSpaceId } from './event-space.ts';
import {
  blockDateIn,
  calendarObjection,
  dayInfo,
  describeBooking,
  getCalendarSettings,
  isDateAvailable,
  lastBookableDate,
  liftBookingBlockIn,
  overlappingConfirmedBookings,
} from '../calendar/calendar.service.ts';
import { formatLongDate, isValidMonth } from '../../../shared/dates.ts';
import {
  bookingCancelledEmail,
  bookingConfirmedEmail,
  bookingRequestNotificationEmail,
  bookingRequestReceivedEmail,
  bookingUnconfirmedEmail,
} from './booking-emails.ts';
import {
  BOOKING_REQUEST_LIMITS,
  BOOKING_TRANSITIONS,
  enforcePublicWriteLimits,
  eventTypeOf,
  guestCountOf,
  optionalPhone,
  optionalText,
  refuseHoneypot,
  requiredEmail,
  requiredName,
} from './booking-rules.ts';
import { dollarsOfCents, INQUIRY_ALREADY_BOOKED, totalCostProblem } from '../../../shared/bookings.ts';
import { toCsv } from '../../lib/csv.ts';
import { announceHoldsChanged, releaseHoldsOfCancelledBookingIn, settleHoldsForConfirmedBookingIn } from '../holds/holds.service.ts';
import { venueEmailContext } from './email-fields.ts';
import { isTimeSlot, timeSlotInfo, type TimeSlot } from '../../../shared/events.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { updateOrders, updatedSinceCondition } from '../sync/index.ts';

/*
 * Bookings: visitors request them (pending), admins create, confirm, complete or cancel them
 * along the allowed transitions. Confirming checks for an overlapping confirmed booking on the
 * same date and writes in the same BEGIN IMMEDIATE transaction, so two admins confirming at once
 * cannot double-book (DESIGN.md).
 */

type Deps = Pick<AppServices, 'db' | 'config' | 'pubsub' | 'outbox' | 'rateLimiter'>;

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

/**
 * The statuses a booking may move to today (venue time zone): the transitions of section 4, and
 * "completed" only on or after the event date.
 */
export function allowedTransitions(booking: Pick<BookingRow, 'status' | 'eventDate'>, today: string): BookingStatus[] {
  return BOOKING_TRANSITIONS[booking.status].filter((next) => next !== 'completed' || booking.eventDate <= today);
}

// ---------------------------------------------------------------------------------------------
// Creating

interface BookingFields {
  eventDate: string;
  timeSlot: string;
  guestCount: number;
  eventType: string;
  clientName: string;
  clientEmail: string;
  clientPhone?: string | null;
  specialRequests?: string | null;
}

/**
 * Every field of a booking checked, each problem recorded in `errors` (the caller throws them all at
 * once); the cleaned fields when there was none.
 */
function validateBookingFields(deps: Pick<Deps, 'db' | 'config'>, input: BookingFields, errors = new FieldErrors()) {
  // The slot first: an unknown one is the specification's 'Invalid time slot selected' whatever the date.
  if (!isTimeSlot(input.timeSlot)) errors.add('timeSlot', BOOKING_FORM_MESSAGES.timeSlotInvalid);
  const today = todayIn(deps.config.venueTimeZone);
  const horizon = lastBookableDate(getCalendarSettings(deps.db), today);
  if (input.eventDate < today) errors.add('eventDate', 'Please choose a date today or later.', 'OUT_OF_RANGE');
  else if (input.eventDate > horizon) {
    errors.add('eventDate', `Bookings can be made up to ${formatLongDate(horizon)}. Please choose an earlier date.`, 'OUT_OF_RANGE');
  }
  const fields = {
    guestCount: errors.collect('guestCount', () => guestCountOf(input.guestCount, 'guestCount')),
    eventType: errors.collect('eventType', () => eventTypeOf(input.eventType, 'eventType', { required: true })),
    clientName: errors.collect('clientName', () => requiredName(input.clientName, 'clientName')),
    clientEmail: errors.collect('clientEmail', () => requiredEmail(input.clientEmail, 'clientEmail')),
    clientPhone: errors.collect('clientPhone', () => optionalPhone(input.clientPhone, 'clientPhone')),
    specialRequests: errors.collect('specialRequests', () => optionalText(input.specialRequests, 'specialRequests', 'Special requests')),
  };
  return fields;
}

/**
 * The checked fields of a booking, or every problem at once; `more` checks the caller's other
 * fields into the same list (they follow the booking's own in the form).
 */
function checkedBookingFields(deps: Pick<Deps, 'db' | 'config'>, input: BookingFields, more?: (errors: FieldErrors) => void) {
  const errors = new FieldErrors();
  const fields = validateBookingFields(deps, input, errors);
  more?.(errors);
  errors.throwIfAny();
  const slot = timeSlotInfo(input.timeSlot as TimeSlot);
  return {
    eventDate: input.eventDate,
    startTime: slot.startTime,
    endTime: slot.endTime,
    guestCount: fields.guestCount!,
    eventType: fields.eventType!,
    clientName: fields.clientName!,
    clientEmail: fields.clientEmail!,
    clientPhone: fields.clientPhone ?? null,
    specialRequests: fields.specialRequests ?? null,
  };
}

/**
 * A visitor's booking request from the public calendar: honeypot, validation, rate limits, then
 * (in one transaction) the date must be bookable and the slot free; the pending booking and the
 * two e-mails about it are written together.
 */
export async function requestBooking(deps: Deps, input: BookingFields & { website?: string | null }, request: { ip: string }): Promise<BookingRow> {
  refuseHoneypot(input.website);
  const fields = checkedBookingFields(deps, input);
  await enforcePublicWriteLimits(deps, BOOKING_REQUEST_LIMITS, request.ip);
  const context = venueEmailContext(deps.db, deps.config);
  const booking = await immediate(deps.db, (tx) => {
    const day = dayInfo(deps, fields.eventDate);
    if (!day.isBookable || !isDateAvailable(deps, { date: fields.eventDate, startTime: fields.startTime, endTime: fields.endTime }, tx)) {
      throw conflict(
        day.isBookable
          ? `The ${timeSlotInfo(input.timeSlot as TimeSlot).hours} time slot is not available on ${formatLongDate(fields.eventDate)}. Please choose another time slot or date.`
          : `${formatLongDate(fields.eventDate)} is not available for booking. Please choose another date.`,
      );
    }
    const created = tx
      .insert(bookings)
      .values({ ...fields, eventSpaceId: mainEventSpaceId(tx), status: 'pending', source: 'website' })
      .returning()
      .get();
    deps.outbox.enqueue(bookingRequestNotificationEmail(created, context), tx);
    deps.outbox.enqueue(bookingRequestReceivedEmail(created, context), tx);
    return created;
  });
  deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'CREATED', bookingId: booking.id });
  return booking;
}

/** A pending booking made by the admin, optionally from an inquiry (which is then handled). */
export async function createBooking(
  deps: Deps,
  input: BookingFields & { adminNotes?: string | null; totalCostCents?: number | null; inquiryId?: string | null },
  /** More writes in the same transaction (a quote started with the booking: quotes.service). */
  alsoIn?: (tx: Transaction, booking: BookingRow) => void,
): Promise<BookingRow> {
  let adminNotes: string | null = null;
  let totalCost: number | null = null;
  const fields = checkedBookingFields(deps, input, (errors) => {
    adminNotes = errors.collect('adminNotes', () => optionalText(input.adminNotes, 'adminNotes', 'Admin notes', ADMIN_NOTES_MAX)) ?? null;
    totalCost = errors.collect('totalCostCents', () => totalCostOf(input.totalCostCents)) ?? null;
  });
  const booking = await immediate(deps.db, (tx) => {
    if (input.inquiryId) {
      const inquiry = tx.select().from(inquiries).where(eq(inquiries.id, input.inquiryId)).get();
      if (!inquiry) throw notFound('That inquiry no longer exists.');
      // One booking per inquiry: a second one would double the client's request (a cancelled one
      // no longer counts, so the owner can start again).
      const made = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.inquiryId, inquiry.id), ne(bookings.status, 'cancelled')))
        .get();
      if (made) throw appError('CONFLICT', INQUIRY_ALREADY_BOOKED, { reason: 'INQUIRY_BOOKED', bookingId: made.id });
      tx.update(inquiries).set({ status: 'handled', handledAt: new Date() }).where(eq(inquiries.id, inquiry.id)).run();
    }
    const created = tx
      .insert(bookings)
      .values({
        ...fields,
        adminNotes,
        totalCost,
        eventSpaceId: mainEventSpaceId(tx),
        status: 'pending',
        source: input.inquiryId ? 'inquiry' : 'admin',
        inquiryId: input.inquiryId ?? null,
      })
      .returning()
      .get();
    alsoIn?.(tx, created);
    return created;
  });
  deps.pubsub.publish('bookingsChanged', { change: 'CREATED', bookingId: booking.id });
  if (input.inquiryId) deps.pubsub.publish('inquiriesChanged', { change: 'UPDATED', inquiryId: input.inquiryId });
  return booking;
}

/** The dollars stored for a total cost given in cents (GraphQL speaks cents; the column keeps dollars). */
function totalCostOf(cents: number | null | undefined): number | null {
  if (cents == null) return null;
  const problem = totalCostProblem(cents);
  if (problem) throw badInput(problem, 'totalCostCents');
  return dollarsOfCents(cents);
}

// ---------------------------------------------------------------------------------------------
// Status

function assertTransition(booking: BookingRow, next: BookingStatus, today: string) {
  if (booking.status === next) throw badInput(`This booking is already ${next}.`, 'status');
  if (!BOOKING_TRANSITIONS[booking.status].includes(next)) {
    const final = BOOKING_TRANSITIONS[booking.status].length === 0;
    throw badInput(
      `A ${booking.status} booking cannot be changed to ${next}.${final ? ' Completed and cancelled bookings are final.' : ''}`,
      'status',
    );
  }
  if (next === 'completed' && booking.eventDate > today) {
    throw badInput(
      `This booking cannot be marked completed before its event date (${formatLongDate(booking.eventDate)}). Mark it completed on or after that day.`,
      'status',
    );
  }
}

/** Refuses to confirm over another confirmed booking whose time overlaps, naming it. */
function assertNoOverlap(tx: Transaction, booking: BookingRow) {
  const [other] = overlappingConfirmedBookings(tx, booking.eventDate, booking, booking.id);
  if (other) {
    throw conflict(
      `This booking overlaps a confirmed booking on ${formatLongDate(booking.eventDate)}: ${describeBooking(other)}. Cancel or move that booking before confirming this one.`,
    );
  }
}

/**
 * Refuses to confirm a booking the owner's own calendar argues against (a blocked date, or a time
 * outside a partially available date's hours), naming the block or the hours, unless the admin
 * confirmed knowingly (`override`). Unlike an overlap, this is the owner's call.
 */
function assertCalendarAllows(deps: Deps, tx: Transaction, booking: BookingRow, override: boolean | null | undefined) {
  if (override) return;
  const objection = calendarObjection(deps, tx, booking);
  if (objection) throw appError('CONFLICT', objection.message, { reason: objection.reason });
}

/**
 * Moves a booking along the allowed transitions. The client is e-mailed (through the outbox, in
 * the same transaction) when the booking is confirmed, cancelled, or moved from confirmed back to
 * pending; cancelling and moving back to pending also lift the block Confirm & Block made for it,
 * so the date opens again (with the special date the block replaced). Confirming refuses an
 * overlap with another confirmed booking always, and a blocked date or a time outside a partial
 * date's hours unless `override` is set.
 */
export async function updateBookingStatus(
  deps: Deps,
  input: { id: string; status: BookingStatus; adminNotes?: string | null; override?: boolean | null },
): Promise<BookingRow> {
  const adminNotes = input.adminNotes === undefined || input.adminNotes === null ? undefined : adminNotesOf(input.adminNotes);
  const today = todayIn(deps.config.venueTimeZone);
  let emailed = false;
  let holdsChanged = false;
  const updated = await immediate(deps.db, (tx) => {
    const booking = findBooking(tx, input.id);
    if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
    assertTransition(booking, input.status, today);
    if (input.status === 'confirmed') {
      assertNoOverlap(tx, booking);
      assertCalendarAllows(deps, tx, booking, input.override);
    }
    const changed = tx
      .update(bookings)
      .set({ status: input.status, ...(adminNotes !== undefined ? { adminNotes } : {}) })
      .where(eq(bookings.id, booking.id))
      .returning()
      .get()!;
    // A hold on the date ends with the confirmation (converted for this client, released for others).
    if (changed.status === 'confirmed') holdsChanged = settleHoldsForConfirmedBookingIn(tx, changed, deps.config.now());
    if (changed.status === 'cancelled') holdsChanged = releaseHoldsOfCancelledBookingIn(deps, tx, changed, deps.config.now());
    const unconfirmed = booking.status === 'confirmed' && changed.status === 'pending';
    if (changed.status === 'cancelled' || unconfirmed) liftBookingBlockIn(tx, changed);
    const email =
      changed.status === 'confirmed'
        ? bookingConfirmedEmail
        : changed.status === 'cancelled'
          ? bookingCancelledEmail
          : unconfirmed
            ? bookingUnconfirmedEmail
            : null;
    if (email) {
      deps.outbox.enqueue(email(changed, venueEmailContext(deps.db, deps.config)), tx);
      emailed = true;
    }
    return changed;
  });
  if (emailed || holdsChanged) deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId: updated.id });
  if (holdsChanged) announceHoldsChanged(deps);
  return updated;
}

function adminNotesOf(value: string): string | null {
  const notes = value.trim();
  if (notes.length > ADMIN_NOTES_MAX) throw badInput(`Admin notes must be at most ${ADMIN_NOTES_MAX} characters.`, 'adminNotes');
  return notes || null;
}

/** Saves admin notes and/or the total cost (revenue counts confirmed bookings' total cost). */
export async function updateBooking(
  deps: Deps,
  input: { id: string; adminNotes?: string | null; totalCostCents?: number | null; clearTotalCost?: boolean | null },
): Promise<BookingRow> {
  const patch: Partial<typeof bookings.$inferInsert> = {};
  if (input.adminNotes != null) patch.adminNotes = adminNotesOf(input.adminNotes);
  if (input.clearTotalCost) patch.totalCost = null;
  else if (input.totalCostCents != null) patch.totalCost = totalCostOf(input.totalCostCents);
  if (Object.keys(patch).length === 0) throw badInput('Nothing to update.');
  const updated = await immediate(deps.db, (tx) => tx.update(bookings).set(patch).where(eq(bookings.id, input.id)).returning().get());
  if (!updated) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
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
  deps: Deps,
  { bookingId, override }: { bookingId: string; override?: boolean | null },
): Promise<{ booking: BookingRow; specialDate: SpecialDateRow }> {
  let holdsChanged = false;
  const result = await immediate(deps.db, (tx) => {
    const booking = findBooking(tx, bookingId);
    if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
    if (booking.status !== 'pending') throw badInput(`Only pending bookings can be confirmed and blocked; this one is ${booking.status}.`, 'status');
    const confirmed = confirmBookingIn(deps, tx, bookingId, { blockDate: true, override });
    holdsChanged = confirmed.holdsChanged;
    return { booking: confirmed.booking, specialDate: confirmed.specialDate! };
  });
  deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'UPDATED', bookingId });
  if (holdsChanged) announceHoldsChanged(deps);
  return result;
}

/**
 * Confirms a pending booking inside the caller's transaction with the same rules as
 * updateBookingStatus (the allowed transition, no overlap with another confirmed booking, the
 * owner's calendar unless `override`), converts or releases holds on the date, optionally blocks
 * its date as Confirm & Block does, and queues the confirmation e-mail. A booking that is already
 * confirmed is left as it is (its date is still blocked when asked). Used by Confirm & Block and
 * by a client accepting a quote (modules/quotes); the caller announces `holdsChanged` after commit.
 */
export function confirmBookingIn(
  deps: Deps,
  tx: Transaction,
  bookingId: string,
  { blockDate, override, payments }: { blockDate: boolean; override?: boolean | null; payments?: readonly { dueDate: string; amountCents: number }[] },
): { booking: BookingRow; specialDate: SpecialDateRow | null; holdsChanged: boolean } {
  const booking = findBooking(tx, bookingId);
  if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
  let confirmed = booking;
  let holdsChanged = false;
  if (booking.status !== 'confirmed') {
    assertTransition(booking, 'confirmed', todayIn(deps.config.venueTimeZone));
    assertNoOverlap(tx, booking);
    assertCalendarAllows(deps, tx, booking, override);
    confirmed = tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id)).returning().get()!;
    holdsChanged = settleHoldsForConfirmedBookingIn(tx, confirmed, deps.config.now());
    deps.outbox.enqueue(bookingConfirmedEmail(confirmed, venueEmailContext(deps.db, deps.config), payments), tx);
  }
  const specialDate = blockDate ? blockDateIn(tx, booking.eventDate, CONFIRM_AND_BLOCK_NOTE, { forBookingId: booking.id }) : null;
  return { booking: confirmed, specialDate, holdsChanged };
}

// ---------------------------------------------------------------------------------------------
// Export

export function bookingsCsv(db: DB): string {
  const rows = db
    .select({ booking: bookings, space: eventSpaces })
    .from(bookings)
    .innerJoin(eventSpaces, eq(eventSpaces.id, bookings.eventSpaceId))
    .orderBy(desc(bookings.eventDate), asc(bookings.startTime))
    .all();
  return toCsv(
    [
      'ID',
      'Status',
      'Event date',
      'Start time',
      'End time',
      'Event type',
      'Guests',
      'Client name',
      'Client email',
      'Client phone',
      'Event space',
      'Special requests',
      'Admin notes',
      'Total cost',
      'Source',
      'Created at',
    ],
    rows.map(({ booking, space }) => [
      booking.id,
      booking.status,
      booking.eventDate,
      booking.startTime,
      booking.endTime,
      booking.eventType,
      booking.guestCount,
      booking.clientName,
      booking.clientEmail,
      booking.clientPhone,
      space.name,
      booking.specialRequests,
      booking.adminNotes,
      booking.totalCost,
      booking.source,
      booking.createdAt.toISOString(),
    ]),
  );
}
