import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Logger as PinoLogger } from 'pino';
import type { ApolloServerPlugin } from '@apollo/server';
import { noteGraphQL, requestScope, type RequestScope } from '../logger.ts';
import { upgradeClientAddress } from '../security/websocket-connections.ts';
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

/** The codes of a GraphQL answer's errors (`errors[].extensions.code`). */
export function errorCodesOf(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code).filter((code): code is string => typeof code === 'string');
}

/** Apollo: the operation's name and the codes of the errors it answered with. */
export const accessLogPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ request, operationName, document, response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : response.body.initialResult.errors;
        // A document that failed validation has no resolved operation: its (first) named one then.
        const named = document?.definitions.find((definition) => definition.kind === 'OperationDefinition' && definition.name);
        const fallback = named?.kind === 'OperationDefinition' ? named.name?.value : undefined;
        noteGraphQL(operationName ?? request.operationName ?? fallback, (errors ?? []).map((error) => error.extensions?.code));
      },
    };
  },
};

/**
 * One line per request, whatever answers it (the response cache, Express, a refusal before
 * GraphQL): method, path without query values, status, duration, the client's address (the
 * proxy's X-Forwarded-For with TRUST_PROXY=1) and the request id, also sent back as
 * `X-Request-Id`; for GraphQL, the operation's name and its error codes (a refusal answered with
 * status 200 says UNAUTHENTICATED here). Everything logged while the request is answered carries
 * the same id (requestScope). Refusals (400, 401, 403, 429) are logged like any other answer.
 */
/** The request id a request carries: the proxy's (with TRUST_PROXY=1, when well formed) or a new one. */
function requestIdOf(req: http.IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-request-id'] : undefined;
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * WebSocket upgrades get their own lines (they never reach the access line of a request): one when
 * the upgrade is refused (with the HTTP status) or opened, and one when the socket closes (its close
 * code and reason, how long it was open). All carry the same request id and the client's address.
 */
export function createWebSocketLog(logger: PinoLogger, options: { trustProxy: boolean }) {
  const describe = (req: http.IncomingMessage) => ({
    requestId: requestIdOf(req, options.trustProxy),
    path: loggedPath(req.url ?? '/'),
    client: upgradeClientAddress(req, options.trustProxy),
  });
  return {
    refused(req: http.IncomingMessage, status: number) {
      if (logger.isLevelEnabled('info')) logger.info({ ...describe(req), status }, 'websocket refused');
    },
    opened(req: http.IncomingMessage, socket: { once(event: 'close', listener: (code: number, reason: Buffer) => void): unknown }) {
      if (!logger.isLevelEnabled('info')) return;
      const fields = describe(req);
      const started = process.hrtime.bigint();
      logger.info({ ...fields, status: 101 }, 'websocket open');
      socket.once('close', (code, reason) => {
        const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100;
        logger.info({ ...fields, code, reason: reason.toString('utf8').slice(0, 200), durationMs }, 'websocket closed');
      });
    },
  };
}

export function createAccessLog(
  logger: PinoLogger,
  options: {
    trustProxy: boolean;
    /** Called for every answered request, logged or not (the metrics count them). */
    observe?: (req: http.IncomingMessage, status: number, durationSeconds: number, scope: RequestScope) => void;
  },
) {
  /**
   * `next` receives the request id; the caller sends it as `X-Request-Id` on every answer (the
   * cached-page fast path writes it with its other headers in one call: server/http/client.ts).
   */
  return (req: http.IncomingMessage, res: http.ServerResponse, next: (requestId: string) => void) => {
    const requestId = requestIdOf(req, options.trustProxy);
    const scope: RequestScope = { requestId };
    // The line is built only when it will be written (LOG_LEVEL=warn turns access lines off).
    const logged = logger.isLevelEnabled('info');
    if (logged || options.observe) {
      const started = process.hrtime.bigint();
      const url = req.url ?? '/'; // now: Express rewrites req.url inside mounted routers
      res.once('close', () => {
        const elapsed = Number(process.hrtime.bigint() - started);
        options.observe?.(req, res.statusCode, elapsed / 1e9, scope);
        if (!logged) return;
        const durationMs = Math.round(elapsed / 10_000) / 100;
        const line: Record<string, unknown> = {
          requestId,
          method: req.method,
          path: loggedPath(url),
          status: res.statusCode,
          durationMs,
          client: upgradeClientAddress(req, options.trustProxy),
        };
        if (scope.graphql) {
          line.operation = scope.graphql.operation;
          if (scope.graphql.errorCodes.length > 0) line.errors = scope.graphql.errorCodes;
        }
        if (!res.writableFinished) line.aborted = true; // the client went away before the answer was sent
        logger.info(line, 'request');
      });
    }
    requestScope.run(scope, next, requestId);
  };
}
