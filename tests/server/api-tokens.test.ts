import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterEach } from 'vitest';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { API_TOKEN_INVALID, API_TOKEN_NO_LASTING_ACCESS, API_TOKEN_READ_ONLY } from '../../server/auth/api-tokens.ts';
import { apiTokens } from '../../server/db/schema/index.ts';
import { API_TOKEN_NAME_REQUIRED } from '../../shared/api-tokens.ts';
import { signedInAs } from '../support/factories.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import { subscriptionClient } from '../support/subscriptions.ts';
import type { TestServer } from '../support/test-server.ts';
import { waitFor } from '../support/wait.ts';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/*
 * Personal API tokens. Created by an admin's browser session (shown once, stored
 * hashed), used as `Authorization: Bearer` over HTTP and in graphql-ws connectionParams, refused
 * at once when revoked (open sockets closed), read-only tokens refused on mutations.
 */

test.override('serverOptions', { seed: false });
const opened: Client[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.dispose()));
});

const CREATE = `mutation Create($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret apiToken { id name readOnly createdAt lastUsedAt } }
}`;
const REVOKE = 'mutation Revoke($id: ID!) { revokeApiToken(input: { id: $id }) { revokedTokenId } }';
const ADMIN_QUERY = '{ adminFaqs { id } }';
const ADMIN_MUTATION = `mutation { createFaq(input: { question: "Parking?", answer: "Free, behind the hall." }) { faq { id } } }`;

async function createToken(admin: GraphQLSession, name: string, readOnly = false) {
  const data = await admin.data<{ createApiToken: { secret: string; apiToken: { id: string; name: string; readOnly: boolean; lastUsedAt: string | null } } }>(
    CREATE,
    { input: { name, readOnly } },
  );
  return data.createApiToken;
}

/** A third-party style call: plain fetch, the bearer token, no cookie. */
async function bearer(server: TestServer, token: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, ...((await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] }) };
}

function tokenSocket(server: TestServer, token: string) {
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  opened.push(client);
  const live = { client, results: [] as { data?: any; errors?: readonly any[] }[], closed: null as { code: number; reason: string; at: number } | null };
  client.on('closed', (event) => {
    const { code, reason } = event as { code: number; reason: string };
    live.closed ??= { code, reason, at: Date.now() };
  });
  return live;
}

