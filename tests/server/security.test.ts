import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { vi } from 'vitest';
import { describe, expect, it } from '../support/fixtures.ts';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '../../server/auth/sign-in-throttle.ts';
import { pageSettings, signInAttempts } from '../../server/db/schema/index.ts';
import { logger } from '../../server/logger.ts';
import { createTestUser } from '../support/factories.ts';
import { firstErrorCode, GraphQLSession } from '../support/graphql.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import { startTestServer, TEST_ADMIN, untilSubscribed, type TestServer } from '../support/test-server.ts';

/*
 * Cross-site request forgery, security headers, session cookie flags and sign-in throttling, each
 * checked against the real server.
 */

const UPDATE_PAGE = 'mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id pageName } } }';
const aboutPage = (server: TestServer) => server.db.select().from(pageSettings).where(eq(pageSettings.pageSlug, 'about')).get()!;

/** A mutation an attacker would love to forge: renaming a page, with the admin's cookie attached. */
function forgedRename(server: TestServer, admin: GraphQLSession, init: { contentType: string; origin?: string; body?: string }) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': init.contentType,
      cookie: admin.cookie!,
      ...(init.origin ? { origin: init.origin } : {}),
    },
    body: init.body ?? JSON.stringify({ query: UPDATE_PAGE, variables: { input: { id: aboutPage(server).id, pageName: 'Hacked' } } }),
  });
}

