import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/client.ts';
import { bookings, contentChangeLog, contentSections, galleryImages, heroSlides, inquiries } from '../../db/schema/index.ts';
import { todayIn } from '../../lib/dates.ts';

/* Every figure of the dashboard overview, read in one go (specification sections 2 and 9). */

export const RECENT_BOOKINGS = 5;
export const RECENT_CONTENT = 4;

function activeCount(db: DB, table: typeof contentSections | typeof galleryImages | typeof heroSlides) {
  const row = db
    .select({ total: count(), active: sql<number>`coalesce(sum(case when ${table.isActive} then 1 else 0 end), 0)` })
    .from(table)
    .get();
  return { total: row?.total ?? 0, active: Number(row?.active ?? 0) };
}

export function dashboardOverview({ db, config }: { db: DB; config: Pick<Config, 'venueTimeZone'> }) {
  const today = todayIn(config.venueTimeZone);
  const byStatus = new Map(
    db
      .select({ status: bookings.status, count: count(), revenue: sql<number>`coalesce(sum(${bookings.totalCost}), 0)` })
      .from(bookings)
      .groupBy(bookings.status)
      .all()
      .map((row) => [row.status, row]),
  );
  const countOf = (status: 'pending' | 'confirmed' | 'completed' | 'cancelled') => byStatus.get(status)?.count ?? 0;
  const totalBookings = [...byStatus.values()].reduce((sum, row) => sum + row.count, 0);

  return {
    today,
    pendingBookings: countOf('pending'),
    confirmedBookings: countOf('confirmed'),
    completedBookings: countOf('completed'),
    cancelledBookings: countOf('cancelled'),
    totalBookings,
    // Revenue is the sum of total_cost of confirmed bookings (specification section 9).
    totalRevenue: Number(byStatus.get('confirmed')?.revenue ?? 0),
    newInquiries: db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, 'new')).get()?.n ?? 0,
    contentSections: activeCount(db, contentSections),
    galleryImages: activeCount(db, galleryImages),
    heroSlides: activeCount(db, heroSlides),
    recentBookings: db.select().from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(RECENT_BOOKINGS).all(),
    upcomingBookings: db
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, 'confirmed'), gte(bookings.eventDate, today)))
      .orderBy(asc(bookings.eventDate), asc(bookings.startTime))
      .limit(RECENT_BOOKINGS)
      .all(),
    recentContent: db.select().from(contentSections).orderBy(desc(contentSections.updatedAt)).limit(RECENT_CONTENT).all(),
    pendingChangeCount: db.select({ n: count() }).from(contentChangeLog).where(eq(contentChangeLog.status, 'pending')).get()?.n ?? 0,
  };
}
