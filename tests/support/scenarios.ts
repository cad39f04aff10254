import { randomUUID } from 'node:crypto';
import { bookings, calendarAvailability } from '../../server/db/schema/index.ts';
import type { BookingRow, SpecialDateRow } from '../../server/db/rows.ts';
import { MAIN_EVENT_SPACE } from '../../server/modules/bookings/event-space.ts';
import { eventSpaces } from '../../server/db/schema/index.ts';
import type { ServiceWorld } from './service-world.ts';

/*
 * Named scenarios for the fast tier (Redwood's habit): the rows a rule needs, written straight to
 * the world's database with sensible defaults, each overridable. Rules themselves are always
 * exercised through the services; only the starting state is written here.
 */

let sequence = 0;
const unique = () => `${(sequence += 1)}-${randomUUID().slice(0, 6)}`;

/** A booking (pending unless told otherwise) in the main event space, evening slot, 30 days out. */
export function bookingScenario(world: ServiceWorld, values: Partial<typeof bookings.$inferInsert> = {}): BookingRow {
  world.db.insert(eventSpaces).values(MAIN_EVENT_SPACE).onConflictDoNothing().run();
  const n = unique();
  return world.db
    .insert(bookings)
    .values({
      eventSpaceId: MAIN_EVENT_SPACE.id,
      clientName: `Client ${n}`,
      clientEmail: `client-${n}@example.com`,
      eventType: 'Wedding',
      eventDate: world.day(30),
      startTime: '17:00',
      endTime: '00:00',
      guestCount: 100,
      status: 'pending',
      ...values,
    })
    .returning()
    .get();
}

/** A special date (unavailable unless told otherwise). */
export function specialDateScenario(world: ServiceWorld, values: Partial<typeof calendarAvailability.$inferInsert> & { date: string }): SpecialDateRow {
  return world.db
    .insert(calendarAvailability)
    .values({ status: 'unavailable', notes: null, ...values })
    .returning()
    .get();
}
