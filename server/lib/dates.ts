import { WEEKDAYS } from '../../shared/calendar.ts';
/*
 * Calendar dates are plain yyyy-MM-dd strings in the venue's time zone (DESIGN.md). "Today" and
 * "past" are judged there, whatever the server's own zone is.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as yyyy-MM-dd.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return formatterFor(timeZone).format(instant);
}

/**
 * The last answer per time zone, kept for the rest of its second (time zone offsets are whole
 * seconds, so a date cannot change within one): a page of bookings asks once per booking.
 */
const lastToday = new Map<string, { second: number; date: string }>();

export function todayIn(timeZone: string, now: Date = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastToday.get(timeZone);
  if (last?.second === second) return last.date;
  const date = localDate(now, timeZone);
  lastToday.set(timeZone, { second, date });
  return date;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since midnight of an instant on the clocks of a time zone (22:15 is 1335). */
export function minutesOfDayIn(timeZone: string, now: Date = new Date()): number {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** The venue's date and time of day now, by the app's clock (config.now: tests set it). */
export function venueNow(config: { venueTimeZone: string; now: () => Date }): { today: string; minutes: number } {
  const now = config.now();
  return { today: todayIn(config.venueTimeZone, now), minutes: minutesOfDayIn(config.venueTimeZone, now) };
}

export { isValidDate } from '../../shared/dates.ts';

/** Adds days to a yyyy-MM-dd date (calendar arithmetic, no time zone involved). */
export { addDays } from '../../shared/dates.ts';

export const WEEKDAY_NAMES = [WEEKDAYS[6]!, ...WEEKDAYS.slice(0, 6)] as const;

/** Lowercase weekday name of a yyyy-MM-dd date. */
export function weekdayOf(date: string): (typeof WEEKDAY_NAMES)[number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** Every date from `from` to `to` (yyyy-MM-dd, inclusive); none when `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  for (let day = new Date(Date.UTC(y, m - 1, d)), date = from; date <= to; ) {
    dates.push(date);
    day.setUTCDate(day.getUTCDate() + 1);
    date = day.toISOString().slice(0, 10);
  }
  return dates;
}

/** Every date of a month given as yyyy-MM. */
export function datesOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

