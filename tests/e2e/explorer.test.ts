import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type TestBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let browser: TestBrowser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the GraphQL explorer', () => {
  it('runs a query at /graphql with everything served by the site itself', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('ws://localhost') && !/^(data|blob):/.test(request.url())) {
        foreign.push(request.url());
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/graphql`);
    // Monaco loads its workers first; run the query once the editor shows it.
    await page.locator('.monaco-editor').getByText('navigationPages').first().waitFor({ timeout: 45_000 });
    await page.getByRole('button', { name: /execute query/i }).click();
    await page.getByText('"navigationPages"').first().waitFor({ timeout: 45_000 });
    await page.getByText('"Grand Willow Hall"').first().waitFor();
    await screenshot(page, 'explorer');
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
