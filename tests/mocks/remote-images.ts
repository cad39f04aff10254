import { http, HttpResponse } from 'msw';
import net from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { ResolvedAddress } from '../../server/config.ts';

/*
 * Other websites' images, for "add an image by its web address": images.example.com serves a
 * real JPEG for any path, except /missing.jpg (404), /page.html (not an image), /huge.png (a valid
 * 16,000 × 16,000 PNG of 31 kB), /redirect?to=<address> (302 there) and /hops/<n>.jpg (n redirects
 * before the image).
 */
let photo: Buffer | undefined;
async function samplePhoto() {
  photo ??= await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c9a45c' } }).jpeg().toBuffer();
  return photo;
}

export const remoteImageHandlers = [
  http.get('https://images.example.com/missing.jpg', () => new HttpResponse(null, { status: 404 })),
  http.get('https://images.example.com/page.html', () => HttpResponse.text('<html>not an image</html>', { headers: { 'content-type': 'text/html' } })),
  http.get('https://images.example.com/huge.png', () =>
    HttpResponse.arrayBuffer(new Uint8Array(hugePng()).buffer, { headers: { 'content-type': 'image/png' } }),
  ),
  http.get('https://images.example.com/redirect', ({ request }) =>
    new HttpResponse(null, { status: 302, headers: { location: new URL(request.url).searchParams.get('to') ?? '/' } }),
  ),
  http.get('https://images.example.com/hops/:n', ({ params }) => {
    const left = Number.parseInt(String(params.n), 10);
    return new HttpResponse(null, { status: 301, headers: { location: left > 1 ? `/hops/${left - 1}.jpg` : 'https://cdn.example.com/arrived.jpg' } });
  }),
  http.get(/^https?:\/\/(images|cdn)\.example\.com\/.*/, async () =>
    HttpResponse.arrayBuffer(new Uint8Array(await samplePhoto()).buffer, { headers: { 'content-type': 'image/jpeg' } }),
  ),
];

/**
 * The name service the test servers use for image imports (config.resolveHost), so no test asks
 * real DNS. images.example.com and cdn.example.com resolve to a public address (msw answers before
 * any connection is made); the other names exist to point at addresses that must be refused.
 */
const FAKE_DNS = new Map<string, string[]>([
  ['images.example.com', ['93.184.215.14']],
  ['cdn.example.com', ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', '93.184.215.14']],
  ['localhost', ['127.0.0.1', '::1']],
  ['loopback.example.com', ['127.0.0.1']],
  ['mapped-loopback.example.com', ['::ffff:127.0.0.1']],
  ['metadata.example.com', ['169.254.169.254']],
  ['intranet.example.com', ['10.1.2.3']],
  ['half-public.example.com', ['93.184.215.14', '192.168.1.10']],
]);

export async function resolveTestHost(hostname: string): Promise<ResolvedAddress[]> {
  const addresses = FAKE_DNS.get(hostname.toLowerCase());
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
}

/** A valid 16,000 × 16,000 black-and-white PNG: 31 kB on the wire, 256 million pixels once decoded. */
let huge: Buffer | undefined;
export function hugePng(): Buffer {
  if (huge) return huge;
  const side = 16_000;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then side / 8 bytes of black.
  const rows = Buffer.alloc((1 + side / 8) * side);
  huge = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return huge;
}
