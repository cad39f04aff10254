import type { Request } from 'express';

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send a response in: Brotli whenever the browser takes it, else gzip if it takes
 * that, else none (false). Browsers list gzip first at the same weight (Chrome sends "gzip, deflate,
 * br, zstd"), and plain negotiation picks the first listed: every page and script went to Chrome as
 * gzip, 10–15% larger than Brotli at the same level (decision 128).
 */
export function chooseEncoding(req: Request, available: readonly ContentEncoding[] = ['br', 'gzip']): ContentEncoding | false {
  if (!req.headers['accept-encoding']) return false;
  if (available.includes('br') && req.acceptsEncodings('br') === 'br') return 'br';
  return available.includes('gzip') && req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : false;
}
