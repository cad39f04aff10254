import { inArray } from 'drizzle-orm';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { bookings, eventSpaces, inquiries, type BookingStatus } from '../../server/db/schema/index.ts';
import { addDays } from '../../server/lib/dates.ts';
import { PAGINATION_MESSAGES } from '../../shared/pagination.ts';
import { signedInAs } from '../support/factories.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * The admin's bookings and inquiries lists as Relay connections: keyset pages forward and back
 * (nothing lost or repeated, also while rows arrive), filters, orders, the 100 limit, bad cursors,
 * and access.
 */

const BASE_DATE = '2031-03-01';
const BASE_TIME = Date.UTC(2030, 0, 1);
const STATUSES: BookingStatus[] = ['pending', 'confirmed', 'cancelled', 'completed'];

test.override('serverOptions', { seed: false });

/** The file's rows, written once: 250 bookings and 60 inquiries around BASE_DATE. */
function listRows(server: TestServer) {
  // The event space the bookings belong to (an unseeded database has none).
  server.db.insert(eventSpaces).values({ id: MAIN_EVENT_SPACE_ID, name: 'Grand Ballroom', type: 'ballroom' }).run();
  // 250 bookings: several share a received millisecond and an event date, so the id must break ties.
  server.db.transaction((tx) => {
    for (let i = 0; i < 250; i++) {
      tx.insert(bookings)
        .values({
          eventSpaceId: MAIN_EVENT_SPACE_ID,
          clientName: i % 50 === 7 ? `Zoë MacAllister ${i}` : `Client ${i}`,
          clientEmail: `client${i}@example.com`,
          eventType: 'Wedding',
          eventDate: addDays(BASE_DATE, i % 90),
          startTime: i % 2 ? '10:00' : '17:00',
          endTime: i % 2 ? '16:00' : '24:00',
          guestCount: 100,
          status: STATUSES[i % 4]!,
          adminNotes: i % 25 === 3 ? 'Wants the GARDEN_terrace 100% booked' : null,
          createdAt: new Date(BASE_TIME + Math.floor(i / 3) * 1000),
        })
        .run();
    }
    for (let i = 0; i < 60; i++) {
      tx.insert(inquiries)
        .values({
          name: `Sender ${i}`,
          email: `sender${i}@example.com`,
          desiredDate: i % 3 === 0 ? null : addDays(BASE_DATE, i),
          message: i % 10 === 4 ? 'Is the Rooftop free?' : 'Hello',
          status: (['new', 'read', 'handled'] as const)[i % 3]!,
          createdAt: new Date(BASE_TIME + Math.floor(i / 2) * 1000),
        })
        .run();
    }
  });
}
test.beforeAll(({ server }) => listRows(server));

const BOOKINGS = /* GraphQL */ `
  query Bookings($first: Int, $after: String, $last: Int, $before: String, $status: BookingStatus, $search: String, $eventDateFrom: LocalDate, $eventDateTo: LocalDate, $orderBy: BookingOrder) {
    bookings(first: $first, after: $after, last: $last, before: $before, status: $status, search: $search, eventDateFrom: $eventDateFrom, eventDateTo: $eventDateTo, orderBy: $orderBy) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id } }
      nodes { id clientName status eventDate startTime createdAt }
    }
  }
`;
interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { id: string } }[];
  nodes: { id: string; clientName: string; status: string; eventDate: string; startTime: string; createdAt: string }[];
}
const bookingsPage = async (admin: GraphQLSession, variables: Record<string, unknown>) => (await admin.data<{ bookings: Page }>(BOOKINGS, variables)).bookings;

/** Every booking id, newest received first, ties by id descending: the default order. */
function expectedOrder(server: TestServer): string[] {
  return server.db
    .select()
    .from(bookings)
    .all()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
}

