import { randomUUID } from 'node:crypto';
import {
  bookings,
  calendarAvailability,
  eventSpaces,
  inquiries,
  type Role,
} from '../../server/db/schema/index.ts';
import type { DB } from '../../server/db/client.ts';
import { createUser } from '../../server/modules/accounts/index.ts';
import { MAIN_EVENT_SPACE, MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { day as dayIn } from './days.ts';
import type { TestServer } from './test-server.ts';
import { GraphQLSession } from './graphql.ts';

/** A new user with a role and a known password. */
export async function createTestUser(server: TestServer, role: Role = 'user', overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'a-good-password';
  const user = await createUser(server.db, { email, password, role });
  return { ...user, email, password };
}

/** A signed-in session for a fresh user of the given role. */
export async function signedInAs(server: TestServer, role: Role) {
  const user = await createTestUser(server, role);
  const session = new GraphQLSession(server.url);
  await session.signIn(user.email, user.password);
  return { user, session };
}

export type BookingRow = typeof bookings.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;
export type SpecialDateRow = typeof calendarAvailability.$inferSelect;
export type EventSpaceRow = typeof eventSpaces.$inferSelect;

/** The event space factories book into when a test names none (created when missing). */
export const FACTORY_EVENT_SPACE_ID = 'factory-hall';

/**
 * Rows written straight to a test server's database, for tests that start from a given state.
 * Every value has a sensible default and can be overridden; nothing depends on the starter content
 * (a server started with `seed: false` gets what it needs). Dates are given as a number of days
 * from today in the venue's time zone (`day(30)`), or as a yyyy-MM-dd string.
 */
export interface Factories {
  /** Today plus `offset` days, in the venue's time zone (yyyy-MM-dd). */
  day(offset: number): string;
  eventSpace(values?: Partial<typeof eventSpaces.$inferInsert>): EventSpaceRow;
  booking(values?: Partial<typeof bookings.$inferInsert>): BookingRow;
  inquiry(values?: Partial<typeof inquiries.$inferInsert>): InquiryRow;
  specialDate(values?: Partial<typeof calendarAvailability.$inferInsert>): SpecialDateRow;
  user(role?: Role, overrides?: { email?: string; password?: string }): ReturnType<typeof createTestUser>;
  signedInAs(role: Role): ReturnType<typeof signedInAs>;
}

let sequence = 0;
/** A short suffix that keeps generated names and addresses apart within a run. */
const unique = () => `${(sequence += 1)}-${randomUUID().slice(0, 6)}`;

function ensureEventSpace(db: DB, id: string): void {
  db.insert(eventSpaces)
    .values({ id, name: 'Factory Hall', type: 'ballroom', description: 'An event space made by the test factories.' })
    .onConflictDoNothing()
    .run();
}

export function createFactories(server: TestServer): Factories {
  const { db } = server;
  const day = (offset: number) => dayIn(offset, server.config.venueTimeZone);
  const factories: Factories = {
    day,
    eventSpace(values = {}) {
      return db
        .insert(eventSpaces)
        .values({ name: `Space ${unique()}`, type: 'ballroom', ...values })
        .returning()
        .get();
    },
    booking(values = {}) {
      // The venue's own event space exists once a booking was made through the service; a factory
      // booking there writes its row as the service does (never depending on what ran before).
      if (values.eventSpaceId === MAIN_EVENT_SPACE_ID) db.insert(eventSpaces).values(MAIN_EVENT_SPACE).onConflictDoNothing().run();
      else if (!values.eventSpaceId) ensureEventSpace(db, FACTORY_EVENT_SPACE_ID);
      const n = unique();
      return db
        .insert(bookings)
        .values({
          eventSpaceId: FACTORY_EVENT_SPACE_ID,
          clientName: `Client ${n}`,
          clientEmail: `client-${n}@example.com`,
          eventType: 'Wedding',
          eventDate: day(30),
          startTime: '17:00',
          endTime: '00:00',
          guestCount: 100,
          status: 'pending',
          ...values,
        })
        .returning()
        .get();
    },
    inquiry(values = {}) {
      const n = unique();
      return db
        .insert(inquiries)
        .values({ name: `Visitor ${n}`, email: `visitor-${n}@example.com`, eventType: 'Wedding', message: 'We would like to visit the hall.', ...values })
        .returning()
        .get();
    },
    specialDate(values = {}) {
      return db
        .insert(calendarAvailability)
        .values({ date: day(45), status: 'unavailable', notes: null, ...values })
        .returning()
        .get();
    },
    user: (role = 'user', overrides = {}) => createTestUser(server, role, overrides),
    signedInAs: (role) => signedInAs(server, role),
  };
  return factories;
}
