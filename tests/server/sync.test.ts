import { eq } from 'drizzle-orm';
import { createApiToken } from '../../server/auth/api-tokens.ts';
import { bookings, faqs, users } from '../../server/db/schema/index.ts';
import { graphql } from '../gql/index.ts';
import type { SyncBookingsSinceQuery } from '../gql/graphql.ts';
import { test, describe, expect } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { subscriptionClient } from '../support/subscriptions.ts';
import { TEST_ADMIN } from '../support/test-admin.ts';

/*
 * Incremental sync through the real server: lists read by updatedSince in update order, records by
 * id (node, nodes, inquiry), tombstones, and a subscription that replays what changed while a
 * client was away.
 */

test.override('serverOptions', { seed: false });

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

const BOOKINGS_SINCE = graphql(`
  query SyncBookingsSince($since: DateTime, $after: String) {
    bookings(first: 2, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {
      nodes { id clientName updatedAt }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }
`);

const NODES = graphql(`
  query SyncNodes($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      id
      createdAt
      updatedAt
      ... on Booking { clientName }
      ... on Inquiry { name }
      ... on Faq { question }
      ... on SpecialDate { date }
    }
  }
`);

const TOMBSTONES = graphql(`
  query SyncTombstones($since: DateTime, $types: [RecordType!]) {
    tombstones(deletedSince: $since, types: $types, first: 100) {
      nodes { id type deletedAt }
      totalCount
    }
  }
`);

describe('lists read what changed since', () => {
  test('a sync pages through bookings in update order, and a change brings a booking back at the end', async ({ admin, factories }) => {
    const start = new Date();
    const made = [];
    for (const name of ['Ada', 'Grace', 'Edsger']) {
      made.push(factories.booking({ clientName: name }));
      await tick();
    }
    const read: string[] = [];
    let after: string | null = null;
    let newest = '';
    do {
      const result: SyncBookingsSinceQuery = await admin.data(BOOKINGS_SINCE, { since: start.toISOString(), after });
      const page = result.bookings;
      expect(page.totalCount).toBe(3);
      read.push(...page.nodes.map((node) => node.clientName));
      newest = page.nodes.at(-1)?.updatedAt ?? newest;
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(read).toEqual(['Ada', 'Grace', 'Edsger']);

    await tick();
    await admin.data(graphql(`mutation SyncNoteBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }`), {
      input: { id: made[0]!.id, adminNotes: 'Asked about parking' },
    });
    // The next sync starts at the newest updatedAt it holds (inclusive): that booking once more, then Ada's change.
    const next = (await admin.data(BOOKINGS_SINCE, { since: newest, after: null })).bookings;
    expect(next.nodes.map((node) => node.clientName)).toEqual(['Edsger', 'Ada']);
  });

  test('plain lists take updatedSince and an update order too', async ({ admin, server }) => {
    const old = server.db.insert(faqs).values({ question: 'Old question', answer: 'A', updatedAt: new Date('2026-01-01T00:00:00Z') }).returning().get();
    const fresh = server.db.insert(faqs).values({ question: 'New question', answer: 'B' }).returning().get();
    const result = await admin.data(
      graphql(`query SyncFaqs($since: DateTime) { adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_DESC) { id } }`),
      { since: '2026-06-01T00:00:00.000Z' },
    );
    expect(result.adminFaqs.map((faq) => faq.id)).toContain(fresh.id);
    expect(result.adminFaqs.map((faq) => faq.id)).not.toContain(old.id);
  });

  test('holds for a sync: every status changed since, without dates; without either, a clear refusal', async ({ admin }) => {
    const refused = await admin.request(graphql(`query SyncHoldsNoRange { holds { id } }`));
    expect(firstErrorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/from and to .* or updatedSince/);
    const synced = await admin.data(graphql(`query SyncHolds($since: DateTime) { holds(updatedSince: $since) { id status updatedAt } }`), {
      since: new Date(0).toISOString(),
    });
    expect(Array.isArray(synced.holds)).toBe(true);
  });
});

describe('records by id', () => {
  test('node and nodes find any record by its id alone, with its type', async ({ admin, factories }) => {
    const booking = factories.booking({ clientName: 'Node Booking' });
    const inquiry = factories.inquiry({ name: 'Node Inquiry' });
    const special = factories.specialDate({ date: factories.day(90) });
    const result = await admin.data(NODES, { ids: [inquiry.id, booking.id, 'not-a-record', special.id] });
    expect(result.nodes.map((node) => node && [node.__typename, node.id])).toEqual([
      ['Inquiry', inquiry.id],
      ['Booking', booking.id],
      null,
      ['SpecialDate', special.id],
    ]);
    const one = await admin.data(graphql(`query SyncNode($id: ID!) { node(id: $id) { id ... on Booking { clientName } } }`), { id: booking.id });
    expect(one.node).toMatchObject({ id: booking.id, clientName: 'Node Booking' });
    const byId = await admin.data(graphql(`query SyncInquiry($id: ID!) { inquiry(id: $id) { id name updatedAt } }`), { id: inquiry.id });
    expect(byId.inquiry).toMatchObject({ id: inquiry.id, name: 'Node Inquiry' });
  });

  test('records by id and tombstones are for admins and their tokens only', async ({ server, factories }) => {
    const anonymous = server.session();
    for (const refused of [await anonymous.request(NODES, { ids: ['x'] }), await anonymous.request(TOMBSTONES, {})]) {
      expect(firstErrorCode(refused)).toBe('UNAUTHENTICATED');
      expect(refused.data).toBeNull();
    }
    const { session } = await factories.signedInAs('user');
    expect(firstErrorCode(await session.request(NODES, { ids: ['x'] }))).toBe('FORBIDDEN');

    const adminRow = server.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email)).get()!;
    const { token } = createApiToken(server.db, adminRow.id, { name: 'Sync reader', readOnly: true });
    const booking = factories.booking();
    const withToken = await server.session().request(NODES, { ids: [booking.id] }, { authorization: `Bearer ${token}` });
    expect(withToken.data?.nodes[0]?.id).toBe(booking.id);
  });
});

