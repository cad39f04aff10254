/*
 * The Reports section's rules, shared by the server (server/modules/reports) and the admin screen (client/src/admin/reports):
 * a range of whole months, at most REPORT_MAX_MONTHS long, and the messages for a bad range.
 */

import { isValidMonth, MONTH_FORMAT_MESSAGE } from './dates.ts';

export const REPORT_MAX_MONTHS = 36;

export const REPORT_MESSAGES = {
  /** The one month message (the YearMonth scalar gives it too). */
  badMonth: MONTH_FORMAT_MESSAGE,
  reversed: 'The first month of the range must not be after the last.',
  tooLong: `A report covers at most ${REPORT_MAX_MONTHS} months.`,
} as const;

/** The months from `from` to `to`, both included (yyyy-MM). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = to.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The message for a range the report refuses, or null when it is a valid range. */
export function reportRangeProblem(from: string, to: string): string | null {
  if (!isValidMonth(from) || !isValidMonth(to)) return REPORT_MESSAGES.badMonth;
  if (from > to) return REPORT_MESSAGES.reversed;
  if (monthsBetween(from, to).length > REPORT_MAX_MONTHS) return REPORT_MESSAGES.tooLong;
  return null;
}

/** The month a number of months after (or before, when negative) another. */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Money in a CSV cell: dollars with two decimals and no symbol or separators ("41337.80"). */
export const csvMoney = (cents: number): string => (cents / 100).toFixed(2);

/** A share (0 to 1) as a percentage with one decimal ("41.9%"); a dash when there is none. */
export function formatPercent(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
}

/** A share (0 to 1) in a CSV cell: the percentage with one decimal, no sign ("41.9"); empty when there is none. */
export const csvPercent = (share: number | null | undefined): string => (share === null || share === undefined ? '' : (Math.round(share * 1000) / 10).toFixed(1));

/** The one line both the dashboard's and Reports' revenue cards carry under the figure. */
export const REVENUE_HINT = 'Confirmed and completed bookings, plus fees kept';
