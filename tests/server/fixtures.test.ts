import fs from 'node:fs';
import { describe, expect, test } from '../support/fixtures.ts';
import { migrationsFolder } from '../../server/db/client.ts';
import { TEST_ADMIN } from '../support/test-admin.ts';

/* The shared fixtures themselves: what every converted test file relies on. */

describe('the server fixture', () => {
  test('starts from the run\'s migrated template: every migration applied, the starter venue and the test admin present', async ({ server }) => {
    const journal = JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
    const applied = server.db.$client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number };
    expect(applied.n).toBe(journal.entries.length);
    expect(server.db.$client.prepare('select journal_mode from pragma_journal_mode').pluck().get()).toBe('wal');
    const faqs = await server.session().data<{ faqs: unknown[] }>('query { faqs { id } }');
    expect(faqs.faqs.length).toBeGreaterThan(0);
    expect(server.config.databasePath).not.toBe(server.config.databasePath.replace(/venue-test-[^/]+/, ''));
  });

  test('gives a signed-in admin session', async ({ admin }) => {
    const { viewer } = await admin.data<{ viewer: { email: string; isAdmin: boolean } }>('query { viewer { email isAdmin } }');
    expect(viewer).toEqual({ email: TEST_ADMIN.email, isAdmin: true });
  });

  test('is the same server for every test of the file', async ({ server, admin }) => {
    expect(admin.url).toBe(server.url);
  });
});

describe('the factories', () => {
  test('write bookings, inquiries and special dates the admin then reads over GraphQL', async ({ admin, factories }) => {
    const booking = factories.booking({ clientName: 'Factory Client', eventDate: factories.day(40), status: 'confirmed' });
    const inquiry = factories.inquiry({ name: 'Factory Visitor' });
    const special = factories.specialDate({ date: factories.day(50), status: 'premium_rate', premiumMultiplier: 1.5 });
    expect(booking).toMatchObject({ clientName: 'Factory Client', status: 'confirmed', eventSpaceId: 'factory-hall' });

    const data = await admin.data<{ bookings: { nodes: { id: string }[] }; inquiries: { nodes: { id: string }[] }; specialDates: { nodes: { id: string; date: string }[] } }>(
      'query { bookings(first: 100) { nodes { id } } inquiries(first: 100) { nodes { id } } specialDates(first: 100) { nodes { id date } } }',
    );
    expect(data.bookings.nodes.map((row) => row.id)).toContain(booking.id);
    expect(data.inquiries.nodes.map((row) => row.id)).toContain(inquiry.id);
    expect(data.specialDates.nodes).toContainEqual({ id: special.id, date: factories.day(50) });
  });

  test('give each row its own name and address', ({ factories }) => {
    const [first, second] = [factories.inquiry(), factories.inquiry()];
    expect(first.email).not.toBe(second.email);
  });
});
