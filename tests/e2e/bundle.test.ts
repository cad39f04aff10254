import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { rootDir } from '../../server/config.ts';
import { PAGE_ASSETS_FILE, type PageAssets } from '../../shared/islands.ts';
import { deferWebFonts } from '../../server/http/deferred-fonts.ts';
import { signInThroughUi, type TestBrowser } from '../support/browser.ts';
import { TEST_ADMIN, untilSubscribed, type TestServer } from '../support/test-server.ts';

/*
 * The visitor's bundle on the production build: what each visitor page loads, gzip-compressed,
 * within budget and free of admin code. Two views are combined: Vite's manifest (static) and what
 * Chromium really fetches.
 *
 * Budgets: pages sent without React (/, /about, /events, /resources: their one script is
 * client/src/islands/static-page.ts) at most 60 kB of JavaScript. Pages with islands (FAQ, gallery,
 * calendar, contact: client/src/islands/) load React DOM, the Mantine parts their islands use and the
 * islands' own code, never the single-page app (router, Apollo Client): at most 120 kB (decision 125
 * says what came out to keep it there). CSS at most 30 kB everywhere.
 */
const STATIC_JS_BUDGET_BYTES = 60 * 1000;
const JS_BUDGET_BYTES = 120 * 1000;
const CSS_BUDGET_BYTES = 30 * 1000;
const PAGES_WITHOUT_REACT = ['/', '/about', '/events', '/resources'];
const PAGES_WITH_ISLANDS = ['/faq', '/gallery', '/calendar', '/contact'];

