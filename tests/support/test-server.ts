import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../../server/app.ts';
import { loadConfig, rootDir, type Config } from '../../server/config.ts';
import type { DB } from '../../server/db/client.ts';
import type { AppServices } from '../../server/services.ts';
import { resolveTestHost } from '../mocks/remote-images.ts';
import { GraphQLSession } from './graphql.ts';

export const TEST_ADMIN = { email: 'owner@venue.test', password: 'correct-horse-battery' } as const;

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
}

/**
 * A real server on a free port with its own fresh SQLite file and uploads folder, as `npm start`
 * runs it, except that the outbox worker is off: tests deliver mail with outbox.processDue().
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-test-'));
  const config = loadConfig(
    { VENUE_TIMEZONE: 'America/New_York' },
    {
      port: 0,
      host: '127.0.0.1',
      databasePath: path.join(dir, 'venue.db'),
      uploadsDir: path.join(dir, 'uploads'),
      clientDir: path.join(rootDir, 'dist', 'client'),
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      resendApiKey: options.resend ? 're_test_0123456789' : undefined,
      outboxWorker: false,
      seed: options.seed ?? true,
      // Image imports resolve host names from a table: no test asks real DNS.
      resolveHost: resolveTestHost,
      ...options.config,
    },
  );
  const app = await createApp(config);
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
