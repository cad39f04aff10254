import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type HydrationState, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { NotFoundPage } from '../public/NotFoundPage.tsx';
import { PublicLayout } from '../public/PublicLayout.tsx';
import { RouteErrorPage } from '../public/RouteErrorPage.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { resolveAddress } from '../../../shared/route-match.ts';
import { ADMIN_SECTION_SCREENS, APP_SCREENS, ROUTE_ALIASES, VISITOR_PAGES, type AppScreenId, type VisitorPageId } from '../../../shared/routes.ts';

/** A route whose screen is its own chunk, loaded when first visited. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * The screen of each visitor page of the route table (shared/routes.ts), and the source module
 * Vite's manifest names it by: the server links that chunk's styles into the page's HTML.
 */
const VISITOR_SCREENS: Record<VisitorPageId, { load: () => Promise<{ default: ComponentType }>; module: string }> = {
  home: { load: () => import('../public/pages/HomePage.tsx'), module: 'src/public/pages/HomePage.tsx' },
  about: { load: () => import('../public/pages/AboutPage.tsx'), module: 'src/public/pages/AboutPage.tsx' },
  faq: { load: () => import('../public/pages/FaqPage.tsx'), module: 'src/public/pages/FaqPage.tsx' },
  events: { load: () => import('../public/pages/EventsPage.tsx'), module: 'src/public/pages/EventsPage.tsx' },
  gallery: { load: () => import('../public/pages/GalleryPage.tsx'), module: 'src/public/pages/GalleryPage.tsx' },
  contact: { load: () => import('../public/pages/ContactPage.tsx'), module: 'src/public/pages/ContactPage.tsx' },
  calendar: { load: () => import('../public/pages/CalendarPage.tsx'), module: 'src/public/pages/CalendarPage.tsx' },
  resources: { load: () => import('../public/pages/ResourcesPage.tsx'), module: 'src/public/pages/ResourcesPage.tsx' },
};

/** The app's screens: sign-in inside the public layout; the admin area (/admin, /admin-test) its own chunk that visitors never download. */
const APP_SCREEN_LOADERS: Record<AppScreenId, () => Promise<{ default: ComponentType }>> = {
  auth: () => import('../auth/AuthPage.tsx'),
  admin: () => import('../admin/AdminApp.tsx'),
  'admin-test': () => import('../admin/diagnostics/AdminTestPage.tsx'),
};

/** Screens shown inside the public layout (header, footer) besides the visitor pages. */
const IN_PUBLIC_LAYOUT: ReadonlySet<AppScreenId> = new Set(['auth']);

const relative = (pattern: string) => pattern.slice(1);

const ADMIN_PREFIX = `${APP_SCREENS.find((app) => app.id === 'admin')!.pattern}/`;

/**
 * An old address of the admin followed inside the app (`/admin?section=faq`, `/admin/calendar-settings`)
 * goes where the server redirects it: the route table says where.
 */
const redirectOf = (url: URL) => {
  const address = resolveAddress('GET', `${url.pathname}${url.search}`);
  return address.kind === 'redirect' ? address.location : null;
};
const adminRedirect = ({ request }: LoaderFunctionArgs) => {
  const location = redirectOf(new URL(request.url));
  return location ? redirect(location) : null;
};
/** Moving between sections and changing a list's filters loads nothing: only an old address needs the loader. */
const adminRedirectNeeded: ShouldRevalidateFunction = ({ nextUrl }) => redirectOf(nextUrl) !== null;

/** The admin's sections and their other names, as the admin app's child addresses: the shell shows the section at the address. */
const ADMIN_CHILDREN: RouteObject[] = [...ADMIN_SECTION_SCREENS, ...ROUTE_ALIASES]
  .filter((route) => route.pattern.startsWith(ADMIN_PREFIX))
  .map((route) => ({ path: route.pattern.slice(ADMIN_PREFIX.length) }));

/*
 * Every screen of the route table, each lazily loaded. The same routes render visitor pages on the
 * server (entry-server.tsx). Addresses the table does not list get the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: RouteLoading,
    children: [
      ...VISITOR_PAGES.map((page): RouteObject =>
        page.pattern === '/' ? { index: true, lazy: screen(VISITOR_SCREENS[page.id].load) } : { path: relative(page.pattern), lazy: screen(VISITOR_SCREENS[page.id].load) },
      ),
      ...APP_SCREENS.filter((app) => IN_PUBLIC_LAYOUT.has(app.id)).map((app): RouteObject => ({ path: relative(app.pattern), lazy: screen(APP_SCREEN_LOADERS[app.id]) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  ...APP_SCREENS.filter((app) => !IN_PUBLIC_LAYOUT.has(app.id)).map(
    (app): RouteObject => ({
      path: relative(app.pattern),
      errorElement: <RouteErrorPage />,
      HydrateFallback: RouteLoading,
      lazy: screen(APP_SCREEN_LOADERS[app.id]),
      ...(app.id === 'admin' ? { loader: adminRedirect, shouldRevalidate: adminRedirectNeeded, children: ADMIN_CHILDREN } : {}),
    }),
  ),
];

/**
 * The source module of each server-rendered page by its address, as Vite's manifest names it: the
 * server links that chunk's CSS from the page's HTML, so the page is styled at first paint.
 */
export const SERVER_RENDERED_PAGE_MODULES: Record<string, string> = Object.fromEntries(VISITOR_PAGES.map((page) => [page.pattern, VISITOR_SCREENS[page.id].module]));

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
