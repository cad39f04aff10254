import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_EVENT_SPACE_ID } from '../../server/db/seed/seed.ts';
import { bookings, contentChangeLog, contentSections, galleryImages, heroSlides, inquiries } from '../../server/db/schema/index.ts';
import { addDays, todayIn } from '../../server/lib/dates.ts';
import type { GraphQLSession } from '../support/graphql.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: GraphQLSession;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminSession();
});
afterAll(() => server.close());

const OVERVIEW = /* GraphQL */ `
  query Overview {
    dashboardOverview {
      today pendingBookings confirmedBookings completedBookings cancelledBookings totalBookings totalRevenue newInquiries
      contentSections { active total } galleryImages { active total } heroSlides { active total }
      recentBookings { id clientName createdAt } upcomingBookings { eventDate status }
      recentContent { id title content } pendingChangeCount
    }
  }
`;

describe('the dashboard overview', () => {
  it('gives every figure in one query, matching the database', async () => {
    const { dashboardOverview: o } = await admin.data(OVERVIEW);
    const rows = server.db.select().from(bookings).all();
    const countOf = (status: string) => rows.filter((b) => b.status === status).length;
    expect(o).toMatchObject({
      today: todayIn('America/New_York'),
      pendingBookings: countOf('pending'),
      confirmedBookings: countOf('confirmed'),
      completedBookings: countOf('completed'),
      cancelledBookings: countOf('cancelled'),
      totalBookings: rows.length,
      // Revenue counts confirmed bookings only: 14500 + 6200 + 8800 in the starter venue.
      totalRevenue: 29500,
      newInquiries: server.db.select().from(inquiries).where(eq(inquiries.status, 'new')).all().length,
      pendingChangeCount: 0,
    });
    expect(o.pendingBookings).toBe(3);
    expect(o.contentSections).toEqual({ active: server.db.select().from(contentSections).all().length, total: server.db.select().from(contentSections).all().length });
    expect(o.galleryImages.total).toBe(server.db.select().from(galleryImages).all().length);
    expect(o.heroSlides.total).toBe(server.db.select().from(heroSlides).all().length);
    expect(o.recentContent).toHaveLength(4);
    expect(o.upcomingBookings.every((b: { status: string }) => b.status === 'CONFIRMED')).toBe(true);
    expect(o.upcomingBookings.map((b: { eventDate: string }) => b.eventDate)).toEqual([...o.upcomingBookings.map((b: { eventDate: string }) => b.eventDate)].sort());
  });

  it('shows the five most recent bookings, newest first', async () => {
    const created = server.db
      .insert(bookings)
      .values({
        eventSpaceId: MAIN_EVENT_SPACE_ID,
        clientName: 'Newest Client',
        clientEmail: 'newest@example.com',
        eventType: 'Wedding',
        eventDate: addDays(todayIn('America/New_York'), 120),
        startTime: '10:00',
        endTime: '16:00',
        guestCount: 50,
        status: 'confirmed',
        totalCost: 500,
      })
      .returning()
      .get();
    const { dashboardOverview: o } = await admin.data(OVERVIEW);
    expect(o.recentBookings).toHaveLength(5);
    expect(o.recentBookings[0]).toMatchObject({ id: created.id, clientName: 'Newest Client' });
    const times = o.recentBookings.map((b: { createdAt: string }) => b.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(o.totalRevenue).toBe(30000);
  });

  it('counts active content and pending changes as they change', async () => {
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
