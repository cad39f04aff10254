import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';

/**
 * Queries and mutations over HTTP (with the session cookie), subscriptions over graphql-ws on the
 * same /graphql path. The WebSocket opens lazily, on the first subscription, so visitors who never
 * subscribe never open one.
 */
export function createApolloClient(origin = window.location.origin) {
  const httpLink = new HttpLink({ uri: `${origin}/graphql`, credentials: 'same-origin' });
  const wsLink = new GraphQLWsLink(
    createClient({
      url: `${origin.replace(/^http/, 'ws')}/graphql`,
      lazy: true,
      retryAttempts: Infinity,
      // 1, 2, 5, 10 s between reconnects, as the original's realtime client.
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, [1000, 2000, 5000, 10000][Math.min(retries, 3)])),
      shouldRetry: () => true,
    }),
  );
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    wsLink,
    httpLink,
  );
  return new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