let nextExtra = 0;
function insertExtra(server: TestServer, createdAt: Date) {
  nextExtra++;
  return server.db
    .insert(bookings)
    .values({
      eventSpaceId: MAIN_EVENT_SPACE_ID,
      clientName: `Late ${nextExtra}`,
      clientEmail: `late${nextExtra}@example.com`,
      eventType: 'Birthday Party',
      eventDate: BASE_DATE,
      startTime: '10:00',
      endTime: '16:00',
      guestCount: 10,
      createdAt,
    })
    .returning()
    .get();
}

describe('paging through 250 bookings', () => {
  it('forward, then backward from the end: every booking once, in order, with counts and page info', async ({ server, admin }) => {
    const expected = expectedOrder(server);
    const forward: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: Page = await bookingsPage(admin, { first: 40, after });
      expect(page.totalCount).toBe(250);
      expect(page.nodes.map((n) => n.id)).toEqual(page.edges.map((e) => e.node.id));
      expect(page.pageInfo.hasPreviousPage).toBe(pages > 0);
      forward.push(...page.nodes.map((n) => n.id));
      pages++;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(7);
    expect(forward).toEqual(expected);

    const backward: string[] = [];
    let before: string | null = null;
    for (;;) {
      const page: Page = await bookingsPage(admin, { last: 40, before });
      backward.unshift(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasPreviousPage) break;
      expect(page.pageInfo.hasNextPage).toBe(before !== null);
      before = page.pageInfo.startCursor;
    }
    expect(backward).toEqual(expected);
  });

  it('loses and repeats nothing while new bookings arrive between pages', async ({ server, admin }) => {
    const seen: string[] = [];
    const arrived: string[] = [];
    let after: string | null = null;
    let first = true;
    for (;;) {
      const page: Page = await bookingsPage(admin, { first: 25, after });
      seen.push(...page.nodes.map((n) => n.id));
      // Newer than everything (lands before the pages already read), and one in the middle of the
      // list (lands after the cursor, so it must show up once on a later page).
      if (first) {
        arrived.push(insertExtra(server, new Date(BASE_TIME + 1_000_000)).id);
        arrived.push(insertExtra(server, new Date(BASE_TIME + 10_500)).id);
        first = false;
      }
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const middle = arrived[1]!;
    expect(seen).toContain(middle);
    expect(seen).not.toContain(arrived[0]);
    expect(seen.filter((id) => id !== middle)).toEqual(expectedOrder(server).filter((id) => !arrived.includes(id)));
    // A fresh first page shows the newest one, and the count includes both.
    const top = await bookingsPage(admin, { first: 1 });
    expect(top.nodes[0]!.id).toBe(arrived[0]);
    expect(top.totalCount).toBe(252);
    server.db.delete(bookings).where(inArray(bookings.id, arrived)).run();
  });

  it('orders by event date (and start time) both ways, paging by cursor', async ({ admin }) => {
    const ascending: Page['nodes'] = [];
    let after: string | null = null;
    for (;;) {
      const page: Page = await bookingsPage(admin, { first: 100, after, orderBy: 'EVENT_DATE_ASC' });
      ascending.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(ascending).toHaveLength(250);
    const keys = ascending.map((n) => `${n.eventDate} ${n.startTime}`);
    expect(keys).toEqual([...keys].sort());
    const descending = await bookingsPage(admin, { first: 100, orderBy: 'EVENT_DATE_DESC' });
    expect(descending.nodes[0]!.eventDate).toBe(addDays(BASE_DATE, 89));
    const oldest = await bookingsPage(admin, { first: 3, orderBy: 'RECEIVED_ASC' });
    expect(oldest.nodes.map((n) => n.createdAt)).toEqual(Array(3).fill(new Date(BASE_TIME).toISOString()));
  });

  it('filters by status, text in name, e-mail or notes (any case, % and _ literal) and event-date range', async ({ admin }) => {
    const confirmed = await bookingsPage(admin, { first: 100, status: 'CONFIRMED' });
    expect(confirmed.totalCount).toBe(63);
    expect(confirmed.nodes.every((n) => n.status === 'CONFIRMED')).toBe(true);

    const byName = await bookingsPage(admin, { search: '  macallister ' });
    expect(byName.totalCount).toBe(5);
    expect(byName.nodes.every((n) => n.clientName.startsWith('Zoë MacAllister'))).toBe(true);
    expect((await bookingsPage(admin, { search: 'CLIENT12@EXAMPLE' })).nodes.map((n) => n.clientName)).toEqual(['Client 12']);
    expect((await bookingsPage(admin, { search: 'garden_terrace 100%' })).totalCount).toBe(10);
    // A literal underscore and percent sign: not wildcards.
    expect((await bookingsPage(admin, { search: 'garden%terrace' })).totalCount).toBe(0);

    const range = await bookingsPage(admin, { first: 100, eventDateFrom: addDays(BASE_DATE, 10), eventDateTo: addDays(BASE_DATE, 19) });
    expect(range.totalCount).toBe(30);
    expect(range.nodes.every((n) => n.eventDate >= addDays(BASE_DATE, 10) && n.eventDate <= addDays(BASE_DATE, 19))).toBe(true);

    const both = await bookingsPage(admin, { status: 'PENDING', search: 'MacAllister', eventDateFrom: BASE_DATE });
    expect(both.nodes.every((n) => n.status === 'PENDING' && n.clientName.includes('MacAllister'))).toBe(true);

    const { bookings: counts } = await admin.data<{ bookings: { statusCounts: { status: string; count: number }[] } }>(
      `{ bookings(search: "MacAllister", status: PENDING, first: 0) { statusCounts { status count } } }`,
    );
    expect(counts.statusCounts.reduce((sum, c) => sum + c.count, 0)).toBe(5);
  });

  it('an empty page still says whether anything follows', async ({ admin }) => {
    const empty = await bookingsPage(admin, { first: 0 });
    expect(empty).toMatchObject({ totalCount: 250, nodes: [], pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null } });
    const none = await bookingsPage(admin, { search: 'nobody at all' });
    expect(none).toMatchObject({ totalCount: 0, nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } });
  });
});

