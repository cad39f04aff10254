import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { rootDir } from '../../server/config.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/*
 * The built assets go out as the build compressed them (Brotli at its best level, or gzip), to a
 * browser that accepts it, with the same caching headers as the file itself: the same bytes once
 * decoded, whichever encoding the browser asked for.
 */
const clientDir = path.join(rootDir, 'dist', 'client');
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
/** The hydration chunk every island page preloads (React DOM and what the islands share): the largest file a visitor fetches. */
const islandsChunk = Object.values(manifest).find((chunk) => chunk.name === 'islands' && chunk.file.endsWith('.js'))!.file;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
/** A GET without any decoding on our side: the bytes as they came over the wire. */
function get(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('built assets', () => {
  it('are sent precompressed with Brotli or gzip as accepted, the same bytes decoded, cached as the file', async ({ server }) => {
    const original = fs.readFileSync(path.join(clientDir, islandsChunk));
    const url = `${server.url}/${islandsChunk}`;
    // As Chrome asks: gzip listed first, at the same weight as Brotli, which is smaller.
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const plain = await get(url, {});
    for (const response of [br, gzip, plain]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const response of [br, gzip]) expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true);
    expect(plain.body.equals(original)).toBe(true);
    // Brotli's best level, not the fast one compression() uses for what is compressed per response.
    const fast = zlib.brotliCompressSync(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.body.length).toBeLessThan(fast.length * 0.92);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
  });

  it('answer a conditional request for the Brotli copy with 304, and a HEAD without a body', async ({ server }) => {
    const url = `${server.url}/${islandsChunk}`;
    const first = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const head = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.request(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, resolve).on('error', reject).end();
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('that are missing are not found, nor are the copies by their own names', async ({ server }) => {
    const missing = await get(`${server.url}/assets/islands-missing.js`, { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    // A copy is only ever the encoded file, never an address of its own.
    for (const copy of ['br', 'gz']) expect((await get(`${server.url}/${islandsChunk}.${copy}`, { 'accept-encoding': 'br, gzip' })).status).toBe(404);
  });

  it('go with the page in Brotli to a browser that lists gzip first, as Chrome does', async ({ server }) => {
    const headers = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
    await get(`${server.url}/faq`, headers); // rendered and kept compressed
    for (const pathname of ['/faq', '/contact']) {
      const page = await get(`${server.url}${pathname}`, headers);
      expect(page.headers['content-encoding'], pathname).toBe('br');
      expect(zlib.brotliDecompressSync(page.body).toString(), pathname).toContain('</html>');
    }
    const gzipOnly = await get(`${server.url}/faq`, { accept: 'text/html', 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
  });
});
