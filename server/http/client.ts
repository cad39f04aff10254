import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { Config } from '../config.ts';
import { rootDir } from '../config.ts';
import type { Logger } from '../logger.ts';
import { chooseEncoding } from './encoding.ts';
import { precompressedAssets } from './precompressed.ts';
import { securityHeaderValues } from './security-headers.ts';
import { loadServerRenderer, type RenderedPage, type ServerRenderer } from './server-render.ts';
import type { RenderBudget } from './render-budget.ts';
import type { PageOperation } from './render-thread.ts';
import type { RenderSubmission } from './public-forms.ts';
import { addressOf, isServerAddress, screenOf } from './routes.ts';
import type { PageParamContext } from '../../shared/page-params.ts';
import type { FormattedExecutionResult } from 'graphql';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { newSubmissionKey, SUBMISSION_KEY_PLACEHOLDER, type ReceiptForm, type SubmissionReceipt } from '../../shared/visitor-forms.ts';

const NOT_BUILT = `<!doctype html><title>Client not built</title><p>The client has not been built. Run <code>npm run build</code>, or start with <code>npm start</code>, which builds it.</p>`;

/** The status of the client's page for a request: 200 for a screen of the route table, 404 for anything else. */
const pageStatus = (req: http.IncomingMessage) => (screenOf(addressOf(req)) ? 200 : 404);

/** Whether a request gets a page of the client: not a server route's address, and the client takes HTML. */
const isPageRequest = (req: Request) => !isServerAddress(addressOf(req)) && takesHtml(req);

/** Reads that a page answers (HEAD as GET, as Express answers it). */
const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

/** True for a browser navigation (Accept prefers HTML), false for API clients and curl. */
export function wantsHtml(req: Request): boolean {
  return req.accepts(['application/json', 'text/html']) === 'text/html';
}

// True unless the client refuses HTML. Pages go to anyone who takes them: link previews, uptime
// monitors and curl send `Accept: */*` (or nothing), and they must see the page, not a 404.
function takesHtml(req: Request): boolean {
  return req.accepts('html') !== false;
}

export interface MountedClient {
  /** GET /graphql from a browser: the explorer page. */
  explorer(req: Request, res: Response): void | Promise<void>;
  /** A visitor page rendered again for a refused native form post (null without a server build). */
  renderSubmission: RenderSubmission;
  /** How many visitor pages the server has rendered (misses of the render cache). */
  pageRenders(): number;
  /**
   * Answers a visitor's page from the render cache, or passes the request on. Mounted first (after
   * the security headers): a cached page then costs no walk through the other routes, which is
   * what keeps one visitor's page fast while others flood the site with page requests.
   */
  cachedPages: RequestHandler;
  /**
   * The same, before Express and every other handler (server/app.ts calls it from the raw HTTP
   * handler): a cached page for a plain anonymous GET is written with precomputed headers in one
   * call. Anything unusual (a conditional request, an Accept header that needs negotiating, no
   * compressed copy ready yet) returns false and takes the ordinary path, which answers the same.
   */
  fastPage(req: http.IncomingMessage, res: http.ServerResponse, requestId: string): boolean;
  close(): Promise<void>;
}

export interface ClientOptions {
  logger: Logger;
  /** The database's data version: rendered pages are reused while it is unchanged. */
  dataVersion(): string;
  /**
   * Runs a GraphQL operation for a server-rendered page: as an anonymous visitor, or (`signedIn`,
   * the admin's preview frame) as the user of `req`'s session cookie.
   */
  execute(req: Request, operation: PageOperation, signedIn: boolean): Promise<FormattedExecutionResult>;
  /** Whether `req`'s session cookie names a live session. */
  signedIn(req: Request): boolean;
  /** The venue's today and booking horizon (the calendar month a page may show). */
  pageParamContext(): PageParamContext;
  /** How many pages render at once, and wait (render-budget.ts). */
  renderBudget: RenderBudget;
  /** What the visitor form sent with this submission key stored, while its receipt is shown. */
  receipt?(form: ReceiptForm, submissionKey: string): SubmissionReceipt | null;
}

const gzipKeyed = promisify(zlib.gzip);
const brotliKeyed = promisify(zlib.brotliCompress);

