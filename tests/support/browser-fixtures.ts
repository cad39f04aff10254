import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './browser.ts';
import { test as serverTest } from './fixtures.ts';

/*
 * The server fixtures (fixtures.ts) plus Debian's Chromium (browser.ts):
 *   browser     file   one Chromium for the file's tests, closed after the file
 *   page        test   a new tab, signed out (cookies cleared), closed after the test
 * Tabs that need another size or JavaScript turned off still come from `browser.newPage(...)` or
 * `launchBrowser({ javaScript: false })`.
 */
export const test = serverTest
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestBrowser> => {
    const browser = await launchBrowser();
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
