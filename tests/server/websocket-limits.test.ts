import type { Client } from 'graphql-ws';
import net from 'node:net';
import { describe, expect, it, test } from '../support/fixtures.ts';
import WebSocket from 'ws';
import type { IncomingMessage } from 'node:http';
import { GRAPHQL_LIMITS } from '../../server/security/graphql-limits.ts';
import { upgradeClientAddress } from '../../server/security/websocket-connections.ts';
import { subscriptionClient } from '../support/subscriptions.ts';
import type { TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait.ts';

/*
 * Subscriptions per socket, sockets per address and anonymous sockets
 * overall are capped (and the counts released when sockets close); a WebSocket upgrade on any
 * path but /graphql is answered 404 and its connection closed.
 */

test.override('serverOptions', { seed: false });

const wsUrl = (server: TestServer) => `${server.url.replace(/^http/, 'ws')}/graphql`;

interface RawSocket {
  socket: WebSocket;
  /** Resolves when the server closes the socket (code and reason) or it fails. */
  closed: Promise<{ code: number; reason: string }>;
}

/** A graphql-transport-ws socket from a given loopback address (127.0.0.0/8 is all loopback). */
async function openSocket(server: TestServer, localAddress = '127.0.0.1', { awaitRefusal = true } = {}): Promise<RawSocket> {
  const socket = new WebSocket(wsUrl(server), 'graphql-transport-ws', { localAddress });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // Initialise, or graphql-ws closes the socket after 3 s (4408) and frees its place.
  socket.send(JSON.stringify({ type: 'connection_init' }));
  // Refusals are sent right after the handshake: give them a moment to arrive.
  if (awaitRefusal) await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 50))]);
  return { socket, closed };
}

const isOpen = (raw: RawSocket) => raw.socket.readyState === WebSocket.OPEN;

async function closeAll(sockets: RawSocket[]) {
  for (const raw of sockets) raw.socket.close();
  await Promise.all(sockets.map((raw) => raw.closed));
}

describe('subscriptions on one socket', () => {
  it(`are capped at ${GRAPHQL_LIMITS.maxSubscriptionsPerSocket}: the next one gets a clear error, the others keep working, and a freed slot can be used`, async ({ server }) => {
    const client: Client = subscriptionClient(server.url);
    const before = server.services.pubsub.listenerCount('siteSettingsChanged');
    const received: number[] = [];
    const disposers: (() => void)[] = [];
    for (let i = 0; i < GRAPHQL_LIMITS.maxSubscriptionsPerSocket; i++) {
      disposers.push(
        client.subscribe({ query: 'subscription { siteSettingsChanged { key } }' }, { next: () => void received.push(i), error: () => {}, complete: () => {} }),
      );
    }
    await waitFor(() => server.services.pubsub.listenerCount('siteSettingsChanged') === before + GRAPHQL_LIMITS.maxSubscriptionsPerSocket);

    const refused = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: 'subscription { siteSettingsChanged { key } }' }, { next: () => resolve('accepted'), error: resolve, complete: () => {} });
    });
    expect(refused).toEqual([
      expect.objectContaining({
        message: `At most ${GRAPHQL_LIMITS.maxSubscriptionsPerSocket} subscriptions may be open on one connection. Close one before starting another.`,
        extensions: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }),
      }),
    ]);
    expect(server.services.pubsub.listenerCount('siteSettingsChanged')).toBe(before + GRAPHQL_LIMITS.maxSubscriptionsPerSocket);

    server.services.pubsub.publish('siteSettingsChanged', { key: 'footer' });
    await waitFor(() => received.length === GRAPHQL_LIMITS.maxSubscriptionsPerSocket);

    // Ending one frees its place.
    disposers[0]!();
    await waitFor(() => server.services.pubsub.listenerCount('siteSettingsChanged') === before + GRAPHQL_LIMITS.maxSubscriptionsPerSocket - 1);
    client.subscribe({ query: 'subscription { siteSettingsChanged { key } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    await waitFor(() => server.services.pubsub.listenerCount('siteSettingsChanged') === before + GRAPHQL_LIMITS.maxSubscriptionsPerSocket);
    await client.dispose();
    await waitFor(() => server.services.pubsub.listenerCount('siteSettingsChanged') === before);
  });
});

