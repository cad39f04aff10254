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
