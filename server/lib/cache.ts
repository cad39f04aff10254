import type { ApolloServerPlugin } from '@apollo/server';
import { parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type http from 'node:http';
import { crc32 } from 'node:zlib';
import { readSessionToken } from '../context.ts';
import { noteGraphQLIn, requestScope } from '../logger.ts';

/*
 * A response cache for anonymous GraphQL queries: the public site's reads (navigation, settings,
 * content, FAQs, ...) are the same for every visitor until something is written, so their answers
 * are kept in memory and served straight from the HTTP server, before Express and Apollo.
 *
 * What is cached: a POST to /graphql with a JSON body of at most 16 kB, no session cookie nor Authorization header, an
 * allowed Origin (the caller checks), no conditional headers; whose operation is a query; and whose
 * answer is a 200 with data and no errors and sets no cookie. The key is the exact body and Accept
 * header; the entry is the exact status, headers (security headers included) and body.
 *
 * A hit is answered as the page fast path answers (server/http/client.ts): one writeHead with the
 * stored headers as a flat list and the request id appended, nothing set before it (a header set
 * with setHeader first sends Node through its slow merge, which checks every header again), no
 * async context entered, and found by a CRC-32 of the Accept header and body (native, a few
 * hundred nanoseconds) with the bytes then compared, not a cryptographic hash. Entries are dropped
 * oldest first (a hit does not reorder them: the TTL bounds every entry's life anyway).
 *
 * Freshness: every mutation empties the cache when it starts and again when it has answered (a
 * generation counter makes sure an answer computed across a write is never stored); every entry
 * also records the database's data version (`dataVersion`: rows changed on the app's connection
 * plus SQLite's data_version for other connections) and is only served while it is unchanged, so
 * a write from anywhere else (an HTTP route, a script, a test) can never be hidden by the cache;
 * and entries expire after TTL_MS, which bounds answers that depend on the clock (a date passing
 * into the past). Expired entries are dropped by a timer (not holding the process open) while the
 * cache holds any, so what a burst of traffic stored does not stay in a quiet server's memory.
 */

export const RESPONSE_CACHE_LIMITS = {
  ttlMs: 10_000,
  maxEntries: 1_000,
  maxBytes: 32 * 1024 * 1024,
  maxRequestBytes: 16 * 1024,
} as const;

interface Entry {
  /** The database's data version when the answer was computed. */
  version: string;
  status: number;
  /** Name, value, name, value, … with content-length: what writeHead takes fastest. */
  headers: string[];
  body: Buffer;
  storedAt: number;
  /** The operation's name, for the access line of an answer replayed from here. */
  operation: string | null;
  /** What it answers: the request's Accept header and body, exactly. */
  accept: string;
  request: Buffer;
}

/** Headers that belong to one response, not to the cached answer. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id']);

/**
 * Whether the request carries a session cookie, read with the parser that authenticates it
 * (`cookie.parse`, server/context.ts): any spelling it accepts (`venue_session =…`, a tab before
 * the `=`, percent-encoding) is a session here too, so a signed-in answer is never stored as an
 * anonymous one.
 */
function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return readSessionToken(cookieHeader) !== null;
}

/** The operation a request runs, or null when there is no single one to pick. */
function selectedOperation(document: DocumentNode, operationName: unknown): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  if (typeof operationName === 'string') return operations.find((op) => op.name?.value === operationName) ?? null;
  return operations.length === 1 ? operations[0]! : null;
}

export interface ResponseCache {
  /**
   * Serves the request from the cache, or hands it to `next` (Express) and remembers the answer
   * when it may be reused. `allowed(req)` says whether the request may be answered at all (Origin).
   * `requestId` is sent as X-Request-Id on every answer (the access log's).
   */
  handle(req: http.IncomingMessage, res: http.ServerResponse, next: () => void, requestId?: string): void;
  /** Forgets everything (a write happened). */
  invalidate(): void;
  /** Apollo plugin: invalidates around every mutation. */
  plugin: ApolloServerPlugin;
  stats(): { entries: number; bytes: number; hits: number; misses: number; generation: number };
}

