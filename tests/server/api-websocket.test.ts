import { createClient, type Client } from 'graphql-ws';
import type { IncomingMessage } from 'node:http';
import WebSocket from 'ws';
import { WWW_AUTHENTICATE_INVALID_TOKEN } from '../../server/auth/api-tokens.ts';
import { revokeApiToken } from '../../server/auth/api-tokens.ts';
import { findUserByEmail } from '../../server/modules/accounts/index.ts';
import { adminApiToken, apiCall } from '../support/api-client.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { TEST_ADMIN, untilSubscribed, type TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait.ts';

/*
 * An API token on the WebSocket's upgrade request (`Authorization: Bearer …`) is honoured like one
 * over HTTP, or refused with 401 and its challenge before the handshake; never ignored. A 401 over
 * HTTP carries `WWW-Authenticate: Bearer` too. (Too many sockets close with 1013: websocket-limits.test.ts.)
 */

const wsUrl = (server: TestServer) => `${server.url.replace(/^http/, 'ws')}/graphql`;

/** A graphql-ws client whose upgrade request carries these headers. */
function clientWithHeaders(server: TestServer, headers: Record<string, string>, connectionParams?: Record<string, unknown>): { client: Client; closed: Promise<{ code: number; reason: string }> } {
  class HeaderWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({ url: wsUrl(server), webSocketImpl: HeaderWebSocket, retryAttempts: 0, lazy: true, connectionParams });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    client.on('closed', (event) => {
      const { code, reason } = event as { code: number; reason: string };
      resolve({ code, reason });
    }),
  );
  return { client, closed };
}

/** The HTTP answer to an upgrade the server refuses before the handshake. */
function refusedUpgrade(server: TestServer, headers: Record<string, string>): Promise<{ status: number; headers: IncomingMessage['headers'] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(server), 'graphql-transport-ws', { headers });
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      socket.terminate();
    });
    socket.once('open', () => reject(new Error('The upgrade was accepted')));
    socket.once('error', () => {});
  });
}

describe('an API token in the upgrade request’s Authorization header', () => {
  it('is honoured: the socket receives admin events as that token, and is closed when it is revoked', async ({ server, admin, factories }) => {
    const token = adminApiToken(server, { readOnly: true });
    const { client, closed } = clientWithHeaders(server, { authorization: `Bearer ${token.secret}` });
    const events: string[] = [];
    try {
      const before = server.services.pubsub.listenerCount('bookingsChanged');
      client.subscribe<{ bookingsChanged: { change: string } }>(
        { query: 'subscription { bookingsChanged { change booking { id } } }' },
        { next: (result) => events.push(result.data?.bookingsChanged.change ?? JSON.stringify(result.errors)), error: () => {}, complete: () => {} },
      );
      await untilSubscribed(server, 'bookingsChanged', before + 1);
      const booking = factories.booking();
      await admin.data('mutation ($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }', { input: { id: booking.id, adminNotes: 'seen by the token' } });
      await waitFor(() => events.length === 1);
      expect(events).toEqual(['UPDATED']);
      const adminUser = findUserByEmail(server.db, TEST_ADMIN.email)!;
      revokeApiToken(server.db, adminUser.id, token.id);
      expect(await closed).toEqual({ code: 4401, reason: 'This API token has been revoked.' });
    } finally {
      await client.dispose();
    }
  });

  it('is refused with 401 and WWW-Authenticate before the handshake when it is not valid, never taken as anonymous', async ({ server }) => {
    for (const authorization of ['Bearer vat_nope.nope', 'Bearer', 'Basic b3duZXI6cGFzcw==']) {
      const refused = await refusedUpgrade(server, { authorization });
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers['www-authenticate']).toBe(WWW_AUTHENTICATE_INVALID_TOKEN);
    }
  });

  it('is honoured from any Origin (a browser cannot send it; the Origin rule protects cookies)', async ({ server }) => {
    const token = adminApiToken(server);
    const { client } = clientWithHeaders(server, { authorization: `Bearer ${token.secret}`, origin: 'https://elsewhere.example' });
    try {
      const before = server.services.pubsub.listenerCount('inquiriesChanged');
      client.subscribe({ query: 'subscription { inquiriesChanged { change } }' }, { next: () => {}, error: () => {}, complete: () => {} });
      await untilSubscribed(server, 'inquiriesChanged', before + 1);
    } finally {
      await client.dispose();
    }
    // Without the header, the foreign Origin is refused as before.
    expect((await refusedUpgrade(server, { origin: 'https://elsewhere.example' })).status).toBe(403);
  });

  it('must be the same token as one in the connection parameters', async ({ server }) => {
    const one = adminApiToken(server);
    const other = adminApiToken(server);
    const { client, closed } = clientWithHeaders(server, { authorization: `Bearer ${one.secret}` }, { authorization: `Bearer ${other.secret}` });
    try {
      client.subscribe({ query: 'subscription { inquiriesChanged { change } }' }, { next: () => {}, error: () => {}, complete: () => {} });
      expect(await closed).toEqual({ code: 4400, reason: 'The connection parameters name another API token than the Authorization header.' });
    } finally {
      await client.dispose();
    }
  });
});

describe('a 401 over HTTP', () => {
  it('carries WWW-Authenticate: Bearer (GraphQL and uploads)', async ({ server }) => {
    const graphql = await apiCall(server, '{ viewer { email } }', { token: 'vat_nope.nope' });
    expect(graphql.status).toBe(401);
    expect(graphql.headers.get('www-authenticate')).toBe(WWW_AUTHENTICATE_INVALID_TOKEN);
    expect(graphql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const upload = await fetch(`${server.url}/api/uploads?purpose=gallery`, { method: 'POST', body: 'x' });
    expect(upload.status).toBe(401);
    expect(upload.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });
});
