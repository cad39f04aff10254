import { expect } from 'vitest';
import { bookings } from '../../server/db/schema/index.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { BOOKING_REQUEST_LIMITS } from '../../server/modules/intake/index.ts';
import { day } from './calendar-world.ts';
import type { Factories } from './factories.ts';
import { firstErrorCode, type GraphQLSession } from './graphql.ts';
import type { TestServer } from './test-server.ts';

/*
 * What the booking test files share: the documents they send, a visitor's request with sensible
 * values and rows written through the factories. Each file gets its server and factories from the
 * fixtures (tests/support/fixtures.ts); the venue's today and the starter calendar come from
 * calendar-world.ts.
 */

export const BOOKING_FIELDS = /* GraphQL */ `
  id status eventDate startTime endTime guestCount eventType clientName clientEmail clientPhone specialRequests
  adminNotes totalCostCents source inquiryId allowedTransitions eventSpace { id name type }
`;
export const REQUEST_BOOKING = /* GraphQL */ `
  mutation Request($input: RequestBookingInput!) { requestBooking(input: $input) { booking { ${BOOKING_FIELDS} } } }
`;
export const UPDATE_BOOKING_STATUS = /* GraphQL */ `
  mutation Status($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { ${BOOKING_FIELDS} } } }
`;
export const CONFIRM_AND_BLOCK = /* GraphQL */ `
  mutation CB($input: ConfirmBookingAndBlockDateInput!) {
    confirmBookingAndBlockDate(input: $input) { booking { id status } specialDate { date status notes } }
  }
`;

/** A visitor's booking request with valid values, 30 days ahead. */
export const bookingRequest = (overrides: Record<string, unknown> = {}) => ({
  eventDate: day(30),
  timeSlot: 'EVENING',
  guestCount: 120,
  eventType: 'BIRTHDAY_PARTY',
  clientName: 'Nora Quinn',
  clientEmail: 'nora.quinn@example.com',
  clientPhone: '(631) 555-0177',
  specialRequests: 'A corner for the cake table',
  ...overrides,
});

/** Fresh public-write limits (they are per process, in memory). */
export function resetBookingRequestLimits(server: TestServer) {
  server.services.rateLimiter(BOOKING_REQUEST_LIMITS.perAddress.name, BOOKING_REQUEST_LIMITS.perAddress).reset();
  server.services.rateLimiter(BOOKING_REQUEST_LIMITS.overall.name, BOOKING_REQUEST_LIMITS.overall).reset();
}

/** How many bookings the file's server holds. */
export const bookingCount = (server: TestServer) => server.db.select().from(bookings).all().length;

/**
 * A booking row written by the factories in the venue's own event space (where visitors' requests
 * and the admin's bookings go), for rules that start from a given state.
 */
export const insertBooking = (factories: Factories, values: Partial<typeof bookings.$inferInsert> & { eventDate: string }) =>
  factories.booking({ eventSpaceId: MAIN_EVENT_SPACE_ID, ...values });

/** Sends `document` and expects it refused with `code` and `message`; returns the answer. */
export async function expectError(session: GraphQLSession, document: string, input: Record<string, unknown>, code: string, message: string | RegExp) {
  const result = await session.request(document, { input });
  expect(firstErrorCode(result)).toBe(code);
  if (typeof message === 'string') expect(result.errors?.[0]?.message).toBe(message);
  else expect(result.errors?.[0]?.message).toMatch(message);
  return result;
}
