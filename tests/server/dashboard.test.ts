import { eq } from 'drizzle-orm';
import { bookings, contentChangeLog, contentSections, galleryImages, heroSlides, inquiries } from '../../server/db/schema/index.ts';
import { graphql } from '../gql/index.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { today } from '../support/days.ts';

const OVERVIEW = graphql(`
  query Overview {
    dashboardOverview {
      today pendingBookings confirmedBookings completedBookings cancelledBookings totalBookings totalRevenueCents newInquiries heldInquiries
      contentSections { active total } galleryImages { active total } heroSlides { active total }
      recentBookings { id clientName createdAt } upcomingBookings { eventDate status }
      recentContent { id title content } pendingChangeCount
    }
  }
`);

describe('the dashboard overview', () => {
  test('gives every figure in one query, matching the database', async ({ server, admin }) => {
    const { dashboardOverview: o } = await admin.data(OVERVIEW);
    const rows = server.db.select().from(bookings).all();
    const countOf = (status: string) => rows.filter((b) => b.status === status).length;
    expect(o).toMatchObject({
      today: today(),
      pendingBookings: countOf('pending'),
      confirmedBookings: countOf('confirmed'),
      completedBookings: countOf('completed'),
      cancelledBookings: countOf('cancelled'),
      totalBookings: rows.length,
      // Revenue means what Reports count: confirmed and completed bookings (no ledger in the
      // starter venue, so their total cost), plus fees kept (none here): $50,500.00.
      totalRevenueCents: rows.filter((b) => b.status === 'confirmed' || b.status === 'completed').reduce((sum, b) => sum + Math.round((b.totalCost ?? 0) * 100), 0),
      newInquiries: server.db.select().from(inquiries).where(eq(inquiries.status, 'new')).all().length,
      heldInquiries: server.db.select().from(inquiries).where(eq(inquiries.status, 'held')).all().length,
      pendingChangeCount: 0,
    });
    expect(o.pendingBookings).toBe(3);
    expect(o.contentSections).toEqual({ active: server.db.select().from(contentSections).all().length, total: server.db.select().from(contentSections).all().length });
    expect(o.galleryImages.total).toBe(server.db.select().from(galleryImages).all().length);
    expect(o.heroSlides.total).toBe(server.db.select().from(heroSlides).all().length);
    expect(o.recentContent).toHaveLength(4);
    expect(o.upcomingBookings.every((b) => b.status === 'CONFIRMED')).toBe(true);
    expect(o.upcomingBookings.map((b) => b.eventDate)).toEqual([...o.upcomingBookings.map((b) => b.eventDate)].sort());
  });

  test('shows the five most recent bookings, newest first', async ({ admin, factories }) => {
    const { dashboardOverview: before } = await admin.data(OVERVIEW);
    const created = factories.booking({ clientName: 'Newest Client', eventDate: factories.day(120), startTime: '10:00', endTime: '16:00', status: 'confirmed', totalCost: 500 });
    const { dashboardOverview: o } = await admin.data(OVERVIEW);
    expect(o.recentBookings).toHaveLength(5);
    expect(before.totalRevenueCents).toBe(5_050_000);
    expect(o.recentBookings[0]).toMatchObject({ id: created.id, clientName: 'Newest Client' });
    const times = o.recentBookings.map((b) => b.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(o.totalRevenueCents).toBe(5_100_000);
  });

  test('counts active content and pending changes as they change', async ({ server, admin }) => {
    const section = server.db.select().from(contentSections).get()!;
    server.db.update(contentSections).set({ isActive: false }).where(eq(contentSections.id, section.id)).run();
    server.db
      .insert(contentChangeLog)
      .values([
        { tableName: 'content_sections', recordId: section.id, changeType: 'update', description: 'Edited a title' },
        { tableName: 'gallery_images', recordId: 'x', changeType: 'create', description: 'Added an image' },
        { tableName: 'hero_slides', recordId: 'y', changeType: 'update', description: 'Published', status: 'published' },
      ])
      .run();
    const { dashboardOverview: o } = await admin.data(OVERVIEW);
    expect(o.contentSections.active).toBe(o.contentSections.total - 1);
    expect(o.pendingChangeCount).toBe(2);
  });
});
