import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client for tests, sending the session cookie (and an Origin if given). */
export function subscriptionClient(baseUrl: string, { cookie, origin }: { cookie?: string | null; origin?: string } = {}): Client {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  class HeaderWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url: `${baseUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: HeaderWebSocket, retryAttempts: 0, lazy: true });
}

/** Subscribes and resolves with the first result (data or errors). */
export function firstResult<T = unknown>(client: Client, query: string, variables?: Record<string, unknown>) {
  return new Promise<{ data?: T; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
    const dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          dispose();
          resolve(result as never);
        },
        error: reject,
        complete: () => {},
      },
    );
  });
}
