import { sql } from 'drizzle-orm';
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { addedUpdatedAt, createdAt, id, timestamp, version } from './columns.ts';
import { INQUIRY_SOURCES } from '../../../shared/inquiries.ts';
import { INQUIRY_LOST_REASONS } from '../../../shared/inquiry-outcome.ts';

/** `held`: stored past the contact form's overall limit, no e-mail sent, waiting for the owner (shared/inquiries.ts). */
export const INQUIRY_STATUSES = ['new', 'read', 'handled', 'held'] as const;

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
    /** Up to three other dates the visitor could hold the event on (yyyy-MM-dd, in their order). */
    alternativeDates: text('alternative_dates', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** "How did you hear about us?" (shared/inquiries.ts); inquiries from before the question read as not given. */
    source: text('source', { enum: INQUIRY_SOURCES }).notNull().default('not_given'),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    /** A hash of the sender's address, for rate limiting without keeping the raw IP. */
    ipHash: text('ip_hash'),
    /** The form's one-time submission key (shared/visitor-forms.ts): a repeat finds this row instead of storing another. */
    submissionKey: text('submission_key'),
    createdAt: createdAt(),
    updatedAt: addedUpdatedAt(),
    handledAt: timestamp('handled_at'),
    /** Set when the owner marks the inquiry lost (shared/inquiry-outcome.ts); null while it is not. */
    lostReason: text('lost_reason', { enum: INQUIRY_LOST_REASONS }),
    lostNote: text('lost_note'),
    lostAt: timestamp('lost_at'),
    /**
     * Moves on with every write that changes the inquiry or what its card shows: Drizzle's updates
     * set it (columns.ts), and a trigger moves it for any other UPDATE (a raw statement, a hold or
     * booking touching its inquiry), so no write path can forget it.
     */
    version: version(),
    /** What the admin's search looks in (name, e-mail, message): computed by SQLite and indexed. */
    searchText: text('search_text').generatedAlwaysAs(sql`name || char(10) || email || char(10) || coalesce(message, '')`, { mode: 'virtual' }),
    /** The desired date, or a missing one sorted last (ascending) / first: the date orders' keys. */
    desiredDateOrLast: text('desired_date_or_last').generatedAlwaysAs(sql`coalesce(desired_date, '9999-12-31')`, { mode: 'virtual' }),
    desiredDateOrFirst: text('desired_date_or_first').generatedAlwaysAs(sql`coalesce(desired_date, '0000-01-01')`, { mode: 'virtual' }),
  },
  // The admin's paged list (inquiriesConnection): each order's keyset, with and without a status.
  // The desired-date orders sort a missing date last (generated columns: drizzle-kit 0.31 writes
  // broken SQL for an index on an expression).
  (t) => [
    index('inquiries_created_idx').on(t.createdAt, t.id),
    index('inquiries_status_idx').on(t.status),
    index('inquiries_status_created_idx').on(t.status, t.createdAt, t.id),
    index('inquiries_date_idx').on(t.desiredDate),
    index('inquiries_date_last_idx').on(t.desiredDateOrLast, t.id),
    index('inquiries_date_first_idx').on(t.desiredDateOrFirst, t.id),
    index('inquiries_search_idx').on(t.searchText, t.status),
    // Incremental sync reads in update order (updatedSince, orderBy UPDATED_AT_*).
    index('inquiries_updated_idx').on(t.updatedAt, t.id),
    // At most one inquiry per key, even for two posts at once; rows without a key (the API, the past) are not indexed.
    uniqueIndex('inquiries_submission_key_idx').on(t.submissionKey).where(sql`${t.submissionKey} IS NOT NULL`),
  ],
);
