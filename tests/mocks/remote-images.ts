import { http, HttpResponse } from 'msw';
import sharp from 'sharp';

/*
 * Other websites' images, for "add an image by its web address": images.example.com serves a
 * real JPEG for any path, except /missing.jpg (404) and /page.html (not an image).
 */
let photo: Buffer | undefined;
async function samplePhoto() {
  photo ??= await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c9a45c' } }).jpeg().toBuffer();
  return photo;
}

export const remoteImageHandlers = [
  http.get('https://images.example.com/missing.jpg', () => new HttpResponse(null, { status: 404 })),
  http.get('https://images.example.com/page.html', () => HttpResponse.text('<html>not an image</html>', { headers: { 'content-type': 'text/html' } })),
  http.get(/^https?:\/\/(images|cdn)\.example\.com\/.*/, async () =>
    HttpResponse.arrayBuffer(new Uint8Array(await samplePhoto()).buffer, { headers: { 'content-type': 'image/jpeg' } }),
  ),
];
