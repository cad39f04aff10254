import { describe, expect, test } from '../support/browser-fixtures.ts';
import { screenshot } from '../support/browser.ts';

describe('the GraphQL explorer', () => {
  test('runs a query at /graphql with everything served by the site itself', async ({ server, page }) => {
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
  });
});
