import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './browser.ts';
import { test as serverTest } from './fixtures.ts';

/*
 * The server fixtures (fixtures.ts) plus Debian's Chromium (browser.ts):
 *   browser     worker one Chromium for every file the worker runs (vitest.config.ts: isolate
 *                      false), closed when the worker ends; each file's tabs start signed out
 *   page        test   a new tab, signed out (cookies cleared), closed after the test
 *   noScriptBrowser
 *               worker a Chromium with JavaScript turned off (as some visitors have it), shared
 *                      like `browser`; tabs from `noScriptBrowser.newPage({ width })`
 *   otherBrowser
 *               file   a Chromium of its own: a second browser context with its own cookies (a
 *                      second signed-in browser beside `browser`), closed after the file
 * Tabs of another size come from `browser.newPage({ width, height })`.
 */
export const test = serverTest
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<TestBrowser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('noScriptBrowser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<TestBrowser> => {
    const browser = await launchBrowser({ javaScript: false });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('otherBrowser', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestBrowser> => {
    const browser = await launchBrowser({ own: true });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('page', async ({ browser }, { onCleanup }): Promise<Page> => {
    const page = await browser.newPage();
    onCleanup(() => page.close());
    return page;
  });

export { describe, expect } from 'vitest';
export const it = test;
