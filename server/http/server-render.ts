import type { Request } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { imageAtWidth } from '../../shared/images.ts';
import { islandsIn, PAGE_ASSETS_FILE, STATIC_PAGE_MODULE, type IslandName, type PageAssets } from '../../shared/islands.ts';
import { pageQuery, type PageParamContext } from '../../shared/page-params.ts';
import { PREVIEW_PARAM, type VisitorPageRoute } from '../../shared/routes.ts';
import { faviconType, type CollectedMeta, type RenderRequest, type SubmittedForm } from '../../shared/ssr.ts';
import type { ReceiptForm, SubmissionReceipt } from '../../shared/visitor-forms.ts';
import { readReceiptKey, readSessionToken } from '../context.ts';
import type { Logger } from '../logger.ts';
import { deferWebFonts } from './deferred-fonts.ts';
import { createPageCache, type PageStore } from './page-cache.ts';
import { RenderBudgetFull, type RenderBudget, type RenderLane } from './render-budget.ts';
import { renderedPage, type RenderedPage } from './rendered-page.ts';
import { createRenderThread, type OperationExecutor, type PageOperation } from './render-thread.ts';
import { addressOf, formPageOf, isNotFoundPage, screenOf } from './routes.ts';

export type { RenderedPage } from './rendered-page.ts';

/*
 * Visitor pages rendered on the server: the HTML of the page arrives with the first response, so
 * it is painted before any JavaScript has run, works without it, and search engines read it
 * whole. The page's one script (client/src/islands/static-page.ts) runs its few plain behaviours
 * and hydrates its islands, if it has any (client/src/islands/Island.tsx). Anonymous views of the
 * live site are rendered here and cached, and so are the pages of the admin's preview frame beside
 * the editors (rendered as the admin, never cached: see `framedPage`). Any other signed-in view (the
 * admin's own tab, ?preview=true opened on its own) gets the single-page app, which reads the
 * session itself and follows changes live.
 */

interface ManifestChunk {
  file: string;
}

/**
 * Runs a page's GraphQL operation for the request being rendered: as an anonymous visitor, or
 * (`signedIn`) as the user of the request's session cookie, read without extending it.
 */
export type PageExecutor = (operation: PageOperation, signedIn: boolean) => ReturnType<OperationExecutor>;

/** What a browser says (`Sec-Fetch-Dest`) when it asks for the page of a frame. */
const FRAME_DESTINATIONS = new Set(['iframe', 'frame']);

export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The empty element that ends a rendered page's body. */
const PAGE_END_ID = 'page-end';

/**
 * Holds the first paint until the rendered page has been read up to its end (HTML's `<link rel="expect" blocking="render">`; browsers without it paint as they read). On
 * a slow network the page arrives in pieces, and a paint in between showed the home page's hero
 * half-built: its vertically centred content then jumped 200 px up as the rest arrived (a layout
 * shift of 0.2, in about one slow load in six here). The page is about 25 kB compressed, so the
 * wait is short; tests/e2e/server-render.test.ts delivers it in two pieces and measures the shifts.
 */
const RENDER_WHOLE_PAGE = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;

export interface ServerRenderer {
  /**
   * The page for this request, or null when the browser should render it. Cached pages are sent
   * as they are kept, compressed once: a page served from the cache costs no rendering and no
   * compression (about 0.2 ms instead of 2 ms for the 150 kB home page).
   */
  render(req: Request, template: string, execute: PageExecutor): Promise<RenderedPage | null>;
  /**
   * The page again for a refused native form post (server/http/public-forms.ts), with what the
   * visitor sent and why it was refused; never cached, whoever is signed in. Null when the page
   * cannot be rendered here (no server build): the caller answers otherwise.
   */
  renderSubmission(req: Request, template: string, execute: PageExecutor, form: SubmittedForm): Promise<string | null>;
  /** How many pages were rendered so far (the cache's misses; tests and the bench read it). */
  renders(): number;
  /**
   * The page for this request when the cache holds a current one, without rendering: what the
   * server answers before any other middleware runs (server/http/client.ts, `cachedPages`).
   */
  cached(req: Request): RenderedPage | null;
  /** Stops the rendering thread. */
  close(): Promise<void>;
}

