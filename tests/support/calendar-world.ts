import { notInArray } from 'drizzle-orm';
import { starterPremiumDate } from '../../server/db/seed/seed.ts';
import { bookings, calendarAvailability } from '../../server/db/schema/index.ts';
import { MAIN_EVENT_SPACE_ID } from '../../server/modules/bookings/index.ts';
import { day, today } from './days.ts';
import type { GraphQLSession } from './graphql.ts';
import type { TestServer } from './test-server.ts';

/*
 * What the calendar and booking test files share: the venue's today, the starter calendar they
 * start from, and one date of the public calendar as a visitor sees it. Each file gets its server
 * from the fixtures (tests/support/fixtures.ts).
 */

export { day, today } from './days.ts';
/** The starter's premium-rate Saturday. */
export const premiumDay = () => starterPremiumDate(today());

/**
 * Keeps only the starter's relative special dates (+6, the premium Saturday, +19, +41): its New
 * Year's Eve date can land on a date these tests expect to be open.
 */
export function keepStarterRelativeDates(server: TestServer) {
  server.db.delete(calendarAvailability).where(notInArray(calendarAvailability.date, [...[6, 19, 41].map((offset) => day(offset)), premiumDay()])).run();
}

export const CALENDAR_MONTH = /* GraphQL */ `
  query Month($month: YearMonth!) {
    calendarMonth(month: $month) {
      month
      today
      timeZone
      lastBookableDate
      days { date status isPast isBookable timeSlots startTime endTime notes premiumMultiplier specialDateId }
    }
  }
`;

/** One date of the public calendar. */
export interface CalendarDay {
  date: string;
  status: string;
  isPast: boolean;
  isBookable: boolean;
  timeSlots: string[];
  startTime: string | null;
  endTime: string | null;
  notes: string | null;
  premiumMultiplier: number | null;
  specialDateId: string | null;
}

/** How `session` sees `date` on the public calendar. */
export async function dayOf(session: GraphQLSession, date: string): Promise<CalendarDay> {
  const data = await session.data<{ calendarMonth: { days: CalendarDay[] } }>(CALENDAR_MONTH, { month: date.slice(0, 7) });
  return data.calendarMonth.days.find((d) => d.date === date)!;
}

/** A confirmed booking written straight to the test server's database. */
export function insertConfirmed(server: TestServer, eventDate: string, startTime: string, endTime: string) {
  return server.db
    .insert(bookings)
    .values({ eventSpaceId: MAIN_EVENT_SPACE_ID, clientName: 'Confirmed Client', clientEmail: 'confirmed@example.com', eventType: 'Wedding', eventDate, startTime, endTime, guestCount: 80, status: 'confirmed' })
    .returning()
    .get();
}
