import http from 'node:http';
import { beforeAll } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { createRenderBudget, type RenderBudget } from '../../server/http/render-budget.ts';
import { ensureBuilt } from '../support/build.ts';
import { sentQuotePath } from '../support/secret-links.ts';
import { withoutSubmissionKeys } from '../support/submission-keys.ts';
import type { TestServer } from '../support/test-server.ts';
import { ADMIN_SECTIONS } from '../../shared/routes.ts';

/*
 * What the page cache and its fast path may answer, by the route table (shared/routes.ts): a
 * server route's address never gets a cached page, a variant of an address is redirected before
 * any cache and never rendered, the Host header and parameters outside their shapes never make a
 * render, and renders nobody reuses wait in a small budget. Needs the server build (made here when
 * missing or stale, as `npm start` would).
 */

// Built before the servers start (the fixtures start them at the first test that asks).
beforeAll(() => ensureBuilt(), 600_000);

/** The file's second server renders in a small budget, counting how many renders run at once. */
const smallRenders = { running: 0, most: 0 };
const smallBudget = ((inner: RenderBudget): RenderBudget => ({
  run: (lane, render) =>
    inner.run(lane, async () => {
      smallRenders.running += 1;
      smallRenders.most = Math.max(smallRenders.most, smallRenders.running);
      try {
        return await render();
      } finally {
        smallRenders.running -= 1;
      }
    }),
  stats: () => inner.stats(),
}))(createRenderBudget({ concurrency: 1, queued: 2 }));
test.override('otherServerOptions', { app: { renderBudget: smallBudget } });

