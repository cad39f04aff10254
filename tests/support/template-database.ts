import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { seedStarterContent } from '../../server/db/seed/seed.ts';
import { todayIn } from '../../server/lib/dates.ts';
import { ensureFirstAdmin } from '../../server/modules/accounts/index.ts';
import { TEST_ADMIN, TEST_TIME_ZONE } from './test-admin.ts';

/*
 * globalSetup: the migrated databases every test server starts from, built once per run (the Epic
 * Stack habit) instead of migrating, seeding and hashing the admin's password for every server.
 * Two templates: `seeded` (migrated, starter venue, test admin) and `empty` (migrated, test admin).
 * startTestServer copies one into the server's own folder; options the template cannot honour (a
 * database path, another time zone for the starter dates, another admin) start from nothing, as
 * before. The templates are removed when the run ends.
 */

export interface TemplateDatabases {
  seeded: string;
  empty: string;
  /** The venue's "today" the seeded template's starter dates count from (yyyy-MM-dd). */
  seededOn: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases | null;
  }
}

export async function createTemplateDatabase(file: string, { seed }: { seed: boolean }) {
  const database = openDatabase(file);
  try {
    if (seed) seedStarterContent(database.db, { timeZone: TEST_TIME_ZONE });
    await ensureFirstAdmin(database.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
    // One self-contained file to copy: the WAL is folded in and switched off, and the copy's own
    // connection turns WAL back on when the server opens it.
    database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    database.sqlite.pragma('journal_mode = DELETE');
  } finally {
    database.close();
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-template-'));
  const templates: TemplateDatabases = { seeded: path.join(dir, 'seeded.db'), empty: path.join(dir, 'empty.db'), seededOn: todayIn(TEST_TIME_ZONE) };
  await createTemplateDatabase(templates.seeded, { seed: true });
  await createTemplateDatabase(templates.empty, { seed: false });
  project.provide('templateDatabases', templates);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
