import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { OWNER_ALERT_KINDS, OWNER_NOTICE_KINDS } from '../../../shared/notices.ts';
import { bookings } from './bookings.ts';
import { bool, createdAt, id, timestamp, updatedAt, version } from './columns.ts';
import { inquiries } from './inquiries.ts';

/** A client who may be offered a date again: who they are, where they came from, and the slot. */
export interface NoticeOffer {
  clientName: string;
  clientEmail: string;
  inquiryId: string | null;
  bookingId: string | null;
  date: string;
  startTime: string;
  endTime: string;
}

/*
 * What the venue is told as it happens (server/modules/notices). Each notice is written in the
 * transaction of what it is about, so a restart never loses one and a retried event never doubles
 * one: (kind, subject_key) is unique. A notice that offers a date back carries the offer.
 */
export const ownerNotices = sqliteTable(
  'owner_notices',
  {
    id: id(),
    kind: text('kind', { enum: OWNER_NOTICE_KINDS }).notNull(),
    /** What the notice is about, for sending it once (a booking, a schedule item, a hold and its expiry). */
    subjectKey: text('subject_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    inquiryId: text('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    offer: text('offer', { mode: 'json' }).$type<NoticeOffer>(),
    /** When the owner made the offer (one click), or null. */
    offeredAt: timestamp('offered_at'),
    readAt: timestamp('read_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('owner_notices_kind_subject_idx').on(t.kind, t.subjectKey), index('owner_notices_created_idx').on(t.createdAt), index('owner_notices_booking_idx').on(t.bookingId)],
);

/** The owner's switches for the alerts; a kind without a row is on (and reads as version 0). */
export const ownerAlertSettings = sqliteTable('owner_alert_settings', {
  kind: text('kind', { enum: OWNER_ALERT_KINDS }).primaryKey(),
  enabled: bool('enabled').notNull(),
  version: version(),
  updatedAt: updatedAt(),
});
