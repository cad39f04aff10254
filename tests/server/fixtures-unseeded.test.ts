import { bookings, eventSpaces, faqs } from '../../server/db/schema/index.ts';
import { expect, test } from '../support/fixtures.ts';

/* A file that asks for a server without the starter venue: the factories still work. */

test.override('serverOptions', { seed: false });

test('the server starts from the empty template: no starter content, the test admin present', async ({ server, admin }) => {
  expect(server.db.select().from(faqs).all()).toEqual([]);
  expect((await admin.data<{ viewer: { isAdmin: boolean } }>('query { viewer { isAdmin } }')).viewer.isAdmin).toBe(true);
});

test('the factories need no starter data: a booking gets an event space of its own', async ({ server, admin, factories }) => {
  expect(server.db.select().from(eventSpaces).all()).toEqual([]);
  const booking = factories.booking({ status: 'confirmed' });
  factories.booking();
  expect(server.db.select().from(eventSpaces).all()).toHaveLength(1);
  expect(server.db.select().from(bookings).all()).toHaveLength(2);
  const { bookings: listed } = await admin.data<{ bookings: { nodes: { id: string; status: string }[] } }>('query { bookings { nodes { id status } } }');
  expect(listed.nodes).toContainEqual({ id: booking.id, status: 'CONFIRMED' });
});