/**
 * A page holding a visitor form, as sent to one visitor: a fresh one-time submission key written
 * over the placeholder (shared/visitor-forms.ts), so no two responses share a key, and compressed
 * for this response alone (a fast level: it is done for every response of /contact and of an open
 * booking request form). Only the browser may keep it (`private`), and it is revalidated each time
 * it is opened but kept for Back and Forward (`no-cache`, not `no-store`): a visitor who goes Back
 * and sends again sends the key already used, and is answered with what the first send stored. No
 * ETag: a 304 would hand a new visit the key of an old one.
 */
async function sendKeyedPage(req: Request, res: Response, page: RenderedPage) {
  const body = page.html.replaceAll(SUBMISSION_KEY_PLACEHOLDER, newSubmissionKey());
  // A page rendered for one browser (the preview frame, a receipt) is kept by no cache at all.
  res.setHeader('Cache-Control', page.personal ? 'private, no-store' : 'private, no-cache');
  res.vary('Accept-Encoding');
  if (page.personal) res.vary('Cookie');
  res.type('html');
  const encoding = chooseEncoding(req);
  if (encoding) {
    const bytes =
      encoding === 'br'
        ? await brotliKeyed(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzipKeyed(body, { level: 6 });
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bytes.length);
    return void res.end(bytes);
  }
  res.send(body);
}

/**
 * Serves the client: built files from dist/client in production (npm start), visitor pages
 * rendered on the server when the server build is there (server-render.ts), or Vite in middleware
 * mode with `--dev` (rendered in the browser only). Call before the API routes are mounted; the
 * history fallback leaves server paths alone.
 */
