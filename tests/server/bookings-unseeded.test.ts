import { eq } from 'drizzle-orm';
import { bookings, eventSpaces } from '../../server/db/schema/index.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { expect, test } from '../support/fixtures.ts';
import { day } from '../support/days.ts';

/*
 * Bookings need nothing from the starter content: on a database that was never seeded (no event
 * space, no calendar rows), a visitor's request and an admin's booking are stored in the venue's
 * event space, whose row the bookings domain writes itself.
 */

test.override('serverOptions', { seed: false });

const BOOKING = 'id status source eventSpace { id name }';

test('a visitor can request a booking on an unseeded database', async ({ server }) => {
  expect(server.db.select().from(eventSpaces).all()).toEqual([]);
  const { requestBooking } = await server.session().data<{ requestBooking: { booking: { id: string; status: string; eventSpace: { id: string; name: string } } } }>(
    `mutation ($input: RequestBookingInput!) { requestBooking(input: $input) { booking { ${BOOKING} } } }`,
    {
      input: {
        eventDate: day(30),
        timeSlot: 'EVENING',
        guestCount: 80,
        eventType: 'BIRTHDAY_PARTY',
        clientName: 'Nora Quinn',
        clientEmail: 'nora.quinn@example.com',
        clientPhone: '(631) 555-0177',
      },
    },
  );
  expect(requestBooking.booking).toMatchObject({ status: 'PENDING', eventSpace: { id: MAIN_EVENT_SPACE_ID, name: 'Grand Ballroom' } });
  expect(server.db.select().from(eventSpaces).all()).toHaveLength(1);
});

test('an admin can create a booking on an unseeded database, in the same event space', async ({ server, admin }) => {
  const { createBooking } = await admin.data<{ createBooking: { booking: { id: string; source: string; eventSpace: { id: string } } } }>(
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { ${BOOKING} } } }`,
    {
      input: {
        eventDate: day(60),
        timeSlot: 'ALL_DAY',
        guestCount: 150,
        eventType: 'WEDDING',
        clientName: 'Lena Park',
        clientEmail: 'lena@example.com',
      },
    },
  );
  expect(createBooking.booking).toMatchObject({ source: 'ADMIN', eventSpace: { id: MAIN_EVENT_SPACE_ID } });
  expect(server.db.select().from(bookings).where(eq(bookings.id, createBooking.booking.id)).get()?.eventSpaceId).toBe(MAIN_EVENT_SPACE_ID);
  // Still one event space: an existing row is reused, never written again.
  expect(server.db.select().from(eventSpaces).all()).toHaveLength(1);
});