describe('refused requests change nothing and say why', () => {
  async function refused({ server, admin }: { server: TestServer; admin: GraphQLSession }, variables: Record<string, unknown>, message: string, field: string) {
    const before = server.db.select().from(bookings).all().length;
    const result = await admin.request(BOOKINGS, variables);
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.field).toBe(field);
    expect(result.data).toBeNull();
    expect(server.db.select().from(bookings).all().length).toBe(before);
  }

  it('more than 100 a page, a negative size, first with last', async ({ server, admin }) => {
    await refused({ server, admin }, { first: 101 }, PAGINATION_MESSAGES.tooLarge, 'first');
    await refused({ server, admin }, { last: 500 }, PAGINATION_MESSAGES.tooLarge, 'last');
    await refused({ server, admin }, { first: -1 }, PAGINATION_MESSAGES.negative, 'first');
    await refused({ server, admin }, { first: 10, last: 10 }, PAGINATION_MESSAGES.firstAndLast, 'last');
    expect((await bookingsPage(admin, { first: 100 })).nodes).toHaveLength(100);
  });

  it('a cursor that is garbage, tampered with, or from another order', async ({ server, admin }) => {
    const page = await bookingsPage(admin, { first: 5 });
    await refused({ server, admin }, { after: 'not-a-cursor' }, PAGINATION_MESSAGES.badCursor, 'after');
    await refused({ server, admin }, { before: Buffer.from('{"a":1}').toString('base64url') }, PAGINATION_MESSAGES.badCursor, 'before');
    await refused({ server, admin }, { after: Buffer.from(JSON.stringify(['RECEIVED_DESC', { x: 1 }, 'id'])).toString('base64url') }, PAGINATION_MESSAGES.badCursor, 'after');
    await refused({ server, admin }, { after: page.pageInfo.endCursor, orderBy: 'EVENT_DATE_ASC' }, PAGINATION_MESSAGES.badCursor, 'after');
  });

  it('a date range that ends before it starts, and a search text that is too long', async ({ server, admin }) => {
    await refused({ server, admin }, { eventDateFrom: '2031-05-02', eventDateTo: '2031-05-01' }, PAGINATION_MESSAGES.dateRange, 'eventDateTo');
    await refused({ server, admin }, { search: 'x'.repeat(201) }, PAGINATION_MESSAGES.searchTooLong, 'search');
  });
});