describe('sockets', () => {
  it(`are capped at ${GRAPHQL_LIMITS.maxSocketsPerAddress} per client address with close code 1013 (Try Again Later), and the count is released when one closes`, async ({ server }) => {
    const sockets: RawSocket[] = [];
    for (let i = 0; i < GRAPHQL_LIMITS.maxSocketsPerAddress; i++) sockets.push(await openSocket(server, '127.0.0.2', { awaitRefusal: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets.every(isOpen)).toBe(true);

    const refused = await openSocket(server, '127.0.0.2');
    expect(await refused.closed).toEqual({ code: 1013, reason: `Too many live connections from your address (at most ${GRAPHQL_LIMITS.maxSocketsPerAddress}).` });
    // Another address is not affected.
    const elsewhere = await openSocket(server, '127.0.0.3');
    expect(isOpen(elsewhere)).toBe(true);

    await closeAll(sockets.splice(0, 1));
    const again = await openSocket(server, '127.0.0.2');
    expect(isOpen(again)).toBe(true);
    await closeAll([...sockets, again, elsewhere]);
  });

  it(`are capped at ${GRAPHQL_LIMITS.maxAnonymousSockets} anonymous ones overall; a signed-in admin still connects`, async ({ server }) => {
    const sockets: RawSocket[] = [];
    const perAddress = GRAPHQL_LIMITS.maxSocketsPerAddress;
    for (let i = 0; i < GRAPHQL_LIMITS.maxAnonymousSockets; i++) sockets.push(await openSocket(server, `127.0.1.${10 + Math.floor(i / perAddress)}`, { awaitRefusal: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets.every(isOpen)).toBe(true);

    const refused = await openSocket(server, '127.0.2.1');
    expect(await refused.closed).toEqual({ code: 1013, reason: 'Too many live connections right now. Please try again in a minute.' });

    const admin = await server.adminSession();
    const adminSocket = new WebSocket(wsUrl(server), 'graphql-transport-ws', { localAddress: '127.0.2.1', headers: { cookie: admin.cookie! } });
    const adminClosed = new Promise((resolve) => adminSocket.once('close', resolve));
    await new Promise((resolve, reject) => {
      adminSocket.once('open', resolve);
      adminSocket.once('error', reject);
    });
    adminSocket.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(adminSocket.readyState).toBe(WebSocket.OPEN);

    await closeAll(sockets.splice(0, 1));
    const again = await openSocket(server, '127.0.2.1');
    expect(isOpen(again)).toBe(true);
    adminSocket.close();
    await adminClosed;
    await closeAll([...sockets, again]);
  });
});

describe('the client address a socket is counted against', () => {
  const upgrade = (forwardedFor?: string) =>
    ({ socket: { remoteAddress: '10.0.0.1' }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

  it('is the peer, whatever X-Forwarded-For says, unless TRUST_PROXY=1', () => {
    expect(upgradeClientAddress(upgrade('203.0.113.9'), false)).toBe('10.0.0.1');
  });

  it('behind the trusted proxy is the address the proxy saw (the last X-Forwarded-For entry), as req.ip is for HTTP', () => {
    expect(upgradeClientAddress(upgrade('198.51.100.7, 203.0.113.9'), true)).toBe('203.0.113.9');
    expect(upgradeClientAddress(upgrade(), true)).toBe('10.0.0.1');
  });
});

describe('a WebSocket upgrade on another path', () => {
  it.for(['/', '/other', '/graphql/', '/uploads/x'])('on %s is answered 404 and the connection closed', async (path, { server }) => {
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      [
        `GET ${path} HTTP/1.1`,
        `Host: 127.0.0.1`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        'Sec-WebSocket-Protocol: graphql-transport-ws',
        '',
        '',
      ].join('\r\n'),
    );
    const outcome = await Promise.race([ended.then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('hung'), 2000))]);
    socket.destroy();
    expect(outcome).toBe('closed');
    expect(response.startsWith('HTTP/1.1 404 Not Found\r\n')).toBe(true);
  });
});
