import type { SlotMessage } from '../notices/index.ts';
import { MONTH_FORMAT_MESSAGE } from '../../../shared/dates.ts';
import { and, asc, between, desc, eq, getTableColumns, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { immediate, type DB, type Transaction } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import type { BookingConnectionModel, BookingRow, EventSpaceRow, SpecialDateRow } from '../../db/rows.ts';
import { BOOKING_STATUSES, bookings, calendarAvailability, eventSpaces, inquiries, type BookingStatus } from '../../db/schema/index.ts';
import { countByStatus as countStatuses } from '../../lib/status-counts.ts';
import { checkDateRange, connection, containsText, searchText, type ConnectionArgs, type ListOrder } from '../../lib/connection.ts';
import { appError, badInput, conflict, FieldErrors, notFound, stateConflict } from '../../errors.ts';
import { datesOfMonth, venueNow } from '../../lib/dates.ts';
import type { AppServices } from '../../services.ts';
import { mainEventSpaceId } from './event-space.ts';
import { blockDateIn, dayInfo, getCalendarSettings, isDateAvailable, lastBookableDate, windowHasEnded } from '../calendar/index.ts';
import { bookingBySubmissionKey, submissionKeyOf } from '../intake/index.ts';
import { formatLongDate, isValidMonth } from '../../../shared/dates.ts';
import { bookingRequestNotificationEmail, bookingRequestReceivedEmail } from './booking-emails.ts';
import {
  BOOKING_REQUEST_LIMITS,
  enforcePublicWriteLimits,
  eventTypeOf,
  guestCountOf,
  optionalPhone,
  optionalText,
  refuseHoneypot,
  requiredEmail,
  requiredName,
} from './booking-rules.ts';
import { bookingSourceLabel, dollarsOfCents, INQUIRY_ALREADY_BOOKED, totalCostProblem } from '../../../shared/bookings.ts';
import { csvMoney } from '../../../shared/reports.ts';
import { ledgerTotals } from '../../../shared/ledger.ts';
import { toCsv } from '../../lib/csv.ts';
import { announceHoldsChanged } from '../holds/index.ts';
import { hasAgreedPrice, ledgerEntriesFor, ledgerEntriesOf } from '../ledger/index.ts';
import { moveBookingIn, recordBookingEvent, SYSTEM_ACTOR, type Actor } from './booking-life.ts';
import { policySettlementIn } from './booking-money.ts';
import { PRICE_AGREED_MESSAGE } from '../../../shared/booking-life.ts';
import { venueEmailContext } from '../settings/index.ts';
import { isTimeSlot, timeSlotInfo, type TimeSlot } from '../../../shared/events.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { updateOrders, updatedSinceCondition } from '../sync/index.ts';
import { assertVersion } from '../versions/index.ts';
import { bookingVersionValues, keepBookingVersion } from './booking-versions.ts';

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

export { allowedTransitions } from './booking-life.ts';

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
  const { today } = venueNow(deps.config);
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
 * (in one transaction) the date must be bookable and the slot free and not yet ended; the pending
 * booking and the two e-mails about it are written together. A submission key already used returns
 * the booking it stored and does nothing else: a double click, Back then Send, or a retry after a
 * lost answer never stores a second request. `repeated` says which happened.
 */
export async function sendBookingRequest(
  deps: Deps,
  input: BookingFields & { website?: string | null; submissionKey?: string | null },
  request: { ip: string; trusted?: boolean },
): Promise<{ booking: BookingRow; repeated: boolean }> {
  const submissionKey = submissionKeyOf(input.submissionKey);
  const earlier = submissionKey ? bookingBySubmissionKey(deps.db, submissionKey) : undefined;
  if (earlier) return { booking: earlier, repeated: true };
  refuseHoneypot(input.website);
  const fields = checkedBookingFields(deps, input);
  // The venue's own admin (a session or an API token) is no visitor: no visitor limit applies.
  if (!request.trusted) await enforcePublicWriteLimits(deps, BOOKING_REQUEST_LIMITS, request.ip);
  const context = venueEmailContext(deps.db, deps.config);
  let repeated = false;
  const booking = await immediate(deps.db, (tx) => {
    // Two sends with one key at once: the second waits for the first's transaction, then finds it.
    const first = submissionKey ? bookingBySubmissionKey(tx, submissionKey) : undefined;
    if (first) {
      repeated = true;
      return first;
    }
    const day = dayInfo(deps, fields.eventDate);
    const slot = timeSlotInfo(input.timeSlot as TimeSlot);
    if (day.isBookable && windowHasEnded(deps, fields.eventDate, fields)) {
      throw badInput(`The ${slot.label} time slot (${slot.hours}) has already ended today. Please choose a later time slot or another date.`, 'timeSlot', 'NOT_ALLOWED');
    }
    if (!day.isBookable || !isDateAvailable(deps, { date: fields.eventDate, startTime: fields.startTime, endTime: fields.endTime }, tx)) {
      throw conflict(
        day.isBookable
          ? `The ${slot.hours} time slot is not available on ${formatLongDate(fields.eventDate)}. Please choose another time slot or date.`
          : `${formatLongDate(fields.eventDate)} is not available for booking. Please choose another date.`,
      );
    }
    const created = tx
      .insert(bookings)
      .values({ ...fields, eventSpaceId: mainEventSpaceId(tx), status: 'pending', source: 'website', submissionKey })
      .returning()
      .get();
    deps.outbox.enqueue(bookingRequestNotificationEmail(created, context), tx);
    deps.outbox.enqueue(bookingRequestReceivedEmail(created, context), tx);
    recordBookingEvent(deps, tx, { kind: 'client', name: created.clientName }, { bookingId: created.id, kind: 'requested', summary: `Requested from the public calendar for ${formatLongDate(created.eventDate)}`, toStatus: 'pending' });
    return created;
  });
  if (repeated) return { booking, repeated };
  deps.outbox.kick();
  deps.pubsub.publish('bookingsChanged', { change: 'CREATED', bookingId: booking.id });
  return { booking, repeated };
}

/** The booking request's mutation: the pending booking (or the one its submission key stored before). */
export async function requestBooking(
  deps: Deps,
  input: BookingFields & { website?: string | null; submissionKey?: string | null },
  request: { ip: string; trusted?: boolean },
): Promise<BookingRow> {
  return (await sendBookingRequest(deps, input, request)).booking;
}

/**
 * A booking entered by the admin, optionally from an inquiry (which is then handled): pending, or
 * with `confirm` (a phone or walk-in booking agreed on the spot) confirmed at once through the same
 * move as "Confirm", in the same transaction: another confirmed booking on the slot refuses it, and
 * a block, a partial date's hours or another client's hold refuses it unless `override` is set.
 * Refused, nothing is written.
 */
export async function createBooking(
  deps: Deps,
  input: BookingFields & { adminNotes?: string | null; totalCostCents?: number | null; inquiryId?: string | null; confirm?: boolean | null; override?: boolean | null },
  actor: Actor,
  /** More writes in the same transaction (a quote started with the booking: quotes.service). */
  alsoIn?: (tx: Transaction, booking: BookingRow) => void,
): Promise<BookingRow> {
  let adminNotes: string | null = null;
  let totalCost: number | null = null;
  const fields = checkedBookingFields(deps, input, (errors) => {
    adminNotes = errors.collect('adminNotes', () => optionalText(input.adminNotes, 'adminNotes', 'Admin notes', ADMIN_NOTES_MAX)) ?? null;
    totalCost = errors.collect('totalCostCents', () => totalCostOf(input.totalCostCents)) ?? null;
  });
  let effects: ReturnType<typeof moveBookingIn>['effects'] | undefined;
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
    recordBookingEvent(deps, tx, actor, {
      bookingId: created.id,
      kind: 'created',
      summary: `Entered by the owner for ${formatLongDate(created.eventDate)}${input.inquiryId ? ', from an inquiry' : ''}`,
      toStatus: 'pending',
    });
    alsoIn?.(tx, created);
    if (!input.confirm) return created;
    const moved = moveBookingIn(deps, tx, created.id, 'confirmed', { actor, override: input.override });
    effects = moved.effects;
    return moved.booking;
  });
  if (effects?.emailed || effects?.holdsChanged) deps.outbox.kick();
  if (effects?.holdsChanged) announceHoldsChanged(deps);
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
  deps: Deps,
  input: { id: string; status: BookingStatus; adminNotes?: string | null; override?: boolean | null; othersMessage?: SlotMessage | null },
  actor: Actor,
): Promise<BookingRow> {
  const adminNotes = input.adminNotes === undefined || input.adminNotes === null ? undefined : adminNotesOf(input.adminNotes);
  let unchanged = false;
  const moved = await immediate(deps.db, (tx) => {
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
  deps: Deps,
  input: { id: string; adminNotes?: string | null; totalCostCents?: number | null; clearTotalCost?: boolean | null; version?: number | null },
  actor: Actor = SYSTEM_ACTOR,
): Promise<BookingRow> {
  const patch: Partial<typeof bookings.$inferInsert> = {};
  if (input.adminNotes != null) patch.adminNotes = adminNotesOf(input.adminNotes);
  if (input.clearTotalCost) patch.totalCost = null;
  else if (input.totalCostCents != null) patch.totalCost = totalCostOf(input.totalCostCents);
  if (Object.keys(patch).length === 0) throw badInput('Nothing to update.');
  const updated = await immediate(deps.db, (tx) => {
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
  deps: Deps,
  { bookingId, override, othersMessage }: { bookingId: string; override?: boolean | null; othersMessage?: SlotMessage | null },
  actor: Actor,
): Promise<{ booking: BookingRow; specialDate: SpecialDateRow }> {
  let holdsChanged = false;
  let unchanged = false;
  const result = await immediate(deps.db, (tx) => {
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
  deps: Deps,
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

// ---------------------------------------------------------------------------------------------
// Export

/**
 * Every booking as CSV, with its money from the ledger: the agreed price, what was received and
 * refunded, and the balance (money as dollars with two decimals, "41337.80").
 */
export function bookingsCsv(db: DB): string {
  const rows = db
    .select({ booking: bookings, space: eventSpaces })
    .from(bookings)
    .innerJoin(eventSpaces, eq(eventSpaces.id, bookings.eventSpaceId))
    .orderBy(desc(bookings.eventDate), asc(bookings.startTime))
    .all();
  const ledgers = ledgerEntriesFor(db, rows.map(({ booking }) => booking.id));
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
      'Agreed price',
      'Payments received',
      'Refunded',
      'Balance',
    ],
    rows.map(({ booking, space }) => {
      const money = ledgerTotals(ledgers.get(booking.id) ?? []);
      const agreed = hasAgreedPrice(ledgers.get(booking.id) ?? []);
      return [
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
        booking.totalCost === null ? '' : csvMoney(Math.round(booking.totalCost * 100)),
        bookingSourceLabel(booking.source),
        booking.createdAt.toISOString(),
        agreed ? csvMoney(money.agreedCents) : '',
        csvMoney(money.receivedCents),
        csvMoney(money.refundedCents),
        csvMoney(money.balanceCents),
      ];
    }),
  );
}
