import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import express, { type Router } from 'express';
import ical, { ICalEventStatus } from 'ical-generator';
import { bookings, calendarAvailability, eventSpaces } from '../db/schema/index.ts';
import { addDays, todayIn } from '../lib/dates.ts';
import { openCalendarFeed, zonedDateTimeToUtc } from '../modules/calendar/index.ts';
import { readContactInfo } from '../modules/content/index.ts';
import { getSiteSetting } from '../modules/settings/index.ts';
import type { AppServices } from '../app-services.ts';

/** How far back the feed goes; older events stay in the admin's own calendar app. */
const HISTORY_DAYS = 365;

/**
 * GET /calendar/<token>.ics — the owner's subscription feed (Google Calendar, Apple Calendar) of
 * confirmed (and completed) bookings and blocked dates. The token is the only credential: a wrong
 * or revoked one gets 404, like any unknown address.
 */
export function icalRouter(services: AppServices): Router {
  const router = express.Router();
  router.get('/calendar/:file', (req, res, next) => {
    const match = /^(.+)\.ics$/.exec(req.params.file);
    if (!match) return next();
    if (!openCalendarFeed(services.db, match[1]!)) {
      res.status(404).type('text/plain').send('This calendar feed does not exist or was revoked.');
      return;
    }
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Cache-Control', 'private, no-store')
      .setHeader('X-Robots-Tag', 'noindex')
      .send(buildVenueCalendar(services));
  });
  return router;
}

export function buildVenueCalendar({ db, config }: Pick<AppServices, 'db' | 'config'>): string {
  const timeZone = config.venueTimeZone;
  const since = addDays(todayIn(timeZone), -HISTORY_DAYS);
  const contact = readContactInfo(db, { preview: false });
  const venueName = getSiteSetting(db, 'branding').siteTitle;
  const calendar = ical({
    name: `${venueName} bookings`,
    description: `Confirmed bookings and blocked dates at ${venueName}`,
    prodId: { company: 'venue-site', product: 'venue-calendar', language: 'EN' },
    ttl: 15 * 60,
  });

  const rows = db
    .select({ booking: bookings, space: eventSpaces })
    .from(bookings)
    .innerJoin(eventSpaces, eq(eventSpaces.id, bookings.eventSpaceId))
    .where(and(inArray(bookings.status, ['confirmed', 'completed']), gte(bookings.eventDate, since)))
    .orderBy(asc(bookings.eventDate), asc(bookings.startTime))
    .all();
  for (const { booking, space } of rows) {
    const details = [
      `Client: ${booking.clientName}`,
      `E-mail: ${booking.clientEmail}`,
      booking.clientPhone ? `Phone: ${booking.clientPhone}` : null,
      `Guests: ${booking.guestCount}`,
      `Status: ${booking.status}`,
      booking.totalCost != null ? `Total: $${booking.totalCost.toFixed(2)}` : null,
      booking.specialRequests ? `Special requests: ${booking.specialRequests}` : null,
      booking.adminNotes ? `Admin notes: ${booking.adminNotes}` : null,
    ].filter(Boolean);
    calendar.createEvent({
      id: `booking-${booking.id}@venue-site`,
      start: zonedDateTimeToUtc(booking.eventDate, booking.startTime, timeZone),
      // 00:00 as an end is the midnight that ends the day (24:00).
      end: zonedDateTimeToUtc(booking.eventDate, booking.endTime === '00:00' ? '24:00' : booking.endTime, timeZone),
      summary: `${booking.eventType}: ${booking.clientName} (${booking.guestCount} guests)`,
      description: details.join('\n'),
      location: contact.address ? `${space.name}, ${contact.address}` : space.name,
      status: ICalEventStatus.CONFIRMED,
      lastModified: booking.updatedAt,
    });
  }

  const blocked = db
    .select()
    .from(calendarAvailability)
    .where(and(eq(calendarAvailability.status, 'unavailable'), gte(calendarAvailability.date, since)))
    .orderBy(asc(calendarAvailability.date))
    .all();
  for (const day of blocked) {
    const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
    calendar.createEvent({
      id: `blocked-${day.id}@venue-site`,
      allDay: true,
      start: new Date(Date.UTC(y, m - 1, d)),
      end: new Date(Date.UTC(y, m - 1, d + 1)),
      summary: `Blocked${day.notes ? `: ${day.notes}` : ''}`,
      description: 'Date blocked on the venue calendar (not bookable).',
      lastModified: day.updatedAt,
    });
  }
  return calendar.toString();
}
