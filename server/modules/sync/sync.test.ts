import { eq, sql } from 'drizzle-orm';
import { bookings, faqs, holds, inquiries, ledgerEntries, quotes } from '../../db/schema/index.ts';
import { bookingScenario } from '../../../tests/support/scenarios.ts';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';
import { findNodes, replayThenLive, sinceAndOrdered, tombstonesConnection, changedSince } from './sync.service.ts';
import { syncTriggerStatements } from './synced-records.ts';

/*
 * Incremental sync's rules at the database: every write path keeps updated_at and tombstones true
 * (triggers), records are found by id alone, and a replay followed by live events loses nothing.
 */

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
const stampOf = (world: ServiceWorld, table: string, id: string) =>
  world.db.$client.prepare(`select updated_at from ${table} where id = ?`).pluck().get(id) as number;

/** A ledger entry as the ledger writes it (payments, charges and voids share the table). */
function ledgerEntry(world: ServiceWorld, bookingId: string, entry: Partial<typeof ledgerEntries.$inferInsert> = {}) {
  return world.db
    .insert(ledgerEntries)
    .values({ bookingId, kind: 'payment', reason: 'payment', amountCents: 5_000, description: 'Payment received', method: 'cash', occurredOn: world.day(0), actor: 'admin', ...entry })
    .returning()
    .get();
}

function inquiryScenario(world: ServiceWorld) {
  return world.db.insert(inquiries).values({ name: 'Ada Lovelace', email: 'ada@example.com' }).returning().get();
}

