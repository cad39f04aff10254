/*
 * The route table: every address the server answers, declared once. The React router
 * (client/src/app/router.tsx), the server's dispatch (server/http/client.ts, server/app.ts), the
 * sitemap and robots.txt (server/http/seo.ts), page titles (client/src/public/PublicLayout.tsx),
 * the page cache and its fast path (server/http/server-render.ts) and the access log's redaction
 * (server/http/access-log.ts, server/logger.ts) all read it; nothing else decides what an address
 * is. How an address is matched against it lives in shared/route-match.ts. Imports neither side.
 *
 * Three kinds of address:
 * - visitor pages: rendered on the server, kept in the page cache under the route and the
 *   parameters it declares (normalised by their shapes, shared/page-params.ts), and hydrated as
 *   islands. Every visitor page also reads `preview=true` (an admin's staged view), which is never
 *   cached;
 * - app screens: the single-page app (sign-in and the admin, each admin section at its own
 *   address under /admin), rendered in the browser only;
 * - server routes: answered by the server itself, never by the page cache. Their secret
 *   parameters (the quote and calendar-feed tokens) are never written to a log.
 */
import { PARAM_SHAPES, type PageParams } from './page-params.ts';

export type HttpMethod = 'GET' | 'POST';

interface RouteBase {
  /** A stable name (cache keys, the router's screens, tests). */
  id: string;
  /**
   * The canonical address. Segments are literals (matched without regard to case), `:name` (one
   * segment), `:name.ext` (one segment ending in .ext), `:name.*` (one segment with any file
   * extension) or a final `*` (the rest of the path).
   */
  pattern: string;
  /** The methods answered here (HEAD is answered wherever GET is). */
  methods: readonly HttpMethod[];
}

/** A visitor page: server-rendered, cached, hydrated as islands. */
export interface VisitorPageRoute extends RouteBase {
  kind: 'page';
  /** The page's slug in the page settings (navigation, sitemap, descriptions). */
  slug: string;
  /** The page's built-in name: its title when the admin has hidden it from the navigation ('' is the site's title alone). */
  title: string;
  /** The query parameters the page reads, with their shapes; any other parameter is ignored. */
  params: PageParams;
  /** Whether anonymous views are kept in the page cache. */
  cacheable: true;
}

/** A screen of the single-page app: rendered in the browser only, never cached, never indexed. */
export interface AppScreenRoute extends RouteBase {
  kind: 'app';
  title: string;
  /** Parameters the screen reads that must never be logged (their names may be). */
  secretParams: readonly string[];
  cacheable: false;
}

/** An address the server answers itself. */
export interface ServerRoute extends RouteBase {
  kind: 'server';
  /** What answers it (documentation and the architecture notes). */
  answer: string;
  /** Path parameters that are credentials: redacted from every log line. */
  secretParams: readonly string[];
  /** Files on disk under this prefix: a missing one is answered as an unknown address. */
  files?: true;
  /** A form posted natively: the visitor page rendered again (from its canonical address) when it is refused. */
  formOf?: VisitorPageId;
  cacheable: false;
}

export type Route = VisitorPageRoute | AppScreenRoute | ServerRoute;

const GET = ['GET'] as const;
const POST = ['POST'] as const;

const page = <Id extends string>(id: Id, pattern: string, slug: string, title: string, params: PageParams = {}): VisitorPageRoute & { id: Id } => ({
  kind: 'page',
  id,
  pattern,
  methods: GET,
  slug,
  title,
  params,
  cacheable: true,
});

/** The visitor pages, in the specification's order. */
export const VISITOR_PAGES = [
  page('home', '/', 'home', ''),
  page('about', '/about', 'about', 'About'),
  page('faq', '/faq', 'faq', 'FAQ', { q: PARAM_SHAPES.search, category: PARAM_SHAPES.faqCategory }),
  page('events', '/events', 'events', 'Events & Pricing'),
  // ?photo=<id>: the lightbox page, one photo large with the previous and next (the photos' links).
  page('gallery', '/gallery', 'gallery', 'Gallery', { category: PARAM_SHAPES.galleryCategory, photo: PARAM_SHAPES.galleryPhoto }),
  page('contact', '/contact', 'contact', 'Contact', { sent: PARAM_SHAPES.flag, date: PARAM_SHAPES.calendarDate }),
  page('calendar', '/calendar', 'calendar', 'Availability', {
    month: PARAM_SHAPES.calendarMonth,
    date: PARAM_SHAPES.calendarDate,
    request: PARAM_SHAPES.flag,
    sent: PARAM_SHAPES.flag,
  }),
  page('resources', '/resources', 'resources', 'Resources'),
] as const satisfies readonly VisitorPageRoute[];