describe('tombstones', () => {
  test('a deletion through the API leaves a tombstone a sync reads, filtered by type and instant', async ({ admin, factories, server }) => {
    const since = new Date();
    const faq = server.db.insert(faqs).values({ question: 'To be removed', answer: 'Soon' }).returning().get();
    await admin.data(graphql(`mutation SyncDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }`), { input: { id: faq.id } });
    const booking = factories.booking();
    server.db.delete(bookings).where(eq(bookings.id, booking.id)).run();

    const faqsGone = (await admin.data(TOMBSTONES, { since: since.toISOString(), types: ['FAQ'] })).tombstones;
    expect(faqsGone.nodes).toEqual([{ id: faq.id, type: 'FAQ', deletedAt: expect.any(String) }]);
    const all = (await admin.data(TOMBSTONES, { since: since.toISOString(), types: null })).tombstones;
    expect(all.nodes.map((node) => node.type)).toEqual(['FAQ', 'BOOKING']);
    expect(all.totalCount).toBe(2);
    // What is gone is gone from node too.
    expect((await admin.data(NODES, { ids: [faq.id] })).nodes).toEqual([null]);
  });
});

describe('a subscription that replays', () => {
  test('a client whose socket dropped subscribes again with updatedSince and receives what changed meanwhile, then live events', async ({ admin, factories, server }) => {
    const before = factories.booking({ clientName: 'Before the drop' });
    const since = before.updatedAt.toISOString();
    await tick();
    const meanwhile = factories.booking({ clientName: 'While away' });

    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    const events: { clientName: string; change: string; replayed: boolean }[] = [];
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe<{ bookingsChanged: { change: string; replayed: boolean; booking: { clientName: string } } }>(
        {
          query: 'subscription ($since: DateTime) { bookingsChanged(updatedSince: $since) { change replayed booking { clientName } } }',
          variables: { since },
        },
        {
          next: (result) => {
            if (result.errors) return reject(new Error(JSON.stringify(result.errors)));
            const event = result.data!.bookingsChanged;
            events.push({ clientName: event.booking.clientName, change: event.change, replayed: event.replayed });
            if (events.length === 2) {
              // The replay is over: a live change follows.
              void admin.data(graphql(`mutation SyncLiveBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }`), {
                input: { id: meanwhile.id, adminNotes: 'Live now' },
              });
            }
            if (events.length === 3) resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await done;
    await client.dispose();
    expect(events).toEqual([
      { clientName: 'Before the drop', change: 'CREATED', replayed: true },
      { clientName: 'While away', change: 'CREATED', replayed: true },
      { clientName: 'While away', change: 'UPDATED', replayed: false },
    ]);
  });
});
