import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';

/**
 * A link that loads another link on its first request and hands every request to it. Used for
 * subscriptions: the WebSocket client (graphql-ws) is a chunk of its own, downloaded when the
 * first subscription starts.
 */
export class DeferredLink extends ApolloLink {
  private loaded: Promise<ApolloLink> | undefined;

  constructor(private readonly load: () => Promise<ApolloLink>) {
    super();
  }

  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      this.loaded ??= this.load().catch((error: unknown) => {
        this.loaded = undefined; // a failed chunk load (offline) is retried by the next subscription
        throw error;
      });
      this.loaded.then(
        (link) => {
          if (!closed) subscription = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  }
}

/**
 * Queries and mutations over HTTP (with the session cookie), subscriptions over graphql-ws on the
 * same /graphql path. The WebSocket client is loaded, and the socket opened, on the first
 * subscription, so screens that never subscribe never download it or open one.
 */
export function createApolloClient(origin = window.location.origin) {
  const httpLink = new HttpLink({ uri: `${origin}/graphql`, credentials: 'same-origin' });
  const wsLink = new DeferredLink(async () => (await import('./websocket-link.ts')).createWebSocketLink(origin));
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    wsLink,
    httpLink,
  );
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return client;
}
