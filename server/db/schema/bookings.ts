import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { addedUpdatedAt, createdAt, id, updatedAt, version } from './columns.ts';
import { inquiries } from './inquiries.ts';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Where a booking came from: the public calendar, an inquiry, or the admin. */
export const BOOKING_SOURCES = ['website', 'inquiry', 'admin'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const eventSpaces = sqliteTable('event_spaces', {
  id: id(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: addedUpdatedAt(),
});

export const bookings = sqliteTable(
  'bookings',
  {
    id: id(),
    eventSpaceId: text('event_space_id')
      .notNull()
      .references(() => eventSpaces.id),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    eventType: text('event_type').notNull(),
    /** yyyy-MM-dd in the venue's time zone. */
    eventDate: text('event_date').notNull(),
    /** HH:mm; an end of 00:00 or 24:00 means midnight at the end of the event date. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    guestCount: integer('guest_count').notNull(),
    specialRequests: text('special_requests'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    adminNotes: text('admin_notes'),
    totalCost: real('total_cost'),
    /** Where the booking came from: the public calendar, an inquiry, or the admin. */
    source: text('source', { enum: BOOKING_SOURCES }).notNull().default('website'),
    inquiryId: text('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    /** The booking request form's one-time submission key (shared/visitor-forms.ts): a repeat finds this row. */
    submissionKey: text('submission_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    /**
     * What the admin's search looks in (name, e-mail, notes, requests), one line each: computed by
     * SQLite, never written, and indexed, so a search reads a small index instead of every row.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`client_name || char(10) || client_email || char(10) || coalesce(admin_notes, '') || char(10) || coalesce(special_requests, '')`,
      { mode: 'virtual' },
    ),
  },
  // Each read of the dashboard and the calendar month is answered from one of these in order, or
  // from the index alone: newest first (id breaks ties of the same millisecond); counts and revenue
  // by status; confirmed bookings by date and time (the calendar's windows, upcoming bookings).
  (t) => [
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_date_status_idx').on(t.eventDate, t.status),
    index('bookings_status_idx').on(t.status, t.totalCost),
    index('bookings_status_date_idx').on(t.status, t.eventDate, t.startTime, t.endTime),
    // The admin's paged list (bookingsConnection): each order's keyset, with and without a status.
    index('bookings_status_created_idx').on(t.status, t.createdAt, t.id),
    index('bookings_date_list_idx').on(t.eventDate, t.startTime, t.id),
    index('bookings_status_date_list_idx').on(t.status, t.eventDate, t.startTime, t.id),
    // An inquiry's bookings (Inquiry.bookings, read for every inquiry on a page). Partial: most
    // bookings have no inquiry, and over all rows ANALYZE's statistics (PRAGMA optimize at close)
    // rate the index as one value shared by every row, after which SQLite reads the whole table
    // (10 ms at 20,000 bookings) instead of looking the page's 25 inquiries up.
    index('bookings_inquiry_idx').on(t.inquiryId).where(sql`${t.inquiryId} IS NOT NULL`),
    index('bookings_search_idx').on(t.searchText, t.status),
    // Incremental sync reads in update order (updatedSince, orderBy UPDATED_AT_*).
    index('bookings_updated_idx').on(t.updatedAt, t.id),
    uniqueIndex('bookings_submission_key_idx').on(t.submissionKey).where(sql`${t.submissionKey} IS NOT NULL`),
  ],
);
