/*
 * Paged lists (bookings, inquiries): the page sizes the admin offers, the server's limit and the
 * messages it answers with. One home for the client and the server; imports neither side.
 */

/** The page sizes the admin screens offer; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const PAGE_SIZE_DEFAULT: PageSize = 25;
/** The most items one page may hold (first or last). */
export const PAGE_SIZE_MAX = 100;
/** The longest search text a list accepts. */
export const SEARCH_MAX_LENGTH = 200;

export const PAGINATION_MESSAGES = {
  tooLarge: `A page holds at most ${PAGE_SIZE_MAX} items: ask for ${PAGE_SIZE_MAX} or fewer.`,
  negative: 'The page size cannot be negative.',
  firstAndLast: 'Ask for either the first or the last items of a list, not both.',
  badCursor: 'This page cursor is not valid for this list (it may belong to another sort order). Start again from the first page.',
  dateRange: 'The event date range ends before it starts: choose an end date on or after the start date.',
  searchTooLong: `Search text can be at most ${SEARCH_MAX_LENGTH} characters.`,
} as const;

/** "Showing 1–25 of 20,000" (nothing shown: "No results"). */
export function showingText(start: number, shown: number, total: number): string {
  if (shown === 0) return total === 0 ? 'No results' : `Showing 0 of ${total.toLocaleString('en-US')}`;
  return `Showing ${start.toLocaleString('en-US')}–${(start + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
