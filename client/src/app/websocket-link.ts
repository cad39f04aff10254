import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/**
 * The graphql-ws link for subscriptions. Its own chunk: loaded by apollo.ts on the first
 * subscription, so a visitor who never subscribes never downloads the WebSocket client.
 */
export function createWebSocketLink(origin: string) {
  return new GraphQLWsLink(
    createClient({
      url: `${origin.replace(/^http/, 'ws')}/graphql`,
      lazy: true,
      retryAttempts: Infinity,
      // 1, 2, 5, 10 s between reconnects, as the original's realtime client.
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, [1000, 2000, 5000, 10000][Math.min(retries, 3)])),
      shouldRetry: () => true,
    }),
  );
}
