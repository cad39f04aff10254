import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { PRECOMPRESSED_TYPES } from '../../shared/precompressed.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Brotli's best level is slow (about 1 MB/s): files this large (the explorer's editor) get a fast level. */
const LARGE_FILE = 512 * 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of the client build's assets
 * folder (shared/precompressed.ts says why), when the copy is smaller than the file.
 */
export function precompressAssets(assetsDir: string): Plugin {
  return {
    name: 'venue:precompress-assets',
    apply: 'build',
    async writeBundle() {
      if (!fs.existsSync(assetsDir)) return;
      const files = fs.readdirSync(assetsDir).filter((name) => PRECOMPRESSED_TYPES.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(assetsDir, name);
          const bytes = await fs.promises.readFile(file);
          const quality = bytes.length > LARGE_FILE ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzip(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
