import { MAX_UPLOAD_BYTES, SETTINGS_MESSAGES } from '../../../../shared/settings.ts';

/** Purposes of POST /api/uploads that the settings screens use (server/http/uploads.ts). */
export type ImagePurpose = 'logo' | 'favicon' | 'avatar';

export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/**
 * Sends an image to the server, which checks it by its bytes, resizes it for its purpose and
 * answers with its /uploads/ address. Throws an Error with a message a person can act on.
 */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<{ url: string; width: number; height: number }> {
  if (file.size > MAX_UPLOAD_BYTES) throw new Error(SETTINGS_MESSAGES.imageTooLarge);
  let response: Response;
  try {
    response = await fetch(`/api/uploads?purpose=${purpose}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new Error('The upload did not reach the server. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => ({}))) as { url?: string; width?: number; height?: number; error?: string };
  if (!response.ok || !body.url) throw new Error(body.error ?? 'The image could not be uploaded. Please try again.');
  return { url: body.url, width: body.width ?? 0, height: body.height ?? 0 };
}
