import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { storeImage, UploadError } from './uploads.ts';

/*
 * Storing an uploaded image when the disk cannot take it: the admin is told why, and no empty or
 * half-written file is left in the uploads folder (the site would serve it as a broken image).
 */
const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const uploadsDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-uploads-'));
  dirs.push(dir);
  return dir;
};
const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6' } }).png().toBuffer();

/** The disk fills while the file is written: it exists, with what fitted, when the write fails. */
function diskFullOnWrite(code: 'ENOSPC' | 'EACCES') {
  const write = fs.writeFileSync;
  vi.spyOn(fs, 'writeFileSync').mockImplementation((file, data) => {
    write(file, Buffer.from(data as Buffer).subarray(0, code === 'ENOSPC' ? 10 : 0));
    throw Object.assign(new Error(`${code}: write failed`), { code });
  });
}

describe('storing an upload', () => {
  test('a full disk: 507 with what to do, and nothing left in the uploads folder', async () => {
    const dir = uploadsDir();
    const body = await photo();
    diskFullOnWrite('ENOSPC');
    const failed = await storeImage(dir, body, 'gallery').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(UploadError);
    expect(failed).toMatchObject({ status: 507, message: expect.stringContaining('the server’s disk is full') });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test('a folder the site cannot write: 503 saying so, and nothing left', async () => {
    const dir = uploadsDir();
    const body = await photo();
    diskFullOnWrite('EACCES');
    await expect(storeImage(dir, body, 'gallery')).rejects.toMatchObject({ status: 503, message: expect.stringContaining('cannot write its uploads folder') });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test('a stored image is the only file, under the name its URL gives', async () => {
    const dir = uploadsDir();
    const stored = await storeImage(dir, await photo(), 'gallery');
    expect(fs.readdirSync(dir)).toEqual([path.basename(stored.url)]);
    expect(fs.statSync(path.join(dir, path.basename(stored.url))).size).toBe(stored.bytes);
  });
});
