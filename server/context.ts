import * as cookie from 'cookie';
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Viewer } from './auth/access.ts';
import { HeaderMap } from '@apollo/server';
import { API_TOKEN_INVALID, bearerToken, readApiToken, validateApiToken, WWW_AUTHENTICATE_INVALID_TOKEN } from './auth/api-tokens.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_LIFETIME_MS, DEVICE_COOKIE_PATH } from './auth/device-cookie.ts';
import { SESSION_COOKIE, validateSessionToken } from './auth/sessions.ts';
import type { AppServices } from './app-services.ts';
import { RECEIPT_COOKIE, type ReceiptForm } from '../shared/visitor-forms.ts';

export interface RequestInfo {
  ip: string;
  userAgent: string | null;
  /** The sign-in device cookie as sent (auth/device-cookie.ts); checked only at sign-in. */
  deviceCookie: string | null;
}

/**
 * Sets or clears the session cookie, and sets the sign-in device cookie and a sent form's receipt
 * cookie; null on a WebSocket, where no cookie can be set.
 */
export interface SessionCookieJar {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  setDevice(value: string): void;
  /** The page a sent form lands on (`?sent=1`) shows its receipt in this browser (receiptCookie). */
  setReceipt(form: ReceiptForm, submissionKey: string): void;
}

/**
 * The receipt cookie of a sent visitor form: its submission key, for this browser session only
 * (a shared computer forgets it when the browser closes; the server also stops showing a receipt
 * a day after sending), sent with no request from another site's page.
 */
export function receiptCookie(form: ReceiptForm, submissionKey: string, secure: boolean): string {
  return cookie.serialize(RECEIPT_COOKIE[form], submissionKey, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

/** The submission key of this browser's last sent form of a kind, if its cookie is there. */
export function readReceiptKey(cookieHeader: string | undefined, form: ReceiptForm): string | undefined {
  if (!cookieHeader?.includes(RECEIPT_COOKIE[form])) return undefined;
  return cookie.parse(cookieHeader)[RECEIPT_COOKIE[form]];
}

export interface GraphQLContext extends AppServices {
  viewer: Viewer;
  request: RequestInfo;
  sessionCookie: SessionCookieJar | null;
}

export function readSessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return cookie.parse(cookieHeader)[SESSION_COOKIE] ?? null;
}

/** The viewer of a request's session cookie; `extend: false` reads it without sliding its expiry. */
export function viewerFromCookieHeader(services: AppServices, cookieHeader: string | undefined, options?: { extend?: boolean }): Viewer {
  const token = readSessionToken(cookieHeader);
  return token ? validateSessionToken(services.db, token, options) : null;
}

export function sessionCookieJar(services: AppServices, res: Response): SessionCookieJar {
  const secure = services.config.publicUrl.startsWith('https://');
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
  return {
    set(token, expiresAt) {
      res.append('Set-Cookie', cookie.serialize(SESSION_COOKIE, token, { ...base, expires: expiresAt }));
    },
    clear() {
      res.append('Set-Cookie', cookie.serialize(SESSION_COOKIE, '', { ...base, maxAge: 0 }));
    },
    setDevice(value) {
      const maxAge = Math.floor(DEVICE_COOKIE_LIFETIME_MS / 1000);
      res.append('Set-Cookie', cookie.serialize(DEVICE_COOKIE, value, { ...base, path: DEVICE_COOKIE_PATH, maxAge }));
    },
    setReceipt(form, submissionKey) {
      res.append('Set-Cookie', receiptCookie(form, submissionKey, secure));
    },
  };
}

export function requestInfo(req: IncomingMessage & { ip?: string }): RequestInfo {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: req.headers['user-agent'] ?? null,
    deviceCookie: req.headers.cookie ? (cookie.parse(req.headers.cookie)[DEVICE_COOKIE] ?? null) : null,
  };
}

/**
 * The refusal of a call whose bearer token is malformed, unknown or revoked: HTTP 401 with its
 * challenge (RFC 6750), so a client library knows to fetch a new token.
 */
export function invalidApiTokenError(): GraphQLError {
  const headers = new HeaderMap([['www-authenticate', WWW_AUTHENTICATE_INVALID_TOKEN]]);
  return new GraphQLError(API_TOKEN_INVALID, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401, headers } } });
}

/**
 * Who makes an HTTP call: with an `Authorization: Bearer` header, the API token's admin and
 * nothing else (the cookie is ignored, so a token call is never a cookie call and CSRF rules need
 * not apply); otherwise the session cookie's user. A bad token is refused, never treated as anonymous.
 */
export function viewerOfRequest(services: AppServices, req: IncomingMessage): Viewer {
  const token = bearerToken(req.headers.authorization);
  if (token === undefined) return viewerFromCookieHeader(services, req.headers.cookie);
  const viewer = token ? validateApiToken(services.db, token) : null;
  if (!viewer) throw invalidApiTokenError();
  return viewer;
}

export function buildHttpContext(services: AppServices, req: Request, res: Response): GraphQLContext {
  return {
    ...services,
    viewer: viewerOfRequest(services, req),
    request: requestInfo(req),
    sessionCookie: sessionCookieJar(services, res),
  };
}

/**
 * A WebSocket context is built from the upgrade request's cookie once per operation, so a
 * subscription started after sign-out is refused. It does not slide the session's expiry: an open
 * socket must not keep a session alive (server/security/websocket-connections.ts closes the socket
 * when the session ends, and checks the session again before every event).
 */
export function buildWsContext(services: AppServices, req: IncomingMessage, apiTokenId?: string | null): GraphQLContext {
  return {
    ...services,
    // A socket opened with an API token (connectionParams) is that token's, re-read per operation
    // so a revoked token starts nothing more; otherwise the upgrade request's cookie.
    viewer: apiTokenId ? (readApiToken(services.db, apiTokenId) ?? null) : viewerFromCookieHeader(services, req.headers.cookie, { extend: false }),
    request: requestInfo(req),
    sessionCookie: null,
  };
}
