import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns.ts';

export const INQUIRY_STATUSES = ['new', 'read', 'handled'] as const;

/** A contact-form message, stored before any e-mail about it is attempted. */
export const inquiries = sqliteTable(
  'inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    eventType: text('event_type'),
    /** yyyy-MM-dd or null when the visitor gave none. */
    desiredDate: text('desired_date'),
    message: text('message'),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    /** A hash of the sender's address, for rate limiting without keeping the raw IP. */
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at'),
  },
  // The admin's paged list (inquiriesConnection): each order's keyset, with and without a status.
  // The desired-date orders sort a missing date last through coalesce(); drizzle-kit 0.31 writes
  // broken SQL for an index on an expression, so those orders read desired_date's index only when
  // a date range is given (docs/decisions.md).
  (t) => [
    index('inquiries_created_idx').on(t.createdAt, t.id),
    index('inquiries_status_idx').on(t.status),
    index('inquiries_status_created_idx').on(t.status, t.createdAt, t.id),
    index('inquiries_date_idx').on(t.desiredDate),
  ],
);