export type VisitorPageId = (typeof VISITOR_PAGES)[number]['id'];

/** The parameter every visitor page reads for an admin's staged view (never cached). */
export const PREVIEW_PARAM = 'preview';

const app = <Id extends string>(id: Id, pattern: string, title: string, secretParams: readonly string[] = []): AppScreenRoute & { id: Id } => ({
  kind: 'app',
  id,
  pattern,
  methods: GET,
  title,
  secretParams,
  cacheable: false,
});

/** The single-page app's screens: sign-in (and the e-mailed reset and confirmation links) and the admin. */
export const APP_SCREENS = [
  app('admin', '/admin', 'Admin'),
  app('admin-test', '/admin-test', 'Database diagnostics'),
  app('auth', '/auth', 'Admin Access', ['token']),
] as const satisfies readonly AppScreenRoute[];

export type AppScreenId = (typeof APP_SCREENS)[number]['id'];

/** The admin app's address: its first screen, the dashboard. */
const ADMIN_HOME = '/admin';

const adminSection = <Key extends string>(key: Key, title: string) => ({ key, title, path: key === 'dashboard' ? ADMIN_HOME : `${ADMIN_HOME}/${key}` }) as const;

/**
 * The admin's sections, each at its own address in the admin app: the dashboard at /admin itself,
 * every other section at /admin/<key>, so a section can be reloaded, bookmarked, shared and opened
 * in a new tab. The key is also what the old addresses named (`/admin?section=<key>`), which are
 * redirected to these (see adminSectionRedirect). The title is the heading of the section's screen.
 */
export const ADMIN_SECTIONS = [
  adminSection('dashboard', 'Dashboard Overview'),
  adminSection('reports', 'Reports'),
  adminSection('bookings', 'Bookings Management'),
  adminSection('inquiries', 'Inquiries'),
  adminSection('calendar', 'Calendar Settings'),
  adminSection('quick-block', 'Quick Block'),
  adminSection('follow-ups', 'Follow-ups'),
  adminSection('terms', 'Terms & Policies'),
  adminSection('homepage', 'Content Management'),
  adminSection('about', 'About Management'),
  adminSection('faq', 'FAQ Management'),
  adminSection('events', 'Events Management'),
  adminSection('gallery', 'Gallery Management'),
  adminSection('contact', 'Contact Management'),
  adminSection('pages', 'Page Management'),
  adminSection('resources', 'Resources'),
  adminSection('changelog', 'Content Change Log'),
  adminSection('social', 'Social Media & Footer'),
  adminSection('branding', 'Branding Settings'),
  adminSection('seo', 'SEO Management'),
  adminSection('ai-receptionist', 'AI Receptionist Services'),
  adminSection('profile', 'Profile'),
  adminSection('api-tokens', 'API Tokens'),
  adminSection('webhooks', 'Webhooks'),
  adminSection('outbox', 'E-mail Outbox'),
  adminSection('guide', 'Dashboard Guide'),
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key'];

/** The section an admin lands on, and the one an unknown old key falls back to. */
export const DEFAULT_ADMIN_SECTION: AdminSectionKey = 'dashboard';

/**
 * Other names of a section: `calendar-settings` is "the same screen as calendar", and the dashboard
 * is /admin itself. Both `/admin?section=<alias>` and `/admin/<alias>` go to the section's address.
 */
const ADMIN_SECTION_ALIASES: Readonly<Record<string, AdminSectionKey>> = { 'calendar-settings': 'calendar', dashboard: 'dashboard' };

/** A section's own address (a real link: it opens in a new tab or can be copied). */
export const adminSectionPath = (key: AdminSectionKey): string => ADMIN_SECTIONS.find((section) => section.key === key)!.path;

/** The section shown at an address of the admin app (`/admin/faq` is faq), or null when the address is not a section's. */
export function adminSectionAt(path: string): AdminSectionKey | null {
  return ADMIN_SECTIONS.find((section) => section.path === path)?.key ?? null;
}

/** The old query parameter that named the admin's section. */
const LEGACY_SECTION_PARAM = 'section';

/**
 * Where an old address of the admin goes: `/admin?section=<key>` to the section's own address with
 * the other parameters kept (`/admin?section=bookings&booking=7` is `/admin/bookings?booking=7`),
 * an alias to its section, and an unknown key to the dashboard (as an unknown section always
 * fell back to it). Null when the address names no section in its query.
 */
export function adminSectionRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  const named = params.get(LEGACY_SECTION_PARAM);
  if (named === null) return null;
  params.delete(LEGACY_SECTION_PARAM);
  const key = ADMIN_SECTIONS.find((section) => section.key === named)?.key ?? ADMIN_SECTION_ALIASES[named] ?? DEFAULT_ADMIN_SECTION;
  const rest = params.toString();
  return `${adminSectionPath(key)}${rest ? `?${rest}` : ''}`;
}

