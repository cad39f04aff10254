import { MONTH_FORMAT_MESSAGE } from '../../../shared/dates.ts';
import { and, asc, between, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { immediate, type DB, type Transaction } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import type { BookingRow, CalendarSettingsRow, SpecialDateConnectionModel, SpecialDateRow } from '../../db/rows.ts';
import { connection, type ConnectionArgs, type ListOrder } from '../../lib/connection.ts';
import { PAGINATION_MESSAGES } from '../../../shared/pagination.ts';
import { bookings, calendarAvailability, calendarSettings, holds, type ReplacedSpecialDate, type SpecialDateStatus } from '../../db/schema/index.ts';
import { appError, badInput, conflict, FieldErrors, notFound, stateConflict } from '../../errors.ts';
import { addDays, datesBetween, datesOfMonth, isValidDate, venueNow } from '../../lib/dates.ts';
import { isValidTime, normalizeTime, startMinutes, windowsOverlap, windowWithin, type TimeWindow } from './time.ts';
import { endMinutes, formatLongDate, formatTimeRange, isValidMonth } from '../../../shared/dates.ts';
import { timeSlotInfo, TIME_SLOT_IDS, type TimeSlot } from '../../../shared/events.ts';
import { BLOCK_TYPES, DATE_MESSAGES, WEEKDAYS, type BlockType } from '../../../shared/calendar.ts';
import { updateOrders, updatedSinceCondition, type UpdateOrderName } from '../sync/index.ts';
import type { NotBookableReason } from '../../../shared/not-bookable.ts';
import { assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';
import { calendarSettingsValues, specialDateName, specialDateValues } from './calendar-versions.ts';

/*
 * The venue calendar: operating hours, special dates, and each date's display status
 * (specification section 4): the special date's status if one exists; otherwise booked when a
 * confirmed booking falls on the date; otherwise available from today on, past before today.
 * An open special date never reopens a date that confirmed bookings fill (see describeDay).
 * "Today" is judged in the venue's time zone.
 */

export type DayStatus = 'AVAILABLE' | 'BOOKED' | 'UNAVAILABLE' | 'PARTIALLY_AVAILABLE' | 'PREMIUM_RATE' | 'PAST';

/**
 * Why a date cannot be requested (shared/calendar.ts), the first that applies: it has passed; the
 * venue is closed or a confirmed event fills it; it lies beyond the booking window; a partially
 * available date's hours fit none of the time slots; or it is today and every slot it offered has
 * ended.
 */
export type { NotBookableReason };

export interface CalendarDayInfo {
  date: string;
  status: DayStatus;
  isPast: boolean;
  isBookable: boolean;
  /** Why the date cannot be requested; null when it can. */
  notBookableReason: NotBookableReason | null;
  /** The time slots a visitor may request on this date (empty when it is not bookable). */
  timeSlots: TimeSlot[];
  startTime: string | null;
  endTime: string | null;
  notes: string | null;
  premiumMultiplier: number | null;
  specialDateId: string | null;
  /** A first hold keeps the date (holds.service.ts); visitors are told so, never by whom. */
  isHeld: boolean;
}

export interface CalendarDeps {
  db: DB;
  /** The venue's zone and clock: "today", and which of today's time slots have ended, are read from them. */
  config: Pick<Config, 'venueTimeZone' | 'now'>;
}

/** The venue's today and the minutes of it gone by (22:15 is 1335), by the app's clock. */
interface VenueNow {
  today: string;
  minutes: number;
}

type Reader = DB | Transaction;

/** What a date's display status reads of its special date. */
type SpecialDateShown = Pick<SpecialDateRow, 'id' | 'date' | 'status' | 'notes' | 'startTime' | 'endTime' | 'premiumMultiplier'>;

const BOOKABLE: ReadonlySet<DayStatus> = new Set(['AVAILABLE', 'PREMIUM_RATE', 'PARTIALLY_AVAILABLE']);
export const NOTES_MAX = 500;
export const PREMIUM_MIN = 1;
export const PREMIUM_MAX = 5;

/**
 * The day status a special date gives its date. DayStatus is worked out, not stored (it adds BOOKED
 * and PAST), so it keeps its GraphQL names; this table is its one link to the stored statuses.
 */
export const DAY_STATUS_OF_SPECIAL: Record<SpecialDateStatus, Exclude<DayStatus, 'BOOKED' | 'PAST'>> = {
  available: 'AVAILABLE',
  unavailable: 'UNAVAILABLE',
  partially_available: 'PARTIALLY_AVAILABLE',
  premium_rate: 'PREMIUM_RATE',
};

// ---------------------------------------------------------------------------------------------
// Settings

const SPECIAL_DATE_SHOWN = {
  id: calendarAvailability.id,
  date: calendarAvailability.date,
  status: calendarAvailability.status,
  notes: calendarAvailability.notes,
  startTime: calendarAvailability.startTime,
  endTime: calendarAvailability.endTime,
  premiumMultiplier: calendarAvailability.premiumMultiplier,
};

/** What every calendar read runs (the public month view above all): prepared once per database. */
const statements = preparedStatements((db) => ({
  activeSettings: db
    .select()
    .from(calendarSettings)
    .where(eq(calendarSettings.isActive, true))
    .orderBy(desc(calendarSettings.updatedAt))
    .prepare(),
  specialDatesBetween: db
    .select(SPECIAL_DATE_SHOWN)
    .from(calendarAvailability)
    .where(between(calendarAvailability.date, sql.placeholder('from'), sql.placeholder('to')))
    .prepare(),
  confirmedBetween: db
    .select({ eventDate: bookings.eventDate, startTime: bookings.startTime, endTime: bookings.endTime })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), between(bookings.eventDate, sql.placeholder('from'), sql.placeholder('to'))))
    .prepare(),
  heldBetween: db
    .selectDistinct({ date: holds.date })
    .from(holds)
    .where(and(eq(holds.status, 'active'), eq(holds.position, 1), between(holds.date, sql.placeholder('from'), sql.placeholder('to'))))
    .prepare(),
}));

