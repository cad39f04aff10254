import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { isAdmin } from '../auth/access.ts';
import {
  API_TOKEN_INVALID,
  API_TOKEN_NOT_FOR_ACCOUNT,
  API_TOKEN_READ_ONLY_UPLOAD,
  bearerToken,
  validateApiToken,
  WWW_AUTHENTICATE_BEARER,
  WWW_AUTHENTICATE_INVALID_TOKEN,
} from '../auth/api-tokens.ts';
import { viewerFromCookieHeader } from '../context.ts';
import { CROSS_SITE_REFUSED, isAllowedOrigin } from '../security/origin.ts';
import type { AppServices } from '../app-services.ts';
import { MAX_UPLOAD_BYTES, SETTINGS_MESSAGES } from '../../shared/settings.ts';
import { apiTokenScopeRefusal, scopesAllow } from '../../shared/api-tokens.ts';
import { declaredLength, refuseUnread as refuseUnreadJson } from './refuse-unread.ts';

/*
 * Image uploads (gallery, hero, logo, favicon: admins; avatar: any signed-in user): POST /api/uploads?purpose=…
 * with the raw file as the body. The type is decided by the file's bytes (sharp reads them), not
 * by its name or Content-Type; SVG is refused because it can carry script. The image is resized
 * for the web and re-encoded, which also strips metadata (camera GPS and the like).
 */

export { MAX_UPLOAD_BYTES };
/**
 * Decoding cost follows pixels, not bytes: a 31 kB PNG can hold 16,000 × 16,000 pixels (1 GB once
 * decoded). 50 megapixels takes any camera's full-size photo (8,000 × 6,000) and bounds the work.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
const TOO_MANY_PIXELS = 'Images must be 50 megapixels or smaller (for example 8,000 × 6,000 pixels).';
const NOT_AN_IMAGE = 'That file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF file.';
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const UPLOAD_PURPOSES = {
  gallery: { width: 1920, height: 1920, fit: 'inside', format: 'webp' },
  hero: { width: 2400, height: 1600, fit: 'inside', format: 'webp' },
  logo: { width: 512, height: 512, fit: 'inside', format: 'png' },
  favicon: { width: 64, height: 64, fit: 'cover', format: 'png' },
  avatar: { width: 256, height: 256, fit: 'cover', format: 'webp' },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
export const UNKNOWN_PURPOSE = `The upload purpose must be one of ${Object.keys(UPLOAD_PURPOSES).join(', ')}.`;

/** An own key of UPLOAD_PURPOSES: `in` would also accept "__proto__", "constructor", "toString"… */
export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_PURPOSES, value);
}

export interface StoredUpload {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const UPLOAD_DISK_FULL = 'The image was not saved: the server’s disk is full. Free some space (or ask whoever runs the server), then upload it again.';
const UPLOAD_NOT_WRITABLE = 'The image was not saved: the server cannot write its uploads folder. Ask whoever runs the server to check its permissions.';

/** Validates, resizes and stores an image; the URL is served from /uploads. */
export async function storeImage(uploadsDir: string, body: Buffer, purpose: UploadPurpose): Promise<StoredUpload> {
  // Checked here too, not only by the route: every caller gets the same rules.
  if (!isUploadPurpose(purpose)) throw new UploadError(UNKNOWN_PURPOSE, 400);
  if (body.length === 0) throw new UploadError(EMPTY_UPLOAD, 400);
  if (body.length > MAX_UPLOAD_BYTES) throw new UploadError(SETTINGS_MESSAGES.imageTooLarge, 413);
  let metadata: sharp.Metadata | undefined;
  try {
    // Reads the header only (so no pixel limit here, or a huge image would be called "not an
    // image"); its size is judged below, before anything is decoded.
    metadata = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    metadata = undefined;
  }
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new UploadError(NOT_AN_IMAGE, 415);
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new UploadError(TOO_MANY_PIXELS, 413);
  const spec = UPLOAD_PURPOSES[purpose];
  const pipeline = sharp(body, { animated: false, limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: spec.width, height: spec.height, fit: spec.fit, withoutEnlargement: spec.fit === 'inside' });
  let data: Buffer;
  let info: sharp.OutputInfo;
  try {
    ({ data, info } = await (spec.format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 80 })).toBuffer({
      resolveWithObject: true,
    }));
  } catch {
    // A valid header over broken or truncated data.
    throw new UploadError(NOT_AN_IMAGE, 415);
  }
  const file = `${purpose}-${randomUUID()}.${spec.format}`;
  // Written under a temporary name and renamed: a write cut short (a full disk) leaves no empty or
  // half file under a name the site could serve, and what was written is removed.
  const partial = path.join(uploadsDir, `.${file}.partial`);
  try {
    fs.mkdirSync(uploadsDir, { recursive: true });
    fs.writeFileSync(partial, data);
    fs.renameSync(partial, path.join(uploadsDir, file));
  } catch (error) {
    fs.rmSync(partial, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') throw new UploadError(UPLOAD_DISK_FULL, 507);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw new UploadError(UPLOAD_NOT_WRITABLE, 503);
    throw error;
  }
  return { url: `/uploads/${file}`, width: info.width, height: info.height, bytes: data.length };
}

