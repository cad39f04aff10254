import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { badInput } from '../../errors.ts';
import type { UploadPurpose } from '../../http/uploads.ts';

/*
 * Branding images and avatars are stored as URLs, but only URLs this site produced: a path under
 * /uploads/ named by POST /api/uploads for the same purpose (so it was checked and resized for
 * that use), whose file exists. A pasted outside address, a path that climbs out of the uploads
 * folder or a gallery image used as a favicon is refused with a clear message.
 */
const UPLOADED_FILE = /^\/uploads\/([a-z]+)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|webp)$/;

export function validateUploadedImage(
  config: Pick<Config, 'uploadsDir'>,
  url: string,
  purpose: UploadPurpose,
  { label, field }: { label: string; field: string },
): string {
  const value = url.trim();
  const match = UPLOADED_FILE.exec(value);
  if (!match || match[1] !== purpose) {
    throw badInput(`The ${label} must be an image uploaded here (a /uploads/ address). Please upload the image again.`, field);
  }
  const file = path.join(config.uploadsDir, path.basename(value));
  if (!fs.existsSync(file)) {
    throw badInput(`The ${label} image was not found on the server. Please upload it again.`, field);
  }
  return value;
}
