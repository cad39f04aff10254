import '@fontsource-variable/inter';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import './app/fonts.css';
// Mantine's global styles; each component's own styles come with the chunk that uses it
// (see mantineCssPerComponent in vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo.ts';
import { AppProviders } from './app/App.tsx';
import { createRouter } from './app/router.tsx';

/**
 * The single-page app: the admin, sign-in, and the visitor pages for a signed-in visitor (an
 * admin's preview) or when the server could not render them. Anonymous visitors get server-rendered
 * pages instead, which load only client/src/islands/static-page.ts and their islands.
 */
/** Marks the document once React is attached (`<html data-hydrated>`): the page now responds. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Hydrated>
      <AppProviders client={createApolloClient()}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </Hydrated>
  </StrictMode>,
);
