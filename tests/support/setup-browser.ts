import { beforeAll } from 'vitest';
import { clearSharedBrowserCaches } from './browser.ts';

/* Before each browser test file: the worker's shared Chromium starts with an empty cache. */
beforeAll(() => clearSharedBrowserCaches());