export async function mountClient(app: Express, config: Config, httpServer: http.Server, options: ClientOptions): Promise<MountedClient> {
  if (config.dev) return { ...(await mountViteDevServer(app, httpServer)), renderSubmission: async () => null, pageRenders: () => 0, cachedPages: (_req, _res, next) => next(), fastPage: () => false };

  const indexFile = path.join(config.clientDir, 'index.html');
  const explorerFile = path.join(config.clientDir, 'explorer.html');
  // Hashed assets never change; everything else is revalidated.
  // Brotli or gzip at the build's best level when the browser accepts it (precompressed.ts).
  const assetsDir = path.join(config.clientDir, 'assets');
  app.use('/assets', precompressedAssets(assetsDir, { immutable: true, maxAge: '1y' }), express.static(assetsDir, { immutable: true, maxAge: '1y', fallthrough: false }));
  // Only addresses the route table gives to the client's files (favicon.svg, the fonts): a page's
  // address never names one, and looking each one up on disk (a stat per request) was a third of
  // the cost of a cached page. A missing file falls through to the "not found" page.
  const clientFiles = express.static(config.clientDir, { index: false, maxAge: '1h' });
  app.use((req, res, next) => {
    const address = addressOf(req);
    return address.kind === 'route' && (address.route.id === 'client-file' || address.route.id === 'fonts') ? clientFiles(req, res, next) : next();
  });

  const sendPage = (file: string) => (req: Request, res: Response) => {
    if (!fs.existsSync(file)) return void res.status(503).type('html').send(NOT_BUILT);
    res.status(file === explorerFile ? 200 : pageStatus(req));
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(file);
  };
  const renderer: ServerRenderer | null = await loadServerRenderer({
    clientDir: config.clientDir,
    publicUrl: () => config.publicUrl,
    logger: options.logger,
    dataVersion: options.dataVersion,
    signedIn: options.signedIn,
    pageParamContext: options.pageParamContext,
    budget: options.renderBudget,
    ...(options.receipt ? { receipt: options.receipt } : {}),
  });
  if (!renderer) options.logger.warn('No server build (dist/server): visitor pages are rendered in the browser only. Run npm run build.');
  let template: string | undefined;
  const sendIndex = async (req: Request, res: Response) => {
    template ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
    const page = renderer && template ? await renderer.render(req, template, (request, signedIn) => options.execute(req, request, signedIn)) : null;
    if (page === null) return sendPage(indexFile)(req, res);
    await sendRendered(req, res, page);
  };
  const sendRendered = async (req: Request, res: Response, page: RenderedPage) => {
    res.status(page.status);
    if (page.keyed) return sendKeyedPage(req, res, page);
    // A page rendered for one signed-in user (the admin's preview frame) is kept by no cache.
    res.setHeader('Cache-Control', page.personal ? 'private, no-store' : 'no-cache');
    res.setHeader('ETag', page.etag);
    res.vary('Accept-Encoding');
    if (page.personal) res.vary('Cookie');
    res.type('html');
    if (req.fresh) return void res.status(304).end();
    // Sent compressed as kept (compression() leaves a response with a Content-Encoding alone).
    const encoding = chooseEncoding(req);
    if (encoding) {
      const body = await page.encoded(encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      return void res.end(body);
    }
    res.send(page.html);
  };
  const cachedPages: RequestHandler = (req, res, next) => {
    const page = renderer && isRead(req.method) && isPageRequest(req) ? renderer.cached(req) : null;
    if (page === null) return next();
    sendRendered(req, res, page).catch(next);
  };
  const fastPage = renderer ? cachedPageFastPath(config, renderer) : () => false;
  app.get(/.*/, (req, res, next) => (isPageRequest(req) ? sendIndex(req, res).catch(next) : next()));
  const renderSubmission: RenderSubmission = async (req, form) => {
    template ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
    return renderer && template ? renderer.renderSubmission(req, template, (request, signedIn) => options.execute(req, request, signedIn), form) : null;
  };
  return { explorer: sendPage(explorerFile), renderSubmission, pageRenders: () => renderer?.renders() ?? 0, cachedPages, fastPage, close: async () => renderer?.close() };
}

/** An Accept header that plainly takes HTML (a browser navigation, or any type), with no q=0 anywhere. */
const PLAINLY_TAKES_HTML = /^(?!.*;\s*q=0(\.0*)?\s*(,|$))(?=.*(text\/html|\*\/\*))/;

/**
 * MountedClient.fastPage. Sends what `sendRendered` sends for a cached page (the same status,
 * security headers, ETag, Vary, type and compressed body), without Express's router, helmet's
 * per-request work or a stat: under a flood of page requests this is most of what a cached page
 * costs, and what keeps another visitor's page fast (npm run bench -- --only pages).
 */
function cachedPageFastPath(config: Config, renderer: ServerRenderer) {
  // Written as a flat list with writeHead: no header is set before, so Node sends them as given.
  const security = Object.entries(securityHeaderValues(config)).flat();
  const chosenEncoding = new Map<string, 'br' | 'gzip' | false>();
  const encodingFor = (req: Request): 'br' | 'gzip' | false => {
    const header = req.headers['accept-encoding'] ?? '';
    let encoding = chosenEncoding.get(header);
    if (encoding === undefined) {
      encoding = chooseEncoding(req);
      if (chosenEncoding.size < 100) chosenEncoding.set(header, encoding); // browsers send a handful of values
    }
    return encoding;
  };
  return (raw: http.IncomingMessage, res: http.ServerResponse, requestId: string): boolean => {
    if (!isRead(raw.method) || raw.headers['if-none-match'] !== undefined || raw.headers['if-modified-since'] !== undefined) return false;
    // The route table decides: a variant is redirected and a server route answered by Express.
    const address = addressOf(raw);
    if (address.kind === 'redirect' || isServerAddress(address)) return false;
    const accept = raw.headers.accept;
    if (accept !== undefined && !PLAINLY_TAKES_HTML.test(accept)) return false;
    // Built with Express's prototypes (express-prototypes.ts): its getters work before Express runs.
    const req = raw as Request;
    const page = renderer.cached(req);
    // A page with a visitor form is sent with a key of its own (sendKeyedPage): the ordinary path.
    if (!page || page.keyed) return false;
    const encoding = encodingFor(req);
    const body = encoding ? page.encodedNow(encoding) : undefined;
    if (!encoding || !body) return false;
    res.writeHead(page.status, [
      'X-Request-Id', requestId,
      ...security,
      'Cache-Control', 'no-cache',
      'ETag', page.etag,
      'Vary', 'Accept-Encoding',
      'Content-Type', 'text/html; charset=utf-8',
      'Content-Encoding', encoding,
      'Content-Length', String(body.length),
    ]);
    res.end(body);
    return true;
  };
}

async function mountViteDevServer(app: Express, httpServer: http.Server): Promise<Omit<MountedClient, 'renderSubmission' | 'pageRenders' | 'cachedPages' | 'fastPage'>> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(rootDir, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  app.use(vite.middlewares);
  const clientRoot = path.join(rootDir, 'client');
  const render = (file: string) => async (req: Request, res: Response) => {
    const html = await vite.transformIndexHtml(req.originalUrl, fs.readFileSync(path.join(clientRoot, file), 'utf8'));
    res.status(file === 'index.html' ? pageStatus(req) : 200).type('html').send(html);
  };
  app.get(/.*/, (req, res, next) => (isPageRequest(req) ? render('index.html')(req, res) : next()));
  return { explorer: render('explorer.html'), close: () => vite.close() };
}
