import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, screenshot, signInAsAdmin, type TestBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Browsing the visitor pages without JavaScript (FAQ search and categories, gallery tabs, the
 * phone menu, every section shown) and, with it, the same pages enhanced without losing anything:
 * the search filters as the visitor types and keeps the caret, Escape closes the phone menu, the
 * lightbox gives the focus back and fills a phone's screen, and printing shows every section.
 */

let server: TestServer;
let noJs: TestBrowser;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  noJs = await launchBrowser({ javaScript: false });
  browser = await launchBrowser();
});
afterAll(async () => {
  await noJs?.close();
  await browser?.close();
  await server?.close();
});

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The phone menu's toggle (a <summary>, which Playwright gives no role) with its name and state as Chromium tells assistive technology. */
async function menuToggleState(page: Page): Promise<{ name: string; expanded: unknown }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean; properties?: { name: string; value: { value?: unknown } }[] }[];
    };
    const toggle = nodes.find((node) => !node.ignored && node.role?.value === 'DisclosureTriangle' && /menu/i.test(node.name?.value ?? ''));
    return { name: toggle?.name?.value ?? '', expanded: toggle?.properties?.find((property) => property.name === 'expanded')?.value.value ?? false };
  } finally {
    await cdp.detach();
  }
}

const menuToggle = (page: Page) => page.locator('header summary');
const menuOpen = (page: Page) => page.locator('header details').evaluate((details) => (details as HTMLDetailsElement).open);