/** The active settings record; an empty database gets the defaults on first read. */
export function getCalendarSettings(db: DB): CalendarSettingsRow {
  const { activeSettings } = statements(db);
  const row = activeSettings.get();
  if (row) return row;
  // Read again inside the write transaction: another request may have written them meanwhile.
  // Synchronous, as every calendar read starts here; only a database without its seed gets here.
  return db.transaction(
    (tx) => activeSettings.get() ?? tx.insert(calendarSettings).values({ availableDays: [...WEEKDAYS] }).returning().get(),
    { behavior: 'immediate' },
  );
}

/** Saves the operating hours; minimum/maximum hours and available days are read-only (section 5). */
export async function updateCalendarSettings(
  db: DB,
  input: { startTime: string; endTime: string; version?: number | null },
  actor: VersionActor = { userId: null },
): Promise<CalendarSettingsRow> {
  const startTime = input.startTime.trim();
  const endTime = input.endTime.trim();
  const errors = new FieldErrors();
  if (!isValidTime(startTime)) errors.add('startTime', 'Opening time must be a time such as 10:00.');
  if (!isValidTime(endTime, { allowMidnightEnd: true })) errors.add('endTime', 'Closing time must be a time such as 22:00 (24:00 for midnight).');
  errors.throwIfAny();
  const window = { startTime: normalizeTime(startTime), endTime: normalizeTime(endTime) };
  if (endMinutes(window.endTime) <= startMinutes(window.startTime)) throw badInput('The closing time must be after the opening time.', 'endTime', 'OUT_OF_RANGE');
  getCalendarSettings(db); // an empty database gets its defaults first
  return await immediate(db, (tx) => {
    const current = statements(db).activeSettings.get()!;
    assertVersion(tx, { kind: 'calendar_settings', recordId: current.id, version: current.version, values: calendarSettingsValues(current) }, input.version);
    const saved = tx.update(calendarSettings).set(window).where(eq(calendarSettings.id, current.id)).returning().get()!;
    keepVersion(tx, {
      kind: 'calendar_settings',
      recordId: saved.id,
      version: saved.version,
      change: 'update',
      name: 'Operating hours',
      before: calendarSettingsValues(current),
      after: calendarSettingsValues(saved),
      actor,
    });
    return saved;
  });
}

