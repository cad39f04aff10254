import { eq } from 'drizzle-orm';
import { createApiToken } from '../../server/auth/api-tokens.ts';
import { users } from '../../server/db/schema/index.ts';
import { API_ORIGIN_MESSAGES } from '../../shared/api-origins.ts';
import { graphql } from '../gql/index.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';
import { TEST_ADMIN } from '../support/test-admin.ts';

/*
 * A browser app on another site calls the API with a token: the owner lists its origin, its
 * preflight is answered, its answers are readable; a site not listed gets no CORS at all, and no
 * answer ever allows credentials, so the session cookie never works across sites.
 */

test.override('serverOptions', { seed: false });

const SET = graphql(`
  mutation OriginsSet($input: SetApiAllowedOriginsInput!) {
    setApiAllowedOrigins(input: $input) { origins userErrors { field code message } }
  }
`);

const APP = 'https://app.example.com';

function tokenOf(server: TestServer) {
  const adminId = server.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email)).get()!.id;
  return createApiToken(server.db, adminId, { name: 'Browser app' }).token;
}

const preflight = (server: TestServer, origin: string) =>
  fetch(`${server.url}/graphql`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
  });

describe('sites allowed to call the API with a token', () => {
  test('the owner lists origins, normalised; a bad one is named and nothing changes', async ({ admin }) => {
    const refused = await admin.data(SET, { input: { origins: [' https://App.Example.com/ ', 'https://app.example.com/path', ''] } });
    expect(refused.setApiAllowedOrigins).toEqual({ origins: null, userErrors: [{ field: 'origins.1', code: 'INVALID', message: API_ORIGIN_MESSAGES.invalid }] });
    expect((await admin.data('{ apiAllowedOrigins }')).apiAllowedOrigins).toEqual([]);
    const saved = await admin.data(SET, { input: { origins: [' https://App.Example.com/ ', 'http://localhost:5173', ''] } });
    expect(saved.setApiAllowedOrigins).toEqual({ origins: [APP, 'http://localhost:5173'].sort(), userErrors: [] });
  });

  test('a listed site’s preflight is answered, its token call is readable, never with credentials', async ({ server, admin }) => {
    await admin.data(SET, { input: { origins: [APP] } });
    const answer = await preflight(server, APP);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET,POST');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

    const call = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json', authorization: `Bearer ${tokenOf(server)}` },
      body: JSON.stringify({ query: '{ inquiries(first: 1) { totalCount } }' }),
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBe(APP);
    expect(call.headers.get('access-control-allow-credentials')).toBeNull();
    expect(call.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
    expect(((await call.json()) as { data: { inquiries: { totalCount: number } } }).data.inquiries.totalCount).toBeGreaterThanOrEqual(0);
  });

  test('the session cookie never works from another site, listed or not', async ({ server, admin }) => {
    await admin.data(SET, { input: { origins: [APP] } });
    const withCookie = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json', cookie: admin.cookieHeader()! },
      body: JSON.stringify({ query: '{ inquiries(first: 1) { totalCount } }' }),
    });
    expect(withCookie.status).toBe(403);
    expect(withCookie.headers.get('access-control-allow-credentials')).toBeNull();
  });

  test('a site not listed gets no CORS headers; the site itself needs none', async ({ server, admin }) => {
    await admin.data(SET, { input: { origins: [APP] } });
    const stranger = await preflight(server, 'https://evil.example.net');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a token cannot change the list; visitors cannot read it', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(server)}` },
      body: JSON.stringify({ query: 'mutation { setApiAllowedOrigins(input: { origins: ["https://evil.example.net"] }) { origins } }' }),
    });
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: API_ORIGIN_MESSAGES.tokenRefused, extensions: { code: 'FORBIDDEN' } });
    expect(firstErrorCode(await server.session().request('{ apiAllowedOrigins }'))).toBe('UNAUTHENTICATED');
  });
});
