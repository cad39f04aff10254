import express, { type Request, type Response, type Router } from 'express';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { isAdmin } from '../auth/access.ts';
import { viewerFromCookieHeader } from '../context.ts';
import type { AppServices } from '../services.ts';

/*
 * Image uploads (gallery, hero, logo, favicon: admins; avatar: any signed-in user): POST /api/uploads?purpose=…
 * with the raw file as the body. The type is decided by the file's bytes (sharp reads them), not
 * by its name or Content-Type; SVG is refused because it can carry script. The image is resized
 * for the web and re-encoded, which also strips metadata (camera GPS and the like).
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const UPLOAD_PURPOSES = {
  gallery: { width: 1920, height: 1920, fit: 'inside', format: 'webp' },
  hero: { width: 2400, height: 1600, fit: 'inside', format: 'webp' },
  logo: { width: 512, height: 512, fit: 'inside', format: 'png' },
  favicon: { width: 64, height: 64, fit: 'cover', format: 'png' },
  avatar: { width: 256, height: 256, fit: 'cover', format: 'webp' },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

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
  if (body.length === 0) throw new UploadError('Choose an image file to upload.', 400);
  if (body.length > MAX_UPLOAD_BYTES) throw new UploadError('Images must be 10 MB or smaller.', 413);
  let format: string | undefined;
  try {
    format = (await sharp(body).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new UploadError('That file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF file.', 415);
  }
  const spec = UPLOAD_PURPOSES[purpose];
  const pipeline = sharp(body, { animated: false })
    .rotate()
    .resize({ width: spec.width, height: spec.height, fit: spec.fit, withoutEnlargement: spec.fit === 'inside' });
  const { data, info } = await (spec.format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 80 }))
    .toBuffer({ resolveWithObject: true });
  fs.mkdirSync(uploadsDir, { recursive: true });
  const file = `${purpose}-${randomUUID()}.${spec.format}`;
  fs.writeFileSync(path.join(uploadsDir, file), data);
  return { url: `/uploads/${file}`, width: info.width, height: info.height, bytes: data.length };
}

export function uploadsRouter(services: AppServices): Router {
  const router = express.Router();
  router.post(
    '/api/uploads',
    express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES + 1 }),
    async (req: Request, res: Response) => {
      const viewer = viewerFromCookieHeader(services, req.headers.cookie);
      if (!viewer) return void res.status(401).json({ error: 'You must be signed in to upload images.' });
      const purpose = String(req.query.purpose ?? 'gallery');
      if (!(purpose in UPLOAD_PURPOSES)) {
        return void res.status(400).json({ error: `Unknown upload purpose "${purpose}".` });
      }
      // Any signed-in user may upload their own avatar; every other image is site content.
      if (purpose !== 'avatar' && !isAdmin(viewer)) return void res.status(403).json({ error: 'Admin privileges required.' });
      try {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        res.status(201).json(await storeImage(services.config.uploadsDir, body, purpose as UploadPurpose));
      } catch (error) {
        if (error instanceof UploadError) return void res.status(error.status).json({ error: error.message });
        throw error;
      }
    },
  );
  return router;
}