// ---------------------------------------------------------------------------------------------
// Display status

export function lastBookableDate(settings: CalendarSettingsRow, today: string): string {
  return addDays(today, settings.advanceBookingDays);
}

/**
 * The display status of every date from `from` to `to` (inclusive), in two queries besides the
 * settings. They run on deps.db's connection, so inside a transaction opened on it they read
 * what that transaction sees (better-sqlite3: one connection, synchronous).
 */
export function dayInfos(deps: CalendarDeps, from: string, to: string): CalendarDayInfo[] {
  const settings = getCalendarSettings(deps.db);
  return describeDays(deps.db, { dates: datesBetween(from, to), now: venueNow(deps.config), settings });
}

/** `dates` are consecutive, first to last. */
function describeDays(
  db: DB,
  { dates, now, settings }: { dates: string[]; now: VenueNow; settings: CalendarSettingsRow },
): CalendarDayInfo[] {
  if (dates.length === 0) return [];
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const { specialDatesBetween, confirmedBetween, heldBetween } = statements(db);
  return describeFrom(dates, {
    specials: specialDatesBetween.all({ from, to }),
    confirmed: confirmedBetween.all({ from, to }),
    held: heldBetween.all({ from, to }).map((row) => row.date),
    now,
    settings,
  });
}

/**
 * The display status of scattered dates (a page of inquiries' desired dates), in two queries
 * besides the settings whatever their number, keyed by date.
 */
export function dayInfosOn(deps: CalendarDeps, dates: Iterable<string>): Map<string, CalendarDayInfo> {
  const wanted = [...new Set(dates)].sort();
  if (wanted.length === 0) return new Map();
  const settings = getCalendarSettings(deps.db);
  const now = venueNow(deps.config);
  const specials = deps.db
    .select(SPECIAL_DATE_SHOWN)
    .from(calendarAvailability)
    .where(inArray(calendarAvailability.date, wanted))
    .all();
  const confirmed = deps.db
    .select({ eventDate: bookings.eventDate, startTime: bookings.startTime, endTime: bookings.endTime })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), inArray(bookings.eventDate, wanted)))
    .all();
  const held = deps.db
    .selectDistinct({ date: holds.date })
    .from(holds)
    .where(and(eq(holds.status, 'active'), eq(holds.position, 1), inArray(holds.date, wanted)))
    .all()
    .map((row) => row.date);
  const infos = describeFrom(wanted, { specials, confirmed, held, now, settings });
  return new Map(infos.map((info) => [info.date, info]));
}

function describeFrom(
  dates: string[],
  input: { specials: SpecialDateShown[]; confirmed: (TimeWindow & { eventDate: string })[]; held: string[]; now: VenueNow; settings: CalendarSettingsRow },
): CalendarDayInfo[] {
  const { now, settings } = input;
  const { today } = now;
  const horizon = lastBookableDate(settings, today);
  const specials = new Map<string, SpecialDateShown>();
  for (const row of input.specials) specials.set(row.date, row);
  const confirmed = new Map<string, TimeWindow[]>();
  for (const row of input.confirmed) {
    const windows = confirmed.get(row.eventDate);
    if (windows) windows.push(row);
    else confirmed.set(row.eventDate, [row]);
  }
  const held = new Set(input.held);
  return dates.map((date) => ({
    ...describeDay(date, { special: specials.get(date), confirmed: confirmed.get(date) ?? NONE, now, horizon, settings }),
    isHeld: held.has(date) && date >= today,
  }));
}

const NONE: readonly TimeWindow[] = [];

export function dayInfo(deps: CalendarDeps, date: string): CalendarDayInfo {
  return dayInfos(deps, date, date)[0]!;
}

/** The time slots (specification section 5) that lie within a window. */
export function slotsWithin(window: TimeWindow): TimeSlot[] {
  return TIME_SLOT_IDS.filter((slot) => windowWithin(timeSlotInfo(slot), window));
}

