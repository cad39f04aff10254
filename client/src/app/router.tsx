import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../public/NotFoundPage.tsx';
import { PublicLayout } from '../public/PublicLayout.tsx';
import { RouteErrorPage } from '../public/RouteErrorPage.tsx';
import { RouteLoading } from './RouteLoading.tsx';

/** A route whose screen is its own chunk, loaded when first visited. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/*
 * Every route of the specification's route table. Each screen is lazily loaded; the admin area
 * (/admin, /admin-test) is its own chunk that visitors never download. The same table renders
 * visitor pages on the server (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, lazy: screen(() => import('../public/pages/HomePage.tsx')) },
      { path: 'about', lazy: screen(() => import('../public/pages/AboutPage.tsx')) },
      { path: 'faq', lazy: screen(() => import('../public/pages/FaqPage.tsx')) },
      { path: 'events', lazy: screen(() => import('../public/pages/EventsPage.tsx')) },
      { path: 'gallery', lazy: screen(() => import('../public/pages/GalleryPage.tsx')) },
      { path: 'contact', lazy: screen(() => import('../public/pages/ContactPage.tsx')) },
      { path: 'calendar', lazy: screen(() => import('../public/pages/CalendarPage.tsx')) },
      { path: 'resources', lazy: screen(() => import('../public/pages/ResourcesPage.tsx')) },
      { path: 'auth', lazy: screen(() => import('../auth/AuthPage.tsx')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: 'admin', errorElement: <RouteErrorPage />, HydrateFallback: RouteLoading, lazy: screen(() => import('../admin/AdminApp.tsx')) },
  { path: 'admin-test', errorElement: <RouteErrorPage />, HydrateFallback: RouteLoading, lazy: screen(() => import('../admin/diagnostics/AdminTestPage.tsx')) },
];

/**
 * The source module of each server-rendered page, as Vite's manifest names it: the server links
 * that chunk's CSS and JavaScript from the page's HTML, so the page is styled at first paint and
 * its code arrives alongside the entry. A path missing here falls back to the page without them.
 */
export const SERVER_RENDERED_PAGE_MODULES: Record<string, string> = {
  '/': 'src/public/pages/HomePage.tsx',
  '/about': 'src/public/pages/AboutPage.tsx',
  '/faq': 'src/public/pages/FaqPage.tsx',
  '/events': 'src/public/pages/EventsPage.tsx',
  '/gallery': 'src/public/pages/GalleryPage.tsx',
  '/contact': 'src/public/pages/ContactPage.tsx',
  '/calendar': 'src/public/pages/CalendarPage.tsx',
  '/resources': 'src/public/pages/ResourcesPage.tsx',
};

export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
