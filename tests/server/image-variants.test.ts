import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from '../support/fixtures.ts';
import { STARTER_IMAGES_DIR } from '../../server/db/seed/seed.ts';
import type { TestServer } from '../support/test-server.ts';

/* Narrower copies of the site's images for small screens (server/http/image-variants.ts). */

const get = async (server: TestServer, url: string) => {
  const response = await fetch(`${server.url}${url}`);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};

describe('image widths', () => {
  it('answers ?w= with the image scaled to that width, as WebP, cached like the original', async ({ server }) => {
    const original = await sharp(path.join(STARTER_IMAGES_DIR, 'hero-ballroom.webp')).metadata();
    expect(original.width).toBeGreaterThan(828);
    const { response, body } = await get(server, '/starter/hero-ballroom.webp?w=828');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const scaled = await sharp(body).metadata();
    expect(scaled.width).toBe(828);
    expect(body.length).toBeLessThan(fs.statSync(path.join(STARTER_IMAGES_DIR, 'hero-ballroom.webp')).size);
    // Asked again: the same bytes, from memory.
    expect((await get(server, '/starter/hero-ballroom.webp?w=828')).body.equals(body)).toBe(true);
  });

  it('never enlarges, and makes uploaded images narrower too', async ({ server }) => {
    const small = await get(server, '/starter/about-ballroom.webp?w=1920');
    expect((await sharp(small.body).metadata()).width).toBe(800);

    const admin = await server.adminSession();
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3a6' } }).png().toBuffer();
    const upload = await fetch(`${server.url}/api/uploads?purpose=gallery`, { method: 'POST', headers: { cookie: admin.cookie!, origin: server.url }, body: new Uint8Array(png) });
    const { url } = (await upload.json()) as { url: string };
    const variant = await get(server, `${url}?w=480`);
    expect(variant.response.status).toBe(200);
    expect(variant.response.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(variant.body).metadata()).width).toBe(480);
  });

  it('serves the original for any other width, and nothing outside the image folders', async ({ server }) => {
    const original = fs.readFileSync(path.join(STARTER_IMAGES_DIR, 'hero-ballroom.webp'));
    expect((await get(server, '/starter/hero-ballroom.webp?w=1000')).body.equals(original)).toBe(true);
    expect((await get(server, '/starter/hero-ballroom.webp')).body.equals(original)).toBe(true);
    for (const url of ['/starter/..%2f..%2f..%2fpackage.json?w=480', '/starter/%2e%2e/images.json?w=480', '/uploads/..%2fvenue.db?w=480']) {
      const { response, body } = await get(server, url);
      expect([403, 404], url).toContain(response.status);
      expect(body.toString()).not.toContain('"name"');
    }
    expect((await get(server, '/starter/missing.webp?w=480')).response.status).toBe(404);
  });
});
