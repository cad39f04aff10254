import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { galleryImages } from '../../server/db/schema/index.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import type { GraphQLSession } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * "Add an image by web address" is not a way into this machine or its network.
 * A real image server listens on loopback (IPv4 and IPv6); every way of naming it, directly, by a
 * host name, or by a redirect from a public site, is refused with the same message, and it never
 * sees a request. Public sites are msw's images.example.com and cdn.example.com.
 */

/** One answer for every refusal and every failure: nothing tells which ports or machines exist. */
const IMAGE_DOWNLOAD_FAILED = 'We could not download that image. Check the address, or save the image and upload the file instead.';
const CREATE_IMAGE = `mutation ($input: CreateGalleryImageInput!) { createGalleryImage(input: $input) { galleryImage { id imageUrl width height } } }`;

let inside: http.Server;
let port: number;
const reached: string[] = [];

test.beforeAll(async () => {
  startMsw();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).png().toBuffer();
  inside = http.createServer((req, res) => {
    reached.push(`${req.headers.host}${req.url}`);
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  // '::' takes IPv4 (as mapped addresses) and IPv6 alike, as a dual-stack service would.
  await new Promise<void>((resolve) => inside.listen(0, '::', resolve));
  port = (inside.address() as AddressInfo).port;
});
test.afterAll(async () => {
  mswServer.close();
  inside.closeAllConnections();
  await new Promise((resolve) => inside.close(resolve));
});

const galleryCount = (server: TestServer) => server.db.select().from(galleryImages).all().length;
const storedFiles = (server: TestServer) => (fs.existsSync(server.config.uploadsDir) ? fs.readdirSync(server.config.uploadsDir) : []);
const importImage = (admin: GraphQLSession, imageUrl: string) => admin.request<{ createGalleryImage: { galleryImage: { imageUrl: string; width: number } } }>(CREATE_IMAGE, { input: { title: 'Imported', imageUrl } });

describe('image imports from a web address', () => {
  it('the loopback server is really there (so a refusal below is the check, not a dead port)', async () => {
    for (const host of ['127.0.0.1', '[::1]']) {
      const response = await fetch(`http://${host}:${port}/check.png`);
      expect(response.status).toBe(200);
    }
    reached.length = 0;
  });

  it('refuses every way of naming this machine or a private network, with one message, and connects to none', async ({ server, admin }) => {
    const before = { rows: galleryCount(server), files: storedFiles(server).length };
    const addresses = [
      `http://127.0.0.1:${port}/a.png`,
      `http://127.1:${port}/a.png`,
      `http://2130706433:${port}/a.png`,
      `http://0x7f.0.0.1:${port}/a.png`,
      `http://0.0.0.0:${port}/a.png`,
      `http://localhost:${port}/a.png`,
      `http://[::1]:${port}/a.png`,
      `http://[::]:${port}/a.png`,
      `http://[::ffff:127.0.0.1]:${port}/a.png`,
      `http://[::ffff:7f00:1]:${port}/a.png`,
      `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}/a.png`,
      `http://loopback.example.com:${port}/a.png`,
      `http://mapped-loopback.example.com:${port}/a.png`,
      `http://half-public.example.com:${port}/a.png`,
      'http://metadata.example.com/latest/meta-data/',
      'http://169.254.169.254/latest/meta-data/',
      'http://intranet.example.com/a.png',
      'http://10.0.0.1/a.png',
      'http://172.16.5.4/a.png',
      'http://192.168.1.1/a.png',
      'http://100.64.0.1/a.png',
      'http://198.18.0.1/a.png',
      'http://224.0.0.1/a.png',
      'http://255.255.255.255/a.png',
      'http://[fd00::1]/a.png',
      'http://[fe80::1]/a.png',
      'http://[ff02::1]/a.png',
      'http://[64:ff9b::7f00:1]/a.png',
      'http://[2002:7f00:1::]/a.png',
      'http://[2001:db8::1]/a.png',
    ];
    for (const imageUrl of addresses) {
      const result = await importImage(admin, imageUrl);
      expect(result.errors?.[0]?.message, imageUrl).toBe(IMAGE_DOWNLOAD_FAILED);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'imageUrl' });
    }
    expect(reached).toEqual([]);
    expect({ rows: galleryCount(server), files: storedFiles(server).length }).toEqual(before);
  });

  it('checks every redirect as it checks the first address', async ({ admin }) => {
    for (const target of [`http://127.0.0.1:${port}/a.png`, `http://[::ffff:7f00:1]:${port}/a.png`, `http://[::]:${port}/a.png`, `http://loopback.example.com:${port}/a.png`]) {
      const result = await importImage(admin, `https://images.example.com/redirect?to=${encodeURIComponent(target)}`);
      expect(result.errors?.[0]?.message, target).toBe(IMAGE_DOWNLOAD_FAILED);
    }
    const toFile = await importImage(admin, `https://images.example.com/redirect?to=${encodeURIComponent('file:///etc/passwd')}`);
    expect(toFile.errors?.[0]?.message).toBe(IMAGE_DOWNLOAD_FAILED);
    expect(reached).toEqual([]);
  });

  it('follows up to three redirects between public sites, and no more', async ({ admin }) => {
    const three = await importImage(admin, 'https://images.example.com/hops/3.jpg');
    expect(three.errors).toBeUndefined();
    expect(three.data?.createGalleryImage.galleryImage).toMatchObject({ width: 1920, imageUrl: expect.stringMatching(/^\/uploads\/gallery-/) });
    const four = await importImage(admin, 'https://images.example.com/hops/4.jpg');
    expect(four.errors?.[0]?.message).toBe(IMAGE_DOWNLOAD_FAILED);
  });

  it('gives the same message for a name that does not exist and a missing image, so nothing about other machines leaks', async ({ admin }) => {
    for (const imageUrl of ['https://no-such-host.example.com/a.jpg', 'https://images.example.com/missing.jpg']) {
      expect((await importImage(admin, imageUrl)).errors?.[0]?.message, imageUrl).toBe(IMAGE_DOWNLOAD_FAILED);
    }
  });

  it('refuses an image too large in pixels quickly, and stores nothing', async ({ server, admin }) => {
    const files = storedFiles(server).length;
    const started = performance.now();
    const result = await importImage(admin, 'https://images.example.com/huge.png');
    expect(result.errors?.[0]?.message).toBe('Images must be 50 megapixels or smaller (for example 8,000 × 6,000 pixels).');
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(storedFiles(server).length).toBe(files);
  });
});
