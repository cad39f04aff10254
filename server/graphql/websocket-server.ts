import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { API_TOKEN_INVALID, apiTokenFromConnectionParams, bearerToken, TWO_API_TOKENS, validateApiToken, WWW_AUTHENTICATE_INVALID_TOKEN, type ApiTokenViewer } from '../auth/api-tokens.ts';
import type { Viewer } from '../auth/access.ts';
import { buildWsContext, viewerFromCookieHeader, type GraphQLContext } from '../context.ts';
import { appError } from '../errors.ts';
import type { createWebSocketLog } from '../http/access-log.ts';
import type { Metrics } from '../http/metrics.ts';
import { isGraphQL } from '../http/routes.ts';
import { priceRequest } from '../security/api-budget.ts';
import { GRAPHQL_LIMITS, webSocketOperationGuard } from '../security/graphql-limits.ts';
import { isAllowedOrigin } from '../security/origin.ts';
import { handleSocketErrorsAsClientErrors, isViteHmrUpgrade, refuseUpgrade } from '../security/websocket.ts';
import { createWebSocketConnections, TOO_MANY_SUBSCRIPTIONS_MESSAGE, upgradeClientAddress } from '../security/websocket-connections.ts';
import type { AppServices } from '../app-services.ts';

/*
 * GraphQL over WebSocket (graphql-ws) on the same path as HTTP GraphQL. Upgrades are routed by hand
 * so Vite's HMR socket (dev only) keeps working, a foreign Origin is refused before the handshake,
 * and an upgrade on any other path is answered 404 and its connection closed (not left hanging).
 */

export interface GraphQLWebSocketOptions {
  httpServer: http.Server;
  services: AppServices;
  schema: GraphQLSchema;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  metrics: Pick<Metrics, 'webSocketOpened' | 'webSocketClosed'>;
  webSocketLog: ReturnType<typeof createWebSocketLog>;
}

export interface GraphQLWebSockets {
  /** Stops graphql-ws (Apollo's drain calls it): open sockets are told the server is going away. */
  drain(): Promise<void>;
  /** Closes what is left once the HTTP server has stopped. */
  close(httpServerListening: boolean): void;
}

export function attachGraphQLWebSockets({ httpServer, services, schema, formatError, metrics, webSocketLog }: GraphQLWebSocketOptions): GraphQLWebSockets {
  const { config, db, logger } = services;
  const { trustProxy } = config;
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: GRAPHQL_LIMITS.maxWebSocketMessageBytes });
  const webSockets = createWebSocketConnections(db);
  /** The API token an upgrade's Authorization header named, for graphql-ws's onConnect. */
  const upgradeTokens = new WeakMap<http.IncomingMessage, ApiTokenViewer>();
  httpServer.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isGraphQL(req)) {
      if (config.dev && isViteHmrUpgrade(req)) return;
      webSocketLog.refused(req, 404);
      refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    // An upgrade with `Authorization: Bearer vat_…` belongs to that API token, as an HTTP call does:
    // a bad token is refused (401) before the handshake, never taken as anonymous; the cookie is
    // ignored, and so is the Origin rule, which protects cookies (a browser cannot set this header
    // on a WebSocket). Otherwise the socket belongs to the session of its cookie for its whole life
    // (read, not extended).
    const bearer = bearerToken(req.headers.authorization);
    let viewer: Viewer;
    if (bearer !== undefined) {
      const tokenViewer = bearer ? validateApiToken(db, bearer) : null;
      if (!tokenViewer) {
        webSocketLog.refused(req, 401);
        refuseUpgrade(socket, 401, 'Unauthorized', { 'WWW-Authenticate': WWW_AUTHENTICATE_INVALID_TOKEN });
        return;
      }
      upgradeTokens.set(req, tokenViewer);
      viewer = tokenViewer;
    } else {
      if (!isAllowedOrigin(req, config)) {
        webSocketLog.refused(req, 403);
        refuseUpgrade(socket, 403, 'Forbidden');
        return;
      }
      viewer = viewerFromCookieHeader(services, req.headers.cookie, { extend: false });
    }
    const address = upgradeClientAddress(req, trustProxy);
    wsServer.handleUpgrade(req, socket, head, (ws) => {
      webSocketLog.opened(req, ws);
      metrics.webSocketOpened();
      ws.once('close', () => metrics.webSocketClosed());
      const refusal = webSockets.admit(ws, { address, viewer });
      if (refusal) {
        handleSocketErrorsAsClientErrors(ws, logger);
        ws.close(refusal.code, refusal.reason);
        return;
      }
      wsServer.emit('connection', ws, req);
      handleSocketErrorsAsClientErrors(ws, logger);
    });
  });
  const guardWebSocketOperation = webSocketOperationGuard(config, schema);
  const cleanup = useServer<Record<string, unknown>, { request: http.IncomingMessage; socket: WebSocket; apiTokenId?: string }>(
    {
      schema,
      // A script authenticates its socket with an API token in the connection parameters
      // ({ authorization: 'Bearer vat_…' }, docs/api.md); a bad token closes the socket (4401).
      onConnect: (ctx) => {
        const headerToken = upgradeTokens.get(ctx.extra.request);
        if (headerToken) ctx.extra.apiTokenId = headerToken.apiToken.id;
        const token = apiTokenFromConnectionParams(ctx.connectionParams);
        if (token === undefined) return true;
        const viewer = token ? validateApiToken(db, token) : null;
        if (!viewer) {
          ctx.extra.socket.close(4401, API_TOKEN_INVALID);
          return false;
        }
        // Two credentials must be one: a socket cannot belong to two tokens.
        if (headerToken && headerToken.apiToken.id !== viewer.apiToken.id) {
          ctx.extra.socket.close(4400, TWO_API_TOKENS);
          return false;
        }
        ctx.extra.apiTokenId = viewer.apiToken.id;
        webSockets.attachApiToken(ctx.extra.socket, viewer);
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        // graphql-ws has already counted this one in ctx.subscriptions.
        if (Object.keys(ctx.subscriptions).length > GRAPHQL_LIMITS.maxSubscriptionsPerSocket) {
          return [appError('TOO_MANY_REQUESTS', TOO_MANY_SUBSCRIPTIONS_MESSAGE)];
        }
        const execution = guardWebSocketOperation(payload);
        if (Array.isArray(execution)) return execution;
        try {
          priceRequest(services.tokenBudgets, { ...execution, variables: execution.variableValues, apiTokenId: ctx.extra.apiTokenId });
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        return execution;
      },
      context: (ctx): GraphQLContext => buildWsContext(services, ctx.extra.request, ctx.extra.apiTokenId),
      onNext: (ctx, _id, _payload, _args, result) => {
        // The backstop: every event is checked against the socket's session before it is sent. A
        // socket whose session ended is being closed (graphql-ws then sends nothing); the payload
        // is replaced too, so the event's data cannot leave even if it did.
        const refusal = webSockets.verify(ctx.extra.socket);
        if (refusal) {
          return { errors: [{ message: refusal.reason, extensions: { code: refusal.code === 4403 ? 'FORBIDDEN' : 'UNAUTHENTICATED' } }] };
        }
        if (!result.errors) return undefined;
        return { ...result, errors: result.errors.map((error) => formatError(error.toJSON() as GraphQLFormattedError, error)) };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
    },
    wsServer,
  );

  return {
    async drain() {
      webSockets.dispose();
      await cleanup.dispose();
    },
    close(httpServerListening) {
      webSockets.dispose();
      if (!httpServerListening) wsServer.close();
    },
  };
}
