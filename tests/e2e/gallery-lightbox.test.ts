import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';

/*
 * A photo of the gallery on a phone: the first tap never opens the bare image file. Each photo
 * links to its lightbox page (/gallery?photo=<id>), rendered by the server with the previous and
 * next photos; before the page's code has run (or without JavaScript) a tap opens that page, and
 * once the island runs it takes the tap and opens the lightbox over the grid, which Back closes.
 */

const PHONE = { width: 390, height: 844 };
/** An image file's address (what a photo's link must never open). */
const IMAGE_FILE = /\.(webp|jpe?g|png|avif|gif)(\?|$)/i;

/** Every address the tab's main frame went to. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

const photos = (page: Page) => page.getByRole('link', { name: /^Open photo:/ });
const lightboxPage = (page: Page) => page.getByRole('region', { name: /.+/ }).filter({ has: page.getByRole('navigation', { name: 'More photos' }) });

describe('a tap on a gallery photo', () => {
  // First in the file: the islands' code is held back, and nothing of it is in the browser's cache yet.
  it('before the page’s code has run opens the server-rendered lightbox page, never the image file', async ({ browser, server }) => {
    // A plain tab: browser.newPage()'s goto would wait for hydration, which is held back here.
    const page = await browser.context.newPage();
    await page.setViewportSize(PHONE);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The islands' code (scripts/production/island-chunks.ts names its chunks islands-* and island-<name>-*).
    await page.route(/\/assets\/islands?-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const navigations = recordNavigations(page);
    await page.goto(`${server.url}/gallery`);
    const first = photos(page).first();
    const tileName = (await first.textContent())!;
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await first.click();
    await page.waitForURL(/\/gallery\?photo=[0-9a-f-]{36}#photo$/);
    await page.getByText('1 of 14').waitFor();
    expect(tileName).toContain(await page.locator('main figure h2').textContent());
    expect(navigations.filter((address) => IMAGE_FILE.test(address))).toEqual([]);
    release();
    await page.close();
  });

  it('without JavaScript opens the lightbox page, which browses with previous and next and goes back to the photos', async ({ noScriptBrowser, server }) => {
    const page = await noScriptBrowser.newPage(PHONE);
    const navigations = recordNavigations(page);
    await page.goto(`${server.url}/gallery?category=decor`);
    const titles = (await photos(page).allTextContents()).map((text) => text.replace(/^Open photo: /, '').replace(/ Décor$/, ''));
    expect(titles).toHaveLength(3);
    await photos(page).first().click();
    await page.waitForURL(/\/gallery\?category=decor&photo=[0-9a-f-]{36}#photo$/);
    const shown = page.locator('main figure');
    await shown.getByRole('heading', { name: titles[0] }).waitFor();
    await page.getByText('1 of 3').waitFor();
    // The photo large, described by its alternative text.
    const image = shown.getByRole('img');
    expect(await image.getAttribute('src')).toMatch(IMAGE_FILE);
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'gallery-lightbox-page-390', { fullPage: false });

    const more = page.getByRole('navigation', { name: 'More photos' });
    await more.getByRole('link', { name: 'Next photo' }).click();
    await shown.getByRole('heading', { name: titles[1] }).waitFor();
    await page.getByText('2 of 3').waitFor();
    await more.getByRole('link', { name: 'Previous photo' }).click();
    await more.getByRole('link', { name: 'Previous photo' }).click();
    // Wraps around to the last.
    await shown.getByRole('heading', { name: titles[2] }).waitFor();
    await page.getByText('3 of 3').waitFor();
    await page.getByRole('link', { name: 'All photos' }).click();
    await page.waitForURL(`${server.url}/gallery?category=decor`);
    expect(await photos(page).count()).toBe(3);
    expect(navigations.filter((address) => IMAGE_FILE.test(address))).toEqual([]);

    const desktop = await noScriptBrowser.newPage();
    await desktop.goto(`${server.url}/gallery?category=decor`);
    await photos(desktop).nth(1).click();
    await desktop.getByText('2 of 3').waitFor();
    await screenshot(desktop, 'gallery-lightbox-page-1440', { fullPage: false });
    await desktop.close();
    await page.close();
  });

  it('once the island runs opens the lightbox over the photos without a reload, and Back closes it', async ({ browser, server }) => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${server.url}/gallery?category=decor`);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const tiles = photos(page);
    await tiles.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1 of 3').waitFor();
    expect(new URL(page.url()).searchParams.get('photo')).toMatch(/^[0-9a-f-]{36}$/);
    // Browsing replaces the photo in the address: one Back still closes the lightbox.
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await dialog.getByText('2 of 3').waitFor();
    await screenshot(page, 'gallery-lightbox-open-390', { fullPage: false });
    await expectNoSeriousA11yViolations(page, 'the gallery with its lightbox open (phone)');
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${server.url}/gallery?category=decor`);
    expect(await tiles.count()).toBe(3);
    // The same document all along: no reload.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    // Closing it takes the step back too: Back then leaves the gallery's filter, not to a photo.
    await tiles.nth(2).click();
    await dialog.getByText('3 of 3').waitFor();
    await dialog.getByRole('button', { name: 'Close photo' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.url()).toBe(`${server.url}/gallery?category=decor`);
    await expect.poll(() => tiles.nth(2).evaluate((tile) => tile === document.activeElement)).toBe(true);

    // Arriving at a photo's address shows its lightbox page; its links are followed without a reload.
    await page.goto(`${server.url}/gallery?category=decor`);
    const href = (await tiles.nth(1).getAttribute('href'))!;
    expect(href).toMatch(/^\/gallery\?category=decor&photo=[0-9a-f-]{36}#photo$/);
    await page.goto(`${server.url}${href}`);
    await lightboxPage(page).getByText('2 of 3').waitFor();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Next photo' }).click();
    await page.getByText('3 of 3').waitFor();
    await page.getByRole('link', { name: 'All photos' }).click();
    await expect.poll(() => tiles.count()).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.close();
  });
});
