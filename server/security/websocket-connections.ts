import type { IncomingMessage } from 'node:http';
import type WebSocket from 'ws';
import type { Viewer } from '../auth/access.ts';
import { readApiToken, type ApiTokenViewer } from '../auth/api-tokens.ts';
import { onSessionChange, readSession, type SessionChange } from '../auth/sessions.ts';
import type { DB } from '../db/client.ts';
import type { Role } from '../db/schema/index.ts';
import { GRAPHQL_LIMITS } from './graphql-limits.ts';

/*
 * The open GraphQL WebSockets, by session and by client address. A socket is tied to
 * the session of the cookie it was opened with (a socket's cookie cannot change). The socket is
 * closed as soon as that session ends (sign-out, password change or reset, "sign out other
 * sessions", revoking it, expiry: 4401) or loses the admin role (4403): server/auth/sessions.ts
 * announces those writes and the sockets of the sessions concerned are re-checked right after.
 * Changes no announcement reaches (another process, a restored backup) are found by a sweep every
 * half minute and, before that, by `verify`, which runs before every event is sent: an event is
 * never delivered to a session that has ended or lost its role.
 *
 * It also caps sockets per client address and anonymous sockets overall (GRAPHQL_LIMITS), and
 * releases the counts when sockets close.
 */

/**
 * Close codes and their reasons (≤ 123 bytes). 4401 and 4403 are graphql-ws's Unauthorized and
 * Forbidden. Too many sockets is 1013, the WebSocket standard's "Try Again Later": graphql-ws keeps
 * 4429 for "too many initialisation requests", which its client treats as fatal, while 1013 makes a
 * client wait and reconnect.
 */
export const WEBSOCKET_CLOSE = {
  sessionEnded: { code: 4401, reason: 'Your session has ended. Please sign in again.' },
  accessLost: { code: 4403, reason: 'Your account no longer has access to these updates.' },
  tooManyFromAddress: {
    code: 1013,
    reason: `Too many live connections from your address (at most ${GRAPHQL_LIMITS.maxSocketsPerAddress}).`,
  },
  tokenRevoked: { code: 4401, reason: 'This API token has been revoked.' },
  tooManyAnonymous: { code: 1013, reason: 'Too many live connections right now. Please try again in a minute.' },
} as const;
export type WebSocketClose = (typeof WEBSOCKET_CLOSE)[keyof typeof WEBSOCKET_CLOSE];

/** The error a subscription beyond GRAPHQL_LIMITS.maxSubscriptionsPerSocket gets. */
export const TOO_MANY_SUBSCRIPTIONS_MESSAGE = `At most ${GRAPHQL_LIMITS.maxSubscriptionsPerSocket} subscriptions may be open on one connection. Close one before starting another.`;

/** How often every socket's session is re-read, for changes no announcement reaches. */
const SWEEP_INTERVAL_MS = 30_000;
/** The longest delay setTimeout takes (about 24.8 days); a later expiry re-arms the timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Connection {
  socket: WebSocket;
  address: string;
  /**
   * The session the socket was opened with, or the API token it authenticated with in its
   * connection parameters, or null for an anonymous socket.
   */
  session: { kind: 'session' | 'apiToken'; id: string; userId: string; role: Role } | null;
  /** Fires when the session would expire, to close the socket on time. */
  expiryTimer: NodeJS.Timeout | null;
  /** Set once the socket has been told to close: it gets nothing more. */
  ended: WebSocketClose | null;
}

/**
 * The client's address for an upgrade request, as Express's `req.ip` gives it for HTTP: the
 * socket's peer, or with TRUST_PROXY=1 (`trust proxy` 1) the last X-Forwarded-For entry, which
 * the one trusted proxy wrote.
 */
export function upgradeClientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? peer;
}

