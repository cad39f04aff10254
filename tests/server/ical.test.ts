import { describe, expect, it, test } from '../support/fixtures.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { bookings, calendarAvailability, eventSpaces, siteSettings } from '../../server/db/schema/index.ts';
import { CALENDAR_FEED_KEY } from '../../server/modules/calendar/index.ts';
import { eq } from 'drizzle-orm';

test.override('serverOptions', { seed: false });
test.beforeAll(async ({ server }) => {
  server.db.insert(eventSpaces).values({ id: MAIN_EVENT_SPACE_ID, name: 'Grand Ballroom', type: 'ballroom' }).run();
  const base = { eventSpaceId: MAIN_EVENT_SPACE_ID, clientEmail: 'c@example.com', guestCount: 120 };
  server.db
    .insert(bookings)
    .values([
      // Winter (EST, UTC-5) evening that ends at midnight.
      { ...base, clientName: 'Winter Wedding', eventType: 'Wedding', eventDate: '2027-01-15', startTime: '17:00', endTime: '00:00', status: 'confirmed' },
      // Summer (EDT, UTC-4) daytime.
      { ...base, clientName: 'Summer Summit', eventType: 'Conference/Meeting', eventDate: '2027-07-09', startTime: '10:00', endTime: '16:00', status: 'confirmed', adminNotes: 'Needs; semicolons, commas' },
      { ...base, clientName: 'Pending Person', eventType: 'Birthday Party', eventDate: '2027-02-01', startTime: '10:00', endTime: '16:00', status: 'pending' },
      { ...base, clientName: 'Cancelled Person', eventType: 'Birthday Party', eventDate: '2027-02-02', startTime: '10:00', endTime: '16:00', status: 'cancelled' },
    ])
    .run();
  server.db
    .insert(calendarAvailability)
    .values([
      { date: '2027-03-10', status: 'unavailable', notes: 'maintenance: Floors' },
      { date: '2027-03-11', status: 'premium_rate', premiumMultiplier: 2 },
    ])
    .run();
});

const CREATE = `mutation { createCalendarFeed { url feed { active createdAt } } }`;
const REVOKE = `mutation { revokeCalendarFeed { feed { active createdAt lastFetchedAt } } }`;
const STATUS = `{ calendarFeed { active createdAt lastFetchedAt } }`;

describe('the iCalendar feed', () => {
  it('does not exist until the admin creates it', async ({ admin }) => {
    expect((await admin.data(STATUS)).calendarFeed).toEqual({ active: false, createdAt: null, lastFetchedAt: null });
  });

  it('serves confirmed bookings (in UTC) and blocked dates at a secret address', async ({ server, admin }) => {
    const { createCalendarFeed } = await admin.data(CREATE);
    expect(createCalendarFeed.feed.active).toBe(true);
    expect(createCalendarFeed.url).toMatch(new RegExp(`^${server.url}/calendar/[a-z2-7]{32}\\.ics$`));
    // Only a hash of the token is stored.
    const stored = server.db.select().from(siteSettings).where(eq(siteSettings.key, CALENDAR_FEED_KEY)).get();
    const token = createCalendarFeed.url.split('/').pop().replace('.ics', '');
    expect(JSON.stringify(stored?.value)).not.toContain(token);

    const response = await fetch(createCalendarFeed.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar; charset=utf-8/);
    const body = (await response.text()).replace(/\r\n /g, '');
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain('SUMMARY:Wedding: Winter Wedding (120 guests)');
    expect(body).toContain('DTSTART:20270115T220000Z');
    expect(body).toContain('DTEND:20270116T050000Z');
    expect(body).toContain('SUMMARY:Conference/Meeting: Summer Summit (120 guests)');
    expect(body).toContain('DTSTART:20270709T140000Z');
    expect(body).toContain('DTEND:20270709T200000Z');
    expect(body).toContain('Admin notes: Needs\\; semicolons\\, commas');
    expect(body).toContain('SUMMARY:Blocked: maintenance: Floors');
    expect(body).toContain('DTSTART;VALUE=DATE:20270310');
    expect(body).toContain('DTEND;VALUE=DATE:20270311');
    expect(body).not.toContain('Pending Person');
    expect(body).not.toContain('Cancelled Person');
    expect(body).not.toContain('20270311T');
    expect((await admin.data(STATUS)).calendarFeed.lastFetchedAt).not.toBeNull();
  });

  it('refuses a wrong token with 404', async ({ server }) => {
    for (const path of ['/calendar/abcdefghijklmnopqrstuvwxyz234567.ics', '/calendar/x.ics', '/calendar/%3Cscript%3E.ics']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('VCALENDAR');
    }
  });

  it('stops the old address when rotated, and every address when revoked', async ({ admin }) => {
    const first = (await admin.data(CREATE)).createCalendarFeed.url;
    const second = (await admin.data(CREATE)).createCalendarFeed.url;
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
    const { revokeCalendarFeed } = await admin.data(REVOKE);
    expect(revokeCalendarFeed.feed).toEqual({ active: false, createdAt: null, lastFetchedAt: null });
    expect((await fetch(second)).status).toBe(404);
  });

  it('leaves the public calendar page at /calendar alone', async ({ server }) => {
    const response = await fetch(`${server.url}/calendar`, { headers: { accept: 'text/html' } });
    expect(response.status).not.toBe(404);
  });
});
