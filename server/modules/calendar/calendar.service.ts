import { MONTH_FORMAT_MESSAGE } from '../../../shared/dates.ts';
import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import type { BookingRow, CalendarSettingsRow, SpecialDateRow } from '../../db/rows.ts';
import { bookings, calendarAvailability, calendarSettings, holds, type SpecialDateStatus } from '../../db/schema/index.ts';
import { badInput, FieldErrors } from '../../errors.ts';
import { addDays, datesBetween, datesOfMonth, venueNow } from '../../lib/dates.ts';
import { isValidTime, normalizeTime, startMinutes, windowsOverlap, windowWithin, type TimeWindow } from './time.ts';
import { endMinutes, isValidMonth } from '../../../shared/dates.ts';
import { timeSlotInfo, TIME_SLOT_IDS, type TimeSlot } from '../../../shared/events.ts';
import { WEEKDAYS } from '../../../shared/calendar.ts';
import type { NotBookableReason } from '../../../shared/not-bookable.ts';
import { assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';
import { calendarSettingsValues } from './calendar-versions.ts';

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

export interface CalendarContext {
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
  return await writeTransaction(db, (tx) => {
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
export function dayInfos(deps: CalendarContext, from: string, to: string): CalendarDayInfo[] {
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
export function dayInfosOn(deps: CalendarContext, dates: Iterable<string>): Map<string, CalendarDayInfo> {
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

export function dayInfo(deps: CalendarContext, date: string): CalendarDayInfo {
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
export function windowHasEnded(deps: CalendarContext, date: string, window: TimeWindow): boolean {
  const now = venueNow(deps.config);
  return date < now.today || (date === now.today && hasEnded(window, now));
}

/** Whether a window of today has ended by the venue's clock (its end is at or before now). */
function hasEnded(window: TimeWindow, now: VenueNow): boolean {
  return endMinutes(window.endTime) <= now.minutes;
}

/** A partially available date's open hours: its own, or the operating hours when it gives none. */
export function partialWindow(special: SpecialDateShown, settings: CalendarSettingsRow): TimeWindow {
  return { startTime: special.startTime ?? settings.startTime, endTime: special.endTime ?? settings.endTime };
}

export function calendarMonth(deps: CalendarContext, month: string) {
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
export function isDateAvailable(deps: CalendarContext, input: { date: string; startTime: string; endTime: string }, reader: Reader = deps.db): boolean {
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
export function nearestOpenDates(deps: CalendarContext, date: string, count = 3, searchDays = 120): CalendarDayInfo[] {
  const days = dayInfos(deps, addDays(date, -searchDays), addDays(date, searchDays));
  const target = Date.parse(date);
  return days
    .filter((day) => day.date !== date && day.isBookable && (day.status === 'AVAILABLE' || day.status === 'PREMIUM_RATE'))
    .sort((a, b) => Math.abs(Date.parse(a.date) - target) - Math.abs(Date.parse(b.date) - target) || a.date.localeCompare(b.date))
    .slice(0, count)
    .sort((a, b) => a.date.localeCompare(b.date));
}