const page = (server: TestServer, address: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${address}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
/** The page's HTML; a visitor form's one-time key (new in every response) put back to the placeholder. */
const text = async (server: TestServer, address: string) => withoutSubmissionKeys(await (await page(server, address)).text());
/**
 * For tests that wait on server renders. A render runs on its own thread at a lower priority
 * (server/http/render-thread.ts), which a machine busy with other work (the whole suite on two
 * cores) serves last: a render can take seconds there instead of tens of milliseconds. Bounded,
 * but well above what these tests take when the machine is busy.
 */
const RENDERS = { timeout: 120_000 };
/** Any write: every cached page is stale after it. */
const touch = (server: TestServer) => server.db.$client.prepare('update faqs set answer = answer where id = (select id from faqs limit 1)').run();
/** The app's shell: what is sent when the page is not rendered on the server. */
const isShell = (html: string) => html.includes('<div id="root"></div>');

/** A GET with headers fetch will not send (Host), over node:http. */
function rawGet(server: TestServer, address: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const target = new URL(`${server.url}${address}`);
  return new Promise((resolve, reject) => {
    http
      .get({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: { accept: 'text/html', ...headers } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      })
      .on('error', reject);
  });
}

describe("a server route's address", () => {
  it("is never answered by a cached page: a client's quote opens after bots asked for unknown addresses", RENDERS, async ({ server, admin, factories }) => {
    const quote = await sentQuotePath(admin, factories, 140);
    for (const bot of ['/wp-admin', '/wp-login.php', '/quote', '/quote/x/y']) {
      expect((await page(server, bot)).status).toBe(404);
      expect((await page(server, bot)).status).toBe(404); // now cached, for that address
    }
    for (const address of [quote, `${quote}?accepted=1`]) {
      const response = await page(server, address);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      expect(html).toContain('$2,500.00');
      expect(html).toContain('Accept quote');
      expect(html).not.toContain('Page not found');
    }
  });
});

describe('a variant of an address', () => {
  const variants: [string, string][] = [
    ['/contact/', '/contact'],
    ['/Contact', '/contact'],
    ['/FAQ', '/faq'],
    ['/calendar/', '/calendar'],
    ['//faq', '/faq'],
    ['/FAQ/?q=deposit', '/faq?q=deposit'],
  ];

  it('is one permanent redirect to the canonical address, before any cache, and never a page of its own', RENDERS, async ({ server }) => {
    // Nothing cached: each variant is the first request for its page after a change.
    for (const [variant, canonical] of variants) {
      touch(server);
      const response = await page(server, variant);
      expect(response.status, variant).toBe(301);
      expect(response.headers.get('location'), variant).toBe(canonical);
      expect(await response.text()).not.toContain('id="root"');
      // The canonical page is whole: its own styles, canonical link and og:url.
      const html = await text(server, canonical);
      const path = canonical.split('?')[0]!;
      expect(html, variant).toContain(`<link rel="canonical" href="${server.config.publicUrl}${path}">`);
      expect(html, variant).toContain(`<meta property="og:url" content="${server.config.publicUrl}${path}">`);
      expect(html, variant).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    }
  });

  it('leaves the cached page as it was', async ({ server }) => {
    const before = await text(server, '/contact');
    for (const [variant] of variants) await page(server, variant);
    expect(await text(server, '/contact')).toBe(before);
  });
});

describe("an admin section's address", () => {
  it('is answered with the app; an old ?section= link is one permanent redirect to it, keeping its other parameters', async ({ server }) => {
    for (const section of ADMIN_SECTIONS) {
      const old = await page(server, `/admin?section=${section.key}`);
      expect(old.status, section.key).toBe(301);
      expect(old.headers.get('location'), section.key).toBe(section.path);
      const response = await page(server, section.path);
      expect(response.status, section.path).toBe(200);
      expect(await response.text()).toContain('id="root"');
    }
    const cases: [string, string][] = [
      ['/admin?section=bookings&booking=b7', '/admin/bookings?booking=b7'],
      ['/admin?section=calendar-settings', '/admin/calendar'],
      ['/admin/calendar-settings', '/admin/calendar'],
      ['/admin?section=nonsense', '/admin'],
      ['/Admin/FAQ/', '/admin/faq'],
    ];
    for (const [url, location] of cases) {
      const response = await page(server, url);
      expect(response.status, url).toBe(301);
      expect(response.headers.get('location'), url).toBe(location);
    }
    expect((await page(server, '/admin/nonsense')).status).toBe(404);
  });
});

describe('what cannot make the server render', () => {
  it('a parameter outside its declared shape: the canonical page is answered, from the cache', RENDERS, async ({ server, factories }) => {
    const plain = { calendar: await text(server, '/calendar'), faq: await text(server, '/faq'), gallery: await text(server, '/gallery'), contact: await text(server, '/contact') };
    const renders = server.app.pageRenders();
    const outside: [string, keyof typeof plain][] = [
      ['/calendar?month=2099-01', 'calendar'],
      ['/calendar?month=1999-12', 'calendar'],
      [`/calendar?month=${factories.day(-62).slice(0, 7)}`, 'calendar'],
      ['/calendar?month=garbage&date=2099-12-31&request=yes', 'calendar'],
      ['/calendar?date=2027-02-30', 'calendar'],
      ['/faq?category=made-up', 'faq'],
      ['/faq?q=%20%20%20', 'faq'],
      ['/gallery?category=all', 'gallery'],
      ['/gallery?category=nope', 'gallery'],
      ['/contact?date=1999-01-01&sent=0', 'contact'],
    ];
    for (const [address, canonical] of outside) {
      const response = await page(server, address);
      expect(response.status, address).toBe(200);
      expect(withoutSubmissionKeys(await response.text()), address).toBe(plain[canonical]);
    }
    expect(server.app.pageRenders()).toBe(renders);
  });

  it('a Host header: it is part of no key and of no page (the site is PUBLIC_URL)', RENDERS, async ({ server }) => {
    const home = await text(server, '/');
    const renders = server.app.pageRenders();
    for (let i = 0; i < 20; i++) {
      const host = `h${i}-${Math.random().toString(36).slice(2)}.example`;
      const answer = await rawGet(server, i % 2 ? '/' : '/faq', { host });
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain(host);
    }
    expect(server.app.pageRenders() - renders).toBeLessThanOrEqual(1); // /faq, if it was not cached
    expect(await text(server, '/')).toBe(home);
  });
});

describe('renders nobody reuses', () => {
  it('wait in a small budget: past its queue the page is answered without a render, and cached pages are not held up', RENDERS, async ({ otherServer: small }) => {
    await page(small, '/');
    const home = await (await page(small, '/')).text();
    const rendersBefore = small.app.pageRenders();
    const random = () => Math.random().toString(36).slice(2);
    const form = () => fetch(`${small.url}/contact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, body: '', redirect: 'manual' });
    const flood = [
      ...Array.from({ length: 8 }, () => page(small, `/faq?q=${random()}`)),
      ...Array.from({ length: 3 }, () => page(small, `/no-such-page-${random()}`)),
      form(),
      form(),
    ];
    // While they wait, another visitor's cached page is answered at once (it never waits in the budget).
    const cached = await page(small, '/');
    expect(await cached.text()).toBe(home);
    const answers = await Promise.all(flood.map(async (answer) => {
      const response = await answer;
      return { status: response.status, html: await response.text() };
    }));
    expect(smallRenders.most).toBe(1);
    expect(smallBudget.stats().refused).toBeGreaterThan(0);
    // Fewer renders than requests: the rest were answered without one.
    expect(small.app.pageRenders() - rendersBefore).toBeLessThan(flood.length);
    for (const [i, answer] of answers.entries()) {
      const expected = i < 8 ? 200 : i < 11 ? 404 : [422, 429];
      if (Array.isArray(expected)) expect(expected).toContain(answer.status);
      else expect(answer.status).toBe(expected);
      expect(answer.html).toContain('</html>');
    }
    // A search answered without a render is the app's shell: the browser renders the page itself.
    expect(answers.slice(0, 8).some((answer) => isShell(answer.html))).toBe(true);
    expect(answers.slice(0, 8).some((answer) => !isShell(answer.html))).toBe(true);
  });
});
