/*
 * The query parameters each visitor page reads (its URL state: FAQ search, calendar month, ...).
 * The server renders a page from these alone and keys its render cache by them
 * (server/http/server-render.ts): any other parameter (utm_source, fbclid, a random cache-buster)
 * neither makes a new cache entry nor reaches the page. Each value is normalized here, or dropped
 * when it is not one the page could use.
 */

type Normalize = (value: string) => string | null;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const month: Normalize = (value) => (MONTH.test(value) ? value : null);
const date: Normalize = (value) => (DATE.test(value) ? value : null);
const flag: Normalize = (value) => (value === '1' ? '1' : null);
/** Free text (a search): trimmed, inner runs of spaces made one, at most 100 characters. */
const text: Normalize = (value) => value.trim().replace(/\s+/g, ' ').slice(0, 100) || null;
/** A category's URL name: lowercase letters, digits and dashes. */
const slug: Normalize = (value) => {
  const normalized = value.trim().toLowerCase();
  return /^[a-z0-9-]{1,40}$/.test(normalized) ? normalized : null;
};

export const PAGE_QUERY_PARAMS: Record<string, Record<string, Normalize>> = {
  '/faq': { q: text, category: slug },
  '/gallery': { category: slug },
  '/calendar': { month, date, request: flag, sent: flag },
  '/contact': { sent: flag, date },
};

/** The page's own parameters from a query string, normalized, in a fixed order ('' when none). */
export function pageQuery(pathname: string, search: URLSearchParams): string {
  const params = PAGE_QUERY_PARAMS[pathname];
  if (!params) return '';
  const kept = new URLSearchParams();
  for (const [name, normalize] of Object.entries(params)) {
    const raw = search.get(name);
    const value = raw === null ? null : normalize(raw);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
