import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/*
 * A body the server has refused is never read. Node's HTTP server, once an answer is sent for a
 * request whose body nobody read, reads and discards the rest of it to keep the connection alive
 * (req._dump), for as long as the client sends, up to the request timeout: a client declaring
 * 100 MB to an unknown path, or over /graphql's limit, would push all of it through the server.
 * Here such a connection is answered, then closed without reading another byte.
 */

/** How long a refused client keeps its connection after the answer, to read it, before it is cut off. */
const LINGER_MS = 2_000;

/** The declared body size: a number, undefined without Content-Length, or null when malformed. */
export function declaredLength(req: IncomingMessage): number | null | undefined {
  const header = req.headers['content-length'];
  if (header === undefined) return undefined;
  return /^\d{1,12}$/.test(header) ? Number(header) : null;
}

/**
 * What Node may still read of a body nobody read to keep the connection alive: a small declared
 * body costs nothing to drain (and may already be in the socket's buffer when the answer goes).
 */
const DRAINED_BYTES = 64 * 1024;

/** Whether an unread body is worth closing the connection for: declared over DRAINED_BYTES, malformed, or chunked (of no known end). */
function largeOrUnbounded(req: IncomingMessage): boolean {
  const declared = declaredLength(req);
  if (declared === undefined) return req.headers['transfer-encoding'] !== undefined;
  return declared === null || declared > DRAINED_BYTES;
}

/**
 * Closes the connection without reading any more of the request: our side is shut at once, the
 * client's sending stalls when the buffers fill, and the socket is destroyed a moment later.
 * Destroying it at once makes the kernel reset a connection that still has unread data, and a
 * client still sending would lose the answer.
 */
function closeUnread(req: IncomingMessage): void {
  const socket = req.socket;
  if (socket.destroyed) return;
  // The socket must stay paused until it is destroyed, whoever resumes it. Node's HTTP server
  // resumes the unread request on the next tick (req._dump), which resumes the socket; a body
  // parser that gave up does the same to drain the request. A 'resume' listener added after the
  // server's own runs after it, in the same tick, so the socket stops again before a byte is read.
  socket.on('resume', () => socket.pause());
  socket.pause();
  socket.end();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Once the answer is sent, a large or chunked body still arriving is not read: the connection is
 * closed instead. Called for every request as it arrives, before any route; a request without a
 * body (GET, HEAD), with a small one, or whose body had fully arrived stays kept alive.
 */
export function closeWhenBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || !largeOrUnbounded(req)) return;
  readNothingAfterAnswer(req, res);
}

/** Once the answer has gone, whatever of the body has not arrived is not read: the connection is closed. */
function readNothingAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (!req.complete) closeUnread(req);
  });
}

/** Answers `status` with a JSON body and reads nothing more of the request. */
export function refuseUnread(req: IncomingMessage, res: Response, status: number, body: unknown): void {
  res.status(status).json(body);
  readNothingAfterAnswer(req, res);
}

/**
 * Put right before a body parser whose limit is `limit` bytes: a declared length over it is
 * refused at once, unread; a chunked body is counted as it arrives and refused the moment it
 * passes the limit (the parser would otherwise read the rest of it before its own 413). `refuse`
 * writes the route's own answer; nothing more of the body is read after it.
 */
export function refuseBodyOver(limit: number, refuse: (req: Request, res: Response) => void): RequestHandler {
  const answer = (req: Request, res: Response) => {
    refuse(req, res);
    readNothingAfterAnswer(req, res);
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = declaredLength(req);
    if (declared != null && declared > limit) return answer(req, res);
    if (declared === undefined && req.headers['transfer-encoding'] !== undefined && !req.complete) {
      // Counted beside the parser, which listens in the same tick (next() below): both see every chunk.
      let received = 0;
      const count = (chunk: Buffer) => {
        received += chunk.length;
        if (received <= limit) return;
        req.off('data', count);
        if (!res.headersSent) answer(req, res);
      };
      req.on('data', count);
      req.once('end', () => req.off('data', count));
    }
    next();
  };
}
