import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { isAdmin } from '../auth/access.ts';
import { API_TOKEN_INVALID, API_TOKEN_NOT_FOR_ACCOUNT, API_TOKEN_READ_ONLY_UPLOAD, bearerToken, validateApiToken } from '../auth/api-tokens.ts';
import { viewerFromCookieHeader } from '../context.ts';
import { CROSS_SITE_REFUSED, isAllowedOrigin } from '../security/origin.ts';
import type { AppServices } from '../services.ts';
import { MAX_UPLOAD_BYTES, SETTINGS_MESSAGES } from '../../shared/settings.ts';

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

/** Validates, resizes and stores an image; the URL is served from /uploads. */
export async function storeImage(uploadsDir: string, body: Buffer, purpose: UploadPurpose): Promise<StoredUpload> {
  // Checked here too, not only by the route: every caller gets the same rules.
  if (!isUploadPurpose(purpose)) throw new UploadError(UNKNOWN_PURPOSE, 400);
  if (body.length === 0) throw new UploadError('Choose an image file to upload.', 400);
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
  fs.mkdirSync(uploadsDir, { recursive: true });
  const file = `${purpose}-${randomUUID()}.${spec.format}`;
  fs.writeFileSync(path.join(uploadsDir, file), data);
  return { url: `/uploads/${file}`, width: info.width, height: info.height, bytes: data.length };
}

export function uploadsRouter(services: AppServices): Router {
  const router = express.Router();
  router.post(
    '/api/uploads',
    (req: Request, res: Response, next: NextFunction) => {
      // Before the body is read: a foreign page may not post files with the admin's cookie (as for
      // /graphql). A token call carries no cookie (it is ignored), and a page cannot attach an
      // Authorization header to another site's request without CORS, which this server never grants.
      const tokenCall = bearerToken(req.headers.authorization) !== undefined;
      if (!tokenCall && !isAllowedOrigin(req, services.config)) return void res.status(403).json({ error: CROSS_SITE_REFUSED });
      next();
    },
    express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES + 1 }),
    async (req: Request, res: Response) => {
      // With an Authorization header, the API token and nothing else (as for /graphql); otherwise the cookie.
      const token = bearerToken(req.headers.authorization);
      const viewer = token === undefined ? viewerFromCookieHeader(services, req.headers.cookie) : token ? validateApiToken(services.db, token) : null;
      if (!viewer) return void res.status(401).json({ error: token === undefined ? 'You must be signed in to upload images.' : API_TOKEN_INVALID });
      const purpose = req.query.purpose ?? 'gallery';
      if (!isUploadPurpose(purpose)) return void res.status(400).json({ error: UNKNOWN_PURPOSE });
      if (viewer.apiToken) {
        // A profile picture belongs to the account, which tokens never manage; uploading is a write.
        if (purpose === 'avatar') return void res.status(403).json({ error: API_TOKEN_NOT_FOR_ACCOUNT });
        if (viewer.apiToken.readOnly) return void res.status(403).json({ error: API_TOKEN_READ_ONLY_UPLOAD });
      }
      // Any signed-in user may upload their own avatar; every other image is site content.
      if (purpose !== 'avatar' && !isAdmin(viewer)) return void res.status(403).json({ error: 'Admin privileges required.' });
      try {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        res.status(201).json(await storeImage(services.config.uploadsDir, body, purpose));
      } catch (error) {
        if (error instanceof UploadError) return void res.status(error.status).json({ error: error.message });
        throw error;
      }
    },
  );
  return router;
}
