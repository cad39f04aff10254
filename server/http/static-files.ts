import express, { type Express } from 'express';
import type { Config } from '../config.ts';
import { STARTER_IMAGES_DIR, STARTER_IMAGES_URL } from '../db/seed/seed.ts';
import { imageVariants } from './image-variants.ts';

/**
 * Uploaded images (/uploads) and the starter images that ship with the repository (/starter), each
 * also in narrower copies (`?w=828`, image-variants.ts).
 */
export function mountStaticFiles(app: Express, config: Config): void {
  // Uploaded names are unique (uuid), so they can be cached for a long time.
  const options = { maxAge: '30d', immutable: true, index: false, fallthrough: false } as const;
  app.use('/uploads', imageVariants(config.uploadsDir, 'public, max-age=2592000, immutable'), express.static(config.uploadsDir, options));
  app.use(
    STARTER_IMAGES_URL,
    imageVariants(STARTER_IMAGES_DIR, 'public, max-age=86400'),
    express.static(STARTER_IMAGES_DIR, { ...options, immutable: false, maxAge: '1d' }),
  );
}
