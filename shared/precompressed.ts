/**
 * The built client's hashed assets (dist/client/assets) are written beside their Brotli and gzip
 * copies at build time (scripts/production/precompress.ts), and the server sends the copy a browser
 * accepts (server/http/precompressed.ts): the best compression once, instead of compression()'s fast
 * level on every response (the islands' hydration chunk: 98 kB at Brotli's level 4, 84 kB at 11).
 */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED)[number]['encoding'];
/** Files of these types are compressed (fonts and images are compressed already). */
export const PRECOMPRESSED_TYPES = /\.(js|css|svg|json|html|txt|map)$/;
