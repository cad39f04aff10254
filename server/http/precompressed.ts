import type { RequestHandler } from 'express';
import fs from 'node:fs';
import { PRECOMPRESSED, type PrecompressedEncoding } from '../../shared/precompressed.ts';
import { chooseEncoding } from './encoding.ts';

const EXTENSION = Object.fromEntries(PRECOMPRESSED.map(({ encoding, extension }) => [encoding, extension])) as Record<PrecompressedEncoding, string>;

/**
 * Sends a built asset's Brotli or gzip copy (shared/precompressed.ts) to a browser that accepts it,
 * with the file's own type, the caching headers of `options` and `Vary: Accept-Encoding`. Anything
 * else (no copy, neither encoding accepted) goes on to express.static, which sends the file itself;
 * compression() leaves a response that already has a Content-Encoding alone.
 */
export function precompressedAssets(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  // Which copies exist, read once at start: the folder is a build's, replaced only with a restart.
  const copies = new Map<string, PrecompressedEncoding[]>();
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  for (const name of names) {
    for (const { encoding, extension } of PRECOMPRESSED) {
      if (!name.endsWith(extension)) continue;
      const original = name.slice(0, -extension.length);
      copies.set(original, [...(copies.get(original) ?? []), encoding]);
    }
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    // A copy is no address of its own: its bytes are the file's, only ever sent encoded.
    if (PRECOMPRESSED.some(({ extension }) => name.endsWith(extension) && copies.has(name.slice(0, -extension.length)))) {
      return next(Object.assign(new Error('Not Found'), { status: 404, statusCode: 404, expose: true }));
    }
    const available = copies.get(name);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const encoding = chooseEncoding(req, available);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding);
    res.type(name);
    res.sendFile(`${name}${EXTENSION[encoding]}`, { root: dir, ...options, dotfiles: 'deny' }, (error) => {
      if (!error || res.headersSent) return;
      // The copy went missing: the file itself, unencoded.
      res.removeHeader('Content-Encoding');
      next();
    });
  };
}
