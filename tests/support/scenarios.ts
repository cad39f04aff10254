import { randomUUID } from 'node:crypto';
import { bookings, calendarAvailability, eventSpaces } from '../../server/db/schema/index.ts';
import type { BookingRow, SpecialDateRow } from '../../server/db/rows.ts';
import { MAIN_EVENT_SPACE } from '../../server/modules/bookings/index.ts';
import type { ServiceWorld } from './service-world.ts';
import { acceptQuote, createQuote, sendQuote, updateQuote, type ScheduleItemInput } from '../../server/modules/quotes/index.ts';

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

/**
 * A booking with a quote sent to the client through the services (one venue-hire line of
 * `totalCents`, no tax), on the schedule given (the whole total on acceptance when none is).
 * Returns the secret token the client's link carries.
 */
export async function sentQuoteScenario(
  world: ServiceWorld,
  options: { booking?: Partial<typeof bookings.$inferInsert>; totalCents?: number; schedule?: ScheduleItemInput[]; blockDateOnAcceptance?: boolean } = {},
) {
  const booking = bookingScenario(world, options.booking);
  const totalCents = options.totalCents ?? 1_000_000;
  const draft = await createQuote(world, { bookingId: booking.id });
  await updateQuote(world, {
    id: draft.id,
    lines: [{ kind: 'venue_hire', description: 'Venue hire', quantity: 1, unitAmountCents: totalCents }],
    taxRateMilliPercent: 0,
    discountCents: 0,
    depositKind: 'percent',
    depositValue: 0,
    blockDateOnAcceptance: options.blockDateOnAcceptance ?? false,
    schedule: options.schedule ?? [{ dueRule: 'after_acceptance', dueDays: 0, amountCents: totalCents }],
  });
  const { quote, link } = await sendQuote(world, { id: draft.id });
  return { booking, quote, token: link.split('/').pop()! };
}

/** The client accepts a sent quote on its page (as Ada Client, from 127.0.0.1). */
export async function acceptedQuoteScenario(world: ServiceWorld, options: Parameters<typeof sentQuoteScenario>[1] = {}) {
  const sent = await sentQuoteScenario(world, options);
  const state = await acceptQuote(world, { token: sent.token, name: 'Ada Client', address: '127.0.0.1' });
  if (state.kind !== 'accepted') throw new Error(`The quote was not accepted (${state.kind}).`);
  return { ...sent, booking: state.booking, quote: state.quote };
}