/**
 * A date's display status and what a visitor may request on it. The specification's order
 * (section 4: special date, then booked, then available or past) holds, with one exception: a
 * confirmed booking is never hidden by an open special date. A whole-day date (available or
 * premium rate, or no special date) with a confirmed booking is booked, as the venue hosts one
 * event a day; a partially available date is booked when confirmed bookings leave none of the
 * time slots that fit its hours free. A partially available date whose hours fit no time slot
 * keeps its status (visitors see the hours) but cannot be requested. Today, a time slot that has
 * ended (by the venue's clock) is no longer offered; a slot under way still is.
 */
function describeDay(
  date: string,
  { special, confirmed, now, horizon, settings }: { special?: SpecialDateShown; confirmed: readonly TimeWindow[]; now: VenueNow; horizon: string; settings: CalendarSettingsRow },
): Omit<CalendarDayInfo, 'isHeld'> {
  const { today } = now;
  const isPast = date < today;
  let status: DayStatus = special ? DAY_STATUS_OF_SPECIAL[special.status] : isPast ? 'PAST' : 'AVAILABLE';
  let timeSlots: TimeSlot[] = [];
  if (status === 'PARTIALLY_AVAILABLE') {
    const window = partialWindow(special!, settings);
    const fitting = slotsWithin(window);
    timeSlots = fitting.filter((slot) => !confirmed.some((booking) => windowsOverlap(booking, timeSlotInfo(slot))));
    if (timeSlots.length === 0 && confirmed.some((booking) => windowsOverlap(booking, window))) status = 'BOOKED';
  } else if (status !== 'UNAVAILABLE' && confirmed.length > 0) {
    status = 'BOOKED';
  } else if (status === 'AVAILABLE' || status === 'PREMIUM_RATE') {
    timeSlots = [...TIME_SLOT_IDS];
  }
  const open = status === 'AVAILABLE' || status === 'PREMIUM_RATE' || status === 'PARTIALLY_AVAILABLE';
  const notEnded = date === today ? timeSlots.filter((slot) => !hasEnded(timeSlotInfo(slot), now)) : timeSlots;
  const notBookableReason: NotBookableReason | null = isPast
    ? 'PAST'
    : !BOOKABLE.has(status)
      ? status === 'BOOKED'
        ? 'BOOKED'
        : 'UNAVAILABLE'
      : date > horizon
        ? 'BEYOND_BOOKING_WINDOW'
        : timeSlots.length === 0
          ? 'NO_SLOT_FITS'
          : notEnded.length === 0
            ? 'SLOTS_ENDED'
            : null;
  const isBookable = notBookableReason === null;
  return {
    date,
    status,
    isPast,
    isBookable,
    notBookableReason,
    timeSlots: isBookable ? notEnded : [],
    startTime: open ? (special?.startTime ?? settings.startTime) : null,
    endTime: open ? (special?.endTime ?? settings.endTime) : null,
    notes: special?.notes ?? null,
    premiumMultiplier: status === 'PREMIUM_RATE' ? (special?.premiumMultiplier ?? 1) : null,
    specialDateId: special?.id ?? null,
  };
}

/** Whether a window on this date has ended by the venue's clock: a date before today, or today with its end at or before now. */
export function windowHasEnded(deps: CalendarDeps, date: string, window: TimeWindow): boolean {
  const now = venueNow(deps.config);
  return date < now.today || (date === now.today && hasEnded(window, now));
}

/** Whether a window of today has ended by the venue's clock (its end is at or before now). */
function hasEnded(window: TimeWindow, now: VenueNow): boolean {
  return endMinutes(window.endTime) <= now.minutes;
}

/** A partially available date's open hours: its own, or the operating hours when it gives none. */
function partialWindow(special: SpecialDateShown, settings: CalendarSettingsRow): TimeWindow {
  return { startTime: special.startTime ?? settings.startTime, endTime: special.endTime ?? settings.endTime };
}

export function calendarMonth(deps: CalendarDeps, month: string) {
  if (!isValidMonth(month)) throw badInput(MONTH_FORMAT_MESSAGE, 'month');
  const dates = datesOfMonth(month);
  const now = venueNow(deps.config);
  const settings = getCalendarSettings(deps.db);
  return {
    month,
    today: now.today,
    timeZone: deps.config.venueTimeZone,
    lastBookableDate: lastBookableDate(settings, now.today),
    days: describeDays(deps.db, { dates, now, settings }),
  };
}

