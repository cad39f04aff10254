import type { Request } from 'express';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageAtWidth } from '../../shared/images.ts';
import { pageQuery } from '../../shared/page-params.ts';
import { faviconType, type CollectedMeta, type RenderRequest, type RenderResult, type SubmittedForm } from '../../shared/ssr.ts';
import { readSessionToken } from '../context.ts';
import type { Logger } from '../logger.ts';

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

interface ServerEntry {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  SERVER_RENDERED_PAGE_MODULES: Record<string, string>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Runs a page's GraphQL operation for the request being rendered: as an anonymous visitor, or
 * (`signedIn`) as the user of the request's session cookie, read without extending it.
 */
export type PageExecutor = (request: Parameters<RenderRequest['execute']>[0], signedIn: boolean) => ReturnType<RenderRequest['execute']>;

/** What a browser says (`Sec-Fetch-Dest`) when it asks for the page of a frame. */
const FRAME_DESTINATIONS = new Set(['iframe', 'frame']);

/** Screens that are never rendered on the server: they belong to a signed-in user or need one. */
const BROWSER_ONLY = /^\/(admin|admin-test|auth)(\/|$)/;

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

/** Compression levels for pages kept in the cache: compressed once per entry, so they can be high. */
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A rendered page as it is sent: its HTML, an ETag, and its compressed bytes (made once, on demand). */
export interface RenderedPage {
  html: string;
  etag: string;
  /** Rendered for one signed-in user (the admin's preview frame): never stored by any cache. */
  personal: boolean;
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
  /** The compressed bytes once `encoded` has produced them (the fast path sends only what is ready). */
  encodedNow(encoding: 'br' | 'gzip'): Buffer | undefined;
}

function renderedPage(html: string, personal = false): RenderedPage {
  const encodings = new Map<'br' | 'gzip', Promise<Buffer>>();
  const ready = new Map<'br' | 'gzip', Buffer>();
  return {
    html,
    personal,
    etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (!bytes) {
        bytes =
          encoding === 'br'
            ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
            : gzip(html, { level: 9 });
        encodings.set(encoding, bytes);
        bytes.then((done) => ready.set(encoding, done)).catch(() => encodings.delete(encoding));
      }
      return bytes;
    },
    encodedNow: (encoding) => ready.get(encoding),
  };
}

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
}

/**
 * Rendered pages are kept like the GraphQL response cache keeps answers (server/lib/cache.ts):
 * served only while the database's data version is unchanged, for at most TTL_MS (pages that
 * depend on the date), and only so many entries. An entry is the page's path and the query
 * parameters it reads (shared/page-params.ts), normalized: other parameters (utm_*,
 * fbclid, random ones) make no new entry and are not seen by the page, so such traffic cannot
 * make the server render each request. Concurrent requests for a page being rendered share that
 * render.
 */
/** The address unknown paths are rendered from (the router's catch-all route: the 404 page). */
const NOT_FOUND_PATH = '/__not-found__';

export const PAGE_CACHE_LIMITS = { ttlMs: 10_000, maxEntries: 200 } as const;

interface CachedPage {
  version: string;
  storedAt: number;
  page: RenderedPage;
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
}

