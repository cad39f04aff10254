import dns from 'node:dns';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_TOKEN_BUDGET } from '../shared/api-limits.ts';
import { DEFAULT_CONTACT_INFO } from '../shared/contact.ts';

/**
 * The repository root, whichever file imports this: the nearest folder up with a package.json. The
 * server runs from server/*.ts in development and tests and from the bundle in dist/app/ in
 * production, so a fixed number of `..` would be wrong in one of them.
 */
export const rootDir = (() => {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error('No package.json above the server: run it from the project folder.');
  }
})();

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface Config {
  port: number;
  /** Host to listen on; all interfaces unless HOST says otherwise. */
  host: string;
  databasePath: string;
  /** Folder for uploaded images (logo, favicon, gallery, avatars). */
  uploadsDir: string;
  /** Where backups go: `npm run backup`, and the backup the server writes before migrating. */
  backupsDir: string;
  /** METRICS_PORT: a loopback-only listener for Prometheus (/metrics); null: none (admins still read /metrics on the site). */
  metricsPort: number | null;
  /** /healthz answers 503 when the data folder's disk has less free space than this (MB). */
  healthMinFreeDiskMb: number;
  /** /healthz says "degraded" when the newest backup is older than this (hours; 0: not checked). */
  healthMaxBackupAgeHours: number;
  /**
   * One reverse proxy in front (TRUST_PROXY=1): client addresses and request ids are read from its
   * X-Forwarded-For and X-Request-Id headers.
   */
  trustProxy: boolean;
  /** Folder holding the built client (index.html + assets). */
  clientDir: string;
  publicUrl: string;
  resendApiKey: string | undefined;
  /** How long one send to Resend may take before it counts as failed and is retried later. */
  emailSendTimeoutMs: number;
  emailFrom: string;
  venueEmail: string;
  venueTimeZone: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  production: boolean;
  /** Run Vite in middleware mode instead of serving the built client. */
  dev: boolean;
  /** Start the e-mail outbox worker (tests drive the outbox by hand). */
  outboxWorker: boolean;
  /** Start the webhook delivery worker (tests drive it by hand with processDue). */
  webhookWorker: boolean;
  /** Insert the starter venue into an empty database. */
  seed: boolean;
  /**
   * Which starter venue a new database gets (DEMO_VENUE): 'demo', the demo venue with sample
   * bookings and inquiries (the default: `npm start` on a developer's machine shows a working
   * site), or 'empty', placeholders and no sample data (DEMO_VENUE=0, the production env file).
   */
  starterVenue: 'demo' | 'empty';
  /**
   * Name service for "add an image by web address" (http/image-import.ts): every address it
   * returns is checked before the download connects to it. dns.lookup; tests answer from a table.
   */
  resolveHost: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * The clock that time-based rules read (hold expiry and reminders): the system clock; a test
   * moves it to see what happens days later, across a restart.
   */
  now: () => Date;
  /** Cost points an API token may spend per hour (docs/api.md, Rate limits). */
  apiTokenPointsPerHour: number;
}

/** Reads the environment once; everything downstream receives a Config, never process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 4000);
  const dataDir = path.join(rootDir, 'data');
  const config: Config = {
    port,
    host: env.HOST ?? '0.0.0.0',
    databasePath: path.resolve(env.DATABASE_PATH ?? path.join(dataDir, 'venue.db')),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    backupsDir: path.resolve(env.BACKUPS_DIR || path.join(dataDir, 'backups')),
    trustProxy: env.TRUST_PROXY === '1',
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : null,
    healthMinFreeDiskMb: Number(env.HEALTH_MIN_FREE_DISK_MB ?? 100),
    healthMaxBackupAgeHours: Number(env.HEALTH_MAX_BACKUP_AGE_HOURS ?? 36),
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(rootDir, 'dist', 'client')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    resendApiKey: env.RESEND_API_KEY || undefined,
    emailSendTimeoutMs: Number(env.EMAIL_SEND_TIMEOUT_MS ?? 15_000),
    emailFrom: env.EMAIL_FROM ?? 'Grand Willow Hall <hello@grandwillowhall.com>',
    // The venue's inbox defaults to its public address (shared/contact.ts).
    venueEmail: env.VENUE_EMAIL ?? DEFAULT_CONTACT_INFO.email,
    venueTimeZone: env.VENUE_TIMEZONE ?? 'America/New_York',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    production: env.NODE_ENV === 'production',
    dev: false,
    outboxWorker: true,
    webhookWorker: true,
    seed: true,
    starterVenue: /^(0|false|no|off)$/i.test((env.DEMO_VENUE ?? '').trim()) ? 'empty' : 'demo',
    resolveHost: (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true }),
    now: () => new Date(),
    apiTokenPointsPerHour: Number(env.API_TOKEN_POINTS_PER_HOUR ?? API_TOKEN_BUDGET.pointsPerHour),
    ...overrides,
  };
  assertTimeZone(config.venueTimeZone);
  return config;
}

export const PUBLIC_URL_MISSING =
  'PUBLIC_URL is not set: e-mail links, the sitemap and link previews point at localhost. Set it to the address visitors use, for example PUBLIC_URL=https://venue.example.com.';

/**
 * Production without PUBLIC_URL still starts (the README's `npm install && npm start` must work on
 * a fresh machine) but says at once, in the log, what is wrong; an unusable PUBLIC_URL is refused.
 * Behind a proxy that rewrites Host, the cross-site check also accepts the proxy's
 * X-Forwarded-Host when TRUST_PROXY=1 (security/origin.ts).
 */
export function productionConfigWarnings(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return env.PUBLIC_URL ? [] : [PUBLIC_URL_MISSING];
}

/** PUBLIC_URL, when set, must be an http(s) address (anything else would break every link). */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  if (!env.PUBLIC_URL) return [];
  if (!URL.canParse(env.PUBLIC_URL) || !/^https?:$/.test(new URL(env.PUBLIC_URL).protocol)) {
    return [`PUBLIC_URL "${env.PUBLIC_URL}" is not an http(s) address (for example https://venue.example.com).`];
  }
  return [];
}

function assertTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`VENUE_TIMEZONE "${timeZone}" is not an IANA time zone (for example America/New_York).`);
  }
}
