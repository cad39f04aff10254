import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { createPinoLogger, requestScope } from '../../server/logger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Logs an operator can act on: every access line names the client's address (the proxy's
 * X-Forwarded-For only with TRUST_PROXY=1) and, for GraphQL, the operation and its error codes (a
 * refusal answered 200 says so); WebSocket upgrades and closes have lines; one line's fields never
 * ride on the next.
 */
type Line = Record<string, unknown>;

function capture() {
  const lines: Line[] = [];
  const logger = createPinoLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  return { lines, logger };
}

async function withServer(options: { trustProxy?: boolean }, run: (server: TestServer, lines: Line[]) => Promise<void>) {
  const { lines, logger } = capture();
  const server = await startTestServer({ config: { trustProxy: options.trustProxy ?? false }, app: { accessLogger: logger } });
  try {
    await run(server, lines);
  } finally {
    await server.close();
  }
}

/** The access line of the answer that carried this request id, once it is written (on close). */
async function accessLine(lines: Line[], response: Response): Promise<Line> {
  const id = response.headers.get('x-request-id');
  for (let i = 0; i < 100; i += 1) {
    const line = lines.find((entry) => entry.msg === 'request' && entry.requestId === id);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No access line for ${id}: ${JSON.stringify(lines)}`);
}

const post = (url: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function waitFor(lines: Line[], predicate: (line: Line) => boolean): Promise<Line> {
  for (let i = 0; i < 200; i += 1) {
    const line = lines.find(predicate);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No such line in ${JSON.stringify(lines)}`);
}

describe('a line of one request', () => {
  it('carries its request id and only its own fields (nothing from an earlier line)', () => {
    const { lines, logger } = capture();
    requestScope.run({ requestId: 'first' }, () => {
      logger.warn({ email: 'ja***@example.com' }, 'Sign-in failed');
      logger.info('Something unrelated');
    });
    requestScope.run({ requestId: 'second' }, () => logger.info('Another request'));
    logger.info('Outside any request');
    expect(lines.map(({ time: _time, ...line }) => line)).toEqual([
      { level: 'warn', requestId: 'first', email: 'ja***@example.com', msg: 'Sign-in failed' },
      { level: 'info', requestId: 'first', msg: 'Something unrelated' },
      { level: 'info', requestId: 'second', msg: 'Another request' },
      { level: 'info', msg: 'Outside any request' },
    ]);
  });
});

describe('access lines', () => {
  it('name the GraphQL operation, its error codes and the client, for answers, refusals and cached replies', { timeout: 60_000 }, async () => {
    await withServer({}, async (server, lines) => {
      const refused = await post(server.url, { query: 'query AdminFaqList { adminFaqs { id } }' });
      expect(refused.status).toBe(200);
      expect(await accessLine(lines, refused)).toMatchObject({ method: 'POST', path: '/graphql', status: 200, operation: 'AdminFaqList', errors: ['UNAUTHENTICATED'], client: '127.0.0.1' });

      const invalid = await post(server.url, { query: 'query Broken { noSuchField }' });
      expect(await accessLine(lines, invalid)).toMatchObject({ status: 400, operation: 'Broken', errors: ['GRAPHQL_VALIDATION_FAILED'] });

      const crossSite = await post(server.url, { query: 'mutation Post { signOut { signedOut } }' }, { origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      expect(await accessLine(lines, crossSite)).toMatchObject({ status: 403, errors: ['FORBIDDEN'] });

      // A public query answered by Apollo, then replayed from the response cache: both named.
      const first = await post(server.url, { query: 'query PublicFaqs { faqs { id } }' });
      const second = await post(server.url, { query: 'query PublicFaqs { faqs { id } }' });
      expect(await accessLine(lines, first)).toMatchObject({ status: 200, operation: 'PublicFaqs' });
      const replayed = await accessLine(lines, second);
      expect(replayed).toMatchObject({ status: 200, operation: 'PublicFaqs' });
      expect(replayed.errors).toBeUndefined();
      expect(server.app.responseCache.stats().hits).toBeGreaterThan(0);

      const page = await fetch(`${server.url}/robots.txt`);
      const pageLine = await accessLine(lines, page);
      expect(pageLine).toMatchObject({ path: '/robots.txt', client: '127.0.0.1' });
      expect(pageLine.operation).toBeUndefined();
    });
  });

  it("take the client's address from the proxy only with TRUST_PROXY=1", { timeout: 60_000 }, async () => {
    await withServer({ trustProxy: false }, async (server, lines) => {
      const response = await fetch(`${server.url}/healthz`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(await accessLine(lines, response)).toMatchObject({ client: '127.0.0.1' });
    });
    await withServer({ trustProxy: true }, async (server, lines) => {
      const response = await fetch(`${server.url}/healthz`, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' } });
      expect(await accessLine(lines, response)).toMatchObject({ client: '203.0.113.7' });
    });
  });
});

describe('WebSocket lines', () => {
  it('say when a socket is refused, opened and closed (code, reason, how long), with one request id', { timeout: 60_000 }, async () => {
    await withServer({}, async (server, lines) => {
      const url = `${server.url.replace(/^http/, 'ws')}/graphql`;
      const socket = new WebSocket(url, 'graphql-transport-ws');
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const opened = await waitFor(lines, (line) => line.msg === 'websocket open');
      expect(opened).toMatchObject({ path: '/graphql', status: 101, client: '127.0.0.1' });
      socket.close(1000, 'done here');
      const closed = await waitFor(lines, (line) => line.msg === 'websocket closed');
      expect(closed).toMatchObject({ requestId: opened.requestId, code: 1000, reason: 'done here', client: '127.0.0.1' });
      expect(closed.durationMs).toEqual(expect.any(Number));

      const foreign = new WebSocket(url, 'graphql-transport-ws', { origin: 'https://evil.example' });
      await new Promise((resolve) => foreign.once('error', resolve));
      expect(await waitFor(lines, (line) => line.msg === 'websocket refused')).toMatchObject({ status: 403, path: '/graphql', client: '127.0.0.1' });
    });
  });
});
