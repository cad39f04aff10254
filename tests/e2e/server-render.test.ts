import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { rootDir } from '../../server/config.ts';
import { PAGE_ASSETS_FILE, type PageAssets } from '../../shared/islands.ts';
import type { TestBrowser } from '../support/browser.ts';
import type { TestServer } from '../support/test-server.ts';
import { signedInAs } from '../support/factories.ts';

/*
 * Visitor pages rendered by the server (server/http/server-render.ts): the first response holds the
 * page with its content, title and data, styled without waiting for a stylesheet, and compressed;
 * the browser hydrates it without errors; signed-in users, previews and the admin get the
 * single-page app, but for the admin's preview frame, rendered here as the admin; and a change made in the admin shows in the next rendered page.
 */

let server: TestServer;
let browser: TestBrowser;

test.beforeAll(({ server: started, browser: launched }) => {
  server = started;
  browser = launched;
});

async function html(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const manifest = () => JSON.parse(fs.readFileSync(path.join(rootDir, 'dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;

const rootContent = (page: string) => /<div id="root">([\s\S]*?)<\/div><template id="page-end">/.exec(page)?.[1] ?? '';

describe('the HTML of a visitor page', () => {
  it('holds the rendered page, its title and description, its data and its styles', async () => {
    const home = await html('/');
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

    const faq = await html('/faq');
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

    const calendar = await html('/calendar');
    expect(rootContent(calendar.text)).toContain('Event Calendar &amp; Availability');
  });

  it('orders its styles as Vite orders index.html: a component after the ones it builds on', async () => {
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
      const inlined = [...(await html(page)).text.matchAll(/<link rel="stylesheet" type="text\/x-inlined" href="\/([^"]+)">/g)].map((m) => m[1]!);
      expect(inlined.slice(0, entry.length), page).toEqual(entry);
    }
  });

  it('answers an unknown address with the rendered "not found" page and 404', async () => {
    const missing = await html('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>Page not found</title>');
  });

  it('is compressed for browsers that accept it', async () => {
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

  it('is the empty app shell for the admin, sign-in, previews and signed-in users', async () => {
    for (const path of ['/admin', '/auth', '/?preview=true']) expect(rootContent((await html(path)).text), path).toBe('');
    expect((await html('/admin')).text).toContain('<div id="root"></div>');
    const admin = await server.adminSession();
    const signedIn = await html('/', { cookie: admin.cookie! });
    expect(signedIn.text).toContain('<div id="root"></div>');
    expect(signedIn.text).not.toContain('venue-state');
  });

  it("is rendered for the admin's preview frame, as the admin, with what is staged, and kept by no cache", async () => {
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
      const framed = await html('/?preview=true', { cookie: admin.cookie!, ...FRAME });
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
      const live = rootContent((await html('/', { cookie: admin.cookie!, ...FRAME })).text);
      expect(live).toContain('Celebrate Under the Willow');
      expect(live).not.toContain('Celebrate by the Lake');
      expect(live).not.toContain(banner);
      expect(live).not.toContain('href="/admin"');

      // Nobody else sees what is staged: visitors (the render cache included), and a signed-in user
      // who is not an admin; an anonymous frame asking for a preview gets the app shell, as before.
      expect(rootContent((await html('/')).text)).not.toContain('Celebrate by the Lake');
      expect(rootContent((await html('/?preview=true', FRAME)).text)).toBe('');
      // A made-up session cookie is no session: the shell, not a page rendered past the cache.
      const renders = server.app.pageRenders();
      expect(rootContent((await html('/?preview=true', { cookie: 'venue_session=made-up', ...FRAME })).text)).toBe('');
      expect(server.app.pageRenders()).toBe(renders);
      const { session: user } = await signedInAs(server, 'user');
      const theirs = rootContent((await html('/?preview=true', { cookie: user.cookie!, ...FRAME })).text);
      expect(theirs).toContain('Celebrate Under the Willow');
      expect(theirs).not.toContain(banner);
      // Not framed: the signed-in admin's own tab is the single-page app.
      expect(rootContent((await html('/?preview=true', { cookie: admin.cookie! })).text)).toBe('');
    } finally {
      await admin.data(stage, { input: { id: hero.id, title: hero.title } });
    }
  });

  it('shows a change made in the admin on the next view', async () => {
    expect((await html('/faq')).text).toContain('<title>FAQ · Grand Willow Hall</title>');
    const admin = await server.adminSession();
    const { pageSettings } = await admin.data<{ pageSettings: { id: string; pageSlug: string }[] }>('{ pageSettings { id pageSlug } }');
    const faq = pageSettings.find((setting) => setting.pageSlug === 'faq')!;
    const rename = 'mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }';
    await admin.data(rename, { input: { id: faq.id, pageName: 'Questions' } });
    try {
      const page = await html('/faq');
      expect(page.text).toContain('<title>Questions · Grand Willow Hall</title>');
      expect(rootContent(page.text)).toContain('>Questions</a>');
    } finally {
      await admin.data(rename, { input: { id: faq.id, pageName: 'FAQ' } });
    }
  });
});

describe('the render cache', () => {
  it('keys pages by the parameters they read: random query strings neither render again nor reach the page', async () => {
    await html('/faq');
    await html('/'); // both cached now
    const before = server.app.pageRenders();
    const junk = Array.from({ length: 40 }, (_, i) => `utm_source=news${i}&fbclid=zz${i}x${Math.random().toString(36).slice(2)}`);
    const pages = await Promise.all(junk.flatMap((query) => [html(`/faq?${query}`), html(`/?${query}`), html(`/nowhere?${query}`)]));
    // An unknown address is an entry of its own (a 404 is never shared between addresses), whatever its query string.
    expect(server.app.pageRenders() - before).toBeLessThanOrEqual(1);
    for (const page of pages) {
      expect(page.text).not.toMatch(/utm_source|fbclid|news\d|nowhere/);
    }
    // Concurrent requests for a page that is not cached share one render.
    const cold = server.app.pageRenders();
    await Promise.all(Array.from({ length: 10 }, () => html('/faq?q=parking&utm_campaign=x')));
    expect(server.app.pageRenders() - cold).toBe(1);
    // A parameter the page reads is a new entry, normalized: the same search twice is one render.
    await html('/faq?q=%20%20parking%20&utm_campaign=y');
    expect(server.app.pageRenders() - cold).toBe(1);
  });

  it('answers a cached page before Express with the status, headers and bytes of the ordinary path', async () => {
    type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
    const get = (address: string, extra: Record<string, string> = {}) =>
      new Promise<Answer>((resolve, reject) => {
        http
          .get(`${server.url}${address}`, { headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', ...extra } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const comparable = ({ date: _date, 'x-request-id': _id, ...headers }: http.IncomingHttpHeaders) => headers;
    for (const address of ['/faq', '/no-such-page']) {
      await get(address);
      await get(address); // rendered, compressed and kept
      const fast = await get(`${address}?utm_source=fast`);
      // A conditional request always takes the ordinary path through Express.
      const ordinary = await get(`${address}?utm_source=ordinary`, { 'if-modified-since': new Date(0).toUTCString() });
      expect(fast.status).toBe(address === '/faq' ? 200 : 404);
      expect(fast.status).toBe(ordinary.status);
      expect(comparable(fast.headers)).toEqual(comparable(ordinary.headers));
      expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
      expect(fast.body.equals(ordinary.body)).toBe(true);
      const decompress = fast.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(decompress(fast.body).toString()).toContain('</html>');
    }
  });

  it('renders a page again after a content change', async () => {
    await html('/about');
    const before = server.app.pageRenders();
    await html('/about?ref=x');
    expect(server.app.pageRenders()).toBe(before);
    server.db.$client.prepare("update faqs set answer = answer where id = (select id from faqs limit 1)").run();
    await html('/about');
    expect(server.app.pageRenders()).toBe(before + 1);
  });
});

describe('the favicon of a rendered page', () => {
  it('is the uploaded one from the first byte, and the built-in one again after a reset', async () => {
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
      const page = (await html('/faq')).text;
      expect(page.match(/<link rel="icon"[^>]*>/g)).toEqual([`<link rel="icon" type="image/png" href="${url}" />`]);
    } finally {
      await admin.data(setFavicon, { input: { faviconUrl: null } });
    }
    expect((await html('/faq')).text.match(/<link rel="icon"[^>]*>/g)).toEqual(['<link rel="icon" type="image/svg+xml" href="/favicon.svg" />']);
  });
});

describe('link previews (Open Graph) of a visitor page', () => {
  /** The head's `<meta property=…>` and `twitter:` tags and its canonical address, decoded. */
  const previewTags = (page: string) => {
    const head = page.slice(0, page.indexOf('</head>'));
    const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const tags: Record<string, string> = {};
    for (const [, name, content] of head.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)">/g)) tags[name!] = decode(content!);
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];
    return { tags, canonical: canonical && decode(canonical) };
  };

  it('names the site, the page, its description, its address and a picture a crawler can fetch', async () => {
    const home = previewTags((await html('/')).text);
    expect(home.canonical).toBe(`${server.url}/`);
    expect(home.tags).toEqual({
      'og:type': 'website',
      'og:site_name': 'Grand Willow Hall',
      'og:title': 'Grand Willow Hall',
      'og:description': expect.stringContaining('Grand Willow Hall'),
      'og:url': `${server.url}/`,
      'og:image': `${server.url}/starter/hero-ballroom.webp?w=1280`,
      'og:image:alt': expect.stringContaining('Grand Ballroom'),
      'twitter:card': 'summary_large_image',
    });
    const image = await fetch(home.tags['og:image']!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // Another page: its own title and description, its address without the query string.
    const faq = previewTags((await html('/faq?utm_source=newsletter')).text);
    expect(faq.canonical).toBe(`${server.url}/faq`);
    expect(faq.tags).toMatchObject({
      'og:title': 'FAQ · Grand Willow Hall',
      'og:description': 'Answers to common questions about booking, catering, the venue, payments and policies.',
      'og:url': `${server.url}/faq`,
      'og:image': home.tags['og:image'],
    });
  });

  it('shows the gallery with its first photo, and gives the 404 page no address of its own', async () => {
    const { galleryImages } = await server.session().data<{ galleryImages: { imageUrl: string; altText: string }[] }>('{ galleryImages { imageUrl altText } }');
    const gallery = previewTags((await html('/gallery')).text);
    expect(gallery.tags['og:image']).toBe(`${server.url}${galleryImages[0]!.imageUrl}?w=1280`);
    expect(gallery.tags['og:image:alt']).toBe(galleryImages[0]!.altText);

    const missing = previewTags((await html('/no-such-page')).text);
    expect(missing.canonical).toBeUndefined();
    expect(missing.tags['og:url']).toBeUndefined();
    expect(missing.tags['og:title']).toBe('Page not found');
  });

  it('follows the hero slides: hiding the first makes the next one the picture', async () => {
    const admin = await server.adminSession();
    const { heroSlides } = await admin.data<{ heroSlides: { id: string; imageUrl: string }[] }>('{ heroSlides { id imageUrl } }');
    const [first, second] = heroSlides;
    const setActive = 'mutation ($input: SetHeroSlideActiveInput!) { setHeroSlideActive(input: $input) { heroSlide { id } } }';
    await admin.data(setActive, { input: { id: first!.id, isActive: false } });
    try {
      expect(previewTags((await html('/about')).text).tags['og:image']).toBe(`${server.url}${second!.imageUrl}?w=1280`);
    } finally {
      await admin.data(setActive, { input: { id: first!.id, isActive: true } });
    }
  });
});

describe('in the browser', () => {
  it('reads without JavaScript: content, calendar, the FAQ answers and navigation links are in the page', async () => {
    const context = await browser.context.browser()!.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/calendar`);
      await page.getByRole('heading', { level: 1, name: 'Event Calendar & Availability' }).waitFor();
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      await page.goto(`${server.url}/faq`);
      // The answers open one at a time without any script (native disclosures sharing a name).
      const first = page.locator('summary', { hasText: 'How many guests can Grand Willow Hall accommodate?' });
      const second = page.locator('summary', { hasText: 'What is your cancellation policy?' });
      const firstAnswer = page.getByText('The Grand Ballroom seats up to 450 guests');
      const secondAnswer = page.getByText('Cancel more than 180 days before the event');
      expect(await firstAnswer.isVisible()).toBe(false);
      await first.click();
      await firstAnswer.waitFor();
      await second.click();
      await secondAnswer.waitFor();
      await firstAnswer.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('styles buttons over their unstyled base, before and after hydration', async () => {
    const context = await browser.context.browser()!.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const background = (page: import('playwright-core').Page) =>
      page.getByRole('button', { name: 'Search' }).evaluate((button) => getComputedStyle(button).backgroundColor);
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/faq`);
      expect(await background(page)).not.toBe('rgba(0, 0, 0, 0)');
    } finally {
      await context.close();
    }
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/faq`);
    expect(await background(page)).not.toBe('rgba(0, 0, 0, 0)');
    await page.close();
  });

  it('hydrates its islands without errors, loads no app code, and links are page loads', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The styles are in the page: hydrating fetches no stylesheet again.
    const stylesheets: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) stylesheets.push(request.url());
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/`);
    expect(stylesheets).toEqual([]);
    for (const path of ['/', '/calendar', '/faq', '/gallery', '/events', '/about', '/contact', '/resources']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(errors).toEqual([]);
    // The single-page app (the admin's router and Apollo Client) is never loaded on a visitor page.
    expect(scripts).not.toContain(`/${manifest()['index.html']!.file}`);

    // The menu opens on a page with islands, and a link loads the next page (it is plain HTML).
    await page.goto(`${server.url}/contact`);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBe('true');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') requests.push(request.url());
    });
    // The menu toggle is a native disclosure's <summary> (it opens without JavaScript).
    await page.locator('header summary', { hasText: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(requests).toEqual([`${server.url}/faq`]);
    await page.close();
  });

  it('sends the pages nothing needs code on without it: no module is loaded, links are page loads, sections reveal on scroll', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Only the page script of client/src/islands/ (and what it imports): no React, no router, no Apollo.
    const chunks = manifest() as Record<string, { file: string; imports?: string[] }>;
    const staticPage = chunks['src/islands/static-page.ts']!;
    const allowed = [staticPage.file, ...(staticPage.imports ?? []).map((key) => chunks[key]!.file)].map((file) => `/${file}`).sort();
    for (const path of ['/', '/about', '/events', '/resources']) {
      scripts.length = 0;
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('html').getAttribute('data-static')).toBe('');
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      expect([...scripts].sort()).toEqual(allowed);
    }
    // A section below the first screen is set aside and fades in when scrolled to, as on hydrated pages.
    await page.goto(`${server.url}/about`);
    const below = page.locator('[data-reveal-on-scroll]').last();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-reveal-on-scroll]')].some((element) => element.getAttribute('data-reveal') === 'pending'));
    await below.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-reveal-on-scroll]')].at(-1)!.getAttribute('data-reveal') === null);
    expect(await below.evaluate((element) => getComputedStyle(element).opacity)).not.toBe('0');
    // The contact page hydrates its one island, the inquiry form.
    await page.goto(`${server.url}/contact`);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBe('true');
    expect(await page.locator('html').getAttribute('data-static')).toBeNull();
    expect(await page.locator('[data-island]').evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')))).toEqual(['inquiry']);
    await page.close();
  });

  it('runs the home slideshow without React, also when the home page is reached by a link', async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    const check = async () => {
      const hero = page.getByRole('region', { name: 'Welcome', exact: true });
      const dots = hero.getByRole('button', { name: /^Show slide/ });
      await dots.nth(1).waitFor(); // within the app the slides arrive with their query
      expect(await dots.count()).toBeGreaterThan(1);
      // The test browser prefers reduced motion: the slideshow starts paused.
      const toggle = hero.getByRole('button', { name: 'Play slideshow' });
      await toggle.waitFor();
      await dots.nth(1).click();
      expect(await dots.nth(1).getAttribute('aria-current')).toBe('true');
      expect(await dots.nth(0).getAttribute('aria-current')).toBeNull();
      expect(await hero.locator('img[data-slide]').nth(1).getAttribute('data-active')).toBe('');
      expect(await hero.locator('img[data-slide]').nth(0).getAttribute('aria-hidden')).toBe('true');
      await toggle.click();
      await hero.getByRole('button', { name: 'Pause slideshow' }).waitFor();
    };
    await page.goto(`${server.url}/`);
    expect(await page.locator('html').getAttribute('data-static')).toBe('');
    await check();
    // Reached by a link from a page with islands, Home is a page load of its own and runs the same code.
    await page.goto(`${server.url}/contact`);
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('region', { name: 'Welcome', exact: true }).waitFor();
    await page.waitForURL(`${server.url}/`);
    expect(await page.locator('html').getAttribute('data-static')).toBe('');
    await check();
    await page.close();
  });

  it('runs no island code until the visitor reaches for an island: a focus, a pointer or a key inside it', async () => {
    // A tab without the test helper's hover (tests/support/browser.ts): as a visitor who only reads.
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The page script (with the small modules it imports: menu, reveal, slideshow) and the files
    // of its islands' code the page preloads (tests/e2e/island-preload.test.ts), nothing else.
    const chunks = manifest() as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
    const pageScripts = [chunks['src/islands/static-page.ts']!, ...(chunks['src/islands/static-page.ts']!.imports ?? []).map((key) => chunks[key]!)].map((chunk) => `/${chunk.file}`);
    const islandsEntry = `/${chunks[chunks['src/islands/static-page.ts']!.dynamicImports![0]!]!.file}`;
    for (const pathname of ['/faq', '/contact', '/calendar', '/gallery']) {
      scripts.length = 0;
      const preloaded = [...(await html(pathname)).text.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
      expect(preloaded, pathname).toContain(islandsEntry);
      await page.goto(`${server.url}${pathname}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      expect(scripts.filter((script) => !pageScripts.includes(script) && !preloaded.includes(script)), pathname).toEqual([]);
      // Fetched, not run: React has attached to nothing.
      expect(await page.locator('html').getAttribute('data-hydrated'), pathname).toBeNull();
    }
    // Keyboard: tabbing into the FAQ search loads the islands' code, and what is typed meanwhile is
    // searched once it has hydrated.
    await page.goto(`${server.url}/faq`, { waitUntil: 'networkidle' });
    const search = page.getByRole('textbox', { name: 'Search FAQs' });
    await search.focus();
    await page.keyboard.type('standing reception');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(scripts).toContain(islandsEntry);
    await page.getByText('1 of 16 questions').waitFor();
    expect(await search.inputValue()).toBe('standing reception');
    // A pointer over the calendar loads it too.
    await page.goto(`${server.url}/calendar`, { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await page.locator('[data-island="calendar"]').hover();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.close();
  });

  it('is painted whole when it arrives in pieces, so the hero does not jump as the rest comes in', async () => {
    // A slow network, made certain: the page stops half-way through the hero for a moment.
    const page = (await html('/')).text;
    const cut = page.indexOf('Celebrate Under the Willow');
    expect(cut).toBeGreaterThan(0);
    const slow = http.createServer((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.write(page.slice(0, cut));
        setTimeout(() => res.end(page.slice(cut)), 800);
        return;
      }
      void fetch(`${server.url}${req.url}`).then(async (upstream) => {
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const tab = await browser.newPage({ width: 390, height: 844 });
    try {
      await tab.addInitScript(() => {
        const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await tab.goto(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/`, { waitUntil: 'load' });
      await tab.waitForTimeout(500);
      const shifts = await tab.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      // Web fonts arriving move a few lines of text (about 0.02); the half-built hero moved 0.2.
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
    } finally {
      await tab.close();
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('keeps the first screen shown and fades in what lies below it when scrolled to', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/about`);
    const revealed = page.locator('[class*="reveal"]');
    await expect.poll(() => page.locator('[data-reveal="pending"]').count()).toBeGreaterThan(0);
    // Nothing on the first screen is set aside.
    const onFirstScreen = await revealed.evaluateAll((elements) =>
      elements.filter((element) => element.getBoundingClientRect().top < window.innerHeight).map((element) => element.getAttribute('data-reveal')),
    );
    expect(onFirstScreen.length).toBeGreaterThan(0);
    expect(onFirstScreen.every((value) => value === null)).toBe(true);
    // Scrolled to, a pending section is shown.
    const pending = (await page.locator('[data-reveal="pending"]').last().elementHandle())!;
    await pending.scrollIntoViewIfNeeded();
    await expect.poll(() => pending.evaluate((element) => element.getAttribute('data-reveal'))).toBeNull();
    await page.close();
  });
});
