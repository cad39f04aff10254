import { and, eq, lt, sql } from 'drizzle-orm';
import type { NextFunction, Request, Response } from 'express';
import { getOperationAST, parse } from 'graphql';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { bearerToken, validateApiToken } from '../auth/api-tokens.ts';
import { viewerFromCookieHeader } from '../context.ts';
import { writeTransaction } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { AppServices } from '../app-services.ts';

/*
 * `Idempotency-Key` on GraphQL mutations (docs/api.md, "Retrying safely"), as Stripe and the IETF
 * draft (draft-ietf-httpapi-idempotency-key-header) describe it: the first answer to a mutation sent
 * with a key is kept for 24 hours; the same key with the same request gets that answer again
 * (`Idempotent-Replayed: true`) and nothing runs twice; the same key with another request is refused
 * (422), and while the first is still running (409). Keys belong to their caller (the API token, the
 * signed-in user, or the client address), so nobody can read another's answer. Only answers of a
 * mutation that ran are kept: a refusal before it ran (a bad token, a budget, a busy database, an
 * internal error) is not, so the retry runs; nor an answer that sets a cookie (signing in), which a
 * replay could not give again. Queries need no key and ignore one. The key never reaches the
 * database: rows hold its hash, the request's HMAC under it and the answer encrypted under it.
 */

export const IDEMPOTENCY = {
  header: 'idempotency-key',
  /** How long the first answer is kept. */
  keepMs: 24 * 60 * 60 * 1000,
  /** A first request that has not answered after this long is taken as lost (the server stopped). */
  runningMs: 60 * 1000,
  maxKeyLength: 255,
} as const;

export const IDEMPOTENCY_MESSAGES = {
  badKey: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY.maxKeyLength} printable ASCII characters (a UUID is a good key).`,
  reused: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  running: 'A request with this Idempotency-Key is still running. Retry in a moment to get its answer.',
} as const;

/** Error codes whose answers are not kept: the request may succeed when it is tried again. */
const TRANSIENT_CODES = ['SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR', 'TOO_MANY_REQUESTS', 'UNAUTHENTICATED'];

function refuse(res: Response, status: number, code: string, message: string) {
  if (status === 409) res.setHeader('Retry-After', '1');
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/** Whose key this is: the API token, the signed-in user, or (for anyone else) the client address. */
function scopeOf(services: AppServices, req: Request): string | null {
  const token = bearerToken(req.headers.authorization);
  if (token !== undefined) {
    const viewer = token ? validateApiToken(services.db, token, { touch: false }) : null;
    return viewer ? `token:${viewer.apiToken.id}` : null; // a bad token is refused by the API itself
  }
  const viewer = viewerFromCookieHeader(services, req.headers.cookie, { extend: false });
  return viewer ? `user:${viewer.user.id}` : `address:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
}

/** What is kept of the caller's key: its hash (the row's name) and a cipher key derived from it. */
function keyMaterial(scope: string, key: string) {
  return {
    keyHash: createHash('sha256').update(key).digest('hex'),
    secret: createHash('sha256').update(`venue-site idempotent answer\0${scope}\0${key}`).digest(),
  };
}

function seal(secret: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function open(secret: Buffer, stored: string): string {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** JSON with object keys sorted, so the same request written in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function isMutation(body: { query?: unknown; operationName?: unknown }): boolean {
  if (typeof body.query !== 'string') return false;
  try {
    const operation = getOperationAST(parse(body.query), typeof body.operationName === 'string' ? body.operationName : undefined);
    return operation?.operation === 'mutation';
  } catch {
    return false; // the API answers the syntax error
  }
}

function keepable(status: number, body: string): boolean {
  if (status !== 200) return false;
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
    return !(parsed.errors ?? []).some((error) => TRANSIENT_CODES.includes(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
  } catch {
    return false;
  }
}

/** Express middleware for POST /graphql, after the JSON body parser and before Apollo. */
export function idempotency(services: AppServices) {
  const { db } = services;
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get(IDEMPOTENCY.header);
    if (key === undefined || req.method !== 'POST') return next();
    if (!/^[\x21-\x7e][\x20-\x7e]*$/.test(key) || key.length > IDEMPOTENCY.maxKeyLength) {
      return refuse(res, 400, 'BAD_REQUEST', IDEMPOTENCY_MESSAGES.badKey);
    }
    const body = (req.body ?? {}) as { query?: unknown; operationName?: unknown; variables?: unknown };
    if (!isMutation(body)) return next();
    const scope = scopeOf(services, req);
    if (!scope) return next();
    const { keyHash, secret } = keyMaterial(scope, key);
    const requestHash = createHmac('sha256', secret)
      .update(canonical({ query: body.query, operationName: body.operationName ?? null, variables: body.variables ?? {} }))
      .digest('hex');

    const now = Date.now();
    const found = await writeTransaction(db, (tx) => {
      tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY.keepMs))).run();
      const row = tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.keyHash, keyHash))).get();
      const abandoned = row && row.responseStatus === null && row.createdAt.getTime() < now - IDEMPOTENCY.runningMs;
      if (row && !abandoned) return row;
      if (abandoned) tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.keyHash, keyHash))).run();
      tx.insert(idempotencyKeys).values({ scope, keyHash, requestHash, createdAt: new Date(now) }).run();
      return null;
    });
    if (found) {
      if (found.requestHash !== requestHash) return refuse(res, 422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
      if (found.responseStatus === null) return refuse(res, 409, 'IDEMPOTENCY_KEY_IN_USE', IDEMPOTENCY_MESSAGES.running);
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(found.responseStatus).type(found.responseType ?? 'application/json').send(open(secret, found.responseBody ?? ''));
      return;
    }

    // The first request with this key: its answer is kept once it is sent (or the key freed).
    const sent: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
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
    const thisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.keyHash, keyHash), sql`${idempotencyKeys.responseStatus} is null`);
    let settled = false;
    const settle = (finished: boolean) => {
      if (settled) return;
      settled = true;
      const text = Buffer.concat(sent).toString('utf8');
      try {
        if (finished && res.getHeader('set-cookie') === undefined && keepable(res.statusCode, text)) {
          db.update(idempotencyKeys)
            .set({ responseStatus: res.statusCode, responseType: String(res.getHeader('content-type') ?? 'application/json'), responseBody: seal(secret, text) })
            .where(thisKey)
            .run();
        } else {
          db.delete(idempotencyKeys).where(thisKey).run();
        }
      } catch (error) {
        // A busy database leaves the key running; after IDEMPOTENCY.runningMs it is free again.
        services.logger.warn('Could not record an idempotent answer', { error: error instanceof Error ? error.message : String(error) });
      }
    };
    res.once('finish', () => settle(true));
    res.once('close', () => settle(res.writableFinished));
    next();
  };
}
