import type { Page } from 'playwright-core';
import { signInThroughUi } from './browser.ts';
import { test as browserTest } from './browser-fixtures.ts';
import { TEST_ADMIN, type TestServer } from './test-server.ts';

/*
 * The content management browser files: the browser fixtures plus `adminTab` (file scope), one tab
 * signed in through the sign-in screen as an owner would, which the file's tests drive in turn.
 */
export const test = browserTest.extend('adminTab', { scope: 'file' }, async ({ server, browser }, { onCleanup }): Promise<Page> => {
  const page = await browser.newPage();
  onCleanup(() => page.close());
  await signInThroughUi(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  return page;
});

/** A query as a signed-out visitor sends it. */
export const visitorQuery = <T = Record<string, any>>(server: TestServer, query: string, variables?: Record<string, unknown>) => server.session().data<T>(query, variables);

/** Opens an admin section by its address and waits for its heading. */
export const openSection = async (server: TestServer, page: Page, key: string, heading: string) => {
  await page.goto(`${server.url}/admin/${key}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
};

/** An 'Error' toast reading "<specification's failure text>: <reason>" (exactly, unless `startsWith`). */
export const failureToast = async (page: Page, text: string, { startsWith = false } = {}) => {
  const alert = page.getByRole('alert').filter({ hasText: text }).first();
  await alert.getByText(startsWith ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : text, { exact: !startsWith }).waitFor();
  await alert.getByText('Error', { exact: true }).waitFor();
};

/** How many staged changes wait to be published. */
export const pendingCount = async (server: TestServer) => (await (await server.adminSession()).data<{ pendingChangeCount: number }>(`query { pendingChangeCount }`)).pendingChangeCount;

export { describe, expect } from 'vitest';
export const it = test;