export function createWebSocketConnections(db: DB) {
  const connections = new Map<WebSocket, Connection>();
  const perAddress = new Map<string, number>();
  let anonymous = 0;

  /** Why the connection must end now, or null while its session is valid with the role it had. */
  function check(connection: Connection, now = Date.now()): WebSocketClose | null {
    if (connection.ended) return connection.ended;
    const opened = connection.session;
    if (!opened) return null;
    if (opened.kind === 'apiToken') {
      // Tokens do not expire; they are revoked (the row is deleted) or lose their admin.
      const token = readApiToken(db, opened.id);
      if (!token) return WEBSOCKET_CLOSE.tokenRevoked;
      if (opened.role === 'admin' && token.user.role !== 'admin') return WEBSOCKET_CLOSE.accessLost;
      opened.role = token.user.role;
      return null;
    }
    const current = readSession(db, opened.id, now);
    if (!current) return WEBSOCKET_CLOSE.sessionEnded;
    if (opened.role === 'admin' && current.user.role !== 'admin') return WEBSOCKET_CLOSE.accessLost;
    opened.role = current.user.role; // a role gained counts from now on, so losing it again is seen
    armExpiry(connection, current.session.expiresAt.getTime() - now);
    return null;
  }

  /** Checks the connection and closes its socket if it must end; returns why, or null. */
  function enforce(connection: Connection): WebSocketClose | null {
    const refusal = check(connection);
    if (refusal && !connection.ended) {
      connection.ended = refusal;
      if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(refusal.code, refusal.reason);
    }
    return refusal;
  }

  function armExpiry(connection: Connection, inMs: number) {
    if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
    // A few milliseconds late, so the session reads as expired when the timer fires.
    connection.expiryTimer = setTimeout(() => enforce(connection), Math.min(Math.max(inMs, 0) + 5, MAX_TIMER_MS));
    connection.expiryTimer.unref();
  }

  function release(connection: Connection) {
    if (!connections.delete(connection.socket)) return;
    if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
    const count = (perAddress.get(connection.address) ?? 1) - 1;
    if (count > 0) perAddress.set(connection.address, count);
    else perAddress.delete(connection.address);
    if (!connection.session) anonymous -= 1;
  }

  // Announcements come from inside the writing transaction: the sessions are re-read once it is
  // over (committed or rolled back), and many announcements at once make one pass.
  let announced: SessionChange[] = [];
  const stopListening = onSessionChange((change) => {
    if (announced.length === 0) setImmediate(recheckAnnounced);
    announced.push(change);
  });
  function recheckAnnounced() {
    const changes = announced;
    announced = [];
    for (const connection of connections.values()) {
      const session = connection.session;
      if (!session || connection.ended) continue;
      const concerned = changes.some((change) =>
        'sessionId' in change
          ? session.kind === 'session' && change.sessionId === session.id
          : 'apiTokenId' in change
            ? session.kind === 'apiToken' && change.apiTokenId === session.id
            : change.userId === session.userId,
      );
      if (concerned) enforce(connection);
    }
  }

  const sweep = setInterval(() => {
    for (const connection of connections.values()) enforce(connection);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    /**
     * Registers a socket that has just completed its handshake, or returns why it is refused
     * (too many from its address, or too many anonymous sockets); the caller closes a refused one.
     */
    admit(socket: WebSocket, { address, viewer }: { address: string; viewer: Viewer }): WebSocketClose | null {
      // The upgrade's cookie session, or the API token of its Authorization header (a token in the
      // connection parameters arrives later: attachApiToken).
      if ((perAddress.get(address) ?? 0) >= GRAPHQL_LIMITS.maxSocketsPerAddress) return WEBSOCKET_CLOSE.tooManyFromAddress;
      if (!viewer && anonymous >= GRAPHQL_LIMITS.maxAnonymousSockets) return WEBSOCKET_CLOSE.tooManyAnonymous;
      const connection: Connection = {
        socket,
        address,
        session: !viewer
          ? null
          : viewer.apiToken
            ? { kind: 'apiToken', id: viewer.apiToken.id, userId: viewer.user.id, role: viewer.user.role }
            : { kind: 'session', id: viewer.session.id, userId: viewer.user.id, role: viewer.user.role },
        expiryTimer: null,
        ended: null,
      };
      connections.set(socket, connection);
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      if (!viewer) anonymous += 1;
      if (viewer?.session) armExpiry(connection, viewer.session.expiresAt.getTime() - Date.now());
      socket.once('close', () => release(connection));
      return null;
    },
    /**
     * The socket authenticated with an API token in its connection parameters: from now on it
     * belongs to that token (not to any cookie session it was opened with) and is closed when the
     * token is revoked.
     */
    attachApiToken(socket: WebSocket, viewer: ApiTokenViewer): void {
      const connection = connections.get(socket);
      if (!connection) return;
      if (!connection.session) anonymous -= 1;
      if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
      connection.expiryTimer = null;
      connection.session = { kind: 'apiToken', id: viewer.apiToken.id, userId: viewer.user.id, role: viewer.user.role };
    },
    /**
     * Before an event is sent: null when the socket's session is still valid with its role;
     * otherwise the socket is being closed and the event must not be sent.
     */
    verify(socket: WebSocket): WebSocketClose | null {
      const connection = connections.get(socket);
      // A socket that was never admitted gets nothing (it cannot have subscribed).
      if (!connection) return WEBSOCKET_CLOSE.sessionEnded;
      return enforce(connection);
    },
    /** Open sockets, for diagnostics and tests. */
    counts: () => ({ open: connections.size, anonymous, addresses: perAddress.size }),
    dispose() {
      stopListening();
      clearInterval(sweep);
      for (const connection of connections.values()) if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
    },
  };
}
