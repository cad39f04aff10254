/*
 * The demo venue's sample data (DEMO_VENUE=1, what `npm start` on a developer's machine shows):
 * special dates, bookings in every status and inquiries, dated from the day it is seeded. Their
 * ids are kept (site setting `demo_records`) so the owner can remove them in one click later
 * (modules/setup: removeDemoData).
 */
import { addDays, WEEKDAY_NAMES, weekdayOf } from '../../lib/dates.ts';
import { mainEventSpaceId } from '../../modules/bookings/index.ts';
import type { Transaction } from '../client.ts';
import { bookings, calendarAvailability, inquiries, type BookingStatus } from '../schema/index.ts';
import type { DemoRecords } from '../../../shared/setup.ts';


/**
 * The starter's premium-rate date, "Peak season Saturday": the first Saturday at least ten days
 * after today (10 to 16 days out, clear of the starter's other special dates at +6 and +19).
 */
export function starterPremiumDate(today: string): string {
  const first = addDays(today, 10);
  const daysToSaturday = (WEEKDAY_NAMES.indexOf('saturday') - WEEKDAY_NAMES.indexOf(weekdayOf(first)) + 7) % 7;
  return addDays(first, daysToSaturday);
}

export function insertDemoRecords(tx: Transaction, today: string, now: Date): DemoRecords {
  const eventSpaceId = mainEventSpaceId(tx);

  const specialDates = [
    { date: addDays(today, 6), status: 'unavailable' as const, notes: 'maintenance: Ballroom floor refinishing' },
    { date: starterPremiumDate(today), status: 'premium_rate' as const, notes: 'Peak season Saturday', premiumMultiplier: 1.5 },
    { date: addDays(today, 19), status: 'partially_available' as const, notes: 'Morning corporate breakfast; evening open', startTime: '17:00', endTime: '24:00' },
    { date: addDays(today, 41), status: 'available' as const, notes: 'Open house: tours all day' },
  ];
  const thisNewYearsEve = `${today.slice(0, 4)}-12-31`;
  const newYearsEve = thisNewYearsEve >= today ? thisNewYearsEve : `${Number(today.slice(0, 4)) + 1}-12-31`;
  if (!specialDates.some((special) => special.date === newYearsEve)) {
    specialDates.push({ date: newYearsEve, status: 'premium_rate', notes: 'New Year’s Eve', premiumMultiplier: 2 });
  }
  const specialDateIds = tx.insert(calendarAvailability).values(specialDates).returning({ id: calendarAvailability.id }).all().map((row) => row.id);

  const sample = (
    status: BookingStatus,
    dayOffset: number,
    slot: [string, string],
    client: { name: string; email: string; phone?: string },
    event: { type: string; guests: number; cost?: number; requests?: string; notes?: string },
    createdDaysAgo: number,
  ) => ({
    eventSpaceId,
    clientName: client.name,
    clientEmail: client.email,
    clientPhone: client.phone ?? null,
    eventType: event.type,
    eventDate: addDays(today, dayOffset),
    startTime: slot[0],
    endTime: slot[1],
    guestCount: event.guests,
    specialRequests: event.requests ?? null,
    status,
    adminNotes: event.notes ?? null,
    totalCost: event.cost ?? null,
    source: 'website' as const,
    createdAt: new Date(now.getTime() - createdDaysAgo * 86_400_000),
  });
  const evening: [string, string] = ['17:00', '00:00'];
  const daytime: [string, string] = ['10:00', '16:00'];
  const allDay: [string, string] = ['09:00', '23:59'];
  const bookingIds = tx
    .insert(bookings)
    .values([
      sample('pending', 27, evening, { name: 'Sophia Bennett', email: 'sophia.bennett@example.com', phone: '(631) 555-0198' }, { type: 'Wedding', guests: 180, requests: 'Ceremony on the lawn if the weather allows; vegetarian options for about 20 guests.' }, 1),
      sample('pending', 34, daytime, { name: 'Marcus Hale', email: 'marcus.hale@example.com' }, { type: 'Retirement Party', guests: 90, requests: 'Projector for a slideshow.' }, 2),
      sample('pending', 48, evening, { name: 'Priya Raman', email: 'priya.raman@example.com', phone: '(516) 555-0121' }, { type: 'Cultural Event', guests: 320 }, 4),
      sample('confirmed', 9, evening, { name: 'Olivia & James Carter', email: 'olivia.carter@example.com', phone: '(631) 555-0167' }, { type: 'Wedding', guests: 220, cost: 14500, notes: 'Deposit received. Florist arrives 1PM.' }, 40),
      sample('confirmed', 22, daytime, { name: 'Northwind Partners', email: 'events@northwind.example.com' }, { type: 'Conference/Meeting', guests: 140, cost: 6200, notes: 'Needs two wireless mics and the screen.' }, 25),
      sample('confirmed', 63, allDay, { name: 'Elena Rossi', email: 'elena.rossi@example.com' }, { type: 'Anniversary', guests: 110, cost: 8800 }, 12),
      sample('completed', -12, evening, { name: 'David Kim', email: 'david.kim@example.com' }, { type: 'Birthday Party', guests: 75, cost: 4200 }, 70),
      sample('completed', -30, evening, { name: 'Hannah Lopez', email: 'hannah.lopez@example.com' }, { type: 'Wedding', guests: 260, cost: 16800 }, 200),
      sample('cancelled', 16, daytime, { name: 'Greg Foster', email: 'greg.foster@example.com' }, { type: 'Holiday Party', guests: 60, notes: 'Client moved the party to next year.' }, 30),
    ])
    .returning({ id: bookings.id })
    .all()
    .map((row) => row.id);

  const inquiryIds = tx
    .insert(inquiries)
    .values([
      {
        name: 'Amelia Grant',
        email: 'amelia.grant@example.com',
        phone: '(631) 555-0110',
        eventType: 'Wedding',
        desiredDate: addDays(today, 90),
        message: 'We are planning a wedding for about 150 guests and would love to schedule a tour on a weekend.',
        status: 'new',
        createdAt: new Date(now.getTime() - 3 * 3_600_000),
      },
      {
        name: 'Tom Becker',
        email: 'tom.becker@example.com',
        phone: null,
        eventType: 'Corporate Event',
        desiredDate: null,
        message: 'Do you offer weekday rates for a half-day workshop of 60 people?',
        status: 'handled',
        createdAt: new Date(now.getTime() - 5 * 86_400_000),
        handledAt: new Date(now.getTime() - 4 * 86_400_000),
      },
    ])
    .returning({ id: inquiries.id })
    .all()
    .map((row) => row.id);

  return { bookings: bookingIds, inquiries: inquiryIds, specialDates: specialDateIds };
}
