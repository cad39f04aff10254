import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type WebSocket from 'ws';
import type { Logger } from '../logger.ts';

/**
 * graphql-ws reports every error on a socket with console.error as if the server were broken, but
 * nearly all of them are the client's doing: a message over the size limit (ws closes with 1009),
 * a malformed frame (1002), a connection reset. They are logged as warnings instead; ws has already
 * closed the socket with the right code, and anything still open is closed.
 */
export function handleSocketErrorsAsClientErrors(socket: WebSocket, logger: Logger): void {
  socket.removeAllListeners('error');
  socket.on('error', (error: Error & { code?: string }) => {
    logger.warn('WebSocket connection closed after an error', { code: error.code, error: error.message });
    if (socket.readyState === socket.OPEN) socket.close(1011, 'Internal server error');
  });
}

/**
 * Answers an upgrade request with a plain HTTP status and closes the connection: a request on a
 * path with no WebSocket (404), from a foreign Origin (403) or with a bad API token (401, with its
 * WWW-Authenticate header) is not left hanging.
 */
export function refuseUpgrade(socket: Duplex, status: 401 | 403 | 404, statusText: string, headers: Record<string, string> = {}): void {
  if (socket.destroyed) return;
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${statusText}\r\n${extra}Connection: close\r\nContent-Length: 0\r\n\r\n`);
  // end() closes once the answer is written; a client that never reads must not hold the socket.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** Vite's HMR socket (development only): Vite's own upgrade listener takes it. */
export function isViteHmrUpgrade(req: IncomingMessage): boolean {
  const protocol = req.headers['sec-websocket-protocol'];
  return protocol === 'vite-hmr' || protocol === 'vite-ping';
}