/** The address unknown paths are rendered from (the router's catch-all route: the 404 page). */
const NOT_FOUND_PATH = '/__not-found__';

/**
 * What a request's page is, from the route table alone: its cache key and store, the lane of the
 * render budget it waits in, the address it is rendered from (the site's public origin, the
 * route's canonical path and the parameters it declares, normalised) and its status. Null for
 * anything that is not rendered here (a server route, an app screen, a variant being redirected).
 */
interface PageTarget {
  /** The visitor page, or null for the "not found" page. */
  route: VisitorPageRoute | null;
  store: PageStore;
  key: string;
  lane: RenderLane;
  /** The route's canonical path and normalised parameters ('?…' or ''). */
  path: string;
  query: string;
  status: 200 | 404;
}

/**
 * What link previews read (Open Graph, used by Facebook, WhatsApp, iMessage, Slack, LinkedIn; and
 * X's card): crawlers do not run scripts, so only server-rendered pages can carry them. Addresses
 * are absolute, on the site's public address (as in the sitemap); the page's address is canonical
 * without its query string, and only pages of the route table have one (not the 404 page).
 */
export function socialHead(meta: CollectedMeta, { publicUrl, path: pagePath, isPage }: { publicUrl: string; path: string; isPage: boolean }): string {
  const base = publicUrl.replace(/\/+$/, '');
  // Images are the site's own (/uploads, /starter: an image added by its web address is downloaded).
  const absolute = (url: string) => (url.startsWith('/') ? `${base}${url}` : url);
  const pageUrl = `${base}${pagePath}`;
  const tags: [string, string][] = [['og:type', 'website']];
  if (meta.siteName) tags.push(['og:site_name', meta.siteName]);
  if (meta.title) tags.push(['og:title', meta.title]);
  if (meta.description) tags.push(['og:description', meta.description]);
  if (isPage) tags.push(['og:url', pageUrl]);
  if (meta.image) {
    tags.push(['og:image', absolute(imageAtWidth(meta.image.url, 1280))]); // wide enough for a large card
    if (meta.image.alt) tags.push(['og:image:alt', meta.image.alt]);
  }
  const card = meta.image ? 'summary_large_image' : 'summary';
  return [
    isPage ? `<link rel="canonical" href="${escapeHtml(pageUrl)}">` : '',
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    `<meta name="twitter:card" content="${card}">`,
  ].join('');
}

export interface ServerRendererOptions {
  clientDir: string;
  /** The site's public address (PUBLIC_URL), read per page: link previews and the canonical address use it. */
  publicUrl: () => string;
  logger: Logger;
  /** The database's data version: rendered pages are reused while it is unchanged. */
  dataVersion: () => string;
  /** Whether the request's session cookie names a live session (only such frames are rendered as their user). */
  signedIn: (req: Request) => boolean;
  /** The venue's today and booking horizon, for the parameters whose shape depends on them (calendar months). */
  pageParamContext: () => PageParamContext;
  /** How many pages render at once, and wait (render-budget.ts). */
  budget: RenderBudget;
  /** What the visitor form sent with this submission key stored, while its receipt is shown (modules/intake). */
  receipt?: (form: ReceiptForm, submissionKey: string) => SubmissionReceipt | null;
}

/** The visitor pages whose form lands back on them with `?sent=1`, and the form each holds. */
const RECEIPT_PAGES: Partial<Record<string, ReceiptForm>> = { contact: 'inquiry', calendar: 'booking' };

