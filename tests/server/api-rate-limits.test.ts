import { adminApiToken, apiCall } from '../support/api-client.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { firstResult } from '../support/subscriptions.ts';

/*
 * Each API token's hourly budget of cost points (docs/api.md, "Rate limits"): every token answer
 * says where the budget stands (RateLimit-* headers), a call the budget cannot pay for is refused
 * with HTTP 429 and Retry-After, other tokens, browser sessions and visitors are not affected.
 * This file's server gives a token 100 points an hour so the budget runs out in a few calls.
 */
test.override('serverOptions', { config: { apiTokenPointsPerHour: 100 } });

const THIRTY = '{ rateLimit { cost remaining } navigationPages { id pageName isActive } }'; // 3 + 1 + 10 × 3 = 34

describe('a token’s hourly budget', () => {
  it('is reported on every token answer, and spent by each call’s cost', async ({ server }) => {
    const token = adminApiToken(server);
    const first = await apiCall(server, THIRTY, { token: token.secret });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('100');
    expect(first.headers.get('ratelimit-remaining')).toBe('66');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(3590);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(3600);
    expect(first.headers.get('ratelimit-policy')).toBe('100;w=3600');
    expect(first.data?.rateLimit).toEqual({ cost: 34, remaining: 66 });
    expect(first.extensions?.cost.rateLimit).toMatchObject({ limit: 100, remaining: 66 });
    const second = await apiCall(server, THIRTY, { token: token.secret });
    expect(second.headers.get('ratelimit-remaining')).toBe('32');
  });

  it('refuses a call it cannot pay for with 429, Retry-After and the RateLimit headers; nothing runs', async ({ server }) => {
    const token = adminApiToken(server);
    await apiCall(server, THIRTY, { token: token.secret });
    await apiCall(server, THIRTY, { token: token.secret });
    const refused = await apiCall(server, THIRTY, { token: token.secret });
    expect(refused.status).toBe(429);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', cost: 34, limit: 100, remaining: 32 });
    expect(refused.errors?.[0]?.message).toMatch(/32 of its 100 points an hour left, and this request costs 34/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(refused.headers.get('ratelimit-remaining')).toBe('32');
    // A smaller call still fits.
    const small = await apiCall(server, '{ rateLimit { remaining } }', { token: token.secret });
    expect(small.status).toBe(200);
    expect(small.data?.rateLimit.remaining).toBe(30);
    // A mutation is refused the same way, before it runs.
    const mutation = await apiCall(server, 'mutation { updateSiteDetails(input: { siteTitle: "Spent", siteDescription: "x" }) { userErrors { field code message } } }', {
      token: token.secret,
    });
    expect(mutation.status).toBe(429);
    const title = await apiCall(server, '{ siteSettings { branding { siteTitle } } }');
    expect(title.data?.siteSettings.branding.siteTitle).not.toBe('Spent');
  });

  it('is each token’s own: other tokens, browser sessions and visitors are not limited by it', async ({ server, admin }) => {
    const spent = adminApiToken(server);
    for (let i = 0; i < 3; i += 1) await apiCall(server, THIRTY, { token: spent.secret });
    expect((await apiCall(server, THIRTY, { token: spent.secret })).status).toBe(429);
    const other = adminApiToken(server);
    expect((await apiCall(server, THIRTY, { token: other.secret })).status).toBe(200);
    const browser = await admin.request(THIRTY);
    expect(browser.status).toBe(200);
    const visitor = await apiCall(server, THIRTY);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('ratelimit-limit')).toBeNull();
  });

  it('is spent by subscriptions over the WebSocket too', async ({ server }) => {
    const token = adminApiToken(server);
    for (let i = 0; i < 2; i += 1) await apiCall(server, THIRTY, { token: token.secret });
    const client = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token.secret}` },
      retryAttempts: 0,
      lazy: true,
    });
    try {
      const query = 'subscription { bookingsChanged { booking { id quotes { id status lines { description } } } } }'; // 1 + 1 + 1 + 1 + 5 × (2 + 1 + 20)
      const result = await firstResult(client, query).catch((errors: unknown) => ({ errors: errors as { extensions?: Record<string, unknown> }[] }));
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', limit: 100 });
    } finally {
      await client.dispose();
    }
  });
});
