import net from 'node:net';
import { once } from 'node:events';
import sharp from 'sharp';
import { describe, expect, it } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe('the HTTP server', () => {
  it('answers /healthz', async ({ server }) => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', email: 'outbox-only' });
  });

  it('sends security headers on every response', async ({ server }) => {
    for (const path of ['/healthz', '/graphql', '/starter/hero-ballroom.webp']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('keeps Apollo CSRF prevention on: a simple text/plain POST is refused', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a GraphQL POST from a foreign Origin', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ query: 'mutation { signOut { signedOut } }' }),
    });
    expect(response.status).toBe(403);
  });

  it('masks unexpected errors: no stack trace or SQL reaches the client', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    // A server of its own: the test drops a table, which the file's server still needs.
    const broken = await startTestServer({ seed: false });
    try {
      broken.db.$client.exec('DROP TABLE faqs');
      const result = await broken.session().request('{ faqs { id } }');
      expect(result.errors?.[0]).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        path: ['faqs'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      });
      expect(JSON.stringify(result)).not.toMatch(/sqlite|faqs\b.*table|at .*\.ts/i);
      expect(errors.length).toBe(1); // logged on the server instead, under the id the client was given
      expect(JSON.stringify(errors[0])).toContain(result.errors![0]!.extensions!.requestId as string);
    } finally {
      console.error = original;
      await broken.close();
    }
  });
});

describe('closing the server', () => {
  it('does not wait for a connection a browser opened ahead of need, and still answers the request on its way', async () => {
    const own = await startTestServer();
    const port = Number(new URL(own.url).port);
    // Opened and never used, as Chromium preconnects; half-open allowed, as a browser that does not
    // read an unused connection does not close its side when the server ends its own.
    const unused = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    await once(unused, 'connect');
    const unusedEnded = once(unused, 'end');
    // A request on its way when the close begins is still answered.
    const answer = fetch(`${own.url}/healthz`).then((response) => response.status);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await own.close();
    await unusedEnded; // the server closed its side
    unused.destroy();
    expect(await answer).toBe(200);
    // The drain would have waited its grace period (10 s) for the unused connection to be closed.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('the GraphQL explorer', () => {
  it('is served at /graphql to a browser, bundled with the site (nothing from a CDN)', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('GraphQL explorer');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
  });

  it('leaves /graphql an API for non-browser clients', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql?query=%7B__typename%7D`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('client routes', () => {
  // Twelve server renders, the first of them loading the rendering bundle: slow on a busy machine.
  it('serves the app for every route of the route table and a 404 status for anything else', { timeout: 60_000 }, async ({ server }) => {
    for (const path of ['/', '/about', '/faq', '/events', '/gallery', '/contact', '/calendar', '/resources', '/auth', '/admin', '/admin-test']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    const missing = await fetch(`${server.url}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });

  it('serves pages to clients that take anything (link previews, uptime monitors, curl), not to those that refuse HTML', async ({ server }) => {
    for (const accept of ['*/*', '']) {
      const response = await fetch(`${server.url}/faq`, { headers: { accept } });
      expect(response.status, `Accept: ${accept}`).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
    const json = await fetch(`${server.url}/faq`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: 'Not found.' });
  });
});

describe('image uploads', () => {
  const upload = (server: TestServer, body: Buffer, cookie?: string, purpose = 'gallery') =>
    fetch(`${server.url}/api/uploads?purpose=${purpose}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ...(cookie ? { cookie } : {}) },
      body: new Uint8Array(body),
    });
  const png = () => sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#1f3d33' } }).png().toBuffer();

  it('refuses anonymous callers, and non-admins for anything but their own avatar', async ({ server, nonAdmin }) => {
    expect((await upload(server, await png())).status).toBe(401);
    expect((await upload(server, await png(), nonAdmin.cookie!)).status).toBe(403);
    expect((await upload(server, await png(), nonAdmin.cookie!, 'logo')).status).toBe(403);
    const avatar = await upload(server, await png(), nonAdmin.cookie!, 'avatar');
    expect(avatar.status).toBe(201);
    expect(await avatar.json()).toMatchObject({ width: 256, height: 256, url: expect.stringMatching(/^\/uploads\/avatar-/) });
  });

  it('stores an image resized for the web and serves it', async ({ server, admin }) => {
    const response = await upload(server, await png(), admin.cookie!);
    expect(response.status).toBe(201);
    const stored = await response.json();
    expect(stored).toMatchObject({ width: 1920, height: 1280 });
    expect(stored.url).toMatch(/^\/uploads\/gallery-[0-9a-f-]+\.webp$/);
    const served = await fetch(`${server.url}${stored.url}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('judges the type by the bytes: a text file named like an image is refused', async ({ server, admin }) => {
    const response = await fetch(`${server.url}/api/uploads?purpose=gallery`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', cookie: admin.cookie! },
      body: new TextEncoder().encode('<script>alert(1)</script>'),
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error).toMatch(/not an image/);
  });

  it('refuses SVG, which can carry script', async ({ server, admin }) => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect((await upload(server, svg, admin.cookie!)).status).toBe(415);
  });

  it('refuses a file over 10 MB', async ({ server, admin }) => {
    const response = await upload(server, Buffer.alloc(10 * 1024 * 1024 + 10, 1), admin.cookie!);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe('Images must be 10 MB or smaller.');
  });
});