describe('without JavaScript', () => {
  it('searches the FAQ with a GET form and filters it with category links, in the address', async () => {
    const page = await noJs.newPage();
    await page.goto(`${server.url}/faq`);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    const questions = page.locator('main summary');
    expect(await questions.count()).toBe(16);
    const search = page.getByRole('search');
    expect(await search.getAttribute('method')).toBe('get');
    expect(await search.getAttribute('action')).toBe('/faq');
    const filters = page.getByRole('navigation', { name: 'Filter by category' });
    expect(await filters.getByRole('link', { name: 'All 16' }).getAttribute('aria-current')).toBe('page');
    expect(await filters.getByRole('link', { name: 'Payment 2' }).getAttribute('href')).toBe('/faq?category=payment');

    // "deposit" is in one question and in two other answers only; the search is case-insensitive.
    await page.getByRole('textbox', { name: 'Search FAQs' }).fill('DEPOSIT');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${server.url}/faq?q=DEPOSIT`);
    await page.getByText('3 of 16 questions').waitFor();
    expect(await questions.allTextContents()).toEqual(['How do I reserve a date?', 'What deposit is required?', 'What is your cancellation policy?']);
    expect(await page.getByRole('textbox', { name: 'Search FAQs' }).inputValue()).toBe('DEPOSIT');
    // The counts follow the search (each says how many of its questions match); the links keep the search.
    expect(await filters.getByRole('link', { name: 'Payment 1' }).getAttribute('href')).toBe('/faq?q=DEPOSIT&category=payment');
    await filters.getByRole('link', { name: 'Booking 1' }).waitFor();
    await filters.getByRole('link', { name: 'Policies 1' }).waitFor();
    await filters.getByRole('link', { name: 'Venue 0' }).waitFor();
    await filters.getByRole('link', { name: 'All 3' }).waitFor();

    await filters.getByRole('link', { name: 'Payment 1' }).click();
    await page.waitForURL(`${server.url}/faq?q=DEPOSIT&category=payment`);
    await page.getByText('1 of 16 questions').waitFor();
    expect(await questions.allTextContents()).toEqual(['What deposit is required?']);
    expect(await filters.getByRole('link', { name: 'Payment 1' }).getAttribute('aria-current')).toBe('page');
    expect(await filters.getByRole('link', { name: 'All 3' }).getAttribute('aria-current')).toBeNull();
    await screenshot(page, 'no-js-faq-filtered-1440');

    // A new search keeps the category (a hidden field of the form).
    await page.getByRole('textbox', { name: 'Search FAQs' }).fill('balance');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${server.url}/faq?q=balance&category=payment`);
    expect(await filters.getByRole('link', { name: 'Payment 1' }).getAttribute('aria-current')).toBe('page');

    // Clearing the search is a link that keeps the category.
    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.waitForURL(`${server.url}/faq?category=payment`);
    await page.getByText('2 of 16 questions').waitFor();
    expect(await page.getByRole('textbox', { name: 'Search FAQs' }).inputValue()).toBe('');

    // Nothing found: the hint, and a reset link to the whole list.
    await page.goto(`${server.url}/faq?q=deposit&category=venue`);
    await page.getByRole('heading', { name: 'No FAQs found' }).waitFor();
    await page.getByText("Try adjusting your search or filter to find what you're looking for.").waitFor();
    await page.getByRole('link', { name: 'Clear search and filter' }).click();
    await page.waitForURL(`${server.url}/faq`);
    await page.getByText('16 questions', { exact: true }).waitFor();
    expect(await questions.count()).toBe(16);
    await page.close();
  });

  it('fits the FAQ on a phone, search button and all', async () => {
    const page = await noJs.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/faq?q=deposit`);
    await page.getByText('3 of 16 questions').waitFor();
    await page.getByRole('button', { name: 'Search' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'no-js-faq-390');
    await page.close();
  });

  it('filters the gallery with tab links, and every photo opens its lightbox page', async () => {
    const page = await noJs.newPage();
    await page.goto(`${server.url}/gallery`);
    const tabs = page.getByRole('navigation', { name: 'Filter photos by category' });
    const photos = page.getByRole('link', { name: /^Open photo:/ });
    expect(await photos.count()).toBe(14);
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['All', 'Weddings', 'Ceremonies', 'Receptions', 'Corporate', 'Décor']);
    expect(await tabs.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');

    await tabs.getByRole('link', { name: 'Weddings' }).click();
    await page.waitForURL(`${server.url}/gallery?category=weddings`);
    expect(await photos.allTextContents()).toEqual([
      'Open photo: First dance under the crystal chandeliers Weddings',
      'Open photo: Golden-hour portrait under the willow Weddings',
      'Open photo: The gown waiting in the bridal suite Weddings',
    ]);
    expect(await tabs.getByRole('link', { name: 'Weddings' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    await screenshot(page, 'no-js-gallery-weddings-1440');

    await tabs.getByRole('link', { name: 'Décor' }).click();
    await page.waitForURL(`${server.url}/gallery?category=decor`);
    expect(await photos.count()).toBe(3);
    expect((await photos.allTextContents()).every((text) => text.endsWith('Décor'))).toBe(true);

    // A photo is a link to its lightbox page (tests/e2e/gallery-lightbox.test.ts), never the bare file.
    const href = (await photos.first().getAttribute('href'))!;
    expect(href).toMatch(/^\/gallery\?category=decor&photo=[0-9a-f-]{36}#photo$/);
    await photos.first().click();
    await page.waitForURL(`${server.url}${href}`);
    await page.getByRole('navigation', { name: 'More photos' }).waitFor();
    await page.close();
  });

  it('opens the phone menu, which reaches the FAQ and the availability calendar', async () => {
    const page = await noJs.newPage({ width: 390, height: 844 });
    await page.goto(server.url);
    const menu = page.locator('#mobile-menu');
    expect(await menu.isVisible()).toBe(false);
    expect(await menuToggleState(page)).toEqual({ name: 'Open menu', expanded: false });
    await menuToggle(page).click();
    await menu.getByRole('link', { name: 'FAQ', exact: true }).waitFor();
    expect(await menuToggleState(page)).toEqual({ name: 'Close menu', expanded: true });
    await screenshot(page, 'no-js-menu-390');
    await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL(`${server.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();

    expect(await menu.isVisible()).toBe(false);
    await menuToggle(page).click();
    await menu.getByRole('link', { name: 'Availability', exact: true }).click();
    await page.waitForURL(`${server.url}/calendar`);
    await page.getByRole('heading', { level: 1, name: 'Event Calendar & Availability' }).waitFor();
    // The toggle closes it again.
    await menuToggle(page).click();
    await menu.waitFor();
    await menuToggle(page).click();
    await menu.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('shows every section, none waiting to be revealed', async () => {
    const page = await noJs.newPage({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`${server.url}/about`);
    const opacities = await page.locator('[class*="reveal"]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(opacities.length).toBeGreaterThan(3);
    expect(opacities.every((opacity) => opacity === '1')).toBe(true);
    await page.close();
  });
});

describe('with JavaScript', () => {
  it('filters the FAQ as the visitor types, keeping focus and caret, and changes category without a reload or a jump', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/faq`);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const box = page.getByRole('textbox', { name: 'Search FAQs' });
    const caret = () => box.evaluate((input) => (input === document.activeElement ? (input as HTMLInputElement).selectionStart : null));
    await box.click();
    await page.keyboard.type('deposit', { delay: 15 });
    await page.getByText('3 of 16 questions').waitFor();
    await expect.poll(() => path(page)).toBe('/faq?q=deposit');
    expect(await box.inputValue()).toBe('deposit');
    expect(await caret()).toBe(7);
    // Typed in the middle, the caret stays where the visitor put it.
    await page.keyboard.press('Home');
    await page.keyboard.type('x');
    await page.getByRole('heading', { name: 'No FAQs found' }).waitFor();
    await expect.poll(() => path(page)).toBe('/faq?q=xdeposit');
    expect(await box.inputValue()).toBe('xdeposit');
    expect(await caret()).toBe(1);
    await page.keyboard.press('Backspace');
    await page.getByText('3 of 16 questions').waitFor();
    await expect.poll(() => path(page)).toBe('/faq?q=deposit');
    expect(await caret()).toBe(0);

    // A category link: the address changes in place, the page does not scroll to the top.
    const payment = page.getByRole('link', { name: 'Payment 1' });
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await payment.click();
    await page.getByText('1 of 16 questions').waitFor();
    expect(path(page)).toBe('/faq?q=deposit&category=payment');
    expect(await payment.getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await box.inputValue()).toBe('deposit');
    expect(documents).toEqual([]);

    // Back returns to the previous filter, and the box follows the address.
    await page.goBack();
    await page.getByText('3 of 16 questions').waitFor();
    expect(path(page)).toBe('/faq?q=deposit');
    expect(await box.inputValue()).toBe('deposit');
    await page.close();
  });

  it('opens an FAQ address with its search and category already applied, as the server rendered it', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${server.url}/faq?q=deposit&category=payment`);
    await page.getByText('1 of 16 questions').waitFor();
    expect(await page.getByRole('textbox', { name: 'Search FAQs' }).inputValue()).toBe('deposit');
    expect(await page.getByRole('link', { name: 'Payment 1' }).getAttribute('aria-current')).toBe('page');
    // Hydration found the server's HTML as it would have rendered it.
    expect(errors).toEqual([]);
    await screenshot(page, 'js-faq-filtered-390');
    await page.close();
  });

  it('changes gallery tabs without a reload or a jump to the top', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/gallery?category=corporate`);
    const tabs = page.getByRole('navigation', { name: 'Filter photos by category' });
    const photos = page.getByRole('link', { name: /^Open photo:/ });
    expect(await tabs.getByRole('link', { name: 'Corporate' }).getAttribute('aria-current')).toBe('page');
    const corporate = await photos.count();
    expect(corporate).toBeGreaterThan(0);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.evaluate(() => window.scrollTo(0, 200));
    await tabs.getByRole('link', { name: 'Weddings' }).click();
    await page.waitForURL(`${server.url}/gallery?category=weddings`);
    await expect.poll(() => photos.count()).toBe(3);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    expect(await tabs.getByRole('link', { name: 'Weddings' }).getAttribute('aria-current')).toBe('page');
    expect(documents).toEqual([]);
    await screenshot(page, 'js-gallery-weddings-1440');
    await page.close();
  });

  it('gives the focus back to the photo that opened the lightbox, however it was opened', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/gallery`);
    const photos = page.getByRole('link', { name: /^Open photo:/ });
    const dialog = page.getByRole('dialog');
    const focused = (index: number) => photos.nth(index).evaluate((photo) => photo === document.activeElement);

    // A click, browsing to another photo, the close button.
    await photos.nth(1).click();
    await dialog.getByText('2 of 14').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('3 of 14').waitFor();
    await dialog.getByText('Use the left and right arrow keys to browse.').waitFor();
    expect(await dialog.getByText('Swipe left or right to browse.').isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'Close photo' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(1)).toBe(true);

    // A click that does not focus the link (Safari, a tap), then Escape.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await photos.nth(4).dispatchEvent('click');
    await dialog.getByText('5 of 14').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(4)).toBe(true);

    // The keyboard: Enter on a focused photo.
    await photos.nth(2).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('3 of 14').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(2)).toBe(true);
    await page.close();
  });

  describe('on a touch phone', () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.context.browser()!.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    });
    afterAll(async () => {
      await context?.close();
    });

    it('fills the screen with the lightbox, and a swipe changes the photo', async () => {
      const page = await context.newPage();
      await page.goto(`${server.url}/gallery`);
      // A first touch inside the gallery (a scroll, say) loads its code.
      await page.locator('[data-island="gallery"]').dispatchEvent('touchstart');
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const photos = page.getByRole('link', { name: /^Open photo:/ });
      await photos.first().tap();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('1 of 14').waitFor();
      const box = (await dialog.boundingBox())!;
      expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      expect(await dialog.getByText('Use the left and right arrow keys to browse.').isVisible()).toBe(false);
      await dialog.getByText('Swipe left or right to browse.').waitFor();
      await expectNoSeriousA11yViolations(page, 'the lightbox on a phone');

      const photo = (await dialog.locator('img').boundingBox())!;
      const y = photo.y + photo.height / 2;
      const cdp = await context.newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
        for (let step = 1; step <= 5; step++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 5, y: y + step }] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await swipe(320, 80); // to the left: the next photo
      await dialog.getByText('2 of 14').waitFor();
      await swipe(320, 80);
      await dialog.getByText('3 of 14').waitFor();
      await swipe(80, 320); // to the right: the previous one
      await dialog.getByText('2 of 14').waitFor();
      await screenshot(page, 'js-lightbox-390');
      await dialog.getByRole('button', { name: 'Close photo' }).tap();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => photos.first().evaluate((photo) => photo === document.activeElement)).toBe(true);
      await page.close();
    });
  });

  it('closes the phone menu with Escape (focus back on the toggle) and on navigation', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(server.url);
    const menu = page.locator('#mobile-menu');
    await menuToggle(page).click();
    await menu.getByRole('link', { name: 'FAQ', exact: true }).waitFor();
    expect(await menuToggleState(page)).toEqual({ name: 'Close menu', expanded: true });
    await expectNoSeriousA11yViolations(page, 'the open phone menu');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await menuOpen(page)).toBe(false);
    expect(await menuToggle(page).evaluate((toggle) => toggle === document.activeElement)).toBe(true);
    expect(await menuToggleState(page)).toEqual({ name: 'Open menu', expanded: false });
    // The focus ring shows on the toggle reached by keyboard.
    expect(await menuToggle(page).evaluate((toggle) => getComputedStyle(toggle).outlineStyle)).not.toBe('none');

    // The home page is sent without React (its menu code is client/src/islands/menu.ts); on a page
    // with islands the same code runs, and a link loads the next page.
    expect(await page.locator('html').getAttribute('data-static')).toBe('');
    await page.goto(`${server.url}/contact`);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await menuToggle(page).click();
    await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    expect(await menuOpen(page)).toBe(false);
    expect(documents).toEqual([`${server.url}/faq`]);

    // A tap outside closes it too.
    await menuToggle(page).click();
    await menu.waitFor();
    await page.mouse.click(200, 700);
    await menu.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('prints every section, revealed or not', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`${server.url}/about`);
    const pending = page.locator('[data-reveal="pending"]');
    await expect.poll(() => pending.count()).toBeGreaterThan(0);
    // On screen, what lies below waits to be scrolled to...
    expect(await pending.first().evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    // ...on paper, everything is there.
    await page.emulateMedia({ media: 'print' });
    const opacities = await page.locator('[class*="reveal"]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(opacities.length).toBeGreaterThan(3);
    expect(opacities.every((opacity) => opacity === '1')).toBe(true);
    await page.close();
  });

  it('keeps an admin in preview through the filters, under a banner that reads at 4.5:1', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/gallery?preview=true`);
    const banner = page.getByRole('status').filter({ hasText: "Preview Mode - You're viewing staged changes that aren't live yet" });
    await banner.waitFor();
    const tabs = page.getByRole('navigation', { name: 'Filter photos by category' });
    expect(await tabs.getByRole('link', { name: 'Weddings' }).getAttribute('href')).toBe('/gallery?category=weddings&preview=true');
    await expectNoSeriousA11yViolations(page, 'the gallery in preview, with its banner');
    await screenshot(page, 'js-preview-banner-390');

    await page.goto(`${server.url}/faq?preview=true`);
    await banner.waitFor();
    expect(await page.getByRole('link', { name: 'Payment 2' }).getAttribute('href')).toBe('/faq?category=payment&preview=true');
    expect(await page.getByRole('search').locator('input[type="hidden"][name="preview"]').getAttribute('value')).toBe('true');
    await page.close();
  });
});
