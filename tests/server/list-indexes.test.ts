import { eq, inArray, sql } from 'drizzle-orm';
import { bookings, inquiries } from '../../server/db/schema/index.ts';
import { describe, expect, test } from '../support/fixtures.ts';

/*
 * The admin lists' search index and kept status counts (drizzle/0011_search_and_status_counts.sql):
 * whatever is written, updated or deleted, a search and the status tabs answer exactly what
 * reading every row would (fast at volume without a wrong count or a lost match).
 */

test.override('serverOptions', { seed: false });

const COUNTS = `query Counts($search: String) {
  bookings(first: 0, search: $search) { totalCount statusCounts { status count } }
  inquiries(first: 0, search: $search) { totalCount statusCounts { status count } }
}`;
const FOUND = `query Found($search: String) {
  bookings(first: 100, search: $search) { nodes { clientName } }
  inquiries(first: 100, search: $search) { nodes { name } }
}`;

describe('the search index and the kept status counts', () => {
  test('follow every insert, update and delete', async ({ server, admin, factories }) => {
    const made = [
      factories.booking({ clientName: 'Zoë MacAllister', status: 'pending' }),
      factories.booking({ clientName: 'Ravi Patel', status: 'confirmed', adminNotes: 'Wants the "Garden" terrace' }),
      factories.booking({ clientName: 'Ana García', status: 'pending' }),
    ];
    const asked = [
      factories.inquiry({ name: 'Olu Okafor', message: 'Is 50% off possible?', status: 'new' }),
      factories.inquiry({ name: "Seán O'Brien", status: 'read' }),
    ];
    // Updates: a status move, a renamed client, a new note; deletes: one of each.
    server.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, made[0]!.id)).run();
    server.db.update(bookings).set({ clientName: 'Ana Lopez' }).where(eq(bookings.id, made[2]!.id)).run();
    server.db.update(inquiries).set({ status: 'handled', message: 'Rooftop at sunset?' }).where(eq(inquiries.id, asked[0]!.id)).run();
    server.db.delete(bookings).where(eq(bookings.id, made[1]!.id)).run();
    server.db.delete(inquiries).where(eq(inquiries.id, asked[1]!.id)).run();
    factories.inquiry({ name: 'Mei Chen', status: 'new' });

    const counted = (table: 'bookings' | 'inquiries') =>
      new Map(server.db.all<{ status: string; n: number }>(sql`SELECT status, count(*) AS n FROM ${sql.identifier(table)} GROUP BY status`).map((row) => [row.status.toUpperCase(), row.n]));
    const { bookings: bookingList, inquiries: inquiryList } = await admin.data(COUNTS);
    for (const [list, table] of [[bookingList, 'bookings'], [inquiryList, 'inquiries']] as const) {
      const real = counted(table);
      for (const { status, count } of list.statusCounts) expect([table, status, count]).toEqual([table, status, real.get(status) ?? 0]);
      expect(list.totalCount).toBe([...real.values()].reduce((sum, n) => sum + n, 0));
    }

    const found = async (search: string) => {
      const data = await admin.data(FOUND, { search });
      return [...data.bookings.nodes.map((n: { clientName: string }) => n.clientName), ...data.inquiries.nodes.map((n: { name: string }) => n.name)];
    };
    expect(await found('macallister')).toEqual(['Zoë MacAllister']);
    expect(await found('ZOË MAC')).toEqual(['Zoë MacAllister']);
    expect(await found('ana lopez')).toEqual(['Ana Lopez']);
    expect(await found('García')).toEqual([]); // renamed away
    expect(await found('Garden')).toEqual([]); // deleted
    expect(await found("O'Brien")).toEqual([]); // deleted
    expect(await found('rooftop')).toEqual(['Olu Okafor']);
    expect(await found('50%')).toEqual([]); // the old message is gone from the index too
    expect(await found('"')).toEqual([]);
    expect(await found('me')).toEqual(['Mei Chen']); // two letters: read without the trigram index
    expect(await found('"Mei')).toEqual([]); // a quote is searched for, not a query operator
    expect(await found('Mei Chen')).toEqual(['Mei Chen']);

    // The indexes agree with the rows they index.
    for (const index of ['bookings_text_search', 'inquiries_text_search']) {
      expect(() => server.db.run(sql`INSERT INTO ${sql.identifier(index)}(${sql.identifier(index)}, rank) VALUES ('integrity-check', 1)`)).not.toThrow();
    }
  });

  test('keep their triggers (a migration that rebuilds a table must recreate them)', ({ server }) => {
    const triggers = server.db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name`).map((row) => row.name);
    for (const table of ['bookings', 'inquiries']) {
      for (const kind of ['text_search', 'status_counts']) {
        for (const event of ['insert', 'update', 'delete']) expect(triggers).toContain(`${table}_${kind}_${event}`);
      }
    }
  });

  test('are what SQLite reads, also after ANALYZE (PRAGMA optimize runs it at close)', ({ server, factories }) => {
    const inquiry = factories.inquiry({ name: 'Plan Check' });
    for (let i = 0; i < 300; i++) factories.booking({ clientName: `Walk-in ${i}` });
    factories.booking({ inquiryId: inquiry.id });
    server.db.run(sql`ANALYZE`);
    const plan = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql: text, params } = query.toSQL();
      return server.db.$client.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params).map((row) => (row as { detail: string }).detail).join(' / ');
    };
    // An inquiries page's bookings: looked up by inquiry, not a read of every booking.
    expect(plan(server.db.select().from(bookings).where(inArray(bookings.inquiryId, [inquiry.id, 'another'])))).toMatch(/USING INDEX bookings_inquiry_idx/);
  });
});
