import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../server/db/client.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { contentChangeLog, contentSections, galleryImages, heroSlides, userRoles } from '../../server/db/schema/index.ts';
import { createTestUser, signedInAs } from '../support/factories.ts';
import { GraphQLSession } from '../support/graphql.ts';
import { startTestServer, } from '../support/test-server.ts';

const RESULT = `result { status message details ranAt checks { name status message } }`;
const DATABASE_TEST = `mutation { runAdminDatabaseTest { ${RESULT} } }`;
const CONTENT_TEST = `mutation { runContentEditingTest { ${RESULT} } }`;

interface Result {
  status: 'PASS' | 'FAIL';
  message: string;
  details: string | null;
  checks: { name: string; status: string; message: string }[];
}

/** The migrations this checkout has (the lead may add more when merging). */
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const migrationCount = journal.entries.length;

const databaseTest = async (session: GraphQLSession) => (await session.data(DATABASE_TEST)).runAdminDatabaseTest.result as Result;
const contentTest = async (session: GraphQLSession) => (await session.data(CONTENT_TEST)).runContentEditingTest.result as Result;

describe('the admin database test', () => {
  it('passes for an admin with the counts, the rolled-back update, integrity and the migration', async ({ admin }) => {
    const result = await databaseTest(admin);
    expect(result.status).toBe('PASS');
    expect(result.message).toBe('Admin database test successful!');
    expect(result.checks.map((check) => [check.name, check.status])).toEqual([
      ['Session', 'PASS'],
      ['User role', 'PASS'],
      ['Content sections', 'PASS'],
      ['Gallery images', 'PASS'],
      ['Hero slides', 'PASS'],
      ['Update test', 'PASS'],
      ['Integrity check', 'PASS'],
      ['Migrations', 'PASS'],
    ]);
    // Shown as "User role: admin" (the check's name, then its message).
    expect(result.checks.find((check) => check.name === 'User role')?.message).toBe('admin');
    const details = JSON.parse(result.details!);
    expect(details).toMatchObject({
      user: 'owner@venue.test',
      role: 'admin',
      counts: { contentSections: 5, galleryImages: 3, heroSlides: 3 },
      canUpdate: true,
      integrity: 'ok',
      migration: { latest: journal.entries.at(-1)!.tag, applied: migrationCount, available: migrationCount },
    });
    expect(details.counts.contentSectionsByType.event).toBeGreaterThan(0);
  });

  it('tells an anonymous visitor to log in, and shows no figures', async ({ server }) => {
    const result = await databaseTest(server.session());
    expect(result).toMatchObject({ status: 'FAIL', message: 'User not authenticated. Please log in first.', details: null });
    expect(result.checks).toEqual([{ name: 'Session', status: 'FAIL', message: 'User not authenticated. Please log in first.' }]);
  });

  it('tells a signed-in non-admin their role', async ({ server }) => {
    const { session } = await signedInAs(server, 'user');
    const result = await databaseTest(session);
    expect(result).toMatchObject({ status: 'FAIL', message: 'User role: user. Admin access required.', details: null });
    expect(result.checks.map((check) => check.status)).toEqual(['PASS', 'FAIL']);
  });

  it('says "none" for an account without a role row', async ({ server }) => {
    const user = await createTestUser(server, 'user');
    server.db.delete(userRoles).where(eq(userRoles.userId, user.id)).run();
    const session = new GraphQLSession(server.url);
    await session.signIn(user.email, user.password);
    expect((await databaseTest(session)).message).toBe('User role: none. Admin access required.');
  });
});

describe('the content editing test', () => {
  it('passes for an admin', async ({ admin }) => {
    const result = await contentTest(admin);
    expect(result).toMatchObject({ status: 'PASS', message: 'Content editing test complete' });
    expect(JSON.parse(result.details!)).toMatchObject({ rowsUpdated: 1, rolledBack: true, unchangedAfterRollback: true, galleryImagesRead: 1, heroSlidesRead: 1 });
  });

  it('asks anyone else to log in as admin', async ({ server }) => {
    const { session } = await signedInAs(server, 'user');
    for (const caller of [server.session(), session]) {
      const result = await contentTest(caller);
      expect(result).toMatchObject({ status: 'FAIL', message: 'Please log in as admin first', details: null });
    }
  });
});

describe('running the tests changes nothing', () => {
  it('leaves every content row, and the change log, exactly as it was', async ({ server, admin }) => {
    const snapshot = () => ({
      sections: server.db.select().from(contentSections).all(),
      gallery: server.db.select().from(galleryImages).all(),
      slides: server.db.select().from(heroSlides).all(),
      changes: server.db.select().from(contentChangeLog).all(),
    });
    const before = snapshot();
    for (let i = 0; i < 3; i++) {
      expect((await databaseTest(admin)).status).toBe('PASS');
      expect((await contentTest(admin)).status).toBe('PASS');
    }
    expect(snapshot()).toEqual(before);
  });
});

// Servers of their own: an empty database and one whose migration record is wiped, which the file's server must not be.
describe('on a database that is not right', () => {
  it('fails the update test on an empty database instead of pretending', async () => {
    const empty = await startTestServer({ seed: false });
    try {
      const session = await empty.adminSession();
      const result = (await session.data(DATABASE_TEST)).runAdminDatabaseTest.result as Result;
      expect(result).toMatchObject({ status: 'FAIL', message: 'No content sections to test an update with' });
      const content = (await session.data(CONTENT_TEST)).runContentEditingTest.result as Result;
      expect(content).toMatchObject({ status: 'FAIL', message: 'Content editing test failed' });
    } finally {
      await empty.close();
    }
  });

  it('reports migrations that are not all applied', async () => {
    const behind = await startTestServer();
    try {
      behind.db.$client.prepare('delete from __drizzle_migrations').run();
      const session = await behind.adminSession();
      const result = (await session.data(DATABASE_TEST)).runAdminDatabaseTest.result as Result;
      expect(result).toMatchObject({ status: 'FAIL', message: `Database migrations are not up to date: 0 of ${migrationCount} applied` });
    } finally {
      await behind.close();
    }
  });
});
