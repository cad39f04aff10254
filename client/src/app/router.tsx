import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../public/NotFoundPage.tsx';
import { PublicLayout } from '../public/PublicLayout.tsx';
import { RouteErrorPage } from '../public/RouteErrorPage.tsx';
import { RouteLoading } from './RouteLoading.tsx';
import { APP_SCREENS, VISITOR_PAGES, type AppScreenId, type VisitorPageId } from '../../../shared/routes.ts';

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
    (app): RouteObject => ({ path: relative(app.pattern), errorElement: <RouteErrorPage />, HydrateFallback: RouteLoading, lazy: screen(APP_SCREEN_LOADERS[app.id]) }),
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
