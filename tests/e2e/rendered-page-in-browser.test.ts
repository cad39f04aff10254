import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { html } from '../support/visitor-pages.ts';
import { rootDir } from '../../server/config.ts';

/*
 * A rendered visitor page in Chromium: it reads without JavaScript, hydrates its islands without
 * errors and only when the visitor reaches for one, runs pages that need no code without it, and
 * is painted whole and steady as it arrives.
 */

const manifest = () => JSON.parse(fs.readFileSync(path.join(rootDir, 'dist', 'client', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;

describe('in the browser', () => {
  it('reads without JavaScript: content, calendar, the FAQ answers and navigation links are in the page', async ({ server, browser }) => {
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

  it('styles buttons over their unstyled base, before and after hydration', async ({ server, browser }) => {
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

  it('hydrates its islands without errors, loads no app code, and links are page loads', async ({ server, browser }) => {
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

  it('sends the pages nothing needs code on without it: no module is loaded, links are page loads, sections reveal on scroll', async ({ server, browser }) => {
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

  it('runs the home slideshow without React, also when the home page is reached by a link', async ({ server, browser }) => {
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

  it('runs no island code until the visitor reaches for an island: a focus, a pointer or a key inside it', async ({ server, browser }) => {
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
      const preloaded = [...(await html(server, pathname)).text.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
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

  it('is painted whole when it arrives in pieces, so the hero does not jump as the rest comes in', async ({ server, browser }) => {
    // A slow network, made certain: the page stops half-way through the hero for a moment.
    const page = (await html(server, '/')).text;
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

  it('keeps the first screen shown and fades in what lies below it when scrolled to', async ({ server, browser }) => {
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