describe('cross-site request forgery', () => {
  it.for([
    ['text/plain', undefined],
    ['application/x-www-form-urlencoded', undefined],
    ['multipart/form-data; boundary=x', undefined],
  ] as const)('refuses a "simple" %s POST (what a foreign <form> can send) and changes nothing', async ([contentType], { server, admin }) => {
    const before = aboutPage(server).pageName;
    const response = await forgedRename(server, admin, { contentType });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery|apollo-require-preflight/);
    expect(aboutPage(server).pageName).toBe(before);
  });

  it.for(['https://evil.example', 'http://localhost.evil.example', 'null', 'not a url'])(
    'refuses a JSON mutation from the Origin %s and changes nothing',
    async (origin, { server, admin }) => {
      const before = aboutPage(server).pageName;
      const response = await forgedRename(server, admin, { contentType: 'application/json', origin });
      expect(response.status).toBe(403);
      expect((await response.json()).errors[0].extensions.code).toBe('FORBIDDEN');
      expect(aboutPage(server).pageName).toBe(before);
    },
  );

  it('accepts the same request from this site’s own origin, and from a client that sends no Origin', async ({ server, admin }) => {
    const original = aboutPage(server).pageName;
    try {
      const sameOrigin = await forgedRename(server, admin, {
        contentType: 'application/json',
        origin: server.url,
        body: JSON.stringify({ query: UPDATE_PAGE, variables: { input: { id: aboutPage(server).id, pageName: 'Our Story' } } }),
      });
      expect(sameOrigin.status).toBe(200);
      expect(aboutPage(server).pageName).toBe('Our Story');
      const noOrigin = await forgedRename(server, admin, {
        contentType: 'application/json',
        body: JSON.stringify({ query: UPDATE_PAGE, variables: { input: { id: aboutPage(server).id, pageName: 'About Us' } } }),
      });
      expect(noOrigin.status).toBe(200);
      expect(aboutPage(server).pageName).toBe('About Us');
    } finally {
      server.db.update(pageSettings).set({ pageName: original }).where(eq(pageSettings.id, aboutPage(server).id)).run();
    }
  });

  it('accepts the Origin of PUBLIC_URL behind a proxy that rewrites Host', async () => {
    // A server of its own: PUBLIC_URL is changed on it.
    const proxied = await startTestServer({ seed: false });
    try {
      proxied.config.publicUrl = 'https://venue.example';
      const response = await fetch(`${proxied.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://venue.example' },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      });
      expect(response.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a GET query without the preflight header (a cross-site <img> or link) and answers one with it', async ({ server, admin }) => {
    const query = encodeURIComponent('{ viewer { id } }');
    expect((await fetch(`${server.url}/graphql?query=${query}`, { headers: { cookie: admin.cookie! } })).status).toBe(400);
    const ok = await fetch(`${server.url}/graphql?query=${query}`, { headers: { cookie: admin.cookie!, 'apollo-require-preflight': 'true' } });
    expect(ok.status).toBe(200);
  });

  describe('the WebSocket handshake', () => {
    const handshake = (server: TestServer, headers: Record<string, string>) =>
      new Promise<{ status: number }>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
        socket.once('open', () => {
          socket.close();
          resolve({ status: 101 });
        });
        socket.once('unexpected-response', (_request, response) => {
          resolve({ status: response.statusCode ?? 0 });
          socket.terminate();
        });
        socket.once('error', (error) => (error.message.includes('Unexpected server response') ? undefined : reject(error)));
      });

    it.for(['https://evil.example', 'null'])('is refused with 403 from the Origin %s, even with the admin cookie', async (origin, { server, admin }) => {
      expect((await handshake(server, { origin, cookie: admin.cookie! })).status).toBe(403);
    });

    it('is accepted from this site and from a client without Origin', async ({ server }) => {
      expect((await handshake(server, { origin: server.url })).status).toBe(101);
      expect((await handshake(server, {})).status).toBe(101);
    });

    it('serves subscriptions to a same-origin client', async ({ server, admin }) => {
      const client = subscriptionClient(server.url, { origin: server.url, cookie: admin.cookie! });
      try {
        const before = server.services.pubsub.listenerCount('pageSettingsChanged');
        const event = firstResult<{ pageSettingsChanged: { changedAt: string } }>(client, 'subscription { pageSettingsChanged { changedAt } }');
        // Registered before the event (a fixed pause was too short on a busy machine).
        await untilSubscribed(server, 'pageSettingsChanged', before + 1);
        server.services.pubsub.publish('pageSettingsChanged', { reason: 'test' });
        expect((await event).data?.pageSettingsChanged.changedAt).toBeTruthy();
      } finally {
        await client.dispose();
      }
    });
  });
});

describe('security headers', () => {
  const assetFile = (server: TestServer) => {
    const assets = path.join(server.config.clientDir, 'assets');
    return fs.existsSync(assets) ? fs.readdirSync(assets).find((file) => file.endsWith('.js')) : undefined;
  };

  const requests: [string, (url: string) => Promise<Response>, number | null][] = [
    ['the home page', (url) => fetch(`${url}/`, { headers: { accept: 'text/html' } }), null],
    ['an unknown page (404)', (url) => fetch(`${url}/no-such-page`, { headers: { accept: 'text/html' } }), null],
    ['a starter image', (url) => fetch(`${url}/starter/hero-ballroom.webp`), 200],
    ['a missing upload (404)', (url) => fetch(`${url}/uploads/missing.webp`), 404],
    ['a GraphQL answer', (url) => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }), 200],
    ['a GraphQL refusal (400)', (url) => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }), 400],
    ['a cross-site refusal (403)', (url) => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: '{}' }), 403],
    ['a too-large body (413)', (url) => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'x'.repeat(2_000_000) }) }), 413],
    ['an upload refusal (401)', (url) => fetch(`${url}/api/uploads?purpose=gallery`, { method: 'POST', body: 'x' }), 401],
    ['the health check', (url) => fetch(`${url}/healthz`), 200],
    ['the explorer', (url) => fetch(`${url}/graphql`, { headers: { accept: 'text/html' } }), null],
  ];

  it.for(requests)('are on %s', async ([_name, request, status], { server }) => {
    const response = await request(server.url);
    if (status !== null) expect(response.status).toBe(status);
    const csp = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'connect-src': "'self'",
      'frame-src': "'self'",
      'frame-ancestors': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    // Nothing foreign anywhere in the policy, and no inline or eval'd script.
    expect(Object.values(csp).join(' ')).not.toMatch(/https?:|\*|'unsafe-eval'/);
    expect(csp['script-src']).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull(); // plain http here
  });

  it('allow an inline script only in development, for Vite’s React refresh', async ({ server }) => {
    const { securityHeaders } = await import('../../server/http/security-headers.ts');
    const scriptSrc = (dev: boolean) => {
      const headers = new Map<string, string>();
      const res = { setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)), removeHeader: () => {} };
      securityHeaders({ ...server.config, dev })({ method: 'GET', headers: {} } as never, res as never, () => {});
      return /script-src ([^;]*)/.exec(headers.get('content-security-policy') ?? '')?.[1];
    };
    expect(scriptSrc(false)).toBe("'self'");
    expect(scriptSrc(true)).toBe("'self' 'unsafe-inline'");
  });

  it('are on the built client’s scripts', async ({ server }) => {
    const file = assetFile(server);
    expect(file, 'run `npx vite build` (npm test builds the client first)').toBeTruthy();
    const response = await fetch(`${server.url}/assets/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('send no-referrer on pages whose URL carries a token (password reset, e-mail change links)', async ({ server }) => {
    const response = await fetch(`${server.url}/auth?token=secret-token&type=recovery`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('add HSTS and upgrade-insecure-requests when the site is served over https', async () => {
    // A server of its own: the https PUBLIC_URL is read when a server starts.
    const https = await startTestServer({ seed: false, config: { publicUrl: 'https://venue.example' } });
    try {
      const response = await fetch(`${https.url}/healthz`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});

describe('the session cookie', () => {
  const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }';
  const signInResponse = (target: TestServer) =>
    fetch(`${target.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } } }),
    });
  const attributes = (setCookie: string) => setCookie.split(';').map((part) => part.trim().toLowerCase());

  it('is HttpOnly, SameSite=Lax, Path=/, expires in 30 days, and not Secure over plain http', async ({ server }) => {
    const cookie = (await signInResponse(server)).headers.getSetCookie()[0]!;
    const parts = attributes(cookie);
    expect(cookie).toMatch(/^venue_session=[a-z0-9]+\.[a-z0-9]+;/);
    expect(parts).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(parts).not.toContain('secure');
    const expires = new Date(cookie.match(/Expires=([^;]+)/i)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600 * 1000))).toBeLessThan(60_000);
  });

  it('is Secure when PUBLIC_URL is https, also when it is cleared at sign-out', async () => {
    // A server of its own: PUBLIC_URL is changed on it.
    const https = await startTestServer({ seed: false });
    try {
      https.config.publicUrl = 'https://venue.example'; // as configured behind TLS
      const response = await signInResponse(https);
      const cookie = response.headers.getSetCookie()[0]!;
      expect(attributes(cookie)).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
      const signOut = await fetch(`${https.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookie.split(';')[0]! },
        body: JSON.stringify({ query: 'mutation { signOut { signedOut } }' }),
      });
      const cleared = signOut.headers.getSetCookie()[0]!;
      expect(cleared).toMatch(/^venue_session=;/);
      expect(attributes(cleared)).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'max-age=0']));
    } finally {
      await https.close();
    }
  });
});

// Each test here starts a server of its own: it locks sign-in out, which the file's server must not be.
describe('sign-in throttling', () => {
  const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { email } } }';
  const attempt = (target: TestServer, email: string, password: string, headers: Record<string, string> = {}) =>
    new GraphQLSession(target.url).request(SIGN_IN, { input: { email, password } }, headers);

  it('refuses the 11th failure in a row from one address for a while, then lets the right password in', async () => {
    const throttled = await startTestServer({ seed: false });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      const user = await createTestUser(throttled, 'user');
      for (let i = 1; i <= SIGN_IN_MAX_FAILURES; i++) {
        // Spoofed X-Forwarded-For headers change nothing while TRUST_PROXY is off.
        const result = await attempt(throttled, `someone${i}@example.com`, 'wrong', { 'x-forwarded-for': `10.0.0.${i}` });
        expect(firstErrorCode(result)).toBe('UNAUTHENTICATED');
      }
      const refused = await attempt(throttled, user.email, user.password, { 'x-forwarded-for': '10.9.9.9' });
      expect(firstErrorCode(refused)).toBe('TOO_MANY_REQUESTS');
      expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]?.message).toMatch(/Please wait 15 minutes/);

      // "For a while": once the failures are older than the window, the right password works again.
      throttled.db
        .update(signInAttempts)
        .set({ createdAt: sql`${signInAttempts.createdAt} - ${SIGN_IN_WINDOW_MS + 1000}` })
        .run();
      const allowed = await attempt(throttled, user.email, user.password);
      expect(allowed.data).toEqual({ signIn: { viewer: { email: user.email } } });
    } finally {
      warn.mockRestore();
      await throttled.close();
    }
  });

  it('also protects one account against guesses from many addresses (per-account count)', async () => {
    const throttled = await startTestServer({ seed: false });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      const user = await createTestUser(throttled, 'user');
      // Failures recorded against the account from other addresses (as from a botnet).
      for (let i = 1; i <= SIGN_IN_MAX_FAILURES; i++) {
        throttled.db.insert(signInAttempts).values({ email: user.email, ipAddress: `203.0.113.${i}` }).run();
      }
      const refused = await attempt(throttled, user.email, user.password);
      expect(firstErrorCode(refused)).toBe('TOO_MANY_REQUESTS');
    } finally {
      warn.mockRestore();
      await throttled.close();
    }
  });

  it('cannot be bypassed with parallel attempts: at most 10 passwords are checked', async () => {
    const throttled = await startTestServer({ seed: false });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(throttled, `parallel${i}@example.com`, 'wrong')));
      const codes = results.map((result) => firstErrorCode(result));
      expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(SIGN_IN_MAX_FAILURES);
      expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(40 - SIGN_IN_MAX_FAILURES);
    } finally {
      warn.mockRestore();
      await throttled.close();
    }
  });
});
