import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared.ts';
import { bookings, contentChangeLog, contentSections, eventSpaces, galleryImages, heroSlides, inquiries } from '../../db/schema/index.ts';
import { todayIn } from '../../lib/dates.ts';
import { bookingWithEventSpace } from '../bookings/index.ts';
import { bookingRevenueSql } from '../ledger/index.ts';

/* Every figure of the dashboard overview, read in one go (specification sections 2 and 9). */

export const RECENT_BOOKINGS = 5;
export const RECENT_CONTENT = 4;

function activeCount(db: DB, table: typeof contentSections | typeof galleryImages | typeof heroSlides) {
  return db
    .select({ total: count(), active: sql<number>`coalesce(sum(case when ${table.isActive} then 1 else 0 end), 0)` })
    .from(table)
    .prepare();
}

/** Prepared once per database: the dashboard is read on every admin visit and after every change. */
const statements = preparedStatements((db) => ({
  bookingsByStatus: db
    .select({ status: bookings.status, count: count(), revenueCents: sql<number>`coalesce(sum(${sql.raw(bookingRevenueSql('"bookings"'))}), 0)` })
    .from(bookings)
    .groupBy(bookings.status)
    .prepare(),
  newInquiries: db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 'new')).prepare(),
  heldInquiries: db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 'held')).prepare(),
  contentSections: activeCount(db, contentSections),
  galleryImages: activeCount(db, galleryImages),
  heroSlides: activeCount(db, heroSlides),
  recentBookings: db
    .select(bookingWithEventSpace)
    .from(bookings)
    .leftJoin(eventSpaces, eq(eventSpaces.id, bookings.eventSpaceId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(RECENT_BOOKINGS)
    .prepare(),
  upcomingBookings: db
    .select(bookingWithEventSpace)
    .from(bookings)
    .leftJoin(eventSpaces, eq(eventSpaces.id, bookings.eventSpaceId))
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.eventDate, sql.placeholder('today'))))
    .orderBy(asc(bookings.eventDate), asc(bookings.startTime))
    .limit(RECENT_BOOKINGS)
    .prepare(),
  recentContent: db.select().from(contentSections).orderBy(desc(contentSections.updatedAt)).limit(RECENT_CONTENT).prepare(),
  pendingChanges: db.select({ n: count() }).from(contentChangeLog).where(eq(contentChangeLog.status, 'pending')).prepare(),
}));

function activeOf(row: { total: number; active: number } | undefined) {
  return { total: row?.total ?? 0, active: Number(row?.active ?? 0) };
}

export function dashboardOverview({ db, config }: { db: DB; config: Pick<Config, 'venueTimeZone'> }) {
  const read = statements(db);
  const today = todayIn(config.venueTimeZone);
  let pendingBookings = 0;
  let confirmedBookings = 0;
  let completedBookings = 0;
  let cancelledBookings = 0;
  let totalBookings = 0;
  let totalRevenueCents = 0;
  for (const row of read.bookingsByStatus.all()) {
    totalBookings += row.count;
    // Revenue means what it means in Reports (ledger bookingRevenueSql): the agreed price of
    // confirmed and completed bookings plus cancellation fees kept; a pending booking adds nothing.
    totalRevenueCents += Number(row.revenueCents ?? 0);
    if (row.status === 'pending') pendingBookings = row.count;
    else if (row.status === 'completed') completedBookings = row.count;
    else if (row.status === 'cancelled') cancelledBookings = row.count;
    else if (row.status === 'confirmed') confirmedBookings = row.count;
  }

  return {
    today,
    pendingBookings,
    confirmedBookings,
    completedBookings,
    cancelledBookings,
    totalBookings,
    totalRevenueCents,
    newInquiries: read.newInquiries.get()?.n ?? 0,
    heldInquiries: read.heldInquiries.get()?.n ?? 0,
    contentSections: activeOf(read.contentSections.get()),
    galleryImages: activeOf(read.galleryImages.get()),
    heroSlides: activeOf(read.heroSlides.get()),
    recentBookings: read.recentBookings.all(),
    upcomingBookings: read.upcomingBookings.all({ today }),
    recentContent: read.recentContent.all(),
    pendingChangeCount: read.pendingChanges.get()?.n ?? 0,
  };
}