/** Confirmed bookings on a date whose time overlaps the window. */
export function overlappingConfirmedBookings(reader: Reader, date: string, window: TimeWindow, exceptId?: string): BookingRow[] {
  return reader
    .select()
    .from(bookings)
    .where(and(eq(bookings.eventDate, date), eq(bookings.status, 'confirmed')))
    .orderBy(asc(bookings.startTime))
    .all()
    .filter((booking) => booking.id !== exceptId && windowsOverlap(booking, window));
}

/**
 * The specification's is_date_available RPC: the date can be booked (not past, within the advance
 * window, not blocked or booked), a partially available date's hours contain the window, the
 * window has not ended yet when the date is today, and no confirmed booking overlaps it.
 */
export function isDateAvailable(deps: CalendarDeps, input: { date: string; startTime: string; endTime: string }, reader: Reader = deps.db): boolean {
  const window = { startTime: normalizeTime(input.startTime), endTime: normalizeTime(input.endTime) };
  if (endMinutes(window.endTime) <= startMinutes(window.startTime)) throw badInput('The end time must be after the start time.', 'endTime');
  const day = dayInfo(deps, input.date);
  if (!day.isBookable) return false;
  if (windowHasEnded(deps, input.date, window)) return false;
  if (day.status === 'PARTIALLY_AVAILABLE' && day.startTime && day.endTime && !windowWithin(window, { startTime: day.startTime, endTime: day.endTime })) {
    return false;
  }
  return overlappingConfirmedBookings(reader, input.date, window).length === 0;
}

/**
 * The nearest dates (before or after `date`, never past) a visitor could book for a whole day:
 * available or premium rate. Ties go to the earlier date.
 */
export function nearestOpenDates(deps: CalendarDeps, date: string, count = 3, searchDays = 120): CalendarDayInfo[] {
  const days = dayInfos(deps, addDays(date, -searchDays), addDays(date, searchDays));
  const target = Date.parse(date);
  return days
    .filter((day) => day.date !== date && day.isBookable && (day.status === 'AVAILABLE' || day.status === 'PREMIUM_RATE'))
    .sort((a, b) => Math.abs(Date.parse(a.date) - target) - Math.abs(Date.parse(b.date) - target) || a.date.localeCompare(b.date))
    .slice(0, count)
    .sort((a, b) => a.date.localeCompare(b.date));
}

// ---------------------------------------------------------------------------------------------
// Special dates

export type SpecialDateOrderName = 'DATE_ASC' | UpdateOrderName;

const SPECIAL_DATE_ORDERS: Record<SpecialDateOrderName, ListOrder<SpecialDateRow>> = {
  // One special date per calendar date at most; the id keeps the key unique all the same.
  DATE_ASC: { name: 'DATE_ASC', direction: 'asc', keys: [calendarAvailability.date, calendarAvailability.id], keyOf: (row) => [row.date, row.id] },
  ...updateOrders<SpecialDateRow>(calendarAvailability),
};

export interface SpecialDateFilter {
  from?: string | null;
  to?: string | null;
  status?: SpecialDateStatus | null;
  /** Only special dates changed at or after this instant (incremental sync). */
  updatedSince?: Date | null;
}

/** A page of special dates in date order (or update order), by keyset (server/lib/connection.ts). */
export function specialDatesConnection(db: DB, args: ConnectionArgs, filter: SpecialDateFilter = {}, orderName: SpecialDateOrderName = 'DATE_ASC'): SpecialDateConnectionModel {
  if (filter.from && filter.to && filter.from > filter.to) throw badInput(PAGINATION_MESSAGES.dateRange, 'to');
  const where = and(
    filter.from ? gte(calendarAvailability.date, filter.from) : undefined,
    filter.to ? lte(calendarAvailability.date, filter.to) : undefined,
    filter.status ? eq(calendarAvailability.status, filter.status) : undefined,
    updatedSinceCondition(calendarAvailability.updatedAt, filter.updatedSince),
  );
  return connection(args, {
    where,
    order: SPECIAL_DATE_ORDERS[orderName],
    rows: (condition, order, limit) => db.select().from(calendarAvailability).where(condition).orderBy(...order).limit(limit).all(),
    count: () => db.select({ n: count() }).from(calendarAvailability).where(where).get()!.n,
    exists: (condition) => db.select({ id: calendarAvailability.id }).from(calendarAvailability).where(condition).limit(1).get() !== undefined,
  });
}

