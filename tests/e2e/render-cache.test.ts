import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { html } from '../support/visitor-pages.ts';

/*
 * The render cache of visitor pages (server/http/server-render.ts): a page is keyed by the
 * parameters it reads, answered before Express exactly as the ordinary path would, and rendered
 * again after a content change.
 */

describe('the render cache', () => {
  it('keys pages by the parameters they read: random query strings neither render again nor reach the page', async ({ server }) => {
    await html(server, '/faq');
    await html(server, '/'); // both cached now
    const before = server.app.pageRenders();
    const junk = Array.from({ length: 40 }, (_, i) => `utm_source=news${i}&fbclid=zz${i}x${Math.random().toString(36).slice(2)}`);
    const pages = await Promise.all(junk.flatMap((query) => [html(server, `/faq?${query}`), html(server, `/?${query}`), html(server, `/nowhere?${query}`)]));
    // An unknown address is an entry of its own (a 404 is never shared between addresses), whatever its query string.
    expect(server.app.pageRenders() - before).toBeLessThanOrEqual(1);
    for (const page of pages) {
      expect(page.text).not.toMatch(/utm_source|fbclid|news\d|nowhere/);
    }
    // Concurrent requests for a page that is not cached share one render.
    const cold = server.app.pageRenders();
    await Promise.all(Array.from({ length: 10 }, () => html(server, '/faq?q=parking&utm_campaign=x')));
    expect(server.app.pageRenders() - cold).toBe(1);
    // A parameter the page reads is a new entry, normalized: the same search twice is one render.
    await html(server, '/faq?q=%20%20parking%20&utm_campaign=y');
    expect(server.app.pageRenders() - cold).toBe(1);
  });

  it('answers a cached page before Express with the status, headers and bytes of the ordinary path', async ({ server }) => {
    type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
    const get = (address: string, extra: Record<string, string> = {}) =>
      new Promise<Answer>((resolve, reject) => {
        http
          .get(`${server.url}${address}`, { headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', ...extra } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const comparable = ({ date: _date, 'x-request-id': _id, ...headers }: http.IncomingHttpHeaders) => headers;
    for (const address of ['/faq', '/no-such-page']) {
      await get(address);
      await get(address); // rendered, compressed and kept
      const fast = await get(`${address}?utm_source=fast`);
      // A conditional request always takes the ordinary path through Express.
      const ordinary = await get(`${address}?utm_source=ordinary`, { 'if-modified-since': new Date(0).toUTCString() });
      expect(fast.status).toBe(address === '/faq' ? 200 : 404);
      expect(fast.status).toBe(ordinary.status);
      expect(comparable(fast.headers)).toEqual(comparable(ordinary.headers));
      expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
      expect(fast.body.equals(ordinary.body)).toBe(true);
      const decompress = fast.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      expect(decompress(fast.body).toString()).toContain('</html>');
    }
  });

  it('renders a page again after a content change', async ({ server }) => {
    await html(server, '/about');
    const before = server.app.pageRenders();
    await html(server, '/about?ref=x');
    expect(server.app.pageRenders()).toBe(before);
    server.db.$client.prepare("update faqs set answer = answer where id = (select id from faqs limit 1)").run();
    await html(server, '/about');
    expect(server.app.pageRenders()).toBe(before + 1);
  });
});
