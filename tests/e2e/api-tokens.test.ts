import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { screenshot, signInAsAdmin, toast } from '../support/browser.ts';
import { untilSubscribed, untilUnsubscribed } from '../support/test-server.ts';

/*
 * The admin's API token screen (Account & Help → API Tokens) creates a token that works
 * for a script, shows it once, and revokes it; and the explorer, in production, shows a signed-out
 * visitor the public part of the schema instead of "Error fetching schema".
 */

// The explorer's signed-out view is checked on a second server, in production mode.
test.override('otherServerOptions', { config: { production: true } });

async function graphqlWith(url: string, token: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const call = (url: string, token: string) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ adminFaqs { id } }' }),
  });

describe('the API Tokens screen', () => {
  it('creates a named read-only token shown once, which a script can use, and revokes it', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/api-tokens`);
    await page.getByRole('heading', { name: 'API Tokens', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('Give the token a name, so you know later what uses it.').waitFor();

    await page.getByLabel('Name').fill('Nightly export');
    await page.getByLabel('Read-only (no changes)').check();
    await page.getByRole('button', { name: 'Create token' }).click();
    await toast(page, 'API Token Created').waitFor();
    const secret = (await page.getByLabel('New token').textContent())!.trim();
    expect(secret).toMatch(/^vat_/);
    const row = page.getByRole('row').filter({ hasText: 'Nightly export' });
    await row.getByText('Read-only').waitFor();
    await row.getByText('Never').waitFor();
    await screenshot(page, 'api-tokens');

    expect((await call(server.url, secret)).status).toBe(200);
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Nightly export' }).waitFor();
    // Shown once: after a reload the secret is nowhere on the page.
    expect(await page.content()).not.toContain(secret);
    expect(await page.getByRole('row').filter({ hasText: 'Nightly export' }).getByText('Never').count()).toBe(0);

    await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
    await toast(page, 'API Token Revoked').waitFor();
    await page.getByText('You have no API tokens.').waitFor();
    expect((await call(server.url, secret)).status).toBe(401);
    await page.close();
  });

  it('creates a token limited to reading inquiries for 30 days: it reads them, and a write or another area is refused', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/api-tokens`);
    await page.getByRole('heading', { name: 'API Tokens', exact: true }).waitFor();

    const form = page.getByRole('form', { name: 'Create an API token' });
    await form.getByLabel('Name').fill('CRM inquiry sync');
    await form.getByLabel('Expires').selectOption({ label: 'In 30 days' });
    await form.getByLabel('Only the areas I choose').check();
    // Choosing areas but none of them is refused before anything is sent.
    await form.getByRole('button', { name: 'Create token' }).click();
    await form.getByText('Choose at least one area').waitFor();
    await form.getByLabel('Inquiries', { exact: true }).selectOption({ label: 'Read' });
    await screenshot(page, 'api-tokens-form-phone');
    expect(await form.getByText('Choose at least one area').count(), 'the problem goes once an area is chosen').toBe(0);
    const before = Date.now();
    await form.getByRole('button', { name: 'Create token' }).click();
    await toast(page, 'API Token Created').waitFor();
    const secret = (await page.getByLabel('New token').textContent())!.trim();
    const row = page.getByRole('row').filter({ hasText: 'CRM inquiry sync' });
    await row.getByText('Inquiries: read').waitFor();
    await screenshot(page, 'api-tokens-scoped-phone');

    const session = await server.adminSession();
    const { myApiTokens } = await session.data<{ myApiTokens: { name: string; scopes: string[] | null; expiresAt: string | null; readOnly: boolean }[] }>(
      '{ myApiTokens { name scopes expiresAt readOnly } }',
    );
    const stored = myApiTokens.find((token) => token.name === 'CRM inquiry sync')!;
    expect(stored.scopes).toEqual(['INQUIRIES_READ']);
    const days = (new Date(stored.expiresAt!).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    // The list shows the expiry as a date (the year is that of 30 days on).
    await row.getByText(String(new Date(stored.expiresAt!).getFullYear())).first().waitFor();

    const read = await graphqlWith(server.url, secret, '{ inquiries(first: 1) { totalCount } }');
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    expect(typeof read.body.data.inquiries.totalCount).toBe('number');

    const write = await graphqlWith(
      server.url,
      secret,
      'mutation ($input: CreateInquiryInput!) { createInquiry(input: $input) { inquiry { id } userErrors { field message } } }',
      { input: { name: 'Refused', email: 'refused@example.com', message: 'Should not be stored' } },
    );
    expect(write.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(write.body.errors?.[0]?.message).toContain('INQUIRIES_WRITE');
    const otherArea = await graphqlWith(server.url, secret, '{ bookings(first: 1) { totalCount } }');
    expect(otherArea.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(otherArea.body.errors?.[0]?.message).toContain('BOOKINGS_READ');
    const after = await session.data<{ inquiries: { edges: { node: { name: string } }[] } }>('{ inquiries(first: 50) { edges { node { name } } } }');
    expect(after.inquiries.edges.map((edge) => edge.node.name)).not.toContain('Refused');
    await page.close();
  });
});

describe('the API Tokens screen in two tabs', () => {
  it('shows a token created or revoked in another tab of the same account without a reload', async ({ server, browser }) => {
    // The previous test's tab has closed; its subscription must be gone before this tab's is counted.
    await untilUnsubscribed(server, 'accountChanged');
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/api-tokens`);
    await page.getByRole('heading', { name: 'API Tokens', exact: true }).waitFor();
    await untilSubscribed(server, 'accountChanged');
    const elsewhere = await server.adminSession();
    const { createApiToken } = await elsewhere.data<{ createApiToken: { apiToken: { id: string } } }>(
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id } secret } }',
      { input: { name: 'Made in another tab' } },
    );
    const row = page.getByRole('row').filter({ hasText: 'Made in another tab' });
    await row.waitFor({ timeout: 10_000 });
    await elsewhere.data('mutation ($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { revokedTokenId } }', { input: { id: createApiToken.apiToken.id } });
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    await page.close();
  });

  it('asks again when a token is created in another tab while the list is still on its way', async ({ server, browser }) => {
    await untilUnsubscribed(server, 'accountChanged');
    const elsewhere = await server.adminSession();
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInAsAdmin(page, server.url);
    // The screen's first list is answered by the server at once but reaches the page only later,
    // after the token exists: the event's refetch must not wait for (and show) that older answer.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let listRequests = 0;
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('"operationName":"ApiTokens"')) return route.continue();
      listRequests += 1;
      if (listRequests > 1) return route.continue();
      const response = await route.fetch();
      await held;
      await route.fulfill({ response }).catch(() => {}); // the page may have given up on it: fine
    });
    await page.goto(`${server.url}/admin/api-tokens`);
    await page.getByRole('heading', { name: 'API Tokens', exact: true }).waitFor();
    await untilSubscribed(server, 'accountChanged');
    await expect.poll(() => listRequests).toBe(1);
    await elsewhere.data('mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }', { input: { name: 'Made while loading' } });
    // Joined to the first request, the refetch would not reach the network at all.
    await expect.poll(() => listRequests, { message: 'the live update asked the server again' }).toBeGreaterThanOrEqual(2);
    release();
    await page.getByRole('row').filter({ hasText: 'Made while loading' }).waitFor({ timeout: 10_000 });
    await page.close();
  });
});

describe('the explorer signed out, in production', () => {
  it('shows the public part of the schema and says how to sign in', async ({ browser, otherServer }) => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await page.goto(`${otherServer.url}/graphql`);
    await page.locator('.monaco-editor').getByText('sign in at /auth').first().waitFor({ timeout: 45_000 });
    await page.getByRole('button', { name: /show documentation explorer/i }).click();
    await page.getByText('navigationPages').first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('Error fetching schema').count()).toBe(0);
    await page.close();
  });
});