describe('inquiries', () => {
  const INQUIRIES = /* GraphQL */ `
    query Inquiries($first: Int, $after: String, $last: Int, $before: String, $status: InquiryStatus, $search: String, $eventDateFrom: LocalDate, $eventDateTo: LocalDate, $orderBy: InquiryOrder) {
      inquiries(first: $first, after: $after, last: $last, before: $before, status: $status, search: $search, eventDateFrom: $eventDateFrom, eventDateTo: $eventDateTo, orderBy: $orderBy) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        nodes { id name status desiredDate }
        statusCounts { status count }
      }
    }
  `;
  type InquiryPage = { totalCount: number; pageInfo: Page['pageInfo']; nodes: { id: string; name: string; status: string; desiredDate: string | null }[]; statusCounts: { status: string; count: number }[] };
  const inquiriesPage = async (admin: GraphQLSession, variables: Record<string, unknown>) => (await admin.data<{ inquiries: InquiryPage }>(INQUIRIES, variables)).inquiries;

  it('pages by desired date with missing dates last, both ways', async ({ admin }) => {
    for (const orderBy of ['EVENT_DATE_ASC', 'EVENT_DATE_DESC']) {
      const all: InquiryPage['nodes'] = [];
      let after: string | null = null;
      for (;;) {
        const page: InquiryPage = await inquiriesPage(admin, { first: 7, after, orderBy });
        all.push(...page.nodes);
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(new Set(all.map((i) => i.id)).size).toBe(60);
      const dated = all.filter((i) => i.desiredDate).map((i) => i.desiredDate!);
      expect(all.slice(dated.length).every((i) => i.desiredDate === null)).toBe(true);
      expect(dated).toEqual(orderBy === 'EVENT_DATE_ASC' ? [...dated].sort() : [...dated].sort().reverse());
    }
  });

  it('filters by status, text and desired-date range, with counts per status', async ({ admin }) => {
    const rooftop = await inquiriesPage(admin, { search: 'rooftop' });
    expect(rooftop.totalCount).toBe(6);
    expect(rooftop.statusCounts.reduce((sum, c) => sum + c.count, 0)).toBe(6);
    const handled = await inquiriesPage(admin, { status: 'HANDLED', first: 100 });
    expect(handled.totalCount).toBe(20);
    expect(handled.statusCounts).toEqual([
      { status: 'NEW', count: 20 },
      { status: 'READ', count: 20 },
      { status: 'HANDLED', count: 20 },
      { status: 'HELD', count: 0 },
    ]);
    const range = await inquiriesPage(admin, { eventDateFrom: addDays(BASE_DATE, 1), eventDateTo: addDays(BASE_DATE, 10), first: 100 });
    expect(range.nodes.map((i) => i.desiredDate).sort()).toEqual([1, 2, 4, 5, 7, 8, 10].map((d) => addDays(BASE_DATE, d)));
    const backward = await inquiriesPage(admin, { last: 5 });
    expect(backward.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const result = await admin.request(INQUIRIES, { first: 1000 });
    expect(result.errors?.[0]?.message).toBe(PAGINATION_MESSAGES.tooLarge);
  });
});

describe('access', () => {
  it('refuses an anonymous caller and a signed-in non-admin', async ({ server }) => {
    for (const query of ['{ bookings { totalCount } }', '{ inquiries { nodes { id } } }']) {
      expect(firstErrorCode(await server.session().request(query))).toBe('UNAUTHENTICATED');
      const { session } = await signedInAs(server, 'user');
      expect(firstErrorCode(await session.request(query))).toBe('FORBIDDEN');
    }
  });
});
