/*
 * Calendar dates (yyyy-MM-dd), months (yyyy-MM) and times of day (HH:mm) as the server, the
 * visitor pages and the admin screens read, check and show them. Dates are calendar dates in the
 * venue's time zone, so they are formatted as UTC dates (never shifted by a machine's own zone).
 * Imports neither side.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd. */
export function isValidDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The calendar date `days` after (or before, when negative) a yyyy-MM-dd date: no clock, so no daylight-saving shift. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A month written yyyy-MM (GraphQL `YearMonth`). */
export function isValidMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && isValidDate(`${value}-01`);
}

/** What a malformed month is answered with (the YearMonth scalar and the services). */
export const MONTH_FORMAT_MESSAGE = 'Month must be given as yyyy-MM, for example 2026-12.';

/** Minutes since midnight of HH:mm[:ss]; 24:00 is 1440. */
export function minutesOf(time: string): number {
  // Read without split(): the calendar compares slot times for every date it shows.
  const colon = time.indexOf(':');
  if (colon < 0) return Number(time) * 60;
  const next = time.indexOf(':', colon + 1);
  return Number(time.slice(0, colon)) * 60 + Number(time.slice(colon + 1, next < 0 ? undefined : next));
}

/** Minutes since midnight of an end time; 00:00 and 24:00 are the midnight that ends the day. */
export function endMinutes(time: string): number {
  const minutes = minutesOf(time);
  return minutes === 0 ? 24 * 60 : minutes;
}

// ---------------------------------------------------------------------------------------------
// Showing dates and times as the specification does: long US dates and 12-hour times.

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const mediumDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function utcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** "Saturday, December 5, 2026" for 2026-12-05 (the long US format of the specification). */
export function formatLongDate(date: string): string {
  return longDate.format(utcDate(date));
}

/** "Sat, Dec 5, 2026" */
export function formatMediumDate(date: string): string {
  return mediumDate.format(utcDate(date));
}

/** "December 2026" for 2026-12 */
export function formatMonth(month: string): string {
  return monthYear.format(utcDate(`${month}-01`));
}

/** yyyy-MM of a yyyy-MM-dd date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** "5:00 PM"; 00:00 and 24:00 are "12:00 AM". */
export function formatTime12(time: string): string {
  const minutes = minutesOf(time) % (24 * 60);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "5:00 PM - 12:00 AM" */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${formatTime12(startTime)} - ${formatTime12(endTime)}`;
}

/** "10AM", "5:30PM" (the compact style of the calendar's "10AM - 12AM"). */
export function formatHourCompact(time: string): string {
  const [hm, suffix] = formatTime12(time).split(' ') as [string, string];
  return `${hm.endsWith(':00') ? hm.slice(0, -3) : hm}${suffix}`;
}

/** "10AM - 12AM" (the calendar's style) */
export function formatHoursCompact(startTime: string, endTime: string): string {
  return `${formatHourCompact(startTime)} - ${formatHourCompact(endTime)}`;
}
