import express, { type Router } from 'express';
import ical from 'ical-generator';
import { isValidDate } from '../lib/dates.ts';
import { zonedDateTimeToUtc } from '../modules/calendar/index.ts';
import { readContactInfo } from '../modules/content/index.ts';
import { getSiteSetting } from '../modules/settings/index.ts';
import type { AppServices } from '../app-services.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { isTimeSlot, timeSlotInfo } from '../../shared/events.ts';
import { ADD_TO_CALENDAR_PATH, REFERENCE_PATTERN } from '../../shared/visitor-forms.ts';

/*
 * GET /add-to-calendar.ics?date=…&ref=…[&slot=…] — the "Add to calendar" file of a sent form's
 * receipt: the requested date (the time slot's hours in the venue's zone for a booking request, the
 * whole day for an inquiry) at the venue, named by its reference. It carries nothing personal (the
 * address says all it shows), so it works without JavaScript and from any browser the link is opened
 * in. An address it cannot read is a plain 400.
 */
export function addToCalendarRouter(services: Pick<AppServices, 'db' | 'config'>): Router {
  const router = express.Router();
  router.get(ADD_TO_CALENDAR_PATH, (req, res) => {
    const date = typeof req.query.date === 'string' ? req.query.date : '';
    const reference = typeof req.query.ref === 'string' ? req.query.ref : '';
    const slot = typeof req.query.slot === 'string' ? req.query.slot : '';
    if (!isValidDate(date) || !REFERENCE_PATTERN.test(reference) || (slot && !isTimeSlot(slot))) {
      res.status(400).type('text/plain').send('This calendar link is not complete. Open it again from your confirmation.');
      return;
    }
    const venueName = getSiteSetting(services.db, 'branding').siteTitle;
    const contact = readContactInfo(services.db, { preview: false });
    const booking = reference.startsWith('REQ-');
    const calendar = ical({ prodId: { company: 'venue-site', product: 'add-to-calendar', language: 'EN' }, name: venueName });
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const timed = booking && slot && isTimeSlot(slot) ? timeSlotInfo(slot) : null;
    const timeZone = services.config.venueTimeZone;
    calendar.createEvent({
      id: `${reference}-${date}@venue-site`,
      ...(timed
        ? {
            start: zonedDateTimeToUtc(date, timed.startTime, timeZone),
            // 00:00 as an end is the midnight that ends the day.
            end: zonedDateTimeToUtc(date, timed.endTime === '00:00' ? '24:00' : timed.endTime, timeZone),
          }
        : { allDay: true, start: new Date(Date.UTC(y, m - 1, d)), end: new Date(Date.UTC(y, m - 1, d + 1)) }),
      summary: booking ? `Requested: event at ${venueName}` : `Date asked about at ${venueName}`,
      description: [
        booking
          ? `Your booking request for ${formatLongDate(date)}${timed ? ` (${timed.label}, ${timed.hours})` : ''} is pending until ${venueName} confirms it.`
          : `You asked ${venueName} about ${formatLongDate(date)}. We reply within 24 hours.`,
        `Reference: ${reference}`,
        [contact.phone, contact.email].filter(Boolean).join(' · '),
      ]
        .filter(Boolean)
        .join('\n'),
      location: contact.address ? `${venueName}, ${contact.address}` : venueName,
    });
    res
      .status(200)
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${reference.toLowerCase()}-${date}.ics"`)
      .setHeader('Cache-Control', 'public, max-age=3600')
      .setHeader('X-Robots-Tag', 'noindex')
      .send(calendar.toString());
  });
  return router;
}