interface SpecialDateFields {
  status: SpecialDateStatus;
  notes?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  premiumMultiplier?: number | null;
}

/**
 * Checks and normalizes the fields an admin sets on a special date; every problem is recorded in
 * `errors` and thrown together (with the caller's own, such as the date).
 */
function validateSpecialDateFields(input: SpecialDateFields, errors = new FieldErrors()) {
  const notes = input.notes?.trim() || null;
  if (notes && notes.length > NOTES_MAX) errors.add('notes', `Notes must be at most ${NOTES_MAX} characters.`, 'TOO_LONG');
  const startTime = input.startTime?.trim() || null;
  const endTime = input.endTime?.trim() || null;
  if (startTime && !isValidTime(startTime)) errors.add('startTime', 'Start time must be a time such as 09:00.');
  if (endTime && !isValidTime(endTime, { allowMidnightEnd: true })) errors.add('endTime', 'End time must be a time such as 17:00 (24:00 for midnight).');
  if ((startTime && !endTime) || (!startTime && endTime)) {
    errors.add(startTime ? 'endTime' : 'startTime', 'Give both a start and an end time, or neither.', 'REQUIRED');
  } else if (startTime && endTime && !errors.has('startTime') && !errors.has('endTime') && endMinutes(endTime) <= startMinutes(startTime)) {
    errors.add('endTime', 'The end time must be after the start time.', 'OUT_OF_RANGE');
  }
  let premiumMultiplier: number | null = null;
  if (input.status === 'premium_rate') {
    premiumMultiplier = input.premiumMultiplier ?? 1;
    if (!Number.isFinite(premiumMultiplier) || premiumMultiplier < PREMIUM_MIN || premiumMultiplier > PREMIUM_MAX) {
      errors.add('premiumMultiplier', `The premium multiplier must be between ${PREMIUM_MIN} and ${PREMIUM_MAX}.`, 'OUT_OF_RANGE');
    } else if (Math.abs(premiumMultiplier * 10 - Math.round(premiumMultiplier * 10)) > 1e-9) {
      errors.add('premiumMultiplier', 'The premium multiplier must be in steps of 0.1 (for example 1.5).');
    }
    premiumMultiplier = Math.round(premiumMultiplier * 10) / 10;
  }
  errors.throwIfAny();
  return {
    status: input.status,
    notes,
    startTime: startTime && normalizeTime(startTime),
    endTime: endTime && normalizeTime(endTime),
    premiumMultiplier,
  };
}

function requireDate(value: string, { empty, invalid }: { empty: string; invalid: string }): string {
  const date = value.trim();
  if (!date) throw badInput(empty, 'date', 'REQUIRED');
  if (!isValidDate(date)) throw badInput(invalid, 'date');
  return date;
}

export async function addSpecialDate(
  deps: CalendarDeps,
  input: SpecialDateFields & { date: string },
  actor: VersionActor = { userId: null },
): Promise<SpecialDateRow> {
  const errors = new FieldErrors();
  const date = errors.collect('date', () => requireDate(input.date, { empty: DATE_MESSAGES.required, invalid: 'Please select a valid date (yyyy-MM-dd).' }));
  if (date && date < venueNow(deps.config).today) errors.add('date', 'Special dates must be today or later.', 'OUT_OF_RANGE');
  const fields = validateSpecialDateFields(input, errors); // throws every problem, the date's too
  const day = date!;
  return await immediate(deps.db, (tx) => {
    const existing = tx.select().from(calendarAvailability).where(eq(calendarAvailability.date, day)).get();
    if (existing) {
      throw conflict(`A special date already exists for ${formatLongDate(day)}. Edit or remove it instead.`);
    }
    const created = tx.insert(calendarAvailability).values({ date: day, ...fields }).returning().get();
    const after = specialDateValues(created);
    keepVersion(tx, { kind: 'special_date', recordId: created.id, version: created.version, change: 'create', name: specialDateName(created), before: null, after, actor });
    return created;
  });
}

