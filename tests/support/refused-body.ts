import net from 'node:net';
import type { TestServer } from './test-server.ts';

/*
 * A request the server refuses is answered and its body is never read: the server's own socket
 * counts the bytes it took off the wire (`socket.bytesRead`), and that count must not grow after
 * the answer however long the client keeps sending. The client here ignores the server's FIN
 * (allowHalfOpen), as a hostile one would, and keeps sending at a steady pace: only a server that
 * stops reading stops the bytes. Node's HTTP server resumes a request it thinks nobody read once
 * the answer is sent (to keep the connection alive), which would pull the whole body through; this
 * is what the tests guard, by a byte count rather than a timing.
 */

/** 64 kB of body, and the same as one chunk of a chunked transfer. */
export const PLAIN = Buffer.alloc(64 * 1024, 0x61);
export const CHUNK = Buffer.concat([Buffer.from(`${PLAIN.length.toString(16)}\r\n`), PLAIN, Buffer.from('\r\n')]);
/** How long the client keeps sending after the answer, one chunk every PACE_MS (about 3 MB). */
const SEND_AFTER_ANSWER_MS = 1_000;
const PACE_MS = 20;
/**
 * What the server may still read after the client saw the answer: chunks already on their way
 * when it answered (client and server share this process's event loop, so the client can send
 * one before the server's socket is paused). A server that reads on takes all of it, 3 MB and more.
 */
export const READ_AFTER_ANSWER_LIMIT = 4 * CHUNK.length;

export interface RefusedBody {
  /** The answer's status line. */
  status: string;
  answer: string;
  /** Bytes the server's socket had read when the client saw the answer, and a second later. */
  readAtAnswer: number;
  readAfter: number;
  /** Bytes of body the client sent after it saw the answer. */
  sentAfter: number;
}

/**
 * Posts an upload (chunked and endless, or of a declared length): as fast as the server reads
 * until it answers, then one piece every PACE_MS for SEND_AFTER_ANSWER_MS whatever the server does.
 */
export async function sendPastRefusal(
  server: TestServer,
  {
    headers = {},
    declared,
    path = '/api/uploads?purpose=gallery',
    contentType = 'application/octet-stream',
  }: { headers?: Record<string, string>; declared?: number; path?: string; contentType?: string } = {},
): Promise<RefusedBody> {
  const piece = declared === undefined ? CHUNK : PLAIN;
  const serverSockets = new Map<number, net.Socket>();
  const onConnection = (socket: net.Socket) => serverSockets.set(socket.remotePort!, socket);
  server.app.httpServer.on('connection', onConnection);
  const client = net.connect({ port: Number(new URL(server.url).port), host: '127.0.0.1', allowHalfOpen: true });
  client.on('error', () => {});
  try {
    await new Promise<void>((resolve) => client.once('connect', resolve));
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1`,
      `Content-Type: ${contentType}`,
      declared === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${declared}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    let answer = '';
    let answered = false;
    const answeredNow = new Promise<void>((resolve) =>
      client.on('data', (data) => {
        answer += data.toString('latin1');
        if (!answered && answer.includes('\r\n\r\n')) {
          answered = true;
          resolve();
        }
      }),
    );
    client.write(head);
    const pump = () => {
      while (!answered && !client.destroyed) if (!client.write(piece)) return void client.once('drain', pump);
    };
    pump();
    await answeredNow;
    const serverSocket = serverSockets.get(client.localPort!);
    if (!serverSocket) throw new Error('The server never saw this connection.');
    const readAtAnswer = serverSocket.bytesRead;
    let sentAfter = 0;
    await new Promise<void>((resolve) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (Date.now() - started >= SEND_AFTER_ANSWER_MS || client.destroyed) {
          clearInterval(timer);
          return resolve();
        }
        client.write(piece);
        sentAfter += piece.length;
      }, PACE_MS);
    });
    // Give the server a moment to read what the last writes delivered, if it reads.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { status: answer.slice(0, answer.indexOf('\r\n')), answer, readAtAnswer, readAfter: serverSocket.bytesRead, sentAfter };
  } finally {
    server.app.httpServer.off('connection', onConnection);
    client.destroy();
  }
}

export const readAfterAnswer = (refused: RefusedBody) =>
  `the server read ${refused.readAfter - refused.readAtAnswer} bytes after answering; the client sent ${refused.sentAfter} after it saw the answer`;

