import helmet from 'helmet';
import type { Config } from '../config.ts';

/*
 * Security headers on every response. The CSP allows only this origin: scripts, workers,
 * connections (HTTP and WebSocket), images and fonts; frames only from this origin (the admin's
 * preview of the site), and only this origin may frame us. Styles allow 'unsafe-inline' because
 * Mantine sets style attributes and injects CSS variables at run time.
 */
export function securityHeaders(config: Config) {
  const https = config.publicUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Development only: Vite's React refresh runs a small inline script in the page.
        scriptSrc: config.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}

/**
 * The same headers as a list, read once from helmet: what the cached-page fast path
 * (server/http/client.ts) sends without running the middleware for each request.
 */
export function securityHeaderValues(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: unknown) => void (headers[name] = String(value)), removeHeader: () => {} };
  securityHeaders(config)({ method: 'GET', headers: {} } as never, recorder as never, () => {});
  return headers;
}
