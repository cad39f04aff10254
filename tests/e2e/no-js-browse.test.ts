import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot } from '../support/browser.ts';
import { menuToggle, menuToggleState } from '../support/visitor-pages.ts';

/*
 * Browsing the visitor pages without JavaScript: FAQ search and categories, gallery tabs, the
 * phone menu, every section shown (the same pages with JavaScript: browse-with-javascript.test.ts).
 */

describe('without JavaScript', () => {
  it('searches the FAQ with a GET form and filters it with category links, in the address', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage();
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

  it('fits the FAQ on a phone, search button and all', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/faq?q=deposit`);
    await page.getByText('3 of 16 questions').waitFor();
    await page.getByRole('button', { name: 'Search' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'no-js-faq-390');
    await page.close();
  });

  it('filters the gallery with tab links, and every photo opens its lightbox page', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage();
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

  it('opens the phone menu, which reaches the FAQ and the availability calendar', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage({ width: 390, height: 844 });
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

  it('shows every section, none waiting to be revealed', async ({ server, noScriptBrowser }) => {
    const page = await noScriptBrowser.newPage({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`${server.url}/about`);
    const opacities = await page.locator('[class*="reveal"]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    expect(opacities.length).toBeGreaterThan(3);
    expect(opacities.every((opacity) => opacity === '1')).toBe(true);
    await page.close();
  });
});
