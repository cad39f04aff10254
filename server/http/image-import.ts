import net from 'node:net';
import { badInput } from '../errors.ts';
import { MAX_UPLOAD_BYTES, storeImage, UploadError, type StoredUpload, type UploadPurpose } from './uploads.ts';

/*
 * "Add an image by its web address": the image is downloaded once, checked and resized exactly like
 * an upload, and stored on this site. Pages never hotlink another site's image, so the CSP can stay
 * 'self' only, visitors' browsers talk to no one else, and the image survives the other site.
 */

const DOWNLOAD_TIMEOUT_MS = 15_000;

export function isRemoteImageUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

/** Loopback, private and link-local literal addresses are refused: this is not a proxy into our network. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (net.isIPv4(host)) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (net.isIPv6(host)) return host === '::1' || host.startsWith('fc') || host.startsWith('fd') || host.startsWith('fe80');
  return false;
}

async function readCapped(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES) throw badInput('Images must be 10 MB or smaller.', 'imageUrl');
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > MAX_UPLOAD_BYTES) throw badInput('Images must be 10 MB or smaller.', 'imageUrl');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Downloads an image from a web address and stores it like an upload; errors are BAD_USER_INPUT. */
export async function importImageFromUrl(uploadsDir: string, address: string, purpose: UploadPurpose): Promise<StoredUpload> {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw badInput('That image address is not a valid web address.', 'imageUrl');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badInput('Image addresses must start with https:// or http://.', 'imageUrl');
  if (isPrivateHost(url.hostname)) throw badInput('Images can only be downloaded from public web addresses.', 'imageUrl');

  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'image/*' }, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch {
    throw badInput('We could not download that image. Check the address, or save the image and upload the file instead.', 'imageUrl');
  }
  if (!response.ok) {
    throw badInput(`We could not download that image: the other site answered ${response.status}.`, 'imageUrl');
  }
  const body = await readCapped(response);
  try {
    return await storeImage(uploadsDir, body, purpose);
  } catch (error) {
    if (error instanceof UploadError) throw badInput(error.message, 'imageUrl');
    throw error;
  }
}
