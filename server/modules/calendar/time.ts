import { endMinutes, minutesOf } from '../../../shared/dates.ts';

/*
 * Times of day are HH:mm strings. An end of 00:00 or 24:00 means midnight at the end of the day
 * (the evening slot runs 17:00–00:00), so every comparison goes through endMinutes().
 */

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** HH:mm or HH:mm:ss, 00:00–23:59; `allowMidnightEnd` also accepts 24:00. */
export function isValidTime(value: string, { allowMidnightEnd = false } = {}): boolean {
  if (allowMidnightEnd && /^24:00(:00)?$/.test(value)) return true;
  return TIME_PATTERN.test(value);
}

/** HH:mm of a valid time (drops seconds). */
export function normalizeTime(value: string): string {
  return value.slice(0, 5);
}

export function startMinutes(time: string): number {
  return minutesOf(time);
}

export interface TimeWindow {
  startTime: string;
  endTime: string;
}

/** Half-open windows [start, end) on the same date overlap. */
export function windowsOverlap(a: TimeWindow, b: TimeWindow): boolean {
  return startMinutes(a.startTime) < endMinutes(b.endTime) && startMinutes(b.startTime) < endMinutes(a.endTime);
}

/** `inner` lies within `outer`. */
export function windowWithin(inner: TimeWindow, outer: TimeWindow): boolean {
  return startMinutes(inner.startTime) >= startMinutes(outer.startTime) && endMinutes(inner.endTime) <= endMinutes(outer.endTime);
}

/**
 * The instant at which a wall-clock time on a date happens in a time zone (for the iCalendar
 * feed, which is written in UTC). 24:00 is midnight at the start of the next day.
 */
export function zonedDateTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(time);
  const wallClockAsUtc = Date.UTC(y, m - 1, d, 0, minutes);
  // Two passes settle the offset across a daylight-saving change.
  let instant = wallClockAsUtc - offsetMs(wallClockAsUtc, timeZone);
  instant = wallClockAsUtc - offsetMs(instant, timeZone);
  return new Date(instant);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}