/** Loads the server build (dist/server/entry-server.js, made by `npm run build`); null without one. */
export async function loadServerRenderer({
  clientDir,
  publicUrl,
  logger,
  dataVersion,
  signedIn,
  pageParamContext,
  budget,
  receipt = () => null,
}: ServerRendererOptions): Promise<ServerRenderer | null> {
  const entryFile = path.join(clientDir, '..', 'server', 'entry-server.js');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const assetsFile = path.join(clientDir, PAGE_ASSETS_FILE);
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile) || !fs.existsSync(assetsFile)) return null;
  let manifest: Record<string, ManifestChunk>;
  let assets: PageAssets;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    assets = JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as PageAssets;
  } catch (error) {
    // A build in progress or from another version: the site still works, rendered in the browser.
    logger.warn('The server build could not be loaded; visitor pages are rendered in the browser', {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }

  /*
   * A rendered page carries its styles inline, those its own modules need (the app entry's and its
   * page's, as the build lists them per module: PAGE_ASSETS_FILE), so nothing holds up the first
   * paint (a phone on a slow network would otherwise wait for a round of stylesheet requests). The
   * shell's stylesheet, preload links and module script are dropped from such pages; the page's one
   * script runs its plain behaviours. A page with islands also preloads its islands' code, every
   * file of it at once (a few, scripts/production/island-chunks.ts): the visitor reaches for an
   * island soon, and on a slow phone connection a file discovered only when the one importing it
   * has run costs a round trip each (the islands were live 10-12 s after navigation on 400 kbps
   * and 400 ms round trips, about 3 s with their files preloaded). A page without islands preloads
   * nothing: the hero image and the fonts have the bandwidth. A page that preloads island code has
   * its web fonts added after that code (deferred-fonts.ts).
   */
  const staticScript = manifest[STATIC_PAGE_MODULE]?.file;
  const headFor = new Map<string, string>();
  const pageHead = (pathname: string, modules: Record<string, string>, islands: IslandName[]): string => {
    const module = modules[pathname];
    const key = `${module && assets.css[module] ? module : ''} ${islands.join(' ')}`;
    let head = headFor.get(key);
    if (head === undefined) {
      const inlined = new Set([...(assets.css['index.html'] ?? []), ...((module && assets.css[module]) || [])]);
      // Links that name the inlined files (and the files of the islands' chunks, whose styles for
      // what this page renders are inline), with a type no browser loads: when an island's code is
      // loaded, Vite's preloader sees them as present instead of fetching each file again (and
      // recalculating the page's styles as each arrives).
      const present = new Set([...inlined, ...islands.flatMap((name) => assets.islands[name].css)]);
      const scripts = new Set(islands.flatMap((name) => assets.islands[name].js).filter((file) => file !== staticScript));
      const allCss = [...inlined].map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
      const { css, fonts } = scripts.size > 0 ? deferWebFonts(allCss) : { css: allCss, fonts: '' };
      head =
        [...scripts].map((file) => `<link rel="modulepreload" href="/${file}">`).join('') +
        `<style>${css}</style>${fonts}` +
        [...present].map((file) => `<link rel="stylesheet" type="text/x-inlined" href="/${file}">`).join('');
      headFor.set(key, head);
    }
    return head;
  };

  const thread = createRenderThread(entryFile, logger);
  const cache = createPageCache();
  const rendering = new Map<string, { version: string; page: Promise<RenderedPage | null> }>();
  let renders = 0;
  /** The site's own origin: a rendered page is the same whatever Host the request named. */
  const origin = () => new URL(publicUrl()).origin;
  /** The query string's parameters, parsed once per request (the cache key and the preview check both read them). */
  const searchOf = (req: Request) => {
    const url = req.originalUrl ?? req.url;
    const queryStart = url.indexOf('?');
    return new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  };
  /** The page a request shows (see PageTarget), or null when it is not rendered here. */
  const pageTarget = (req: Request, search: URLSearchParams): PageTarget | null => {
    const address = addressOf(req);
    if (isNotFoundPage(address)) {
      const path = address.kind === 'redirect' ? '' : address.path;
      return { route: null, store: 'notFound', key: path, lane: 'later', path: NOT_FOUND_PATH, query: '', status: 404 };
    }
    const screen = screenOf(address);
    if (screen?.kind !== 'page') return null;
    const query = pageQuery(screen.params, search, pageParamContext);
    return query
      ? { route: screen, store: 'params', key: `${screen.id}${query}`, lane: 'later', path: screen.pattern, query, status: 200 }
      : { route: screen, store: 'plain', key: screen.id, lane: 'first', path: screen.pattern, query, status: 200 };
  };
  /** Only anonymous visitors' plain reads are rendered here and cached (the session read as authentication reads it). */
  const anonymousRead = (req: Request, search: URLSearchParams) =>
    (req.method === 'GET' || req.method === 'HEAD') && !search.has(PREVIEW_PARAM) && !readSessionToken(req.headers.cookie);
  /*
   * A page the signed-in admin's browser asks for as a frame's page: the live preview beside the
   * editors (client/src/admin/content-kit/PreviewFrame.tsx), staged with ?preview=true. It is
   * rendered here as that user (staged content for an admin, the live site for anyone else), as an
   * anonymous page is, instead of loading the whole single-page app into the frame: the frame shows
   * sooner and costs the admin's browser a page's work, not an app's, on each of its reloads (every
   * staged change reloads it). Never cached, so only for a live session: a made-up cookie and header
   * get the app's shell, as before, and cannot make the server render page after page past its
   * cache. A browser that does not send `Sec-Fetch-Dest` gets the single-page app in the frame.
   */
  const framedPage = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') && FRAME_DESTINATIONS.has(String(req.headers['sec-fetch-dest'])) && signedIn(req);
  /**
   * The page a form sent from this browser landed on (`?sent=1`, with the form's receipt cookie):
   * its submission key, looked up by render(). The page kept for everyone has no receipt.
   */
  const receiptKey = (req: Request, target: PageTarget, search: URLSearchParams): { form: ReceiptForm; key: string } | null => {
    const form = target.route ? RECEIPT_PAGES[target.route.id] : undefined;
    if (!form || search.get('sent') !== '1') return null;
    const key = readReceiptKey(req.headers.cookie, form);
    return key ? { form, key } : null;
  };
  /** A render under the budget; null when the budget refused it (the caller answers without a render). */
  const budgeted = async <T>(lane: RenderLane, render: () => Promise<T>): Promise<T | null> => {
    try {
      return await budget.run(lane, render);
    } catch (error) {
      if (error instanceof RenderBudgetFull) return null;
      throw error;
    }
  };
  return {
    cached(req) {
      const search = searchOf(req);
      if (!anonymousRead(req, search)) return null;
      const target = pageTarget(req, search);
      return target && !receiptKey(req, target, search) ? cache.get(target.store, target.key, dataVersion()) : null;
    },
    async render(req, template, execute) {
      const search = searchOf(req);
      const target = pageTarget(req, search);
      if (!target) return null;
      if (!anonymousRead(req, search)) {
        if (!framedPage(req)) return null;
        const query = search.get(PREVIEW_PARAM) === 'true' ? `${target.query}${target.query ? '&' : '?'}${PREVIEW_PARAM}=true` : target.query;
        const html = await budgeted('first', () => renderFresh(target, query, template, { execute: (operation) => execute(operation, true), embedded: true }));
        return html ? renderedPage(html, { status: target.status, personal: true }) : null;
      }
      const sent = receiptKey(req, target, search);
      const stored = sent ? receipt(sent.form, sent.key) : null;
      if (stored) {
        // What this browser sent, shown to it alone and never cached (a cookie gone or too old gets
        // the page every visitor gets, below).
        const html = await budgeted('first', () => renderFresh(target, target.query, template, { execute: (operation) => execute(operation, false), receipt: stored }));
        return html ? renderedPage(html, { status: target.status, personal: true }) : null;
      }
      const version = dataVersion();
      const cached = cache.get(target.store, target.key, version);
      if (cached) return cached;
      const inFlight = rendering.get(target.key);
      if (inFlight && inFlight.version === version) return inFlight.page;
      const page = budgeted(target.lane, () => renderFresh(target, target.query, template, { execute: (operation) => execute(operation, false) })).then((html) =>
        html ? renderedPage(html, { status: target.status }) : null,
      );
      rendering.set(target.key, { version, page });
      try {
        const result = await page;
        if (result !== null && dataVersion() === version) cache.set(target.store, target.key, version, result);
        return result;
      } finally {
        if (rendering.get(target.key)?.page === page) rendering.delete(target.key);
      }
    },
    renderSubmission(req, template, execute, form) {
      // The form's own page, from its canonical address, whatever address the form was posted to.
      const route = formPageOf(addressOf(req));
      if (!route) return Promise.resolve(null);
      const query = pageQuery(route.params, searchOf(req), pageParamContext);
      const target: PageTarget = { route, store: 'params', key: '', lane: 'later', path: route.pattern, query, status: 200 };
      return budgeted('later', () => renderFresh(target, query, template, { execute: (operation) => execute(operation, false), form }));
    },
    renders: () => renders,
    close: () => thread.close(),
  };

  async function renderFresh(
    target: PageTarget,
    query: string,
    template: string,
    { execute, ...how }: Omit<RenderRequest, 'url' | 'execute'> & { execute: OperationExecutor },
  ): Promise<string | null> {
    renders += 1;
    const pagePath = target.route?.pattern ?? '';
    try {
      const rendered = await thread.render({ url: `${origin()}${target.path}${query}`, ...how }, execute);
      if (!rendered || rendered.result.kind === 'skip') return null;
      const { result, modules } = rendered;
      let html = template
        .replace(/<link rel="(?:stylesheet|modulepreload)" crossorigin[^>]*>\s*/g, '')
        .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (script) =>
          staticScript ? `<script type="module" src="/${staticScript}"></script>` : script,
        )
        // A page without islands has nothing to hydrate: it is ready once read.
        .replace('<html ', result.html.includes('data-island=') ? '<html ' : '<html data-static ')
        .replace('</head>', () => `${RENDER_WHOLE_PAGE}${pageHead(pagePath, modules, islandsIn(result.html))}${result.head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${result.html}</div><template id="${PAGE_END_ID}"></template>`)
        // The shell's "needs JavaScript" note is for the screens rendered in the browser only.
        .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
      if (result.meta.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(result.meta.title!)}</title>`);
      if (result.meta.description) {
        html = html.replace(/(<meta name="description" content=")[^"]*(")/, (_m, start: string, end: string) => `${start}${escapeHtml(result.meta.description!)}${end}`);
      }
      if (result.meta.favicon) {
        const type = faviconType(result.meta.favicon);
        const link = `<link rel="icon"${type ? ` type="${type}"` : ''} href="${escapeHtml(result.meta.favicon)}" />`;
        html = html.replace(/<link rel="icon"[^>]*>/, () => link);
      }
      const social = socialHead(result.meta, { publicUrl: publicUrl(), path: pagePath, isPage: target.route !== null });
      // Hidden pages and the 404 page stay out of search results (client/src/lib/document-meta.ts).
      const robots = result.meta.noindex ? '<meta name="robots" content="noindex">' : '';
      return html.replace('</head>', () => `${robots}${social}</head>`);
    } catch (error) {
      // The page still works: the browser renders it from the shell.
      logger.warn('Server rendering failed; sending the page shell', { page: target.route?.id ?? 'not-found', error: error instanceof Error ? error.stack : String(error) });
      return null;
    }
  }
}
