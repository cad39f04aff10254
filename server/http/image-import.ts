import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { GraphQLError } from 'graphql';
import ipaddr from 'ipaddr.js';
import type { Config, ResolvedAddress } from '../config.ts';
import { badInput } from '../errors.ts';
import { logger } from '../logger.ts';
import { MAX_UPLOAD_BYTES, storeImage, UploadError, type StoredUpload, type UploadPurpose } from './uploads.ts';
import { SETTINGS_MESSAGES } from '../../shared/settings.ts';

/*
 * "Add an image by its web address": the image is downloaded once, checked and resized exactly like
 * an upload, and stored on this site. Pages never hotlink another site's image, so the CSP can stay
 * 'self' only, visitors' browsers talk to no one else, and the image survives the other site.
 *
 * The server makes this request, so it must not become a way into this machine or its network
 * (server-side request forgery): the host name is resolved here, every address it
 * resolves to must be a public unicast address, the connection goes to the address that was
 * checked (no second lookup that could answer differently), and each redirect is checked the same
 * way. Every refusal and every network failure gets the same message, so the answers do not tell
 * which machines or ports exist.
 */

const DOWNLOAD_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
export const IMAGE_DOWNLOAD_FAILED = 'We could not download that image. Check the address, or save the image and upload the file instead.';
const TOO_LARGE = SETTINGS_MESSAGES.imageTooLarge;

export function isRemoteImageUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

/*
 * ipaddr.js names the special ranges (loopback, private, link-local, unique-local, multicast,
 * unspecified, broadcast, carrier-grade NAT, reserved, IPv4-mapped, 6to4, Teredo, NAT64…); only
 * what it calls plain unicast may be fetched. Its 1.x tables lack a few IANA special-purpose
 * blocks, listed here; IPv6 must also be global unicast (2000::/3), which excludes every
 * special-purpose block outside it.
 */
const EXTRA_SPECIAL_IPV4 = [ipaddr.IPv4.parseCIDR('198.18.0.0/15')]; // benchmarking (RFC 2544)
const GLOBAL_UNICAST_IPV6 = ipaddr.IPv6.parseCIDR('2000::/3');
const EXTRA_SPECIAL_IPV6 = [ipaddr.IPv6.parseCIDR('2001::/23')]; // IETF protocol assignments (RFC 2928): Teredo, ORCHID, benchmarking…

/** True only for an address on the public internet; an IPv4-mapped IPv6 address is judged as the IPv4 address it maps. */
export function isPublicAddress(address: string): boolean {
  if (!net.isIP(address)) return false;
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (ip.range() !== 'unicast') return false;
  if (ip.kind() === 'ipv4') return !EXTRA_SPECIAL_IPV4.some((range) => (ip as ipaddr.IPv4).match(range));
  const v6 = ip as ipaddr.IPv6;
  return v6.match(GLOBAL_UNICAST_IPV6) && !EXTRA_SPECIAL_IPV6.some((range) => v6.match(range));
}

/** Why a download stopped; always answered with IMAGE_DOWNLOAD_FAILED (the reason is for the code, not the caller). */
class DownloadRefused extends Error {}

/** The address to connect to for this URL, after every address the name resolves to has been checked. */
async function checkedAddress(url: URL, resolveHost: Config['resolveHost']): Promise<ResolvedAddress> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new DownloadRefused(`scheme ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(host);
  let answers: ResolvedAddress[];
  try {
    answers = family ? [{ address: host, family }] : await resolveHost(host);
  } catch {
    throw new DownloadRefused('name not resolved');
  }
  // Every answer must be public: a name that also resolves to a private address is refused whole.
  if (answers.length === 0 || !answers.every((answer) => isPublicAddress(answer.address))) throw new DownloadRefused('not a public address');
  return answers[0]!;
}

/** One GET to the checked address, with the URL's host name for Host and TLS (certificate checked against the name). */
function requestOnce(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<http.IncomingMessage> {
  // Node calls this instead of DNS: the connection can only go to the address that was checked.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers: { accept: 'image/*', 'accept-encoding': 'identity' },
      lookup,
      // A fresh connection each time: a pooled socket would skip this request's check.
      agent: false,
      signal,
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

async function readCapped(response: http.IncomingMessage): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > MAX_UPLOAD_BYTES) {
    response.destroy();
    throw badInput(TOO_LARGE, 'imageUrl');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > MAX_UPLOAD_BYTES) {
      response.destroy();
      throw badInput(TOO_LARGE, 'imageUrl');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Follows at most MAX_REDIRECTS redirects by hand, checking each address; returns the image's bytes. */
async function download(address: URL, resolveHost: Config['resolveHost']): Promise<Buffer> {
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  let url = address;
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(url, await checkedAddress(url, resolveHost), signal);
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location || hop === MAX_REDIRECTS) throw new DownloadRefused('redirect without location, or too many');
      try {
        url = new URL(location, url);
      } catch {
        throw new DownloadRefused('redirect to an invalid address');
      }
      continue;
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new DownloadRefused(`status ${status}`);
    }
    return await readCapped(response);
  }
}

/** Downloads an image from a web address and stores it like an upload; errors are BAD_USER_INPUT. */
export async function importImageFromUrl(
  config: Pick<Config, 'uploadsDir' | 'resolveHost'>,
  address: string,
  purpose: UploadPurpose,
): Promise<StoredUpload> {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw badInput('That image address is not a valid web address.', 'imageUrl');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badInput('Image addresses must start with https:// or http://.', 'imageUrl');

  let body: Buffer;
  try {
    body = await download(url, config.resolveHost);
  } catch (error) {
    if (error instanceof GraphQLError) throw error; // "too large", from a public site that answered
    // The reason is for the operator's log only; the caller gets the one message.
    logger.info('Image download refused or failed', { host: url.host, reason: error instanceof Error ? error.message : String(error) });
    throw badInput(IMAGE_DOWNLOAD_FAILED, 'imageUrl');
  }
  try {
    return await storeImage(config.uploadsDir, body, purpose);
  } catch (error) {
    if (error instanceof UploadError) throw badInput(error.message, 'imageUrl');
    throw error;
  }
}
