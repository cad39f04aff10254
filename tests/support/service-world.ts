import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject, test as base } from 'vitest';
import { loadConfig, rootDir } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { users } from '../../server/db/schema/index.ts';
import { createOutbox } from '../../server/email/outbox.ts';
import { createWebhookDispatcher } from '../../server/modules/webhooks/index.ts';
import { registerNoticeReactions } from '../../server/modules/notices/index.ts';
import { createEmailTransport } from '../../server/email/transport.ts';
import { logger } from '../../server/logger.ts';
import { createPubSub } from '../../server/pubsub.ts';
import { createTokenBudgets } from '../../server/security/token-budget.ts';
import { createRateLimiterRegistry, type AppServices } from '../../server/app-services.ts';
import { day } from './days.ts';
import { createTemplateDatabase } from './template-database.ts';
import { TEST_ADMIN, TEST_TIME_ZONE } from './test-admin.ts';

/*
 * The fast tier's world: the services a resolver hands a module (database, config, outbox, pubsub)
 * on a fresh copy of the run's migrated, empty template database, with no HTTP server. A service
 * test calls the module's functions directly and reads the rows and the outbox afterwards. Each test
 * gets its own world; its clock (config.now) stands still at the time the test sets.
 *
 *   import { test, expect } from '../../../tests/support/service-world.ts';
 *   test('…', async ({ world }) => { world.clock.set('2027-03-13T23:30:00-05:00'); … });
 */

export interface Clock {
  now(): Date;
  /** Stops the clock at an instant (an ISO string with its offset, or a Date). */
  set(instant: Date | string): void;
  /** Moves a stopped clock on (or a running one, from now). */
  advance(ms: number): void;
}

export interface ServiceWorld extends AppServices {
  clock: Clock;
  /** The venue's today (by the world's clock) plus `offset` days, yyyy-MM-dd. */
  day(offset: number): string;
  /** The test admin's user id, the actor of owner actions. */
  adminId: string;
}

function createClock(): Clock {
  let fixed: number | null = null;
  return {
    now: () => new Date(fixed ?? Date.now()),
    set(instant) {
      fixed = new Date(instant).getTime();
    },
    advance(ms) {
      fixed = (fixed ?? Date.now()) + ms;
    },
  };
}

/** The empty template (migrated, with the test admin), or one built here when the run has none. */
function emptyTemplate(dir: string): Promise<string> | string {
  const templates = inject('templateDatabases');
  if (templates) return templates.empty;
  const file = path.join(dir, 'template.db');
  return createTemplateDatabase(file, { seed: false }).then(() => file);
}

export async function createServiceWorld(): Promise<ServiceWorld & { close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-service-'));
  const databasePath = path.join(dir, 'venue.db');
  fs.copyFileSync(await emptyTemplate(dir), databasePath);
  const clock = createClock();
  const config = loadConfig(
    { VENUE_TIMEZONE: TEST_TIME_ZONE },
    {
      databasePath,
      uploadsDir: path.join(dir, 'uploads'),
      clientDir: path.join(rootDir, 'dist', 'client'),
      publicUrl: 'http://venue.test',
      outboxWorker: false,
      webhookWorker: false,
      seed: false,
      now: clock.now,
    },
  );
  registerNoticeReactions();
  const database = openDatabase(databasePath);
  const { db } = database;
  const pubsub = createPubSub();
  const outbox = createOutbox({ db, transport: createEmailTransport(config), config, logger });
  const webhooks = createWebhookDispatcher({ db, logger });
  const admin = db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email)).get();
  if (!admin) throw new Error('The template database has no test admin.');
  return {
    config,
    db,
    pubsub,
    outbox,
    webhooks,
    logger,
    rateLimiter: createRateLimiterRegistry(db),
    tokenBudgets: createTokenBudgets(),
    clock,
    day: (offset) => day(offset, config.venueTimeZone, clock.now()),
    adminId: admin.id,
    async close() {
      await outbox.stop();
      await webhooks.stop();
      database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend('world', async ({}, { onCleanup }) => {
  const world = await createServiceWorld();
  onCleanup(() => world.close());
  return world;
});

export { describe, expect } from 'vitest';
