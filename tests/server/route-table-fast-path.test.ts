import fc from 'fast-check';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll } from 'vitest';
import { test as base, describe, expect } from '../support/fixtures.ts';
import { rootDir } from '../../server/config.ts';
import { ROUTES, type HttpMethod, type Route } from '../../shared/routes.ts';
import { ensureBuilt } from '../support/build.ts';
import { calendarFeedPath, sentQuotePath } from '../support/secret-links.ts';
import { holdsSubmissionKey, withoutSubmissionKeys } from '../support/submission-keys.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * The route table walked as a property: for every route of shared/routes.ts (and addresses no
 * route answers), in every spelling of its address (trailing slash, case, doubled slashes), read
 * with GET or HEAD, with each Accept and Accept-Encoding, conditionally or not, with a session
 * cookie written in any spelling cookie.parse accepts (or a made-up one), and with a foreign Host,
 * the server with its fast paths (the cached-page fast path and the response cache, in front of
 * Express) answers exactly what the same server without them answers: status, headers and bytes.
 * And it never answers another route's page: a variant is redirected to its own canonical
 * address, a page names itself as canonical, a server route never gets a rendered visitor page.
 *
 * Two servers on copies of one database: `fast` as deployed, `ordinary` with createApp's
 * `fastPaths: false`. Both read PUBLIC_URL as the same address, so their pages are the same.
 */

/** The two servers of the file, and what the walk asks them with. */
interface Twins {
  fast: TestServer;
  ordinary: TestServer;
  /** The admin's session token, written in every spelling a cookie may take. */
  sessionToken: string;
  /** A concrete address for each route whose declared path has parameters or names a file. */
  concrete: Record<string, string>;
}

// Built before the servers start (the fixtures start them at the first test that asks).
beforeAll(() => ensureBuilt(), 600_000);