const clientDir = path.join(rootDir, 'dist', 'client');
const PAGE_SCRIPT_MODULE = 'src/islands/static-page.ts';
const HOME_ROUTE_MODULE = 'src/public/pages/HomePage.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The production build's Vite manifest (the e2e project builds the client before its files run). */
const readManifest = () => JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** Files a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Files Chromium fetches from /assets while showing a page until the network is idle. */
async function filesLoadedBy({ server, browser }: { server: TestServer; browser: TestBrowser }, pathname: string): Promise<Set<string>> {
  const page = await browser.newPage({ width: 390, height: 844 });
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === server.url && /^\/assets\/.+\.(js|css)$/.test(url.pathname)) files.add(url.pathname.slice(1));
  });
  await page.goto(`${server.url}${pathname}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  return files;
}

const sizes = (files: Iterable<string>) => {
  const list = [...files].sort();
  const js = list.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
  const css = list.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipSize(file), 0);
  const table = list.map((file) => `${kB(gzipSize(file)).padStart(9)}  ${file}`).join('\n');
  return { js, css, table };
};

/** Strings that only admin code contains: admin GraphQL operation names and section titles. */
function adminMarkers(): string[] {
  const read = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return read(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [fs.readFileSync(full, 'utf8')] : [];
    });
  const src = path.join(rootDir, 'client', 'src');
  const adminSources = read(path.join(src, 'admin')).join('\n');
  const visitorSources = ['app', 'public', 'lib', 'auth', 'components']
    .filter((dir) => fs.existsSync(path.join(src, dir)))
    .flatMap((dir) => read(path.join(src, dir)))
    // What server and client share (the route table's titles among it) is the visitor's too.
    .concat(read(path.join(rootDir, 'shared')))
    .join('\n');
  // The admin's GraphQL operations by name. (Section titles are not markers: they live in the one
  // route table, shared/routes.ts, which the router and the page titles read for every address.)
  const operations = [...adminSources.matchAll(/graphql\(\s*`\s*(?:query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  // A marker the visitor's own code also uses says nothing.
  return [...new Set(operations)].filter((marker) => !visitorSources.includes(marker));
}

/*
 * What the visitor pages load, measured once for the file's tests: the build's manifest, an island
 * page's HTML (/faq), and the files Chromium fetches for each visitor page.
 */
const bundleTest = test.extend('visitorLoads', { scope: 'file' }, async ({ server, browser }) => {
  const manifest = readManifest();
  const homeHtml = await (await fetch(`${server.url}/faq`, { headers: { accept: 'text/html' } })).text();
  const loaded = new Map<string, Set<string>>();
  for (const pathname of [...PAGES_WITHOUT_REACT, ...PAGES_WITH_ISLANDS]) loaded.set(pathname, await filesLoadedBy({ server, browser }, pathname));
  // Every file a visitor page loads, with what the home page's entry needs before it runs.
  const everything = () => [...new Set([...staticClosure(manifest, ['index.html', HOME_ROUTE_MODULE]), ...[...loaded.values()].flatMap((files) => [...files])])].sort();
  return { manifest, homeHtml, loaded, everything };
});

describe('the visitor bundle', () => {
  // The first test also measures the pages (the file's fixture), a hook's time on a busy machine.
  bundleTest('is measured on what the browser really loads of a production build', { timeout: 120_000 }, ({ visitorLoads }) => {
    const { manifest, homeHtml, loaded, everything } = visitorLoads;
    const files = everything();
    expect(files.filter((file) => /dev-runtime/.test(file))).toEqual([]);
    // Pages with islands load the islands' code, never the single-page app's entry; the styles the
    // app's entry modules need (PAGE_ASSETS_FILE) are inline in the page. What the page script
    // imports for its islands: React DOM and hydration (grouped in one chunk).
    const hydration = manifest[manifest[PAGE_SCRIPT_MODULE]!.dynamicImports![0]!]!.file;
    for (const pathname of PAGES_WITH_ISLANDS) {
      expect(loaded.get(pathname)!.has(hydration)).toBe(true);
    }
    const assets = JSON.parse(fs.readFileSync(path.join(clientDir, PAGE_ASSETS_FILE), 'utf8')) as PageAssets;
    expect(assets.css['index.html']!.length).toBeGreaterThan(0);
    // (An island page's web font faces wait in a <noscript> for the islands' code: server/http/deferred-fonts.ts.)
    for (const css of assets.css['index.html']!) {
      const { css: inline, fonts } = deferWebFonts(fs.readFileSync(path.join(clientDir, css), 'utf8').trim());
      const inlined = homeHtml.includes(inline) && (fonts === '' || homeHtml.includes(fonts.replace(/^.*?<style>|<\/style>.*$/g, '')));
      expect(loaded.get('/faq')!.has(css) || inlined, css).toBe(true);
    }
    // Every visitor page loads the page script and never the app's entry.
    for (const pathname of [...PAGES_WITHOUT_REACT, ...PAGES_WITH_ISLANDS]) {
      expect(loaded.get(pathname)!.has(manifest[PAGE_SCRIPT_MODULE]!.file)).toBe(true);
      expect(loaded.get(pathname)!.has(manifest['index.html']!.file)).toBe(false);
    }
    // Pages without islands never load React.
    for (const pathname of PAGES_WITHOUT_REACT) {
      expect(loaded.get(pathname)!.has(hydration)).toBe(false);
    }
  });

  bundleTest(`loads at most ${kB(STATIC_JS_BUDGET_BYTES)} of JavaScript on ${PAGES_WITHOUT_REACT.join(', ')}, ${kB(JS_BUDGET_BYTES)} on any other visitor page, and ${kB(CSS_BUDGET_BYTES)} of CSS, gzip`, ({ visitorLoads }) => {
    const { loaded } = visitorLoads;
    const report: string[] = [];
    for (const [pathname, files] of loaded) {
      const { js, css, table } = sizes(files);
      report.push(`${pathname}: JS ${kB(js)}, CSS ${kB(css)}`);
      const budget = PAGES_WITHOUT_REACT.includes(pathname) ? STATIC_JS_BUDGET_BYTES : JS_BUDGET_BYTES;
      expect(js, `JavaScript loaded by ${pathname} (gzip):\n${table}`).toBeLessThanOrEqual(budget);
      expect(css, `CSS loaded by ${pathname} (gzip):\n${table}`).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
    }
    console.info(`Visitor bundles (gzip):\n${report.join('\n')}`);
  });

  bundleTest('contains no admin code: no admin chunk, section component or admin operation name', ({ visitorLoads }) => {
    const { manifest, everything } = visitorLoads;
    const files = everything();
    const adminChunks = new Set(
      Object.entries(manifest)
        .filter(([key]) => key.startsWith('src/admin/'))
        .map(([, chunk]) => chunk.file),
    );
    expect(adminChunks.size).toBeGreaterThan(0);
    expect(files.filter((file) => adminChunks.has(file))).toEqual([]);
    expect(files.filter((file) => /(^|\/)(AdminApp|AdminShell|\w+Section|explorer|monaco)[-.]/i.test(file))).toEqual([]);

    const markers = adminMarkers();
    expect(markers).toEqual(expect.arrayContaining(['AdminBookings', 'UpdateBookingStatus']));
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(clientDir, file), 'utf8');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${marker} in ${file}`);
    });
    expect(found).toEqual([]);
  });

  bundleTest('leaves the WebSocket client and the toast renderer out until they are needed', ({ visitorLoads }) => {
    const { manifest, everything } = visitorLoads;
    const files = everything();
    const deferred = ['src/app/websocket-link.ts', 'src/app/NotificationsHost.tsx'].map((key) => manifest[key]!.file);
    expect(files.filter((file) => deferred.includes(file))).toEqual([]);
    const text = files.filter((file) => file.endsWith('.js')).map((file) => fs.readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
    expect(text).not.toContain('graphql-transport-ws'); // graphql-ws's protocol name
  });
});

describe('the deferred pieces still work', () => {
  it('shows a toast (loading its renderer on demand)', async ({ server, page }) => {
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/auth`);
    await page.getByRole('alert').filter({ hasText: 'You must be logged in to access the admin panel.' }).waitFor();
    await page.getByRole('button', { name: 'Close notification' }).first().waitFor();
  });

  it('starts the WebSocket client with the first subscription (an admin previewing the site)', async ({ server, page, admin }) => {
    const chunks: string[] = [];
    page.on('response', (response) => chunks.push(new URL(response.url()).pathname));
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signInThroughUi(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    // Only the previewed page's sockets count (the dashboard signed in to opens its own).
    const before = sockets.length;
    await page.goto(`${server.url}/?preview=true`);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('link', { name: 'Gallery', exact: true }).waitFor();
    await expect.poll(() => sockets.slice(before)).toEqual([`${server.url.replace(/^http/, 'ws')}/graphql`]);
    expect(chunks).toContain(`/${readManifest()['src/app/websocket-link.ts']!.file}`);

    // The subscription is live: renaming a page shows in the previewed navigation without a reload.
    const { pageSettings } = await admin.data<{ pageSettings: { id: string; pageSlug: string }[] }>('{ pageSettings { id pageSlug } }');
    const gallery = pageSettings.find((setting) => setting.pageSlug === 'gallery')!;
    const rename = 'mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }';
    await untilSubscribed(server, 'pageSettingsChanged');
    try {
      await admin.data(rename, { input: { id: gallery.id, pageName: 'Photos' } });
      await nav.getByRole('link', { name: 'Photos', exact: true }).waitFor();
    } finally {
      await admin.data(rename, { input: { id: gallery.id, pageName: 'Gallery' } });
    }
  });
});
