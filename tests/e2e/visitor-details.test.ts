import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot } from '../support/browser.ts';
import type { GraphQLSession } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * Visitor details: a page hidden from the navigation (and the 404 page) is kept out of
 * search results, in the server's HTML and, with JavaScript, as the visitor moves between pages;
 * the resources page's "Wedding Planning Checklist" opens a real, printable checklist, with and
 * without JavaScript.
 */

const NOINDEX = '<meta name="robots" content="noindex">';

async function html(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, text: await response.text() };
}

const head = (page: string) => /<head>([\s\S]*?)<\/head>/.exec(page)?.[1] ?? '';

async function setPageVisible(admin: GraphQLSession, slug: string, isActive: boolean) {
  const { pageSettings } = await admin.data<{ pageSettings: { id: string; pageSlug: string }[] }>('{ pageSettings { id pageSlug } }');
  const page = pageSettings.find((setting) => setting.pageSlug === slug)!;
  await admin.data('mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }', { input: { id: page.id, isActive } });
}

const robotsMeta = (page: Page) => page.evaluate(() => [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content')));

describe('search engines and hidden pages', () => {
  it('the server writes noindex into a hidden page and the 404 page, and never into a page of the navigation', async ({ server }) => {
    // Resources is hidden in the starter content; every other page is in the navigation.
    const resources = await html(server, '/resources');
    expect(resources.status).toBe(200);
    expect(head(resources.text)).toContain(NOINDEX);
    for (const path of ['/', '/about', '/events', '/gallery', '/faq', '/calendar', '/contact']) {
      const page = await html(server, path);
      expect(head(page.text), path).toContain('<link rel="canonical"'); // a rendered page, with its head
      expect(page.text, path).not.toContain('name="robots"');
    }
    const missing = await html(server, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(head(missing.text)).toContain(NOINDEX);
  });

  it('follows the admin: a page shown is indexable at once, a page hidden is not', async ({ server, admin }) => {
    await setPageVisible(admin, 'resources', true);
    await setPageVisible(admin, 'gallery', false);
    try {
      expect((await html(server, '/resources')).text).not.toContain('name="robots"');
      expect(head((await html(server, '/gallery')).text)).toContain(NOINDEX);
    } finally {
      await setPageVisible(admin, 'resources', false);
      await setPageVisible(admin, 'gallery', true);
    }
    expect(head((await html(server, '/resources')).text)).toContain(NOINDEX);
    expect((await html(server, '/gallery')).text).not.toContain('name="robots"');
  });

  it('agrees with the sitemap: every page it lists is indexable', async ({ server }) => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths).toHaveLength(7);
    for (const path of paths) expect((await html(server, path)).text, path).not.toContain('name="robots"');
  });

  it('keeps the robots tag in step while the visitor moves between pages with JavaScript', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/resources`);
    expect(await robotsMeta(page)).toEqual(['noindex']);
    // The router's links: no new document, the tag must follow.
    await page.getByRole('link', { name: 'Open Check Your Date' }).click();
    await page.waitForURL(`${server.url}/calendar`);
    await expect.poll(() => robotsMeta(page)).toEqual([]);
    await page.goBack();
    await page.waitForURL(`${server.url}/resources`);
    await expect.poll(() => robotsMeta(page)).toEqual(['noindex']);
    await page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).first().click();
    await page.waitForURL(`${server.url}/faq`);
    await expect.poll(() => robotsMeta(page)).toEqual([]);
    await page.close();
  });
});

describe('the Wedding Planning Checklist', () => {
  /** Opens the checklist from the resources page's card, as a visitor does. */
  async function openFromResources(server: TestServer, page: Page) {
    await page.goto(`${server.url}/resources`);
    const open = page.getByRole('link', { name: 'Open Wedding Planning Checklist' });
    expect(await open.getAttribute('href')).toBe('/wedding-planning-checklist.html');
    await open.click();
    await page.waitForURL(`${server.url}/wedding-planning-checklist.html`);
    await page.getByRole('heading', { level: 1, name: 'Wedding Planning Checklist' }).waitFor();
  }

  it('opens from the resources page with JavaScript: a styled page in the site\'s fonts, printable, with a way back', async ({ server, browser }) => {
    const resources = await browser.newPage({ width: 390, height: 844 });
    await resources.goto(`${server.url}/resources`);
    await resources.getByRole('link', { name: 'Open Wedding Planning Checklist' }).scrollIntoViewIfNeeded();
    await screenshot(resources, 'resources-390');
    await resources.close();
    const page = await browser.newPage({ width: 390, height: 844 });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await openFromResources(server, page);
    expect(await page.title()).toBe('Wedding Planning Checklist · Grand Willow Hall');
    // From booking the venue to the final walkthrough, in boxes to tick.
    const stages = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(stages[0]).toBe('Book the venue');
    expect(stages).toContain('The final walkthrough');
    expect(await page.getByRole('checkbox').count()).toBeGreaterThan(30);
    await page.getByRole('checkbox', { name: /Sign the agreement and pay the 30% deposit/ }).check();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('600 20px "Playfair Display"') && document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390); // nothing wider than a phone
    // The print button is the page's one script (no inline script under the CSP).
    await page.getByRole('button', { name: 'Print this checklist' }).waitFor();
    await screenshot(page, 'checklist-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'checklist-1440');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print this checklist' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: '← Back to the site' }).isVisible()).toBe(false);
    await screenshot(page, 'checklist-print');
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: '← Back to the site' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens without JavaScript too, and is served by the site as a page of its own', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage();
    await openFromResources(server, page);
    expect(await page.getByRole('button', { name: 'Print this checklist' }).isVisible()).toBe(false); // needs a script; the browser's Print remains
    await page.close();
    const response = await fetch(`${server.url}/wedding-planning-checklist.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    for (const file of ['/fonts/playfair-display-latin-600-normal.woff2', '/fonts/inter-latin-wght-normal.woff2', '/checklist-print.js', '/logo.svg']) {
      expect((await fetch(`${server.url}${file}`)).status, file).toBe(200);
    }
  });
});