/** The admin's sections besides the dashboard: app screens of the admin app (client/src/app/router.tsx). */
export const ADMIN_SECTION_SCREENS: readonly AppScreenRoute[] = ADMIN_SECTIONS.filter((section) => section.path !== ADMIN_HOME).map((section) =>
  app(`admin-${section.key}`, section.path, section.title),
);

/** Addresses that are another route's other name, each redirected permanently to that route's address. */
export const ROUTE_ALIASES: readonly { pattern: string; to: string }[] = Object.entries(ADMIN_SECTION_ALIASES).map(([alias, key]) => ({
  pattern: `${ADMIN_HOME}/${alias}`,
  to: adminSectionPath(key),
}));

const server = <Id extends string>(
  id: Id,
  pattern: string,
  methods: readonly HttpMethod[],
  answer: string,
  extra: Partial<Pick<ServerRoute, 'secretParams' | 'files' | 'formOf'>> = {},
): ServerRoute & { id: Id } => ({
  kind: 'server',
  id,
  pattern,
  methods,
  answer,
  secretParams: extra.secretParams ?? [],
  ...(extra.files ? { files: true } : {}),
  ...(extra.formOf ? { formOf: extra.formOf } : {}),
  cacheable: false,
});

/** Addresses the server answers itself, before and beside the pages. */
export const SERVER_ROUTES = [
  server('graphql', '/graphql', ['GET', 'POST'], 'the GraphQL API (POST, GET; graphql-ws upgrades), and the explorer for a browser'),
  server('healthz', '/healthz', GET, 'health: 200 when reads and writes can succeed, 503 otherwise'),
  server('metrics', '/metrics', GET, 'Prometheus metrics, for an admin (a session or an admin API token); 404 for anyone else'),
  server('sitemap', '/sitemap.xml', GET, 'the sitemap of the visible visitor pages, on PUBLIC_URL'),
  server('robots', '/robots.txt', GET, 'robots.txt: the app screens are not for crawlers'),
  server('quote', '/quote/:token', ['GET', 'POST'], "a client's quote page and its acceptance form", { secretParams: ['token'] }),
  server('calendar-feed', '/calendar/:token.ics', GET, "the owner's iCalendar feed", { secretParams: ['token'] }),
  server('contact-form', '/contact', POST, 'the inquiry form posted natively', { formOf: 'contact' }),
  server('booking-form', '/calendar', POST, 'the booking request posted natively', { formOf: 'calendar' }),
  server('add-to-calendar', '/add-to-calendar.ics', GET, 'the "Add to calendar" file of a sent form\'s receipt (a date, a reference; nothing personal)'),
  server('image-upload', '/api/uploads', POST, 'image uploads (admins, and signed-in users for their avatar)'),
  server('api', '/api/*', ['GET', 'POST'], 'the API namespace: anything else under /api is not found (JSON)'),
  server('uploads', '/uploads/*', GET, 'uploaded images and their narrower copies', { files: true }),
  server('starter-images', '/starter/*', GET, 'the starter images and their narrower copies', { files: true }),
  server('assets', '/assets/*', GET, "the client's hashed scripts and styles", { files: true }),
  server('fonts', '/fonts/*', GET, 'the fonts, served from the site itself', { files: true }),
  server('client-file', '/:file.*', GET, 'files of the built client (favicon, logo, the explorer, printable pages)', { files: true }),
] as const satisfies readonly ServerRoute[];

/** Every route, in matching order (the first that matches an address and its method answers). */
export const ROUTES: readonly Route[] = [...VISITOR_PAGES, ...APP_SCREENS, ...ADMIN_SECTION_SCREENS, ...SERVER_ROUTES];

/** The visitor page with this id. */
export function visitorPage(id: VisitorPageId): VisitorPageRoute {
  return VISITOR_PAGES.find((route) => route.id === id)!;
}

/** The visitor page shown at a page setting's slug (`home` is `/`), if the table has one. */
export function visitorPageBySlug(slug: string): VisitorPageRoute | undefined {
  return VISITOR_PAGES.find((route) => route.slug === slug);
}
