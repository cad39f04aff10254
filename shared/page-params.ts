/*
 * The shapes of the query parameters visitor pages read (their address state: FAQ search, calendar
 * month, ...). The route table (shared/routes.ts) says which page reads which; the server renders a
 * page from these alone and keys its page cache by them (server/http/server-render.ts), and the
 * islands read the address through the same shapes, so what a visitor sees after hydration is
 * what the server rendered. A value outside its shape is dropped: the page is then the one without
 * it (its canonical page), never a new render. Imports neither side.
 */
import { FAQ_CATEGORIES, GALLERY_CATEGORIES } from './content.ts';
import { isValidDate, isValidMonth } from './dates.ts';

/** What a shape may depend on besides the value: the venue's calendar, read only when needed. */
export interface PageParamContext {
  /** The venue's today (yyyy-MM-dd, in its time zone). */
  today: string;
  /** The last date a visitor may request (yyyy-MM-dd); null when not known (no upper bound). */
  lastBookableDate: string | null;
}

/** A parameter's value normalised, or null when it is not one the page could use. */
export type ParamShape = (value: string, context: () => PageParamContext) => string | null;

/** Free text (a search) is cut to this many characters. */
export const SEARCH_PARAM_MAX = 100;

/** A category as the address names it (`?category=decor`): lower case, without accents. */
export function categorySlug(category: string): string {
  return category
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const FAQ_CATEGORY_SLUGS = new Set(FAQ_CATEGORIES.map(categorySlug));
/** "All" is the page without the parameter. */
const GALLERY_CATEGORY_SLUGS = new Set(GALLERY_CATEGORIES.filter((name) => name !== 'All').map(categorySlug));

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The last day of a date's month. */
const lastOfMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * Whether a date is one the public calendar shows: from the first of the venue's month to the end
 * of the last bookable date's month (its days past the booking window are shown, muted, and say
 * why they cannot be requested yet).
 */
function inCalendarReach(date: string, { today, lastBookableDate }: PageParamContext): boolean {
  return date >= firstOfMonth(today) && (lastBookableDate === null || date <= lastOfMonth(lastBookableDate));
}

export const PARAM_SHAPES: Readonly<Record<'flag' | 'search' | 'faqCategory' | 'galleryCategory' | 'galleryPhoto' | 'calendarMonth' | 'calendarDate', ParamShape>> = {
  /** `1` or nothing (a form was sent, the request form is open). */
  flag: (value) => (value === '1' ? '1' : null),
  /** Free text: trimmed, inner runs of spaces made one, at most SEARCH_PARAM_MAX characters. */
  search: (value) => value.trim().replace(/\s+/g, ' ').slice(0, SEARCH_PARAM_MAX).trim() || null,
  /** One of the FAQ's categories (the closed set of shared/content.ts). */
  faqCategory: (value) => {
    const slug = value.trim().toLowerCase();
    return FAQ_CATEGORY_SLUGS.has(slug) ? slug : null;
  },
  /** One of the gallery's filter tabs other than All. */
  galleryCategory: (value) => {
    const slug = categorySlug(value.trim());
    return GALLERY_CATEGORY_SLUGS.has(slug) ? slug : null;
  },
  /** A gallery photo's id (a UUID, lower case): the photo shown large (the gallery's lightbox page). */
  galleryPhoto: (value) => {
    const id = value.trim().toLowerCase();
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
  },
  /** A month the public calendar can show: the venue's current month up to the last bookable date's. */
  calendarMonth: (value, context) => (isValidMonth(value) && inCalendarReach(`${value}-01`, context()) ? value : null),
  /** A real date the public calendar can show (this month's past days included: they say "Past Date"). */
  calendarDate: (value, context) => (isValidDate(value) && inCalendarReach(value, context()) ? value : null),
};

/** A page's parameters: name → shape. */
export type PageParams = Readonly<Record<string, ParamShape>>;

/** The page's own parameters from a query string, normalised, in the table's order ('' when none). */
export function pageQuery(params: PageParams, search: URLSearchParams, context: () => PageParamContext): string {
  const kept = new URLSearchParams();
  for (const [name, shape] of Object.entries(params)) {
    const raw = search.get(name);
    const value = raw === null ? null : shape(raw, context);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
