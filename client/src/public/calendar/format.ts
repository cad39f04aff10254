import { TIME_SLOTS } from '../../../../shared/events.ts';
/*
 * Dates and times as the specification shows them: long US dates ("Saturday, December 5, 2026")
 * and 12-hour times. Dates are yyyy-MM-dd calendar dates in the venue's time zone, so they are
 * formatted as UTC dates (never shifted by the browser's zone). Shared by public and admin screens.
 */

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const mediumDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function utcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** "Saturday, December 5, 2026" */
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

function minutesOf(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

/** "5:00 PM"; 00:00 and 24:00 are "12:00 AM". */
export function formatTime12(time: string): string {
  const minutes = minutesOf(time) % (24 * 60);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "5:00 PM - 12:00 AM" */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime12(start)} - ${formatTime12(end)}`;
}

/** "10AM", "5:30PM" */
export function formatHourCompact(time: string): string {
  const [hm, suffix] = formatTime12(time).split(' ') as [string, string];
  return `${hm.endsWith(':00') ? hm.slice(0, -3) : hm}${suffix}`;
}

/** "10AM - 12AM" (the calendar's style) */
export function formatHoursCompact(start: string, end: string): string {
  return `${formatHourCompact(start)} - ${formatHourCompact(end)}`;
}

/** yyyy-MM of a yyyy-MM-dd date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** Today's date in the browser's zone, yyyy-MM-dd (only a first guess; the server says what today is). */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const formatMoney = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: value % 1 === 0 ? 0 : 2 }).format(value);

const endMinutes = (time: string) => minutesOf(time) || 24 * 60;

/** Whether any booking time slot lies within the hours (an end of 00:00 or 24:00 is midnight). */
export function anySlotFits(start: string, end: string): boolean {
  return TIME_SLOTS.some((slot) => minutesOf(slot.startTime) >= minutesOf(start) && endMinutes(slot.endTime) <= endMinutes(end));
}
