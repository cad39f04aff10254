import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Logger as PinoLogger } from 'pino';
import type { Config } from './config.ts';
import { isAdmin, type Viewer } from './auth/access.ts';
import { buildHttpContext, readSessionToken, requestInfo, viewerFromCookieHeader, viewerOfRequest, type GraphQLContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { seedStarterContent } from './db/seed/seed.ts';
import { createOutbox } from './email/outbox.ts';
import { createWebhookDispatcher } from './modules/webhooks/index.ts';
import cors from 'cors';
import { apiCorsOptions } from './modules/api/index.ts';
import { createEmailTransport, type EmailTransport } from './email/transport.ts';
import { createErrorFormatter } from './graphql/errors.ts';
import { buildSchema } from './graphql/schema.ts';
import { mountClient, wantsHtml } from './http/client.ts';
import { isGraphQL, pageParamContext, redirectVariants } from './http/routes.ts';
import { createRenderBudget, type RenderBudget } from './http/render-budget.ts';
import { trackUnusedConnections } from './http/unused-connections.ts';
import { closeWhenBodyUnread, refuseBodyOver } from './http/refuse-unread.ts';
import { publicFormsRouter } from './http/public-forms.ts';
import { expressPrototypes } from './http/express-prototypes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { seoRouter } from './http/seo.ts';
import { healthRoute } from './http/health.ts';
import { createMetrics, metricsRoute, startMetricsListener } from './http/metrics.ts';
import { mountStaticFiles } from './http/static-files.ts';
import { uploadsRouter } from './http/uploads.ts';
import { idempotency } from './http/idempotency.ts';
import { icalRouter } from './http/ical.ts';
import { quotePageRouter } from './http/quote-page.ts';
import { createResponseCache, type ResponseCache } from './lib/cache.ts';
import { accessLogPlugin, createAccessLog, createWebSocketLog, errorCodesOf } from './http/access-log.ts';
import { logger as defaultLogger, noteGraphQL, pinoLogger, type Logger } from './logger.ts';
import { ensureFirstAdmin } from './modules/accounts/index.ts';
import { createHoldScheduler, type HoldScheduler } from './modules/holds/index.ts';
import { createFollowUpScheduler, type FollowUpScheduler } from './modules/followups/index.ts';
import { registerNoticeReactions } from './modules/notices/index.ts';
import { createPubSub } from './pubsub.ts';
import { attachGraphQLWebSockets } from './graphql/websocket-server.ts';
import { apolloGraphQLLimits, GRAPHQL_LIMITS, graphqlHttpLimits, refuseGraphQLBodyTooLarge } from './security/graphql-limits.ts';
import { CROSS_SITE_REFUSED, isAllowedOrigin } from './security/origin.ts';
import { createRateLimiterRegistry, type AppServices } from './app-services.ts';
import { createTokenBudgets } from './security/token-budget.ts';
import { apiBudgetPlugin } from './security/api-budget.ts';
import { findReceipt } from './modules/intake/index.ts';
import { addToCalendarRouter } from './http/add-to-calendar.ts';
import { SETTINGS_MESSAGES } from '../shared/settings.ts';

export interface App {
  services: AppServices;
  httpServer: http.Server;
  /** Answers to anonymous public queries, kept until the next mutation (server/lib/cache.ts). */
  responseCache: ResponseCache;
  /** Expires holds and sends their reminders on time (modules/holds/hold-scheduler.ts). */
  holdScheduler: HoldScheduler;
  /** Sends the follow-ups (reminders) when they are due (modules/followups/followup-scheduler.ts). */
  followUpScheduler: FollowUpScheduler;
  /** How many visitor pages the server has rendered (misses of the render cache). */
  pageRenders(): number;
  /** How many pages render at once, and wait (http/render-budget.ts). */
  renderBudget: RenderBudget;
  /** Listens on config.port (0 = any free port), and METRICS_PORT when set; resolves with the base URL. */
  listen(): Promise<string>;
  /** The addresses listened on (host:port), once listening. */
  listening(): { http: string | null; metrics: string | null };
  close(): Promise<void>;
}

export interface CreateAppOptions {
  logger?: Logger;
  /** Replaces the Resend transport (tests use the real one against msw). */
  transport?: EmailTransport;
  /**
   * false: every request takes the ordinary path through Express (no cached-page fast path, no
   * response cache in front). What the route-table property test compares the fast paths with.
   */
  fastPaths?: boolean;
  /** Replaces the default render budget (tests make it small to see its queue fill). */
  renderBudget?: RenderBudget;
  /** Where access and WebSocket lines go (tests read them): the process's pino logger by default. */
  accessLogger?: PinoLogger;
}

/** Builds the whole server: database, services, Express, Apollo, graphql-ws, client. */
export async function createApp(config: Config, options: CreateAppOptions = {}): Promise<App> {
  const logger = options.logger ?? defaultLogger;
  // Migrations and data upgrades run here, before anything reads the data; a database from a newer
  // release is refused, and an existing one is backed up before it is migrated (db/client.ts).
  const database = openDatabase(config.databasePath, { backupsDir: config.backupsDir, uploadsDir: config.uploadsDir, log: (line) => logger.info(line) });
  const { db } = database;
  if (config.seed && seedStarterContent(db, { timeZone: config.venueTimeZone, venue: config.starterVenue })) {
    logger.info(
      config.starterVenue === 'demo'
        ? 'Filled the new database with the demo venue (sample bookings and inquiries; DEMO_VENUE=0 starts an empty venue instead, and the dashboard removes the demo data)'
        : 'Started an empty venue: placeholder texts in [brackets] and no sample data; the dashboard lists what to set up',
    );
  }
  const admin = await ensureFirstAdmin(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  if (admin?.generatedPassword) {
    // Never printed: a service manager keeps standard output in its journal. Written once to a file
    // only this user may read, beside the database; sign in and delete it.
    const passwordFile = writeFirstAdminPassword(config.databasePath, admin.email, admin.generatedPassword);
    logger.info(`Created the first admin account ${admin.email}; its password is in ${passwordFile} (readable only by this user: sign in at /auth, change the password under Profile, then delete the file)`);
  } else if (admin) {
    logger.info(`Created the first admin account ${admin.email}`);
  }

  const transport = options.transport ?? createEmailTransport(config);
  const pubsub = createPubSub();
  const outbox = createOutbox({ db, transport, config, logger, onChange: (change) => pubsub.publish('outboxChanged', change) });
  const webhooks = createWebhookDispatcher({ db, logger, onChange: (change) => pubsub.publish('webhooksChanged', { change: 'DELIVERY', endpointId: change.endpointId }) });
  // What the owner hears from a booking's life (notices), wherever the booking moves.
  registerNoticeReactions();
  const services: AppServices = {
    config,
    db,
    pubsub,
    outbox,
    webhooks,
    logger,
    rateLimiter: createRateLimiterRegistry(db),
    tokenBudgets: createTokenBudgets({ pointsPerHour: config.apiTokenPointsPerHour }),
  };

  const schema = buildSchema();
  const formatError = createErrorFormatter(logger, { hideSuggestions: config.production });
  const app = express();
  app.disable('x-powered-by');
  const { trustProxy } = config;
  app.set('trust proxy', trustProxy ? 1 : false);
  // Anonymous public queries are answered from memory before Express when nothing has changed.
  const responseCache = createResponseCache({ allowed: (req) => isAllowedOrigin(req, config), dataVersion: database.dataVersion });
  const metrics = createMetrics();
  metrics.watch({ db, config, responseCache });
  const accessLog = createAccessLog(options.accessLogger ?? pinoLogger, {
    trustProxy,
    observe: (req, status, seconds, scope) => {
      metrics.observeRequest(req, status, seconds);
      if (scope.graphql) metrics.observeGraphQLErrors(scope.graphql.errorCodes);
    },
  });
  const webSocketLog = createWebSocketLog(options.accessLogger ?? pinoLogger, { trustProxy });
  // A visitor page the render cache holds is answered first, before Express (client.ts, fastPage).
  let fastPage = (_req: http.IncomingMessage, _res: http.ServerResponse, _requestId: string) => false;
  const fastPaths = options.fastPaths ?? true;
  const httpServer = http.createServer(expressPrototypes(app), (req, res) => {
    // Whatever answers a request before reading its body (an unknown path, a refusal), the rest of
    // the body is not read: the connection is closed instead (http/refuse-unread.ts).
    closeWhenBodyUnread(req, res);
    accessLog(req, res, (requestId) => {
      if (fastPaths && fastPage(req, res, requestId)) return;
      // The response cache sends the request id itself: a hit writes it with its other headers in one call.
      if (fastPaths) return responseCache.handle(req, res, () => app(req, res), requestId);
      res.setHeader('X-Request-Id', requestId);
      app(req, res);
    });
  });
  const connections = trackUnusedConnections(httpServer);

  const graphqlWebSockets = attachGraphQLWebSockets({ httpServer, services, schema, formatError, metrics, webSocketLog });

  const limits = apolloGraphQLLimits(config);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // An Authorization header cannot be sent cross-site without a preflight, and a bearer call
    // ignores cookies (context.ts): token calls pass Apollo's CSRF check like preflighted ones.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    allowBatchedHttpRequests: false,
    introspection: true, // in production only for admins: see limits.plugins
    includeStacktraceInErrorResponses: false,
    formatError,
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    persistedQueries: limits.persistedQueries,
    // Compact JSON (Apollo pretty-prints by default: more bytes and more time on every answer).
    stringifyResult: (value) => JSON.stringify(value),
    plugins: [
      // No cache-control hints are used (the response cache is our own): skip their per-field work.
      ApolloServerPluginCacheControlDisabled(),
      accessLogPlugin,
      ...limits.plugins,
      apiBudgetPlugin(services.tokenBudgets),
      responseCache.plugin,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await graphqlWebSockets.drain();
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.use(securityHeaders(config));
  // A variant of an address of the route table (/contact/, /FAQ, //faq) is redirected to the
  // canonical address before any cache or route sees it (shared/route-match.ts).
  app.use(redirectVariants);
  // A visitor page the render cache holds is answered here, before everything below (the client
  // is mounted further down, where uncached pages are rendered).
  let cachedPages: RequestHandler = (_req, _res, next) => next();
  app.use((req, res, next) => cachedPages(req, res, next));
  // Pages, scripts and styles compressed (brotli or gzip, as the browser accepts): the visitor's
  // code is about a quarter of its size on the wire. Not /graphql: the response cache keeps and
  // replays uncompressed answers (server/lib/cache.ts), and they are small.
  app.use(compression({ filter: (req, res) => !isGraphQL(req) && compression.filter(req, res) }));
  // Each check a field; 503 whenever a write would fail (http/health.ts).
  app.get('/healthz', healthRoute(db, outbox, config));
  app.get('/metrics', metricsRoute(metrics, (req) => isAdmin(viewerOfRequest(services, req))));
  mountStaticFiles(app, config);
  app.use(uploadsRouter(services));
  app.use(seoRouter(services));
  app.use(icalRouter(services));
  // A sent form's "Add to calendar" file (its receipt links to it).
  app.use(addToCalendarRouter(services));
  // The client's quote page and its acceptance form, never cached.
  app.use(quotePageRouter(services));

  // The session of a page rendered for its user (the preview frame), looked up once per request
  // for the check and the page's several queries.
  const renderViewers = new WeakMap<Request, Viewer>();
  const renderViewer = (req: Request): Viewer => {
    if (!renderViewers.has(req)) renderViewers.set(req, viewerFromCookieHeader(services, req.headers.cookie, { extend: false }));
    return renderViewers.get(req)!;
  };
  const renderBudget = options.renderBudget ?? createRenderBudget();
  const client = await mountClient(app, config, httpServer, {
    renderBudget,
    logger,
    dataVersion: database.dataVersion,
    pageParamContext: pageParamContext(services, database.dataVersion),
    async execute(req, { query, variables, operationName }, signedIn) {
      // The admin's preview frame is rendered as its user; the session is read, not extended.
      const viewer = signedIn ? renderViewer(req) : null;
      const contextValue: GraphQLContext = { ...services, viewer, request: requestInfo(req), sessionCookie: null };
      const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('Server rendering does not take incremental results');
      return response.body.singleResult;
    },
    signedIn: (req) => renderViewer(req) !== null,
    receipt: (form, submissionKey) => findReceipt(db, form, submissionKey, config.now()),
  });
  cachedPages = client.cachedPages;
  fastPage = client.fastPage;
  // The visitor's forms, posted natively (before their code has run, or without JavaScript).
  app.use(publicFormsRouter(services, client.renderSubmission));
  // Pages on the sites the owner listed may call the API with a token (modules/api/api-origins.ts):
  // the cors middleware answers their preflight and marks their answers readable, never with cookies.
  app.use('/graphql', cors(apiCorsOptions(db)));
  // The explorer is served to browsers asking for a page; everything else at /graphql is the API.
  app.get('/graphql', (req, res, next) => (wantsHtml(req) ? client.explorer(req, res) : next()));
  const graphqlHandler = expressMiddleware(apollo, {
    context: async ({ req, res }) => buildHttpContext(services, req, res),
  });
  app.use(
    '/graphql',
    (_req: Request, res: Response, next: NextFunction) => {
      // Refusals written before Apollo (cross-site, size, body) name their codes on the access line
      // too; Apollo's own answers are noted by accessLogPlugin.
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        noteGraphQL(null, errorCodesOf(body));
        return json(body);
      };
      next();
    },
    (req: Request, res: Response, next: NextFunction) => {
      // Token calls carry their credential explicitly and ignore cookies: the Origin rule (which
      // protects cookies) does not apply to them.
      if (req.method === 'POST' && req.headers.authorization === undefined && !isAllowedOrigin(req, config)) {
        return void res.status(403).json({ errors: [{ message: CROSS_SITE_REFUSED, extensions: { code: 'FORBIDDEN' } }] });
      }
      // Apollo's CSRF prevention asks a GET for a preflight header, so a cross-site page cannot
      // make a signed-in browser run a query with its cookie. A GET without a session cookie runs
      // as nobody and can read only what anyone may: it passes without the header, as GraphQL
      // over HTTP clients (urql's default GET queries) send it. Mutations never run over GET.
      if (req.method === 'GET' && req.headers.authorization === undefined && readSessionToken(req.headers.cookie) === null) {
        req.headers['apollo-require-preflight'] ??= 'true';
      }
      next();
    },
    // A body over the limit is refused before it is read (the parser would read all of it first).
    refuseBodyOver(GRAPHQL_LIMITS.maxBodyBytes, (_req, res) => refuseGraphQLBodyTooLarge(res)),
    express.json({ limit: GRAPHQL_LIMITS.maxBodyBytes }),
    ...graphqlHttpLimits(),
    // A mutation retried with the same Idempotency-Key gets its first answer (http/idempotency.ts).
    idempotency(services),
    graphqlHandler,
  );

  // Pages answer every client that takes HTML (client.ts); what is left is a missing file or API path.
  app.use((_req: Request, res: Response) => void res.status(404).json({ error: 'Not found.' }));
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number; type?: string }).status ?? 500;
    if (status === 413) return void res.status(413).json({ error: SETTINGS_MESSAGES.imageTooLarge });
    if (status >= 400 && status < 500) return void res.status(status).json({ error: 'The request could not be read.' });
    logger.error('Unexpected HTTP error', { error: error instanceof Error ? error.stack : String(error) });
    res.status(500).json({ error: 'Something went wrong on our side. Please try again.' });
  });

  if (config.outboxWorker) outbox.start();
  if (config.webhookWorker) webhooks.start();
  // Holds that fell due while the server was down expire (and their second options are offered the
  // date) before the first request is served; then a timer keeps time.
  const holdScheduler = createHoldScheduler(services, logger);
  await holdScheduler.start();
  // Follow-ups due while the server was down are queued at start too (each once).
  const followUpScheduler = createFollowUpScheduler(services, logger);
  await followUpScheduler.start();

  let closed = false;
  let metricsListener: http.Server | undefined;
  return {
    services,
    httpServer,
    responseCache,
    holdScheduler,
    followUpScheduler,
    pageRenders: () => client.pageRenders(),
    renderBudget,
    listen: async () => {
      const url = await new Promise<string>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => {
          const { port } = httpServer.address() as AddressInfo;
          resolve(`http://localhost:${port}`);
        });
      });
      if (config.metricsPort !== null) metricsListener = await startMetricsListener(metrics, config.metricsPort);
      return url;
    },
    listening: () => {
      const address = httpServer.address() as AddressInfo | null;
      const metricsAddress = metricsListener?.address() as AddressInfo | undefined;
      return {
        http: address ? `${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}` : null,
        metrics: metricsAddress ? `127.0.0.1:${metricsAddress.port}` : null,
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      metricsListener?.close();
      connections.closeUnused(); // nothing to drain on them, and the drain would wait for them
      await apollo.stop(); // drains HTTP connections and the WebSocket server
      graphqlWebSockets.close(httpServer.listening);
      await client.close();
      await holdScheduler.stop();
      await followUpScheduler.stop();
      await outbox.stop();
      await webhooks.stop();
      database.close();
    },
  };
}

/** Where a generated first-admin password is written: beside the database file. */
export const firstAdminPasswordFile = (databasePath: string) => path.join(path.dirname(databasePath), 'first-admin-password.txt');

function writeFirstAdminPassword(databasePath: string, email: string, password: string): string {
  const file = firstAdminPasswordFile(databasePath);
  fs.rmSync(file, { force: true }); // a leftover from an earlier database may have other permissions
  // 0600 from the moment it exists (the mode applies at creation, before any byte is written).
  fs.writeFileSync(file, `e-mail:   ${email}\npassword: ${password}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}
