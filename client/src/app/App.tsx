import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

const NotificationsHost = lazy(() => import('./NotificationsHost.tsx'));

/**
 * Toasts are rendered by Mantine's <Notifications>, which (with its transitions and scroll-lock
 * helpers) is a chunk of its own, mounted when the first toast is shown: notify.* puts toasts in
 * Mantine's store, which the component shows once loaded. Most visitors never see a toast.
 */
function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/** What every screen sits in, in the browser and on the server: theme, toasts, GraphQL client. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DeferredNotifications />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
