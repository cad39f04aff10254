import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';

/** The answer to a POST from a foreign page, for /graphql and /api/uploads alike. */
export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed.';

/**
 * True when a request carries no Origin (a non-browser client: curl, tests, server-to-server) or
 * an Origin naming this site: the host the request was sent to, or PUBLIC_URL. Browsers always
 * send Origin on cross-site POSTs and WebSocket handshakes, so a foreign page cannot pass.
 */
export function isAllowedOrigin(req: IncomingMessage, config: Pick<Config, 'publicUrl' | 'trustProxy'>): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (origin === 'null') return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  if (req.headers.host && originHost === req.headers.host) return true;
  // Behind one trusted proxy that rewrites Host (nginx's default proxy_pass), the host the browser
  // used arrives as X-Forwarded-Host. Only with TRUST_PROXY=1: otherwise anyone could send it.
  const forwardedHost = req.headers['x-forwarded-host'];
  if (config.trustProxy && typeof forwardedHost === 'string' && originHost === forwardedHost.split(',')[0]!.trim()) return true;
  try {
    return originHost === new URL(config.publicUrl).host;
  } catch {
    return false;
  }
}
