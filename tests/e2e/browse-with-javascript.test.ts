import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, signInAsAdmin } from '../support/browser.ts';
import { menuOpen, menuToggle, menuToggleState, pageAddress } from '../support/visitor-pages.ts';

/*
 * The visitor pages enhanced by JavaScript without losing anything: the search filters as the
 * visitor types and keeps the caret, Escape closes the phone menu, the lightbox gives the focus back
 * and fills a phone's screen, and printing shows every section (without JavaScript:
 * no-js-browse.test.ts).
 */

describe('with JavaScript', () => {
  it('filters the FAQ as the visitor types, keeping focus and caret, and changes category without a reload or a jump', async ({ server, browser }) => {
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
    await expect.poll(() => pageAddress(page)).toBe('/faq?q=deposit');
    expect(await box.inputValue()).toBe('deposit');
    expect(await caret()).toBe(7);
    // Typed in the middle, the caret stays where the visitor put it.
    await page.keyboard.press('Home');
    await page.keyboard.type('x');
    await page.getByRole('heading', { name: 'No FAQs found' }).waitFor();
    await expect.poll(() => pageAddress(page)).toBe('/faq?q=xdeposit');
    expect(await box.inputValue()).toBe('xdeposit');
    expect(await caret()).toBe(1);
    await page.keyboard.press('Backspace');
    await page.getByText('3 of 16 questions').waitFor();
    await expect.poll(() => pageAddress(page)).toBe('/faq?q=deposit');
    expect(await caret()).toBe(0);

    // A category link: the address changes in place, the page does not scroll to the top.
    const payment = page.getByRole('link', { name: 'Payment 1' });
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await payment.click();
    await page.getByText('1 of 16 questions').waitFor();
    expect(pageAddress(page)).toBe('/faq?q=deposit&category=payment');
    expect(await payment.getAttribute('aria-current')).toBe('page');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await box.inputValue()).toBe('deposit');
    expect(documents).toEqual([]);

    // Back returns to the previous filter, and the box follows the address.
    await page.goBack();
    await page.getByText('3 of 16 questions').waitFor();
    expect(pageAddress(page)).toBe('/faq?q=deposit');
    expect(await box.inputValue()).toBe('deposit');
    await page.close();
  });

  it('opens an FAQ address with its search and category already applied, as the server rendered it', async ({ server, browser }) => {
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

  it('changes gallery tabs without a reload or a jump to the top', async ({ server, browser }) => {
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

  it('gives the focus back to the photo that opened the lightbox, however it was opened', async ({ server, browser }) => {
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
    it('fills the screen with the lightbox, and a swipe changes the photo', async ({ server, browser, onTestFinished }) => {
      // A phone's browser context: touch, a phone's screen, and motion reduced.
      const context = await browser.context.browser()!.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
      onTestFinished(() => context.close());
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

  it('closes the phone menu with Escape (focus back on the toggle) and on navigation', async ({ server, browser }) => {
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

  it('prints every section, revealed or not', async ({ server, browser }) => {
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

  it('keeps an admin in preview through the filters, under a banner that reads at 4.5:1', async ({ server, browser }) => {
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
