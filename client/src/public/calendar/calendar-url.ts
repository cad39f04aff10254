/*
 * The public calendar's state lives in its address: /calendar?month=2027-01&date=2027-01-15
 * (&request=1 opens the booking request form). Dates are yyyy-MM-dd calendar dates, computed as
 * UTC dates so the visitor's time zone never shifts them.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function utc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d ?? 1));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The month parameter when it is a real yyyy-MM month, else null. */
export function parseMonth(value: string | null): string | null {
  return value && MONTH.test(value) ? value : null;
}

/** The date parameter when it is a real yyyy-MM-dd date (not 2027-02-30), else null. */
export function parseDate(value: string | null): string | null {
  return value && DATE.test(value) && iso(utc(value)) === value ? value : null;
}

export function addDays(date: string, days: number): string {
  const next = utc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return iso(next);
}

/** yyyy-MM, months later (or earlier). */
export function addMonths(month: string, months: number): string {
  const first = utc(`${month}-01`);
  first.setUTCMonth(first.getUTCMonth() + months);
  return iso(first).slice(0, 7);
}

/** Every date of a month, first to last. */
export function datesOfMonth(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (date: string) => utc(date).getUTCDay();

/**
 * The month shown before the server has said what today is in the venue's time zone: the current
 * month in UTC. Server and browser compute the same value (the browser's own zone would differ
 * from the server's), so a hydrating page asks for the month the server rendered.
 */
export const provisionalMonth = () => new Date().toISOString().slice(0, 7);

/** Where the chosen date's details are: a date's link lands there (below the calendar on a phone). */
export const DATE_INFORMATION_ID = 'date-information';
/** The booking request form, and the receipt that takes its place once sent. */
export const BOOKING_REQUEST_ID = 'booking-request';

/**
 * /calendar?month=…[&date=…][&request=1 | &sent=1][#…]: the form's address leads to the form
 * (#booking-request), a sent request's to its receipt; `toDetails` leads a date's link to its
 * Date Information, so a page loaded without JavaScript opens there instead of at the top.
 */
export function calendarHref({ month, date, request = false, sent = false, toDetails = false }: { month: string; date?: string | null; request?: boolean; sent?: boolean; toDetails?: boolean }): string {
  const params = new URLSearchParams({ month });
  if (date) params.set('date', date);
  if (request) params.set('request', '1');
  if (sent) params.set('sent', '1');
  const anchor = request || sent ? `#${BOOKING_REQUEST_ID}` : toDetails && date ? `#${DATE_INFORMATION_ID}` : '';
  return `/calendar?${params.toString()}${anchor}`;
}

/** The contact form, its "Desired date" filled in with this date. */
export const contactHref = (date: string) => `/contact?${new URLSearchParams({ date }).toString()}`;