describe('the triggers that keep sync true', () => {
  test('a migrated database has exactly the triggers the registry describes', ({ world }) => {
    const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/;$/, '');
    const found = new Map(
      (world.db.$client.prepare("select name, sql from sqlite_master where type = 'trigger'").all() as { name: string; sql: string }[]).map((row) => [row.name, normalize(row.sql)]),
    );
    for (const [name, statement] of syncTriggerStatements()) expect(found.get(name), name).toBe(normalize(statement));
  });

  test('a raw update that leaves updated_at alone still moves it; an explicit one is kept', async ({ world }) => {
    const booking = bookingScenario(world);
    const before = stampOf(world, 'bookings', booking.id);
    await tick();
    world.db.$client.prepare("update bookings set admin_notes = 'Called back' where id = ?").run(booking.id);
    const after = stampOf(world, 'bookings', booking.id);
    expect(after).toBeGreaterThan(before);
    world.db.update(bookings).set({ updatedAt: new Date(1_000) }).where(eq(bookings.id, booking.id)).run();
    expect(stampOf(world, 'bookings', booking.id)).toBe(1_000);
  });

  test('a row inserted without updated_at in a table that gained it later is dated, not left at 1970', ({ world }) => {
    const id = crypto.randomUUID();
    world.db.$client.prepare("insert into inquiries (id, name, email, created_at) values (?, 'Raw Insert', 'raw@example.com', ?)").run(id, Date.now());
    expect(stampOf(world, 'inquiries', id)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('every delete leaves a tombstone, cascades included', ({ world }) => {
    const booking = bookingScenario(world);
    const quote = world.db.insert(quotes).values({ bookingId: booking.id }).returning().get();
    const payment = ledgerEntry(world, booking.id);
    // A charge shares the ledger with payments but is no Payment: it leaves no tombstone of its own.
    ledgerEntry(world, booking.id, { kind: 'charge', reason: 'agreed_price', description: 'Agreed price', method: null, occurredOn: null });
    world.db.delete(bookings).where(eq(bookings.id, booking.id)).run();
    const page = tombstonesConnection(world.db, { first: 10 }, {});
    expect(page.nodes.map((row) => [row.recordType, row.recordId]).sort()).toEqual(
      [
        ['Booking', booking.id],
        ['Payment', payment.id],
        ['Quote', quote.id],
      ].sort(),
    );
  });

  test("a record shown inside another moves its parent's updated_at (quotes, payments, holds, bookings of an inquiry)", async ({ world }) => {
    const inquiry = inquiryScenario(world);
    const booking = bookingScenario(world, { inquiryId: inquiry.id });
    let bookingStamp = stampOf(world, 'bookings', booking.id);
    let inquiryStamp = stampOf(world, 'inquiries', inquiry.id);

    await tick();
    ledgerEntry(world, booking.id);
    expect(stampOf(world, 'bookings', booking.id)).toBeGreaterThan(bookingStamp);
    // The booking is shown inside its inquiry: the inquiry moves too.
    expect(stampOf(world, 'inquiries', inquiry.id)).toBeGreaterThan(inquiryStamp);

    bookingStamp = stampOf(world, 'bookings', booking.id);
    inquiryStamp = stampOf(world, 'inquiries', inquiry.id);
    await tick();
    const hold = world.db
      .insert(holds)
      .values({ date: world.day(40), startTime: '17:00', endTime: '00:00', clientName: 'Ada', clientEmail: 'ada@example.com', inquiryId: inquiry.id, position: 1, expiresAt: new Date(Date.now() + 86_400_000) })
      .returning()
      .get();
    expect(stampOf(world, 'inquiries', inquiry.id)).toBeGreaterThan(inquiryStamp);

    inquiryStamp = stampOf(world, 'inquiries', inquiry.id);
    await tick();
    world.db.update(holds).set({ status: 'released', endedAt: new Date() }).where(eq(holds.id, hold.id)).run();
    expect(stampOf(world, 'inquiries', inquiry.id)).toBeGreaterThan(inquiryStamp);
    expect(stampOf(world, 'bookings', booking.id)).toBe(bookingStamp);
  });
});

describe('records by id', () => {
  test('nodes answers each id with its record and type, in the order asked, null for an unknown id', ({ world }) => {
    const booking = bookingScenario(world);
    const inquiry = inquiryScenario(world);
    const faq = world.db.insert(faqs).values({ question: 'Parking?', answer: 'Yes, 100 spaces.' }).returning().get();
    const found = findNodes(world.db, [inquiry.id, 'no-such-id', booking.id, faq.id]);
    expect(found.map((node) => node && [node.__typename, node.id])).toEqual([['Inquiry', inquiry.id], null, ['Booking', booking.id], ['Faq', faq.id]]);
  });

  test('a payment is found by its id until it is voided, which leaves its tombstone; other ledger entries are not payments', ({ world }) => {
    const booking = bookingScenario(world);
    const payment = ledgerEntry(world, booking.id);
    const charge = ledgerEntry(world, booking.id, { kind: 'charge', reason: 'agreed_price', description: 'Agreed price', method: null, occurredOn: null });
    expect(findNodes(world.db, [payment.id, charge.id]).map((node) => node && [node.__typename, node.id])).toEqual([['Payment', payment.id], null]);
    const voiding = ledgerEntry(world, booking.id, { reason: 'void', description: 'Payment of $50.00 voided', voidsEntryId: payment.id });
    expect(findNodes(world.db, [payment.id, voiding.id])).toEqual([null, null]);
    expect(tombstonesConnection(world.db, { first: 10 }, {}).nodes.map((row) => [row.recordType, row.recordId])).toEqual([['Payment', payment.id]]);
  });

  test('more than 100 ids at once are refused', ({ world }) => {
    expect(() => findNodes(world.db, Array.from({ length: 101 }, (_, i) => `id-${i}`))).toThrow(/at most 100 ids/);
  });
});

describe('reading what changed', () => {
  test('a plain list keeps what changed since an instant (inclusive), in update order', () => {
    const rows = [
      { id: 'b', updatedAt: new Date(3_000) },
      { id: 'a', updatedAt: new Date(2_000) },
      { id: 'c', updatedAt: new Date(2_000) },
      { id: 'd', updatedAt: new Date(1_000) },
    ];
    expect(sinceAndOrdered(rows, { updatedSince: new Date(2_000), orderBy: 'UPDATED_AT_ASC' }).map((row) => row.id)).toEqual(['a', 'c', 'b']);
    expect(sinceAndOrdered(rows, { orderBy: 'UPDATED_AT_DESC' }).map((row) => row.id)).toEqual(['b', 'c', 'a', 'd']);
    // A record that never changes (a payment) counts from when it was created.
    expect(sinceAndOrdered([{ id: 'p', createdAt: new Date(5_000) }], { updatedSince: new Date(4_000) })).toHaveLength(1);
  });

  test('changedSince reads page after page in update order, every record once', ({ world }) => {
    const made = Array.from({ length: 7 }, () => bookingScenario(world));
    const since = new Date(Math.min(...made.map((booking) => booking.updatedAt.getTime())));
    const read = [...changedSince(world.db, 'Booking', since, 3)];
    expect(read.map((row) => row.id).sort()).toEqual(made.map((booking) => booking.id).sort());
    const stamps = read.map((row) => row.updatedAt.getTime());
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  test('tombstones page oldest first and filter by type and instant', async ({ world }) => {
    const first = bookingScenario(world);
    const faq = world.db.insert(faqs).values({ question: 'Q', answer: 'A' }).returning().get();
    world.db.delete(bookings).where(eq(bookings.id, first.id)).run();
    await tick();
    const between = new Date();
    await tick();
    world.db.delete(faqs).where(eq(faqs.id, faq.id)).run();
    expect(tombstonesConnection(world.db, { first: 10 }, { deletedSince: between }).nodes.map((row) => row.recordId)).toEqual([faq.id]);
    expect(tombstonesConnection(world.db, { first: 10 }, { types: ['Booking'] }).nodes.map((row) => row.recordId)).toEqual([first.id]);
    const one = tombstonesConnection(world.db, { first: 1 }, {});
    expect(one.pageInfo.hasNextPage).toBe(true);
    const next = tombstonesConnection(world.db, { first: 1, after: one.pageInfo.endCursor }, {});
    expect(next.nodes.map((row) => row.recordId)).toEqual([faq.id]);
    expect(world.db.select({ n: sql<number>`count(*)` }).from(bookings).get()?.n).toBe(0);
  });
});

describe('a subscription that replays', () => {
  test('the replay comes first, then live events, and unsubscribing ends both', async () => {
    async function* live() {
      yield 'live-1';
      yield 'live-2';
    }
    const source = live();
    const events = replayThenLive(['old-1', 'old-2'][Symbol.iterator](), source);
    const seen: string[] = [];
    for await (const event of events) {
      seen.push(event);
      if (seen.length === 3) break;
    }
    expect(seen).toEqual(['old-1', 'old-2', 'live-1']);
    // break called return(): the live source is finished too.
    expect(await source.next()).toEqual({ done: true, value: undefined });
  });
});
