import type { Request } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/*
 * On a page with islands the web fonts wait for the islands' preloaded code: on a slow phone they
 * shared the bandwidth with it and held the islands back by seconds (server/http/deferred-fonts.ts).
 * Meanwhile the text is shown in size-adjusted local fonts; without JavaScript the fonts come at once.
 */
const ISLANDS_CHUNK = /\/assets\/islands-[\w-]+\.js$/;
const BODY_FONT = /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

describe('web fonts on a page with islands', () => {
  it("are asked for only once the islands' code has arrived, the text readable meanwhile", async ({ server }) => {
    const own = await launchBrowser({ own: true });
    try {
      const page = await own.context.newPage();
      const fonts: string[] = [];
      const events: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
        if (BODY_FONT.test(request.url())) events.push('font asked');
      });
      page.on('requestfinished', (request: Request) => {
        if (ISLANDS_CHUNK.test(request.url())) events.push('islands code arrived');
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(ISLANDS_CHUNK, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/faq`, { waitUntil: 'load' });
      await page.waitForTimeout(500);
      expect(fonts).toEqual([]);
      // The heading and the text are there, in the local fallbacks sized like the web fonts.
      const heading = page.getByRole('heading', { level: 1 });
      expect((await heading.boundingBox())?.height).toBeGreaterThan(20);
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Playfair Display Fallback');
      expect(await page.locator('body').evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Inter Fallback');

      const bodyFont = page.waitForRequest(BODY_FONT);
      release();
      await bodyFont;
      expect(events.slice(0, 2)).toEqual(['islands code arrived', 'font asked']);
      await page.waitForFunction(() => [...document.fonts].some((font) => font.family.replaceAll('"', '') === 'Inter Variable' && font.status === 'loaded'));
      await page.close();
    } finally {
      await own.close();
    }
  });

  it('come at once without JavaScript', async ({ server }) => {
    const own = await launchBrowser({ javaScript: false, own: true });
    try {
      const page = await own.context.newPage();
      const bodyFont = page.waitForRequest(BODY_FONT);
      await page.goto(`${server.url}/faq`);
      await bodyFont;
      await page.close();
    } finally {
      await own.close();
    }
  });
});
