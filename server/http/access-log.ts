import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Logger as PinoLogger } from 'pino';
import { requestScope } from '../logger.ts';
import { redactPath } from '../../shared/route-match.ts';

/** An id a proxy may hand us (Caddy's {http.request.uuid}, nginx's $request_id): nothing else is taken. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const MAX_PATH = 300;

/**
 * The address as logged: the path, with the route table's secret parameters (a quote's or a
 * calendar feed's token) replaced in any spelling of it (shared/route-match.ts, redactPath), and
 * the names of the query parameters without their values (a reset token, an e-mail address or a
 * search may be in them). `/auth?mode=reset&token=abc` → `/auth?mode&token`,
 * `/Quote/abc/` → `/Quote/[token]`.
 */
export function loggedPath(url: string): string {
  const queryStart = url.indexOf('?');
  let logged = redactPath(queryStart === -1 ? url : url.slice(0, queryStart));
  if (queryStart !== -1) {
    const names = [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
    logged += `?${names.map((name) => encodeURIComponent(name)).join('&')}`;
  }
  return logged.length > MAX_PATH ? `${logged.slice(0, MAX_PATH)}…` : logged;
}

/**
 * One line per request, whatever answers it (the response cache, Express, a refusal before
 * GraphQL): method, path without query values, status, duration and the request id, also sent
 * back as `X-Request-Id`. Everything logged while the request is answered carries the same id
 * (requestScope). Refusals (400, 401, 403, 429) are logged like any other answer.
 */
export function createAccessLog(logger: PinoLogger, options: { trustProxy: boolean }) {
  /**
   * `next` receives the request id; the caller sends it as `X-Request-Id` on every answer (the
   * cached-page fast path writes it with its other headers in one call: server/http/client.ts).
   */
  return (req: http.IncomingMessage, res: http.ServerResponse, next: (requestId: string) => void) => {
    const forwarded = options.trustProxy ? req.headers['x-request-id'] : undefined;
    const requestId = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    // The line is built only when it will be written (LOG_LEVEL=warn turns access lines off).
    if (logger.isLevelEnabled('info')) {
      const started = process.hrtime.bigint();
      const url = req.url ?? '/'; // now: Express rewrites req.url inside mounted routers
      res.once('close', () => {
        const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100;
        const line: Record<string, unknown> = { requestId, method: req.method, path: loggedPath(url), status: res.statusCode, durationMs };
        if (!res.writableFinished) line.aborted = true; // the client went away before the answer was sent
        logger.info(line, 'request');
      });
    }
    requestScope.run({ requestId }, next, requestId);
  };
}
