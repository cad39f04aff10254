import type http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Connections that never carried a request: a browser opens them ahead of need (Chromium's
 * preconnect) and may keep them a while. On close, Apollo's drain (ApolloServerPluginDrainHttpServer)
 * ends every connection without a request on its way and waits for the other side to close too; a
 * connection the browser has not used yet is one it does not read, so it did not close, and every
 * stop of the server (a deploy, a restart, SIGTERM) waited the drain's whole grace period, ten
 * seconds, whenever a visitor or the admin had the site open. Nothing can be on its way on such a
 * connection: `closeUnused` closes them at once, before the drain, and the browser opens a new one
 * when it needs one.
 */
export function trackUnusedConnections(server: http.Server) {
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  const used = (req: http.IncomingMessage) => void unused.delete(req.socket as Socket);
  server.on('request', used);
  server.on('upgrade', used);
  return {
    closeUnused() {
      for (const socket of unused) socket.destroy();
      unused.clear();
    },
  };
}