/** Uploads one signed-in account may have in flight at once: each holds up to 10 MB while it arrives. */
export const UPLOADS_IN_FLIGHT_PER_ACCOUNT = 2;
const UPLOAD_BUSY = 'Another upload is still in progress. Please wait for it to finish and try again.';
const EMPTY_UPLOAD = 'Choose an image file to upload.';

/**
 * Reads the body in chunks up to `cap` bytes; resolves null as soon as more would arrive (the
 * client is then answered and cut off), or when the client goes away before the end.
 */
function readCapped(req: Request, cap: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (value: Buffer | null) => {
      if (settled) return;
      settled = true;
      req.off('data', onData).off('end', onEnd).off('aborted', onGone).off('error', onGone).off('close', onClose);
      if (value === null) chunks.length = 0;
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) {
        req.pause();
        return finish(null);
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks, size));
    const onGone = () => finish(null);
    const onClose = () => {
      if (!req.complete) finish(null);
    };
    req.on('data', onData).on('end', onEnd).on('aborted', onGone).on('error', onGone).on('close', onClose);
  });
}

/** Refuses with the uploads' `{ error }` shape, reading nothing more of the body (refuse-unread.ts). */
function refuseUnread(req: Request, res: Response, status: number, error: string): void {
  refuseUnreadJson(req, res, status, { error });
}

export function uploadsRouter(services: AppServices): Router {
  const router = express.Router();
  /** Uploads being received, per account: a signed-in user cannot hold many 10 MB bodies at once. */
  const inFlight = new Map<string, number>();

  // Every check comes before a byte of the body is read: who is calling (session or token), the
  // Origin, the purpose, the role and the declared size. Only then is the body streamed in, with a
  // cap, so an anonymous client can make the server hold nothing.
  router.post('/api/uploads', async (req: Request, res: Response, next: NextFunction) => {
    // A foreign page may not post files with the admin's cookie (as for /graphql). A token call
    // carries no cookie (it is ignored), and a page cannot attach an Authorization header to another
    // site's request without CORS, which this server never grants.
    const token = bearerToken(req.headers.authorization);
    if (token === undefined && !isAllowedOrigin(req, services.config)) return refuseUnread(req, res, 403, CROSS_SITE_REFUSED);
    // With an Authorization header, the API token and nothing else (as for /graphql); otherwise the cookie.
    const viewer = token === undefined ? viewerFromCookieHeader(services, req.headers.cookie) : token ? validateApiToken(services.db, token) : null;
    if (!viewer) {
      // Every 401 names its scheme (RFC 9110): a bearer token, and whether the one sent was bad.
      res.setHeader('WWW-Authenticate', token === undefined ? WWW_AUTHENTICATE_BEARER : WWW_AUTHENTICATE_INVALID_TOKEN);
      return refuseUnread(req, res, 401, token === undefined ? 'You must be signed in to upload images.' : API_TOKEN_INVALID);
    }
    const purpose = req.query.purpose ?? 'gallery';
    if (!isUploadPurpose(purpose)) return refuseUnread(req, res, 400, UNKNOWN_PURPOSE);
    if (viewer.apiToken) {
      // A profile picture belongs to the account, which tokens never manage; uploading is a write.
      if (purpose === 'avatar') return refuseUnread(req, res, 403, API_TOKEN_NOT_FOR_ACCOUNT);
      if (viewer.apiToken.readOnly) return refuseUnread(req, res, 403, API_TOKEN_READ_ONLY_UPLOAD);
      // Site images are content: a scoped token needs CONTENT_WRITE.
      if (!scopesAllow(viewer.apiToken.scopes, 'CONTENT', true)) return refuseUnread(req, res, 403, apiTokenScopeRefusal('An image upload', 'CONTENT', true));
    }
    // Any signed-in user may upload their own avatar; every other image is site content.
    if (purpose !== 'avatar' && !isAdmin(viewer)) return refuseUnread(req, res, 403, 'Admin privileges required.');
    const declared = declaredLength(req);
    if (declared === null) return refuseUnread(req, res, 400, 'The request could not be read.');
    if (declared !== undefined && declared > MAX_UPLOAD_BYTES) return refuseUnread(req, res, 413, SETTINGS_MESSAGES.imageTooLarge);
    // Without Content-Length a body comes only chunked; with neither, there is none.
    if (declared === 0 || (declared === undefined && !req.headers['transfer-encoding'])) return refuseUnread(req, res, 400, EMPTY_UPLOAD);
    const account = viewer.user.id;
    const running = inFlight.get(account) ?? 0;
    if (running >= UPLOADS_IN_FLIGHT_PER_ACCOUNT) return refuseUnread(req, res, 429, UPLOAD_BUSY);
    inFlight.set(account, running + 1);
    try {
      const body = await readCapped(req, MAX_UPLOAD_BYTES);
      if (body === null) {
        // Over the cap (a chunked body), or the client left: nothing more is read.
        if (!res.headersSent && !req.destroyed) refuseUnread(req, res, 413, SETTINGS_MESSAGES.imageTooLarge);
        else req.socket.destroy();
        return;
      }
      res.status(201).json(await storeImage(services.config.uploadsDir, body, purpose));
    } catch (error) {
      if (error instanceof UploadError) return void res.status(error.status).json({ error: error.message });
      next(error);
    } finally {
      const left = (inFlight.get(account) ?? 1) - 1;
      if (left > 0) inFlight.set(account, left);
      else inFlight.delete(account);
    }
  });
  return router;
}
