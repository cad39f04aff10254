import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { BOOKING_EVENT_KINDS } from '../../../shared/booking-life.ts';
import { LEDGER_ACTORS } from '../../../shared/ledger.ts';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { createdAt, id } from './columns.ts';

/*
 * Every step of a booking's life, written by the one place that moves it
 * (server/modules/bookings/booking-life.ts): what happened, who did it, when, and the details
 * (the status before and after, the dates moved from and to, the money). A timeline reads these.
 */
export const bookingEvents = sqliteTable(
  'booking_events',
  {
    id: id(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BOOKING_EVENT_KINDS }).notNull(),
    /** What happened, in words, as the owner reads it. */
    summary: text('summary').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor', { enum: LEDGER_ACTORS }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's name when the client acted (the name typed to accept a quote). */
    actorName: text('actor_name'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);
