import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App, type CreateAppOptions } from '../../server/app.ts';
import { loadConfig, rootDir, type Config } from '../../server/config.ts';
import type { DB } from '../../server/db/client.ts';
import type { AppServices } from '../../server/app-services.ts';
import type { PubSubEvents } from '../../server/pubsub.ts';
import { resolveTestHost } from '../mocks/remote-images.ts';
import { inject } from 'vitest';
import { todayIn } from '../../server/lib/dates.ts';
import { GraphQLSession } from './graphql.ts';
import { TEST_ADMIN, TEST_TIME_ZONE } from './test-admin.ts';

export { TEST_ADMIN };

export interface TestServer {
  url: string;
  app: App;
  services: AppServices;
  db: DB;
  config: Config;
  /** A fresh anonymous GraphQL session (its own cookie jar). */
  session(): GraphQLSession;
  /** A session signed in as the starter admin. */
  adminSession(): Promise<GraphQLSession>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Fill the database with the starter venue (default true). */
  seed?: boolean;
  /** Send e-mail through Resend's API (intercepted by msw); default: outbox only. */
  resend?: boolean;
  config?: Partial<Config>;
  /** Options of createApp itself (the fast paths, the render budget, a logger to read access lines from). */
  app?: CreateAppOptions;
}

/**
 * The migrated template this server's database may start as (tests/support/template-database.ts),
 * or null when the options ask for something the templates were not built with.
 */
function templateFor(options: TestServerOptions): string | null {
  const templates = inject('templateDatabases');
  if (!templates) return null;
  const overrides = options.config ?? {};
  if (overrides.databasePath || overrides.adminEmail || overrides.adminPassword) return null;
  const seed = options.seed ?? true;
  // The templates hold the demo venue; an empty venue is seeded afresh.
  if (seed && overrides.starterVenue === 'empty') return null;
  // The starter's dates are relative to "today" in the venue's zone.
  if (seed && overrides.venueTimeZone && overrides.venueTimeZone !== TEST_TIME_ZONE) return null;
  // A run that crosses the venue's midnight (05:00 UTC) seeds afresh from then on, so the starter's
  // dates count from the same today as the tests that look for them.
  if (seed && templates.seededOn !== todayIn(TEST_TIME_ZONE)) return null;
  return seed ? templates.seeded : templates.empty;
}

/**
 * A real server on a free port with its own fresh SQLite file and uploads folder, as `npm start`
 * runs it, except that the outbox worker is off: tests deliver mail with outbox.processDue().
 * The file starts as a copy of the run's migrated template when there is one.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-test-'));
  const template = templateFor(options);
  if (template) fs.copyFileSync(template, path.join(dir, 'venue.db'));
  const config = loadConfig(
    { VENUE_TIMEZONE: TEST_TIME_ZONE },
    {
      port: 0,
      host: '127.0.0.1',
      databasePath: path.join(dir, 'venue.db'),
      uploadsDir: path.join(dir, 'uploads'),
      backupsDir: path.join(dir, 'backups'),
      clientDir: path.join(rootDir, 'dist', 'client'),
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      resendApiKey: options.resend ? 're_test_0123456789' : undefined,
      outboxWorker: false,
      webhookWorker: false,
      seed: options.seed ?? true,
      // Image imports resolve host names from a table: no test asks real DNS.
      resolveHost: resolveTestHost,
      ...options.config,
    },
  );
  const app = await createApp(config, options.app);
  const url = await app.listen();
  // Links in e-mails and the Origin check use the address the server really got.
  config.publicUrl = url;
  return {
    url,
    app,
    services: app.services,
    db: app.services.db,
    config,
    session: () => new GraphQLSession(url),
    async adminSession() {
      const session = new GraphQLSession(url);
      await session.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      return session;
    },
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the server has at least `atLeast` listeners on a subscription topic: a screen's
 * subscription is live only once its subscribe message has reached the server, and a change made
 * before that is not seen. Waiting on the server's count instead of a fixed pause holds on a busy
 * machine too.
 */
export function untilSubscribed(server: TestServer, topic: keyof PubSubEvents & string, atLeast = 1, timeout = 15_000): Promise<void> {
  return untilListeners(server, topic, (count) => count >= atLeast, `${atLeast} or more`, timeout);
}

/**
 * Waits until the server has at most `atMost` listeners on a topic: a closed tab's subscription
 * ends a moment after the tab, and until then it would satisfy untilSubscribed for the next tab.
 */
export function untilUnsubscribed(server: TestServer, topic: keyof PubSubEvents & string, atMost = 0, timeout = 15_000): Promise<void> {
  return untilListeners(server, topic, (count) => count <= atMost, `${atMost} or fewer`, timeout);
}

async function untilListeners(server: TestServer, topic: keyof PubSubEvents & string, done: (count: number) => boolean, wanted: string, timeout: number) {
  const deadline = Date.now() + timeout;
  while (!done(server.services.pubsub.listenerCount(topic))) {
    if (Date.now() > deadline) throw new Error(`Not ${wanted} subscriber(s) of ${topic} after ${timeout} ms (${server.services.pubsub.listenerCount(topic)} now).`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
