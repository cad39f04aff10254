/*
 * Moments (a payment recorded, a quote accepted, a hold's end) as the owner reads them: in the
 * venue's time zone, with the zone named whenever the reader's own zone is another one, so "2:05 AM"
 * is never read in the wrong zone. Imports neither side.
 */

/** "Nov 28, 2026, 2:05 PM" in `timeZone`, with " EST" added when `readerTimeZone` differs. */
export function formatInstant(instant: Date | string, timeZone: string, readerTimeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const showZone = readerTimeZone !== undefined && readerTimeZone !== timeZone;
  // dateStyle/timeStyle cannot be combined with timeZoneName: the fields are spelled out.
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, ...(showZone ? { timeZoneName: 'short' as const } : {}) }).format(date);
}

/** "Nov 28, 2026" (the venue's date of a moment). */
export function formatInstantDate(instant: Date | string, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date);
}
