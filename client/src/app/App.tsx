import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { DeferredNotifications } from './DeferredNotifications.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/** What every screen sits in, in the browser and on the server: theme, toasts, GraphQL client. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DeferredNotifications />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
