import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { html } from '../support/visitor-pages.ts';
import { rootDir } from '../../server/config.ts';
import { PAGE_ASSETS_FILE, type PageAssets } from '../../shared/islands.ts';
import { signedInAs } from '../support/factories.ts';

/*
 * Visitor pages rendered by the server (server/http/server-render.ts): the first response holds the
 * page with its content, title, data and favicon, styled without waiting for a stylesheet, and
 * compressed; signed-in users, previews and the admin get the single-page app, but for the admin's
 * preview frame, rendered here as the admin; and a change made in the admin shows in the next page.
 */

const manifest = () => JSON.parse(fs.readFileSync(path.join(rootDir, 'dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;

const rootContent = (page: string) => /<div id="root">([\s\S]*?)<\/div><template id="page-end">/.exec(page)?.[1] ?? '';

describe('the HTML of a visitor page', () => {
  it('holds the rendered page, its title and description, its data and its styles', async ({ server }) => {
    const home = await html(server, '/');
    expect(home.status).toBe(200);
    expect(rootContent(home.text)).toContain('Celebrate Under the Willow');
    expect(home.text).toContain('<title>Grand Willow Hall</title>');
    // No page state for whole-page hydration: the page is not hydrated whole (only islands are).
    expect(home.text).not.toContain('venue-state');
    // Styles inline, no stylesheet to wait for; no code preloaded ahead of the hero image and fonts.
    expect(home.text).toMatch(/<style>[\s\S]*?\.m_[\s\S]*?<\/style>/);
    expect(home.text).not.toMatch(/<link rel="stylesheet"(?! type="text\/x-inlined")/);
    expect(home.text).not.toMatch(/<link rel="modulepreload"/);
    // The home page needs no React: its one script is the small page script of client/src/islands/.
    expect(home.text).toContain(`<script type="module" src="/${manifest()['src/islands/static-page.ts']!.file}"></script>`);
    expect(home.text).not.toContain('data-island=');

    const faq = await html(server, '/faq');
    // A page with an island has the same one script (it loads the islands' code once painted), the
    // island's HTML, and the island's props as JSON: the questions it was rendered with.
    const pageScript = manifest()['src/islands/static-page.ts']!.file;
    expect(faq.text.match(/<script type="module"[^>]*>/g)).toEqual([`<script type="module" src="/${pageScript}">`]);
    expect(faq.text).not.toContain(manifest()['index.html']!.file);
    expect(faq.text).toContain('data-island="faq"');
    const props = /<script type="application\/json" data-island-props="faq">([^<]*)<\/script>/.exec(faq.text)?.[1];
    expect(JSON.parse(props!)).toMatchObject({ faqs: expect.arrayContaining([expect.objectContaining({ question: 'How many guests can Grand Willow Hall accommodate?' })]) });
    expect(faq.text).toContain('<title>FAQ · Grand Willow Hall</title>');
    expect(rootContent(faq.text)).toContain('How many guests can Grand Willow Hall accommodate?');
    expect(rootContent(faq.text)).toContain('The Grand Ballroom seats up to 450 guests');

    const calendar = await html(server, '/calendar');
    expect(rootContent(calendar.text)).toContain('Event Calendar &amp; Availability');
  });

  it('orders its styles as Vite orders index.html: a component after the ones it builds on', async ({ server }) => {
    // Mantine's component styles share one layer, so order decides: Button's background must come
    // after UnstyledButton's transparent one, whichever chunks the bundler puts them in. A page
    // inlines first the files the app entry's own modules need (not every file index.html links:
    // PAGE_ASSETS_FILE), in the order index.html links them, then its page's.
    const built = fs.readFileSync(path.join(rootDir, 'dist', 'client', 'index.html'), 'utf8');
    const viteOrder = [...built.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!);
    const entry = (JSON.parse(fs.readFileSync(path.join(rootDir, 'dist', 'client', PAGE_ASSETS_FILE), 'utf8')) as PageAssets).css['index.html']!;
    expect(entry.length).toBeGreaterThan(1);
    expect(entry).toEqual(viteOrder.filter((file) => entry.includes(file)));
    for (const page of ['/', '/faq', '/calendar']) {
      const inlined = [...(await html(server, page)).text.matchAll(/<link rel="stylesheet" type="text\/x-inlined" href="\/([^"]+)">/g)].map((m) => m[1]!);
      expect(inlined.slice(0, entry.length), page).toEqual(entry);
    }
  });

  it('answers an unknown address with the rendered "not found" page and 404', async ({ server }) => {
    const missing = await html(server, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>Page not found</title>');
  });

  it('is compressed for browsers that accept it', async ({ server }) => {
    const response = await fetch(`${server.url}/`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('Celebrate Under the Willow'); // fetch decompresses
    const raw = await new Promise<Buffer>((resolve, reject) => {
      // A second look without fetch's decompression: the bytes on the wire are gzip.
      void import('node:http').then(({ get }) =>
        get(`${server.url}/faq`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(zlib.gunzipSync(raw).toString('utf8')).toContain('<title>FAQ · Grand Willow Hall</title>');
    // Brotli where it is preferred; the same page again is "not modified" by its ETag.
    const br = await fetch(`${server.url}/faq`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('<title>FAQ · Grand Willow Hall</title>');
    const etag = br.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    // Not fetch: with If-None-Match it also sends Cache-Control: no-cache (the Fetch standard), which asks for the page anew.
    const again = await new Promise<number>((resolve, reject) => {
      void import('node:http').then(({ get }) =>
        get(`${server.url}/faq`, { headers: { accept: 'text/html', 'if-none-match': etag } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        }).on('error', reject),
      );
    });
    expect(again).toBe(304);
  });

  it('is the empty app shell for the admin, sign-in, previews and signed-in users', async ({ server }) => {
    for (const path of ['/admin', '/auth', '/?preview=true']) expect(rootContent((await html(server, path)).text), path).toBe('');
    expect((await html(server, '/admin')).text).toContain('<div id="root"></div>');
    const admin = await server.adminSession();
    const signedIn = await html(server, '/', { cookie: admin.cookie! });
    expect(signedIn.text).toContain('<div id="root"></div>');
    expect(signedIn.text).not.toContain('venue-state');
  });

  it("is rendered for the admin's preview frame, as the admin, with what is staged, and kept by no cache", async ({ server }) => {
    // What the browser sends for the page of a frame (the preview beside the admin's editors).
    const FRAME = { 'sec-fetch-dest': 'iframe' };
    const admin = await server.adminSession();
    const { adminContentSections } = await admin.data<{ adminContentSections: { id: string; sectionKey: string; title: string }[] }>(
      '{ adminContentSections(type: HERO) { id sectionKey title } }',
    );
    const hero = adminContentSections.find((section) => section.sectionKey === 'hero_title')!;
    const stage = 'mutation ($input: UpdateContentSectionInput!) { updateContentSection(input: $input) { contentSection { id } } }';
    await admin.data(stage, { input: { id: hero.id, title: 'Celebrate by the Lake' } });
    const banner = 'Preview Mode - You&#x27;re viewing staged changes';
    try {
      const framed = await html(server, '/?preview=true', { cookie: admin.cookie!, ...FRAME });
      expect(framed.status).toBe(200);
      const content = rootContent(framed.text);
      expect(content).toContain('Celebrate by the Lake');
      expect(content).toContain(banner);
      // Inside the frame: no "Exit preview" and no Admin link; the navigation stays in preview.
      expect(content).not.toContain('Exit preview');
      expect(content).not.toContain('href="/admin"');
      expect(content).toContain('href="/about?preview=true"');
      expect(framed.headers.get('cache-control')).toBe('private, no-store');
      expect(framed.headers.get('vary')).toMatch(/Cookie/);

      // The frame's "Live Site" mode: the published page, still without the Admin link.
      const live = rootContent((await html(server, '/', { cookie: admin.cookie!, ...FRAME })).text);
      expect(live).toContain('Celebrate Under the Willow');
      expect(live).not.toContain('Celebrate by the Lake');
      expect(live).not.toContain(banner);
      expect(live).not.toContain('href="/admin"');

      // Nobody else sees what is staged: visitors (the render cache included), and a signed-in user
      // who is not an admin; an anonymous frame asking for a preview gets the app shell, as before.
      expect(rootContent((await html(server, '/')).text)).not.toContain('Celebrate by the Lake');
      expect(rootContent((await html(server, '/?preview=true', FRAME)).text)).toBe('');
      // A made-up session cookie is no session: the shell, not a page rendered past the cache.
      const renders = server.app.pageRenders();
      expect(rootContent((await html(server, '/?preview=true', { cookie: 'venue_session=made-up', ...FRAME })).text)).toBe('');
      expect(server.app.pageRenders()).toBe(renders);
      const { session: user } = await signedInAs(server, 'user');
      const theirs = rootContent((await html(server, '/?preview=true', { cookie: user.cookie!, ...FRAME })).text);
      expect(theirs).toContain('Celebrate Under the Willow');
      expect(theirs).not.toContain(banner);
      // Not framed: the signed-in admin's own tab is the single-page app.
      expect(rootContent((await html(server, '/?preview=true', { cookie: admin.cookie! })).text)).toBe('');
    } finally {
      await admin.data(stage, { input: { id: hero.id, title: hero.title } });
    }
  });

  it('shows a change made in the admin on the next view', async ({ server }) => {
    expect((await html(server, '/faq')).text).toContain('<title>FAQ · Grand Willow Hall</title>');
    const admin = await server.adminSession();
    const { pageSettings } = await admin.data<{ pageSettings: { id: string; pageSlug: string }[] }>('{ pageSettings { id pageSlug } }');
    const faq = pageSettings.find((setting) => setting.pageSlug === 'faq')!;
    const rename = 'mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }';
    await admin.data(rename, { input: { id: faq.id, pageName: 'Questions' } });
    try {
      const page = await html(server, '/faq');
      expect(page.text).toContain('<title>Questions · Grand Willow Hall</title>');
      expect(rootContent(page.text)).toContain('>Questions</a>');
    } finally {
      await admin.data(rename, { input: { id: faq.id, pageName: 'FAQ' } });
    }
  });
});

describe('the favicon of a rendered page', () => {
  it('is the uploaded one from the first byte, and the built-in one again after a reset', async ({ server }) => {
    const admin = await server.adminSession();
    const icon = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f3d33' } }).png().toBuffer();
    const uploaded = await fetch(`${server.url}/api/uploads?purpose=favicon`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie! },
      body: new Uint8Array(icon),
    });
    const { url } = (await uploaded.json()) as { url: string };
    const setFavicon = 'mutation ($input: UpdateFaviconInput!) { updateFavicon(input: $input) { branding { faviconUrl } } }';
    await admin.data(setFavicon, { input: { faviconUrl: url } });
    try {
      const page = (await html(server, '/faq')).text;
      expect(page.match(/<link rel="icon"[^>]*>/g)).toEqual([`<link rel="icon" type="image/png" href="${url}" />`]);
    } finally {
      await admin.data(setFavicon, { input: { faviconUrl: null } });
    }
    expect((await html(server, '/faq')).text.match(/<link rel="icon"[^>]*>/g)).toEqual(['<link rel="icon" type="image/svg+xml" href="/favicon.svg" />']);
  });
});
