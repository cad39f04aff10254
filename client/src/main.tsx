import '@fontsource-variable/inter';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
// Mantine's global styles; each component's own styles come with the chunk that uses it
// (see mantineCssPerComponent in vite.config.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo.ts';
import { AppProviders } from './app/App.tsx';
import { createRouter, routes } from './app/router.tsx';
import { readServerState } from './app/server-state.ts';
import { SubmittedFormContext } from './lib/submitted-form.ts';

/**
 * Visitor pages arrive rendered by the server (server/http/client.ts) with the data they were
 * rendered from; the browser hydrates them: it loads the matched screens' code, fills Apollo's
 * cache with that data (so no query waits on the network) and attaches React to the HTML, in a
 * transition so the work yields to the browser in small slices. Every other screen (admin,
 * sign-in, a signed-in visitor) starts from an empty page, as a single-page app.
 */
/** Marks the document once React is attached (`<html data-hydrated>`): the page now responds. */
function Hydrated({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  useEffect(() => {
    onHydrated?.();
    document.documentElement.dataset.hydrated = 'true';
  }, [onHydrated]);
  return children;
}

async function start() {
  const container = document.getElementById('root')!;
  const state = readServerState();
  if (!state) {
    const app = (
      <StrictMode>
        <Hydrated>
          <AppProviders client={createApolloClient()}>
            <RouterProvider router={createRouter()} />
          </AppProviders>
        </Hydrated>
      </StrictMode>
    );
    createRoot(container).render(app);
    return;
  }
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const client = createApolloClient(window.location.origin, state.apollo);
  // From here on, queries ask the server again as usual (cache-and-network).
  const hydrated = () => {
    client.prioritizeCacheValues = false;
  };
  const app = (
    <StrictMode>
      <Hydrated onHydrated={hydrated}>
        <SubmittedFormContext.Provider value={state.form ?? null}>
          <AppProviders client={client}>
            <RouterProvider router={createRouter(state.router)} />
          </AppProviders>
        </SubmittedFormContext.Provider>
      </Hydrated>
    </StrictMode>
  );
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
