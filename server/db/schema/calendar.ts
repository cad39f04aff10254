import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bookings } from './bookings.ts';
import { addedCreatedAt, bool, createdAt, id, updatedAt, version } from './columns.ts';
import type { Weekday } from '../../../shared/calendar.ts';

export const SPECIAL_DATE_STATUSES = ['available', 'unavailable', 'partially_available', 'premium_rate'] as const;
export type SpecialDateStatus = (typeof SPECIAL_DATE_STATUSES)[number];



export interface ReplacedSpecialDate {
  status: SpecialDateStatus;
  notes: string | null;
  startTime: string | null;
  endTime: string | null;
  premiumMultiplier: number | null;
}

/** A special date (table name kept from the specification): one row per calendar date at most. */
export const calendarAvailability = sqliteTable(
  'calendar_availability',
  {
    id: id(),
    /** yyyy-MM-dd, a calendar date in the venue's time zone. */
    date: text('date').notNull().unique(),
    status: text('status', { enum: SPECIAL_DATE_STATUSES }).notNull(),
    notes: text('notes'),
    /** HH:mm, or null when the whole day is meant. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    premiumMultiplier: real('premium_multiplier'),
    /**
     * Set on the block that Confirm & Block writes: the booking it exists for. Cancelling that
     * booking lifts the block; editing the special date makes it the admin's own (cleared).
     */
    blockedForBookingId: text('blocked_for_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The special date that block replaced on its date (restored when the block is lifted). */
    replacedSpecialDate: text('replaced_special_date', { mode: 'json' }).$type<ReplacedSpecialDate>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  // Incremental sync reads in update order (updatedSince, orderBy UPDATED_AT_*).
  (t) => [index('calendar_availability_updated_idx').on(t.updatedAt, t.id)],
);

export const calendarSettings = sqliteTable('calendar_settings', {
  id: id(),
  isActive: bool('is_active').notNull().default(true),
  /** HH:mm; the end may be 24:00 (midnight at the end of the day). */
  startTime: text('start_time').notNull().default('10:00'),
  endTime: text('end_time').notNull().default('24:00'),
  availableDays: text('available_days', { mode: 'json' }).$type<Weekday[]>().notNull(),
  minimumBookingHours: integer('minimum_booking_hours').notNull().default(4),
  maximumBookingHours: integer('maximum_booking_hours').notNull().default(14),
  advanceBookingDays: integer('advance_booking_days').notNull().default(365),
  createdAt: addedCreatedAt(),
  updatedAt: updatedAt(),
  version: version(),
});