export async function updateSpecialDate(
  deps: CalendarDeps,
  input: SpecialDateFields & { id: string; version?: number | null },
  actor: VersionActor = { userId: null },
): Promise<SpecialDateRow> {
  const fields = validateSpecialDateFields(input);
  return await immediate(deps.db, (tx) => {
    const current = tx.select().from(calendarAvailability).where(eq(calendarAvailability.id, input.id)).get();
    if (!current) throw notFound('That special date no longer exists.');
    assertVersion(tx, { kind: 'special_date', recordId: current.id, version: current.version, values: specialDateValues(current) }, input.version);
    // An edited block is the admin's own: cancelling the booking it was made for no longer lifts it.
    const updated = tx
      .update(calendarAvailability)
      .set({ ...fields, blockedForBookingId: null, replacedSpecialDate: null })
      .where(eq(calendarAvailability.id, input.id))
      .returning()
      .get()!;
    keepVersion(tx, {
      kind: 'special_date',
      recordId: updated.id,
      version: updated.version,
      change: 'update',
      name: specialDateName(updated),
      before: specialDateValues(current),
      after: specialDateValues(updated),
      actor,
    });
    return updated;
  });
}

/**
 * Calendar Settings' Remove. On a block that replaced a special date (Quick Block or Confirm &
 * Block over a premium rate or partial hours), removing the block puts that special date back, as
 * Unblock does: the owner removes the block, not the setting under it. Any other row is deleted.
 * Returns what the date holds afterwards (null: nothing).
 */
export async function removeSpecialDate(
  deps: CalendarDeps,
  id: string,
  { version, actor = { userId: null } }: { version?: number | null; actor?: VersionActor } = {},
): Promise<SpecialDateRow | null> {
  return await immediate(deps.db, (tx) => {
    const row = tx.select().from(calendarAvailability).where(eq(calendarAvailability.id, id)).get();
    if (!row) throw notFound('That special date no longer exists.');
    // The owner chose to remove what they saw: a date changed meanwhile is shown again first.
    assertVersion(tx, { kind: 'special_date', recordId: row.id, version: row.version, values: specialDateValues(row) }, version);
    const before = specialDateValues(row);
    if (row.status === 'unavailable' && row.replacedSpecialDate) {
      const restored = restoreReplacedIn(tx, row.id, row.replacedSpecialDate);
      keepVersion(tx, { kind: 'special_date', recordId: row.id, version: restored.version, change: 'update', name: specialDateName(row), before, after: specialDateValues(restored), actor });
      return restored;
    }
    tx.delete(calendarAvailability).where(eq(calendarAvailability.id, row.id)).run();
    keepVersion(tx, { kind: 'special_date', recordId: row.id, version: row.version, change: 'delete', name: specialDateName(row), before, after: null, actor });
    return null;
  });
}

/** A block becomes again the special date it replaced (in the caller's transaction). */
function restoreReplacedIn(tx: Transaction, blockId: string, replaced: ReplacedSpecialDate): SpecialDateRow {
  return tx
    .update(calendarAvailability)
    .set({ ...replaced, blockedForBookingId: null, replacedSpecialDate: null })
    .where(eq(calendarAvailability.id, blockId))
    .returning()
    .get()!;
}

// ---------------------------------------------------------------------------------------------
// Quick block


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
  deps: CalendarDeps,
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

  return await immediate(deps.db, (tx) => {
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
export async function unblockDate(deps: CalendarDeps, id: string): Promise<SpecialDateRow | null> {
  return await immediate(deps.db, (tx) => {
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
  deps: CalendarDeps,
  tx: Transaction,
  booking: Pick<BookingRow, 'eventDate' | 'startTime' | 'endTime'>,
): { reason: 'DATE_BLOCKED' | 'OUTSIDE_HOURS'; message: string } | null {
  const special = tx.select().from(calendarAvailability).where(eq(calendarAvailability.date, booking.eventDate)).get();
  if (!special) return null;
  const date = formatLongDate(booking.eventDate);
  if (special.status === 'unavailable') {
    return {
      reason: 'DATE_BLOCKED',
      message: `${date} is blocked on your calendar${special.notes ? ` (${special.notes})` : ''}. Confirm this booking anyway?`,
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