/** Loads the server build (dist/server/entry-server.js, made by `npm run build`); null without one. */
export async function loadServerRenderer({ clientDir, publicUrl, logger, dataVersion, signedIn }: ServerRendererOptions): Promise<ServerRenderer | null> {
  const entryFile = path.join(clientDir, '..', 'server', 'entry-server.js');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) return null;
  let entry: ServerEntry;
  let manifest: Record<string, ManifestChunk>;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  } catch (error) {
    // A build in progress or from another version: the site still works, rendered in the browser.
    logger.warn('The server build could not be loaded; visitor pages are rendered in the browser', {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }

  /*
   * A rendered page carries its styles inline, the entry's and its page chunk's, so nothing holds
   * up the first paint (a phone on a slow network would otherwise wait for a round of stylesheet
   * requests). Its code is not preloaded: the page is readable without it, and on a slow network
   * the hero image and the fonts should have the bandwidth first. The shell's stylesheet, preload
   * links and module script are dropped from such pages; the page's one script loads its islands'
   * code, whose stylesheets are already inline.
   */
  const inEntry = closure(manifest, 'index.html');
  /** The only script of a server-rendered page (client/src/islands/static-page.ts). */
  const staticScript = manifest['src/islands/static-page.ts']?.file;
  const readCss = (files: Iterable<string>) =>
    [...files]
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8'))
      .join('\n');
  const entryCss = readCss(inEntry);
  const headFor = new Map<string, string>();
  const pageHead = (pathname: string): string => {
    const module = entry.SERVER_RENDERED_PAGE_MODULES[pathname];
    const key = module && manifest[module] ? module : '';
    let head = headFor.get(key);
    if (head === undefined) {
      const page = key ? [...closure(manifest, key)].filter((file) => !inEntry.has(file)) : [];
      // Links that name the inlined files, with a type no browser loads: when the page chunk is
      // loaded for hydration, Vite's preloader sees them as present instead of fetching each file
      // again (and recalculating the page's styles as each arrives).
      const present = [...inEntry, ...page]
        .filter((file) => file.endsWith('.css'))
        .map((file) => `<link rel="stylesheet" type="text/x-inlined" href="/${file}">`)
        .join('');
      head = `<style>${entryCss}\n${readCss(page)}</style>${present}`;
      headFor.set(key, head);
    }
    return head;
  };

  const cache = new Map<string, CachedPage>();
  const rendering = new Map<string, { version: string; page: Promise<RenderedPage | null> }>();
  let renders = 0;
  /** The address a page is rendered from: its origin, path and own parameters (see above). */
  /** The query string's parameters, parsed once per request (the cache key and the preview check both read them). */
  const searchOf = (req: Request) => {
    const url = req.originalUrl ?? req.url;
    const queryStart = url.indexOf('?');
    return new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  };
  const pageUrl = (req: Request, search = searchOf(req)) => {
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    // The router matches paths case-insensitively and with a trailing slash, so /FAQ/ is /faq.
    const pathname = req.path.length > 1 ? req.path.toLowerCase().replace(/\/+$/, '') : req.path;
    // Every unknown address shows the same 404 page: one entry for all of them.
    if (!Object.hasOwn(entry.SERVER_RENDERED_PAGE_MODULES, pathname)) return `${origin}${NOT_FOUND_PATH}`;
    return `${origin}${pathname}${pageQuery(pathname, search)}`;
  };
  /** Only anonymous visitors' plain GETs are rendered here and cached. */
  const cacheable = (req: Request, search = searchOf(req)) => req.method === 'GET' && !BROWSER_ONLY.test(req.path) && !search.has('preview') && !readSessionToken(req.headers.cookie);
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
    req.method === 'GET' &&
    !BROWSER_ONLY.test(req.path) &&
    FRAME_DESTINATIONS.has(String(req.headers['sec-fetch-dest'])) &&
    signedIn(req);
  /** The framed page's address: the page's own parameters, and ?preview=true when asked for. */
  const framedUrl = (req: Request, search: URLSearchParams) => {
    const url = pageUrl(req, search);
    return search.get('preview') === 'true' ? `${url}${url.includes('?') ? '&' : '?'}preview=true` : url;
  };
  const current = (url: string, version: string) => {
    const cached = cache.get(url);
    return cached && cached.version === version && Date.now() - cached.storedAt < PAGE_CACHE_LIMITS.ttlMs ? cached.page : null;
  };
  return {
    cached(req) {
      const search = searchOf(req);
      return cacheable(req, search) ? current(pageUrl(req, search), dataVersion()) : null;
    },
    async render(req, template, execute) {
      if (!cacheable(req)) {
        if (!framedPage(req)) return null;
        const html = await renderFresh(req, framedUrl(req, searchOf(req)), template, { execute: (request) => execute(request, true), embedded: true });
        return html === null ? null : renderedPage(html, true);
      }
      const url = pageUrl(req);
      const version = dataVersion();
      const cached = current(url, version);
      if (cached) return cached;
      const inFlight = rendering.get(url);
      if (inFlight && inFlight.version === version) return inFlight.page;
      const page = renderFresh(req, url, template, { execute: (request) => execute(request, false) }).then((html) => (html === null ? null : renderedPage(html)));
      rendering.set(url, { version, page });
      try {
        const result = await page;
        if (result !== null && dataVersion() === version) {
          cache.delete(url);
          if (cache.size >= PAGE_CACHE_LIMITS.maxEntries) cache.delete(cache.keys().next().value!);
          cache.set(url, { version, storedAt: Date.now(), page: result });
        }
        return result;
      } finally {
        if (rendering.get(url)?.page === page) rendering.delete(url);
      }
    },
    renderSubmission(req, template, execute, form) {
      return renderFresh(req, pageUrl(req), template, { execute: (request) => execute(request, false), form });
    },
    renders: () => renders,
  };

  async function renderFresh(req: Request, url: string, template: string, how: Omit<RenderRequest, 'url'>): Promise<string | null> {
    renders += 1;
    try {
      const result = await entry.renderPage({ url, ...how });
      if (result.kind === 'skip') return null;
      let html = template
        .replace(/<link rel="(?:stylesheet|modulepreload)" crossorigin[^>]*>\s*/g, '')
        .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (script) =>
          staticScript ? `<script type="module" src="/${staticScript}"></script>` : script,
        )
        // A page without islands has nothing to hydrate: it is ready once read.
        .replace('<html ', result.html.includes('data-island=') ? '<html ' : '<html data-static ')
        .replace('</head>', `${RENDER_WHOLE_PAGE}${pageHead(req.path)}</head>`)
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
      const social = socialHead(result.meta, { publicUrl: publicUrl(), path: req.path, isPage: Object.hasOwn(entry.SERVER_RENDERED_PAGE_MODULES, req.path) });
      // Hidden pages and the 404 page stay out of search results (client/src/lib/document-meta.ts).
      const robots = result.meta.noindex ? '<meta name="robots" content="noindex">' : '';
      return html.replace('</head>', () => `${robots}${social}</head>`);
    } catch (error) {
      // The page still works: the browser renders it from the shell.
      logger.warn('Server rendering failed; sending the page shell', { path: req.path, error: error instanceof Error ? error.stack : String(error) });
      return null;
    }
  }
}

/**
 * A chunk's files with everything it imports statically, imports first, as Vite orders the
 * stylesheets in index.html: a component's styles must come after those of the components it
 * builds on (Button's after UnstyledButton's, in the same `@layer mantine`), or the base wins.
 */
function closure(manifest: Record<string, ManifestChunk>, key: string, files = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return files;
  seen.add(key);
  const chunk = manifest[key];
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  return files;
}
