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

/** A month written yyyy-MM (GraphQL `YearMonth`). */
export function isValidMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && isValidDate(`${value}-01`);
}

/** What a malformed month is answered with (the YearMonth scalar and the services). */
export const MONTH_FORMAT_MESSAGE = 'Month must be given as yyyy-MM, for example 2026-12.';
