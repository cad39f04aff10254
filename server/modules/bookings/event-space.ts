import { eventSpaces } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/client.ts';

/*
 * The venue's one event space. Every booking belongs to it (specification: a fixed constant on
 * creation). Its row belongs to the bookings domain, not to the starter content: a booking made on
 * a database that was never seeded creates it, so the foreign key holds without the seed.
 */

/** The event space every booking belongs to. */
export const MAIN_EVENT_SPACE_ID = 'grand-ballroom';

/** The row written when the event space does not exist yet (the starter content writes the same). */
export const MAIN_EVENT_SPACE = {
  id: MAIN_EVENT_SPACE_ID,
  name: 'Grand Ballroom',
  type: 'ballroom',
  description: 'The main hall with garden lawn and getting-ready suite.',
} as const;

/** The main event space's id, its row written first if it is missing (never changed if present). */
export function mainEventSpaceId(tx: Transaction): string {
  tx.insert(eventSpaces).values(MAIN_EVENT_SPACE).onConflictDoNothing().run();
  return MAIN_EVENT_SPACE_ID;
}
