import { afterAll, beforeAll } from 'vitest';
import { clearSharedBrowserCaches, closeSharedBrowserTabs } from './browser.ts';

/*
 * Before each browser test file: the worker's shared Chromium starts with an empty cache. After
 * it: the file's tabs are closed, those its tests left open too, before its server closes.
 */
beforeAll(() => clearSharedBrowserCaches());
afterAll(() => closeSharedBrowserTabs());
