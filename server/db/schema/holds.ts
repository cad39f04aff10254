import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { HOLD_STATUSES } from '../../../shared/holds.ts';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { createdAt, id, timestamp, updatedAt } from './columns.ts';
import { inquiries } from './inquiries.ts';

export { HOLD_STATUSES };
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/**
 * A tentative hold on a date (and a time window, as bookings use) for a client, from an inquiry or
 * a pending booking. Position 1 holds the date; position 2 is a second option, queued behind it
 * and promoted when the first is released or expires (server/modules/holds/holds.service.ts).
 */
export const holds = sqliteTable(
  'holds',
  {
    id: id(),
    /** yyyy-MM-dd in the venue's time zone. */
    date: text('date').notNull(),
    /** HH:mm, as the booking time slots give them. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    inquiryId: text('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    status: text('status', { enum: HOLD_STATUSES }).notNull().default('active'),
    /** 1 = first option (holds the date), 2 = second option (queued behind the first). */
    position: integer('position').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    /** When the 48-hour reminder went to the client and the owner (sent once). */
    reminderSentAt: timestamp('reminder_sent_at'),
    /** When this hold became the first option after the one before it ended (the client was offered the date). */
    promotedAt: timestamp('promoted_at'),
    endedAt: timestamp('ended_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('holds_date_status_idx').on(t.date, t.status, t.position),
    index('holds_status_expires_idx').on(t.status, t.expiresAt),
    index('holds_inquiry_idx').on(t.inquiryId),
    index('holds_booking_idx').on(t.bookingId),
  ],
);
