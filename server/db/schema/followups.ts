import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { FOLLOW_UP_KINDS } from '../../../shared/followups.ts';
import { emailOutbox } from './email.ts';
import { bool, id, timestamp, updatedAt, version } from './columns.ts';

/*
 * Follow-ups (server/modules/followups). A kind without a settings row uses its
 * defaults (shared/followups.ts): on, default texts, default days.
 */
export const followUpSettings = sqliteTable('follow_up_settings', {
  kind: text('kind', { enum: FOLLOW_UP_KINDS }).primaryKey(),
  enabled: bool('enabled').notNull().default(true),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** The editable number of days (quote not accepted); null for the kinds without one. */
  days: integer('days'),
  updatedAt: updatedAt(),
  version: version(),
});

/**
 * One row per follow-up sent: (kind, subject) is unique and written in the same transaction as
 * the outbox message, so two scheduler runs or a restart never send the same follow-up twice.
 * The subject key is the row the reminder is about (inquiry, schedule item id), with the moment
 * it is about where that can move (a hold's expiry, a quote's sending).
 */
export const followUpSends = sqliteTable(
  'follow_up_sends',
  {
    id: id(),
    kind: text('kind', { enum: FOLLOW_UP_KINDS }).notNull(),
    subjectKey: text('subject_key').notNull(),
    outboxMessageId: text('outbox_message_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at').notNull(),
    /** 'skipped' when, at its moment, what it was about no longer stood (the reason says what). */
    outcome: text('outcome', { enum: ['sent', 'skipped'] }).notNull().default('sent'),
    skipReason: text('skip_reason'),
    /** The booking or inquiry it is about (a client's timeline lists it). */
    bookingId: text('booking_id'),
    inquiryId: text('inquiry_id'),
  },
  (t) => [uniqueIndex('follow_up_sends_kind_subject_idx').on(t.kind, t.subjectKey)],
);
