import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { TIMELINE_ACTORS, TIMELINE_KINDS } from '../../../shared/timeline.ts';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { createdAt, id } from './columns.ts';
import { inquiries } from './inquiries.ts';

/*
 * The steps of a client's story that no other record keeps with their moment (an inquiry read or
 * reopened, a reply opened, a hold extended, a quote viewed). Everything else on a timeline is read
 * from its own record (server/modules/timeline). `once_key`, when set, is unique: a quote viewed
 * ten times after one sending is one entry.
 */
export const timelineEntries = sqliteTable(
  'timeline_entries',
  {
    id: id(),
    inquiryId: text('inquiry_id').references(() => inquiries.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TIMELINE_KINDS }).notNull(),
    summary: text('summary').notNull(),
    actor: text('actor', { enum: TIMELINE_ACTORS }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    onceKey: text('once_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('timeline_entries_inquiry_idx').on(t.inquiryId, t.createdAt), index('timeline_entries_booking_idx').on(t.bookingId, t.createdAt)],
);