describe('creating tokens', () => {
  it('an admin creates a named token: the secret is shown once and only its hash is stored', async ({ server, admin }) => {
    const { secret, apiToken } = await createToken(admin, 'Booking export');
    expect(secret).toMatch(/^vat_[a-z2-7]+\.[a-z2-7]+$/);
    expect(apiToken).toMatchObject({ name: 'Booking export', readOnly: false, lastUsedAt: null });
    const row = server.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id)).get()!;
    expect(JSON.stringify(row)).not.toContain(secret.split('.')[1]);
    const listed = await admin.data<{ myApiTokens: { id: string; name: string }[] }>('{ myApiTokens { id name } }');
    expect(listed.myApiTokens.map((token) => token.id)).toContain(apiToken.id);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it("creating and revoking tell the account's own open screens (accountChanged API_TOKENS), and nobody else's", async ({ server, admin }) => {
    const { session: other } = await signedInAs(server, 'admin');
    const mine = subscriptionClient(server.url, { cookie: admin.cookie });
    const theirs = subscriptionClient(server.url, { cookie: other.cookie });
    opened.push(mine, theirs);
    const heard: Record<'mine' | 'theirs', string[]> = { mine: [], theirs: [] };
    const before = server.services.pubsub.listenerCount('accountChanged');
    for (const [client, who] of [[mine, 'mine'], [theirs, 'theirs']] as const) {
      client.subscribe<{ accountChanged: { change: string } }>(
        { query: 'subscription { accountChanged { change } }' },
        { next: (result) => heard[who].push(result.data?.accountChanged.change ?? 'error'), error: () => {}, complete: () => {} },
      );
    }
    await waitFor(() => server.services.pubsub.listenerCount('accountChanged') >= before + 2);
    const { apiToken } = await createToken(admin, 'Announced');
    await waitFor(() => heard.mine.length === 1);
    await admin.data(REVOKE, { id: apiToken.id });
    await waitFor(() => heard.mine.length === 2);
    // A refused revoke (already revoked) announces nothing.
    expect(firstErrorCode(await admin.request(REVOKE, { id: apiToken.id }))).toBe('NOT_FOUND');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual({ mine: ['API_TOKENS', 'API_TOKENS'], theirs: [] });
  });

  it('a token needs a name; a bad name changes nothing', async ({ server, admin }) => {
    const before = server.db.select().from(apiTokens).all().length;
    const result = await admin.request(CREATE, { input: { name: '   ' } });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(API_TOKEN_NAME_REQUIRED);
    expect(server.db.select().from(apiTokens).all().length).toBe(before);
  });

  it('anonymous callers, non-admins and tokens themselves cannot create tokens', async ({ server, admin }) => {
    expect(firstErrorCode(await server.session().request(CREATE, { input: { name: 'x' } }))).toBe('UNAUTHENTICATED');
    const { session: user } = await signedInAs(server, 'user');
    expect(firstErrorCode(await user.request(CREATE, { input: { name: 'x' } }))).toBe('FORBIDDEN');
    const { secret } = await createToken(admin, 'Minting attempt');
    const minted = await bearer(server, secret, `mutation { createApiToken(input: { name: "child" }) { secret } }`);
    expect(minted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(minted.errors?.[0]?.message).toBe(API_TOKEN_NO_LASTING_ACCESS);
  });
});

describe('using tokens over HTTP', () => {
  it('a bearer token reads and writes admin data, and its last use is recorded', async ({ server, admin }) => {
    const { secret, apiToken } = await createToken(admin, 'Integration');
    const read = await bearer(server, secret, ADMIN_QUERY);
    expect(read.errors).toBeUndefined();
    expect(Array.isArray(read.data.adminFaqs)).toBe(true);
    const write = await bearer(server, secret, ADMIN_MUTATION);
    expect(write.errors).toBeUndefined();
    expect(write.data.createFaq.faq.id).toBeTruthy();
    const row = server.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id)).get()!;
    expect(row.lastUsedAt).toBeInstanceOf(Date);
  });

  it('CSRF rules do not apply to token calls: a foreign Origin and a GET without preflight header pass', async ({ server, admin }) => {
    const { secret } = await createToken(admin, 'Cross-site tool');
    const foreign = await bearer(server, secret, ADMIN_QUERY, { origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(200);
    expect(foreign.errors).toBeUndefined();
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent(ADMIN_QUERY)}`, {
      headers: { authorization: `Bearer ${secret}`, accept: 'application/json' },
    });
    expect(get.status).toBe(200);
    expect(((await get.json()) as { data: unknown }).data).toHaveProperty('adminFaqs');
  });

  it("a token call's answer is never kept for anonymous callers (the response cache skips it)", async ({ server, admin }) => {
    const { secret } = await createToken(admin, 'Cache probe');
    const query = '{ faqs { id } adminFaqs { id } }';
    for (let i = 0; i < 2; i += 1) expect((await bearer(server, secret, query)).errors).toBeUndefined();
    const anonymous = await server.session().request(query);
    expect(firstErrorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.data?.adminFaqs ?? null).toBeNull();
  });

  it('cookies still need the CSRF rules: a cookie call from a foreign Origin is refused', async ({ admin }) => {
    const result = await admin.request(ADMIN_QUERY, undefined, { origin: 'https://elsewhere.example' });
    expect(result.status).toBe(403);
  });

  it('a bad or unknown token is refused with UNAUTHENTICATED (never treated as anonymous), cookie or not', async ({ server, admin }) => {
    for (const token of ['nonsense', 'vat_abc.def', '']) {
      const result = await bearer(server, token, '{ viewer { id } }');
      expect(result.status).toBe(401);
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(result.errors?.[0]?.message).toBe(API_TOKEN_INVALID);
    }
    // The cookie is ignored when a bearer header is present.
    const withCookie = await admin.request(ADMIN_QUERY, undefined, { authorization: 'Bearer vat_abc.def' });
    expect(withCookie.status).toBe(401);
  });

  it('a token cannot manage the account (sessions, password)', async ({ server, admin }) => {
    const { secret } = await createToken(admin, 'Account probe');
    const result = await bearer(server, secret, '{ mySessions { id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a read-only token reads but is refused on every mutation with a clear message, and nothing changes', async ({ server, admin }) => {
    const { secret } = await createToken(admin, 'Dashboard screen', true);
    const read = await bearer(server, secret, ADMIN_QUERY);
    expect(read.errors).toBeUndefined();
    const before = read.data.adminFaqs.length;
    for (const mutation of [ADMIN_MUTATION, 'mutation { signOut { signedOut } }']) {
      const write = await bearer(server, secret, mutation);
      expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(write.errors?.[0]?.message).toBe(API_TOKEN_READ_ONLY);
    }
    const after = await bearer(server, secret, ADMIN_QUERY);
    expect(after.data.adminFaqs.length).toBe(before);
  });

  it('a revoked token is refused at once', async ({ server, admin }) => {
    const { secret, apiToken } = await createToken(admin, 'Old script');
    expect((await bearer(server, secret, ADMIN_QUERY)).errors).toBeUndefined();
    await admin.data(REVOKE, { id: apiToken.id });
    const after = await bearer(server, secret, ADMIN_QUERY);
    expect(after.status).toBe(401);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an admin cannot revoke another admin’s token', async ({ server, admin }) => {
    const { apiToken } = await createToken(admin, 'Not yours');
    const { session: other } = await signedInAs(server, 'admin');
    expect(firstErrorCode(await other.request(REVOKE, { id: apiToken.id }))).toBe('NOT_FOUND');
  });
});

describe('using tokens over WebSocket', () => {
  const INQUIRIES = 'subscription { inquiriesChanged { change inquiry { id } } }';

  it('a token in connectionParams opens an admin subscription; revoking it closes the socket at once', async ({ server, admin }) => {
    const { secret, apiToken } = await createToken(admin, 'Live feed');
    const live = tokenSocket(server, secret);
    const before = server.services.pubsub.listenerCount('inquiriesChanged');
    live.client.subscribe({ query: INQUIRIES }, { next: (result) => void live.results.push(result), error: () => {}, complete: () => {} });
    await waitFor(() => server.services.pubsub.listenerCount('inquiriesChanged') > before);
    await admin.data(REVOKE, { id: apiToken.id });
    const since = Date.now();
    await waitFor(() => live.closed !== null, 1500);
    expect(live.closed).toMatchObject({ code: 4401 });
    expect(live.closed!.at - since).toBeLessThan(1000);
    server.services.pubsub.publish('inquiriesChanged', { change: 'UPDATED', inquiryId: 'no-such-inquiry' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(live.results.filter((result) => result.data)).toEqual([]);
  });

  it('events reach a token socket while the token is valid', async ({ server, admin }) => {
    const { secret } = await createToken(admin, 'Live feed 2', true);
    const live = tokenSocket(server, secret);
    const before = server.services.pubsub.listenerCount('inquiriesChanged');
    const query = 'subscription { inquiriesChanged { change inquiry { name } } }';
    live.client.subscribe({ query }, { next: (result) => void live.results.push(result), error: () => {}, complete: () => {} });
    await waitFor(() => server.services.pubsub.listenerCount('inquiriesChanged') > before);
    await server.session().data(
      `mutation { submitInquiry(input: { name: "Ada Visitor", email: "ada@example.com", message: "Is June free?" }) { inquiry { id } } }`,
    );
    await waitFor(() => live.results.length > 0);
    expect(live.results[0]).toEqual({ data: { inquiriesChanged: { change: 'CREATED', inquiry: { name: 'Ada Visitor' } } } });
    expect(live.closed).toBeNull();
  });

  it('a bad token in connectionParams closes the socket with 4401; without a token the admin subscription is refused', async ({ server }) => {
    const live = tokenSocket(server, 'vat_nope.nope');
    live.client.subscribe({ query: INQUIRIES }, { next: () => {}, error: () => {}, complete: () => {} });
    await waitFor(() => live.closed !== null);
    expect(live.closed?.code).toBe(4401);
    const anonymous = subscriptionClient(server.url);
    opened.push(anonymous);
    const error = await new Promise<unknown>((resolve) => {
      anonymous.subscribe({ query: INQUIRIES }, { next: (result) => resolve(result.errors), error: resolve, complete: () => {} });
    });
    expect(JSON.stringify(error)).toContain('UNAUTHENTICATED');
  });
});
