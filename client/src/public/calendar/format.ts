/*
 * The browser's own date helpers. Formatting dates and times (long US dates, 12-hour times) lives
 * in shared/dates.ts, used by the server and the screens alike.
 */

/** Today's date in the browser's zone, yyyy-MM-dd (only a first guess; the server says what today is). */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export const formatMoney = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: value % 1 === 0 ? 0 : 2 }).format(value);
