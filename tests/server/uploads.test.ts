import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from '../support/fixtures.ts';
import type { GraphQLSession } from '../support/graphql.ts';
import { hugePng } from '../mocks/remote-images.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * POST /api/uploads refuses what it cannot handle safely: a purpose that is not
 * one of its own (prototype keys included), an image whose pixel count would take seconds and a
 * gigabyte to decode, and a post from a foreign page carrying the admin's cookie. Each refusal
 * stores nothing.
 */

const smallPng = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1f3d33' } }).png().toBuffer();

const storedFiles = (server: TestServer) => (fs.existsSync(server.config.uploadsDir) ? fs.readdirSync(server.config.uploadsDir) : []);
const upload = (admin: GraphQLSession, server: TestServer, body: Buffer, { cookie = admin.cookie!, query = 'purpose=gallery', origin }: { cookie?: string; query?: string; origin?: string } = {}) =>
  fetch(`${server.url}/api/uploads?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie, ...(origin ? { origin } : {}) },
    body: new Uint8Array(body),
  });

describe('upload purposes', () => {
  it('refuses every name that is not a purpose, prototype keys included, and stores nothing', async ({ server, admin, nonAdmin }) => {
    const before = storedFiles(server);
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf', 'Gallery', ''];
    for (const name of names) {
      for (const cookie of [admin.cookie!, nonAdmin.cookie!]) {
        const response = await upload(admin, server, smallPng, { cookie, query: `purpose=${encodeURIComponent(name)}` });
        expect(response.status, name).toBe(400);
        expect((await response.json()).error).toBe('The upload purpose must be one of gallery, hero, logo, favicon, avatar.');
      }
    }
    const repeated = await upload(admin, server, smallPng, { query: 'purpose=gallery&purpose=hero' });
    expect(repeated.status).toBe(400);
    expect(storedFiles(server)).toEqual(before);
  });

  it('still takes each real purpose, resized for it', async ({ server, admin }) => {
    const response = await upload(admin, server, smallPng, { query: 'purpose=favicon' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 64, height: 64, url: expect.stringMatching(/^\/uploads\/favicon-[0-9a-f-]+\.png$/) });
  });
});

describe('image size in pixels', () => {
  it('refuses a 31 kB PNG of 16,000 × 16,000 pixels at once, for every purpose, and stores nothing', async ({ server, admin, nonAdmin }) => {
    const before = storedFiles(server);
    const huge = hugePng();
    for (const [purpose, cookie] of [['gallery', admin.cookie!], ['logo', admin.cookie!], ['avatar', nonAdmin.cookie!]] as const) {
      const started = performance.now();
      const response = await upload(admin, server, huge, { cookie, query: `purpose=${purpose}` });
      expect(response.status, purpose).toBe(413);
      expect((await response.json()).error).toBe('Images must be 50 megapixels or smaller (for example 8,000 × 6,000 pixels).');
      expect(performance.now() - started, purpose).toBeLessThan(1_000);
    }
    expect(storedFiles(server)).toEqual(before);
  });

  it('refuses a file whose header is an image but whose data is broken, with a clear message', async ({ server, admin }) => {
    const truncated = smallPng.subarray(0, smallPng.length - 40);
    const response = await upload(admin, server, truncated);
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe('That file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF file.');
  });
});

describe('cross-site uploads', () => {
  it('refuses a post from a foreign page, even with the admin cookie, and stores nothing', async ({ server, admin }) => {
    const before = storedFiles(server);
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      const response = await upload(admin, server, smallPng, { origin });
      expect(response.status, origin).toBe(403);
      expect((await response.json()).error).toBe('Cross-site requests are not allowed.');
    }
    expect(storedFiles(server)).toEqual(before);
  });

  it('takes a post from this site', async ({ server, admin }) => {
    expect((await upload(admin, server, smallPng, { origin: server.url })).status).toBe(201);
  });
});

describe('streamed bodies', () => {
  it('takes an image sent chunked (no Content-Length), and refuses an empty post before reading', async ({ server, admin }) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // Two pieces, as a client streaming a file would send them.
        controller.enqueue(new Uint8Array(smallPng.subarray(0, 100)));
        controller.enqueue(new Uint8Array(smallPng.subarray(100)));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/api/uploads?purpose=gallery`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', cookie: admin.cookie! },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 300, height: 200 });

    const empty = await fetch(`${server.url}/api/uploads?purpose=gallery`, { method: 'POST', headers: { cookie: admin.cookie! } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('Choose an image file to upload.');
  });
});
