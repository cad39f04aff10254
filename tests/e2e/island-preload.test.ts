import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { rootDir } from '../../server/config.ts';
import { DEFERRED_FONTS_ATTRIBUTE, ISLAND_MODULES, islandsIn, STATIC_PAGE_MODULE, type IslandName } from '../../shared/islands.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * What a server-rendered page of the production build asks for before its islands are live: every
 * file of an island's code preloaded from the page's head (one round trip on a slow phone, not one
 * per import), in a few files; and a page's inlined styles those of its own modules only, within a
 * budget (grouping the islands' code must not bring their styles to every page). The speed itself
 * is measured by `npm run bench -- --only islands` (scripts/bench/islands-live.ts), not here.
 */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ISLAND_PAGES: Record<string, IslandName> = { '/faq': 'faq', '/gallery': 'gallery', '/calendar': 'calendar', '/contact': 'inquiry' };
const STATIC_PAGES = ['/', '/about', '/events', '/resources'];
/** At most this many script files for an island's code with hydration's (the page's own script aside). */
const MAX_ISLAND_FILES = 4;
/**
 * Inlined CSS, gzip: pages without islands measured 11.2–12.0 kB, island pages 10.6–16.6 kB
 * (/contact carries the date picker's styles; island pages' web font faces wait in a <noscript>).
 */
const STATIC_INLINE_CSS_BUDGET = 12_500;
const ISLAND_INLINE_CSS_BUDGET = 17_500;

const clientDir = path.join(rootDir, 'dist', 'client');
/** A class of the date picker's styles (the booking forms' on /contact), standing for every island's styles. */
const DATE_PICKER_CLASS = /\.(m_[0-9a-f]+)/.exec(fs.readFileSync(path.join(rootDir, 'node_modules', '@mantine', 'dates', 'styles.layer.css'), 'utf8'))![1]!;
let manifest: Manifest;
test.beforeAll(() => {
  manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
});

const page = async (server: TestServer, pathname: string) => (await fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } })).text();
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const preloaded = (html: string) => new Set([...head(html).matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((match) => match[1]!));
/** The page's own styles: the first <style> of its head (responsive props' styles follow in another). */
const inlinedCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(head(html))?.[1] ?? '';

/** An `@font-face` of a web font (a file of the site's, not a device's local font). */
const WEB_FONT_FACE = /@font-face\{[^}]*url\(\/assets\/[^}]*\}/;
/** The rules of the page's deferred fonts' <noscript>, if it has one. */
const deferredFonts = (html: string) => new RegExp(`<noscript ${DEFERRED_FONTS_ATTRIBUTE}>([\\s\\S]*?)</noscript>`).exec(head(html))?.[1] ?? '';

/** A chunk's file with the files of every chunk it imports statically, recursively. */
function files(key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) files(imported, found);
  return found;
}

/** The manifest's key of the chunk an island's code starts in (the build names it island-<name>). */
const islandChunk = (name: IslandName) => {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.name === `island-${name}` && key.endsWith('.js'));
  expect(keys, `one chunk named island-${name}`).toHaveLength(1);
  return keys[0]!;
};

describe('island pages', () => {
  it('import each island from the module shared/islands.ts names for it', () => {
    const registry = fs.readFileSync(path.join(rootDir, 'client', 'src', 'islands', 'registry.ts'), 'utf8');
    const imported = Object.fromEntries([...registry.matchAll(/(\w+): \(\) => import\('\.\.\/([^']+)'\)/g)].map(([, name, file]) => [name, `src/${file}`]));
    expect(imported).toEqual(ISLAND_MODULES);
  });

  for (const [pathname, island] of Object.entries(ISLAND_PAGES)) {
    it(`${pathname} preloads every file of its island's code and of hydration, ${MAX_ISLAND_FILES} at most`, async ({ server }) => {
      const html = await page(server, pathname);
      expect(islandsIn(html)).toEqual([island]);
      const script = manifest[STATIC_PAGE_MODULE]!;
      // What the page's script imports when the visitor reaches for an island (hydration), and
      // what hydration imports for this island: each with its static imports.
      const hydration = script.dynamicImports ?? [];
      expect(hydration).toHaveLength(1);
      expect(manifest[hydration[0]!]!.dynamicImports).toContain(islandChunk(island));
      const needed = files(islandChunk(island), files(hydration[0]!));
      needed.delete(script.file); // loaded by the page's <script> itself
      expect([...needed].filter((file) => !preloaded(html).has(file))).toEqual([]);
      expect(needed.size).toBeLessThanOrEqual(MAX_ISLAND_FILES);
      // The page's light theme is taken as it is: no MantineProvider in the code (its colour-scheme
      // manager, which stores under this key, and its CSS-variable writer were 11 kB of it).
      for (const file of needed) expect(fs.readFileSync(path.join(clientDir, file), 'utf8'), file).not.toContain('mantine-color-scheme-value');
      // Nothing else: another island's chunk would only take this one's bandwidth.
      const others = (Object.keys(ISLAND_MODULES) as IslandName[]).filter((name) => name !== island).map((name) => manifest[islandChunk(name)]!.file);
      expect([...preloaded(html)].filter((file) => others.includes(file))).toEqual([]);
    });
  }

  it('inline their own styles within budget', async ({ server }) => {
    for (const pathname of Object.keys(ISLAND_PAGES)) {
      const html = await page(server, pathname);
      const css = inlinedCss(html);
      if (pathname === '/contact') expect(css).toContain(DATE_PICKER_CLASS);
      // The web fonts wait for the island's code (tests/e2e/deferred-fonts.test.ts): none inline,
      // all in the <noscript> the page's script reads; the local fallbacks stay inline.
      expect(css, pathname).not.toMatch(WEB_FONT_FACE);
      expect(css, pathname).toContain('Inter Fallback');
      expect(deferredFonts(html), pathname).toMatch(WEB_FONT_FACE);
      expect(zlib.gzipSync(css).length, `inlined CSS of ${pathname}, gzip`).toBeLessThanOrEqual(ISLAND_INLINE_CSS_BUDGET);
    }
  });
});

describe('pages without islands', () => {
  it('preload no script and inline only the styles of their own modules, within budget', async ({ server }) => {
    for (const pathname of STATIC_PAGES) {
      const html = await page(server, pathname);
      expect(islandsIn(html), pathname).toEqual([]);
      expect([...preloaded(html)], pathname).toEqual([]);
      const css = inlinedCss(html);
      expect(css.length, pathname).toBeGreaterThan(0);
      expect(css, pathname).not.toContain(DATE_PICKER_CLASS);
      // No island code to wait for: the fonts come with the page.
      expect(css, pathname).toMatch(WEB_FONT_FACE);
      expect(deferredFonts(html), pathname).toBe('');
      expect(zlib.gzipSync(css).length, `inlined CSS of ${pathname}, gzip`).toBeLessThanOrEqual(STATIC_INLINE_CSS_BUDGET);
    }
  });
});