const test = base.extend('twins', { scope: 'file' }, async ({ server: fast, admin, factories }, { onCleanup }): Promise<Twins> => {
  const sessionToken = admin.cookie!.slice(admin.cookie!.indexOf('=') + 1);
  const asset = fs.readdirSync(path.join(rootDir, 'dist', 'client', 'assets')).find((file) => file.endsWith('.css'))!;
  const font = fs.readdirSync(path.join(rootDir, 'dist', 'client', 'fonts')).find((file) => file.endsWith('.woff2'))!;
  const starter = fs.readdirSync(path.join(rootDir, 'data', 'starter', 'images')).find((file) => file.endsWith('.webp'))!;
  // A concrete address for each route (the declared path, or one with its parameters filled in).
  const concrete = {
    quote: await sentQuotePath(admin, factories, 150),
    'calendar-feed': await calendarFeedPath(admin),
    api: '/api/nothing-here',
    uploads: '/uploads/gallery-missing.webp',
    'starter-images': `/starter/${starter}`,
    assets: `/assets/${asset}`,
    fonts: `/fonts/${font}`,
    'client-file': '/favicon.svg',
  };
  const copy = path.join(path.dirname(fast.config.databasePath), 'ordinary.db');
  await fast.db.$client.backup(copy);
  const ordinary = await startTestServer({ config: { databasePath: copy }, app: { fastPaths: false } });
  onCleanup(() => ordinary.close());
  // One site address for both: pages name PUBLIC_URL, never the Host they were asked on.
  ordinary.config.publicUrl = fast.config.publicUrl;
  return { fast, ordinary, sessionToken, concrete };
});
const it = test;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function send(server: TestServer, method: string, address: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const target = new URL(server.url);
  return new Promise((resolve, reject) => {
    // A connection per request (`agent: false`): a kept-alive socket the server closes as idle just
    // as it is reused (five seconds of another server's render, on a busy machine) would fail the
    // request, which is the test's connection pool at fault, not the server.
    const request = http.request({ host: target.hostname, port: target.port, method, path: address, agent: false, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * What of an answer belongs to this one response or this one server, not to the address: its time,
 * its id, the connection; a feed's time stamp (DTSTAMP, and the ETag made from it); the health of
 * each server's own disk and backups (its fields are compared, not their values); an admin's
 * metrics, which count each server's own requests and time (the metrics' names are compared); a
 * page holding a visitor form (its one-time key).
 */
const instanceBound = (route: Route | null, answer: Answer) => {
  const type = String(answer.headers['content-type']);
  return (
    (route?.id === 'healthz' && type.startsWith('application/json')) ||
    (route?.id === 'metrics' && answer.status === 200 && type.startsWith('text/plain')) ||
    type.startsWith('text/calendar') ||
    keyed(answer)
  );
};
/**
 * A page holding a visitor form: each response carries a one-time submission key of its own, and
 * is compressed for itself (its length is its own); such a page is sent `private` (a HEAD shows no body).
 */
const keyed = (answer: Answer) =>
  String(answer.headers['content-type']).startsWith('text/html') &&
  (String(answer.headers['cache-control']).startsWith('private') || (answer.body.length > 0 && holdsSubmissionKey(decoded(answer))));
function comparable(route: Route | null, answer: Answer) {
  const { date: _date, 'x-request-id': _id, connection: _connection, 'keep-alive': _keepAlive, ...rest } = answer.headers;
  if (instanceBound(route, answer)) {
    delete rest.etag;
    delete rest['content-length'];
  }
  return rest;
}
function comparableBody(route: Route | null, answer: Answer) {
  if (!instanceBound(route, answer) || answer.body.length === 0) return answer.body.toString('base64');
  if (route?.id === 'healthz') {
    const health = JSON.parse(answer.body.toString()) as Record<string, unknown>;
    return JSON.stringify({ status: health.status, fields: Object.keys(health).sort() });
  }
  if (keyed(answer)) return answer.body.length === 0 ? '' : withoutSubmissionKeys(decoded(answer));
  if (route?.id === 'metrics') return decoded(answer).split('\n').filter((line) => line.startsWith('# TYPE ')).join('\n');
  return decoded(answer).replace(/^DTSTAMP:.*$/gm, '');
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  if (encoding === 'deflate') return zlib.inflateSync(answer.body).toString();
  return answer.body.toString();
}

const PUBLIC_QUERY = JSON.stringify({ query: '{ navigationPages { id pageSlug pageName path } }' });

/** The spellings of a session cookie that cookie.parse reads as the session (and two that are not one). */
const cookieSpellings = (token: string) => {
  const encoded = [...token].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  return [
    undefined,
    `venue_session=${token}`,
    `venue_session =${token}`,
    `venue_session\t=${token}`,
    ` venue_session= ${token}`,
    `theme=dark; venue_session=${token}`,
    `theme=dark;venue_session =${token}`,
    `venue_session=${encoded}`,
    `venue_session=made-up-${'x'.repeat(20)}`,
    'theme=dark',
  ];
};

/** How many random ways each target is asked in the property (about 180 checks in all). */
const RUNS_PER_TARGET = 3;

type Variant = 'canonical' | 'trailing-slash' | 'upper-case' | 'double-slash' | 'mixed';
const VARIANTS: Variant[] = ['canonical', 'trailing-slash', 'upper-case', 'double-slash', 'mixed'];

/**
 * An address written another way: only a literal first segment changes case (tokens and file
 * names are the address itself: `/FAVICON.svg` is another file).
 */
function spelled(address: string, variant: Variant, route: Route | null): string {
  const queryStart = address.indexOf('?');
  const pathPart = queryStart === -1 ? address : address.slice(0, queryStart);
  const query = queryStart === -1 ? '' : address.slice(queryStart);
  const literalFirst = !route?.pattern.startsWith('/:');
  const upper = (value: string) => (literalFirst ? value.replace(/^\/([a-z-]+)/, (_m, first: string) => `/${first.toUpperCase()}`) : value);
  switch (variant) {
    case 'canonical':
      return address;
    case 'trailing-slash':
      return `${pathPart}/${query}`;
    case 'upper-case':
      return `${upper(pathPart)}${query}`;
    case 'double-slash':
      return `/${pathPart}${query}`;
    case 'mixed':
      return `/${upper(pathPart)}/${query}`;
  }
}

interface Target {
  route: Route | null;
  address: string;
  method: HttpMethod | 'HEAD';
}

/** Every route with a concrete address and each method it answers, and two unknown addresses. */
function targets(concrete: Twins['concrete']): Target[] {
  const all: Target[] = [];
  for (const route of ROUTES) {
    const address = concrete[route.id] ?? route.pattern;
    for (const method of route.methods) {
      all.push({ route, address, method });
      if (method === 'GET') all.push({ route, address, method: 'HEAD' });
    }
  }
  all.push({ route: null, address: '/wp-admin', method: 'GET' }, { route: null, address: '/no-such-page/deeper', method: 'GET' });
  // Pages with their declared parameters (and some they do not declare).
  all.push(
    { route: ROUTES.find((route) => route.id === 'faq')!, address: '/faq?q=deposit&category=payment&utm_source=x', method: 'GET' },
    { route: ROUTES.find((route) => route.id === 'calendar')!, address: '/calendar?month=2099-01&sent=1', method: 'GET' },
    { route: ROUTES.find((route) => route.id === 'gallery')!, address: '/gallery?category=decor', method: 'GET' },
  );
  return all;
}

interface Request {
  target: Target;
  variant: Variant;
  accept: string | undefined;
  encoding: string | undefined;
  conditional: 'none' | 'etag' | 'modified-since';
  cookie: string | undefined;
  foreignHost: boolean;
}

async function check({ fast, ordinary }: Twins, { target, variant, accept, encoding, conditional, cookie, foreignHost }: Request) {
  const { route, method } = target;
  const address = spelled(target.address, variant, route);
  const headers: Record<string, string> = {};
  if (accept) headers.accept = accept;
  if (encoding) headers['accept-encoding'] = encoding;
  if (cookie) headers.cookie = cookie;
  if (foreignHost) headers.host = 'attacker.example';
  let body: string | undefined;
  const reads = method === 'GET' || method === 'HEAD';
  if (route?.id === 'graphql' && method === 'POST') {
    headers['content-type'] = 'application/json';
    body = PUBLIC_QUERY;
  } else if (method === 'POST') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['sec-fetch-site'] = 'same-origin';
    body = '';
  }
  const label = `${method} ${address} ${JSON.stringify(headers)} ${conditional}`;
  // Reads (and the public query) are asked twice first, so the fast side has them cached and
  // compressed; posts that change state or count against a limit are sent once to each side.
  const warm = reads || route?.id === 'graphql';
  // A conditional request names the copy the client holds: each server's own (a health answer
  // describes its own server).
  const conditionalHeaders = new Map<TestServer, Record<string, string>>();
  for (const server of [fast, ordinary]) {
    let etag: string | undefined;
    if (warm) {
      const first = await send(server, method, address, headers, body);
      // A redirect is answered before any cache: there is nothing to warm.
      if (first.status !== 301 && first.status !== 308) {
        const second = await send(server, method, address, headers, body);
        etag = typeof second.headers.etag === 'string' ? second.headers.etag : undefined;
      }
    }
    const extra: Record<string, string> = {};
    // Health and the feed change from one moment to the next (a disk's free bytes, a time stamp):
    // the copy a client holds may be stale on one server and not the other.
    const changesByItself = route?.id === 'healthz' || route?.id === 'calendar-feed';
    if (conditional === 'etag' && etag && !changesByItself) extra['if-none-match'] = etag;
    if (conditional === 'modified-since') extra['if-modified-since'] = new Date(Date.now() + 60_000).toUTCString();
    conditionalHeaders.set(server, { ...headers, ...extra });
  }
  const one = await send(fast, method, address, conditionalHeaders.get(fast)!, body);
  const other = await send(ordinary, method, address, conditionalHeaders.get(ordinary)!, body);

  expect(one.status, label).toBe(other.status);
  expect(comparable(route, one), label).toEqual(comparable(route, other));
  expect(comparableBody(route, one), label).toBe(comparableBody(route, other));

  // Never another route's page.
  if (one.status === 301 || one.status === 308) {
    const canonical = target.address.split('?')[0]!;
    expect(String(one.headers.location).split('?')[0], label).toBe(canonical);
    return;
  }
  if (method === 'HEAD' || one.status === 304 || !String(one.headers['content-type']).includes('html')) return;
  const html = decoded(one);
  const canonicalLink = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
  // A refused form post shows its form's page again.
  const page = route?.kind === 'page' ? route : route?.kind === 'server' && route.formOf ? ROUTES.find((candidate) => candidate.id === route.formOf)! : null;
  if (page) {
    if (canonicalLink) expect(canonicalLink, label).toBe(`${fast.config.publicUrl}${page.pattern}`);
  } else {
    expect(canonicalLink, label).toBeUndefined();
  }
  if (route?.kind === 'server' && !route.formOf && route.id !== 'client-file') expect(html, label).not.toContain('id="page-end"');
  if (!route && html.includes('id="page-end"')) expect(html, label).toContain('data-not-found');
}

describe('the route table, walked', () => {
  it('answers every route in every spelling of its address the same with and without the fast paths', { timeout: 300_000 }, async ({ twins }) => {
    for (const target of targets(twins.concrete)) {
      for (const variant of VARIANTS) {
        await check(twins, { target, variant, accept: 'text/html,application/xhtml+xml', encoding: 'gzip, deflate, br', conditional: 'none', cookie: undefined, foreignHost: false });
      }
    }
  });

  it('answers the same for any Accept, Accept-Encoding, condition, session cookie spelling and Host', { timeout: 300_000 }, async ({ twins }) => {
    const asked = fc.record({
      variant: fc.constantFrom(...VARIANTS),
      accept: fc.constantFrom(undefined, 'text/html', '*/*', 'text/html,application/xhtml+xml,*/*;q=0.8', 'application/json', 'text/html;q=0, */*'),
      encoding: fc.constantFrom(undefined, 'gzip', 'br', 'gzip, deflate, br', 'br;q=0, gzip', 'identity', '*', 'gzip;q=0', 'deflate'),
      conditional: fc.constantFrom('none' as const, 'etag' as const, 'modified-since' as const),
      cookie: fc.constantFrom(...cookieSpellings(twins.sessionToken)),
      foreignHost: fc.boolean(),
    });
    // Every target, each asked a few ways drawn at random: a target drawn from the whole list would
    // leave some out (fast-check draws the first values of a list more often than the last).
    for (const target of targets(twins.concrete)) {
      await fc.assert(
        fc.asyncProperty(asked, (request) => check(twins, { target, ...request })),
        { numRuns: RUNS_PER_TARGET },
      );
    }
  });
});