export function createResponseCache({
  allowed,
  dataVersion = () => '',
  now = Date.now,
  limits = RESPONSE_CACHE_LIMITS,
}: {
  allowed: (req: http.IncomingMessage) => boolean;
  /** Changes whenever anything is written to the database (see server/db/client.ts). */
  dataVersion?: () => string;
  now?: () => number;
  limits?: { readonly [K in keyof typeof RESPONSE_CACHE_LIMITS]: number };
}): ResponseCache {
  /** Entries by the checksum of what they answer; a checksum's few entries are compared byte for byte. */
  const buckets = new Map<number, Entry[]>();
  /** Every entry, oldest first. */
  const entries = new Set<Entry>();
  /** Whether a query text is a cacheable query operation (by operation name), parsed once. */
  const queryKinds = new Map<string, DocumentNode | null>();
  let bytes = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;

  function invalidate() {
    generation += 1;
    entries.clear();
    buckets.clear();
    bytes = 0;
  }

  const size = (entry: Entry) => entry.body.length + entry.request.length;
  const checksum = (accept: string, request: Buffer) => crc32(request, crc32(accept));
  const find = (sum: number, accept: string, request: Buffer) => buckets.get(sum)?.find((entry) => entry.accept === accept && entry.request.equals(request));

  function remove(sum: number, entry: Entry) {
    entries.delete(entry);
    bytes -= size(entry);
    const bucket = buckets.get(sum)!.filter((other) => other !== entry);
    if (bucket.length > 0) buckets.set(sum, bucket);
    else buckets.delete(sum);
  }

  let sweep: NodeJS.Timeout | null = null;
  /** Drops the entries past their time (the oldest come first); again later while any is left. */
  function sweepLater() {
    if (sweep) return;
    sweep = setTimeout(() => {
      sweep = null;
      for (const oldest of entries) {
        if (now() - oldest.storedAt < limits.ttlMs) break;
        remove(checksum(oldest.accept, oldest.request), oldest);
      }
      if (entries.size > 0) sweepLater();
    }, limits.ttlMs);
    sweep.unref();
  }

  function store(entry: Entry) {
    if (entry.body.length > limits.maxBytes / 8) return;
    sweepLater();
    const sum = checksum(entry.accept, entry.request);
    const previous = find(sum, entry.accept, entry.request);
    if (previous) remove(sum, previous);
    entries.add(entry);
    buckets.set(sum, [...(buckets.get(sum) ?? []), entry]);
    bytes += size(entry);
    for (const oldest of entries) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
      remove(checksum(oldest.accept, oldest.request), oldest);
    }
  }

  function isQuery(body: { query?: unknown; operationName?: unknown }): boolean {
    if (typeof body.query !== 'string' || body.query.length > limits.maxRequestBytes) return false;
    let document = queryKinds.get(body.query);
    if (document === undefined) {
      try {
        document = parse(body.query, { maxTokens: 2_000 });
      } catch {
        document = null;
      }
      if (queryKinds.size >= limits.maxEntries) queryKinds.clear();
      queryKinds.set(body.query, document);
    }
    return document !== null && selectedOperation(document, body.operationName)?.operation === 'query';
  }

  function isCandidate(req: http.IncomingMessage): boolean {
    if (req.method !== 'POST' || req.url !== '/graphql') return false;
    const type = req.headers['content-type'];
    const length = Number(req.headers['content-length']);
    return (
      typeof type === 'string' &&
      type.startsWith('application/json') &&
      Number.isInteger(length) &&
      length > 0 &&
      length <= limits.maxRequestBytes &&
      !hasSessionCookie(req.headers.cookie) &&
      !req.headers.authorization &&
      !req.headers['if-none-match'] &&
      !req.headers['if-modified-since'] &&
      !req.headers.expect &&
      allowed(req)
    );
  }

  function serveFromCache(res: http.ServerResponse, entry: Entry, requestId: string | undefined) {
    res.writeHead(entry.status, requestId === undefined ? entry.headers : [...entry.headers, 'x-request-id', requestId]);
    res.end(entry.body);
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, next: () => void, requestId?: string) {
    const forward = () => {
      if (requestId !== undefined) res.setHeader('X-Request-Id', requestId);
      next();
    };
    if (!isCandidate(req)) return forward();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => res.destroy());
    // What runs after the body on a miss (Express, Apollo) logs under this request's id
    // (server/logger.ts, requestScope): its context is entered again there; a hit logs nothing.
    const scope = requestScope.getStore();
    req.once('end', () => {
      const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const accept = req.headers.accept ?? '';
      const entry = find(checksum(accept, raw), accept, raw);
      const version = dataVersion();
      if (entry && now() - entry.storedAt < limits.ttlMs && entry.version === version) {
        hits += 1;
        noteGraphQLIn(scope, entry.operation);
        return serveFromCache(res, entry, requestId);
      }
      if (scope) requestScope.run(scope, miss, raw, accept, version);
      else miss(raw, accept, version);
    });

    function miss(raw: Buffer, accept: string, version: string) {
      misses += 1;
      // Express's JSON parser skips a request whose body has been read; it finds it here instead.
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        (req as http.IncomingMessage & { bodyNotJson?: boolean }).bodyNotJson = true;
        return forward();
      }
      (req as http.IncomingMessage & { body?: unknown }).body = body;
      if (typeof body !== 'object' || body === null || Array.isArray(body) || !isQuery(body as { query?: unknown })) return forward();

      const startedAt = generation;
      const sent: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        sent.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      };
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return end(chunk, ...rest);
      }) as typeof res.end;
      res.once('finish', () => {
        if (res.statusCode !== 200 || generation !== startedAt || res.getHeader('set-cookie')) return;
        if (dataVersion() !== version) return; // written while this answer was computed
        if (!String(res.getHeader('content-type') ?? '').includes('json')) return;
        const answer = Buffer.concat(sent);
        try {
          const parsed = JSON.parse(answer.toString('utf8')) as { data?: unknown; errors?: unknown };
          if (parsed.errors !== undefined || parsed.data === undefined || parsed.data === null) return;
        } catch {
          return;
        }
        const headers: string[] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
          for (const one of Array.isArray(value) ? value : [String(value)]) headers.push(name, one);
        }
        headers.push('content-length', String(answer.length));
        // A copy: the body's chunk is a slice of the socket's read buffer, which it would keep alive.
        store({ version, status: 200, headers, body: answer, storedAt: now(), accept, request: Buffer.from(raw), operation: scope?.graphql?.operation ?? null });
      });
      forward();
    }
  }

  const plugin: ApolloServerPlugin = {
    async requestDidStart() {
      let mutation = false;
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'mutation') return;
          mutation = true;
          invalidate();
        },
        async willSendResponse() {
          if (mutation) invalidate();
        },
      };
    },
  };

  return {
    handle,
    invalidate,
    plugin,
    stats: () => ({ entries: entries.size, bytes, hits, misses, generation }),
  };
}
