import type { NextFunction, Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { isImageWidth } from '../../shared/images.ts';
import { MAX_IMAGE_PIXELS } from './uploads.ts';

/*
 * Narrower copies of the site's images for small screens: `/uploads/<file>?w=828` (or /starter)
 * answers with the image scaled down to that width (never up), as WebP. Pages list them in
 * `srcset` (shared/images.ts, which holds the widths), so a phone downloads a 828-pixel hero instead of the
 * 2,400-pixel original. Only the widths below are made, each once per file version, kept in memory
 * (bounded); anything else falls through to the original file.
 */

// Process-wide for sharp (uploads too). libvips keeps up to 50 MB of decoded images in its own
// operation cache and runs one thread per core per image; the variants are cached here already,
// and on a small VPS memory matters more than a resize's speed: no libvips cache, one thread.
sharp.cache(false);
sharp.concurrency(1);

const LIMITS = { maxEntries: 200, maxBytes: 48 * 1024 * 1024 } as const;
const RESIZABLE = /\.(webp|jpe?g|png)$/i;

interface Variant {
  body: Buffer;
  type: string;
}

export function imageVariants(dir: string, cacheControl: string) {
  const cache = new Map<string, Promise<Variant>>();
  let bytes = 0;
  const sizes = new Map<string, number>();

  const remember = (key: string, variant: Promise<Variant>) => {
    cache.set(key, variant);
    variant.then(
      (done) => {
        sizes.set(key, done.body.length);
        bytes += done.body.length;
        for (const [oldest] of cache) {
          if (cache.size <= LIMITS.maxEntries && bytes <= LIMITS.maxBytes) break;
          cache.delete(oldest);
          bytes -= sizes.get(oldest) ?? 0;
          sizes.delete(oldest);
        }
      },
      () => cache.delete(key),
    );
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    const width = Number(req.query.w);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isImageWidth(width)) return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(dir, `.${name}`);
    if (!file.startsWith(`${path.resolve(dir)}${path.sep}`) || !RESIZABLE.test(file)) return next();
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return next();
    }
    const key = `${file}\u0000${stat.mtimeMs}\u0000${width}`;
    let variant = cache.get(key);
    if (!variant) {
      variant = sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer()
        .then((body) => ({ body, type: 'image/webp' }));
      remember(key, variant);
    } else {
      cache.delete(key); // most recently used last
      cache.set(key, variant);
    }
    try {
      const { body, type } = await variant;
      res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', cacheControl);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      next(); // not an image sharp can read: the original file answers
    }
  };
}
