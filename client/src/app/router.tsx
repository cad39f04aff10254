import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { NotFoundPage } from '../public/NotFoundPage.tsx';
import { PublicLayout } from '../public/PublicLayout.tsx';
import { RouteErrorPage } from '../public/RouteErrorPage.tsx';
import { RouteLoading } from './RouteLoading.tsx';

/** A route whose screen is its own chunk, loaded when first visited. */
const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/*
 * Every route of the specification's route table. Each screen is lazily loaded; the admin area
 * (/admin, /admin-test) is its own chunk that visitors never download.
 */
export const router = createBrowserRouter([
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
]);
