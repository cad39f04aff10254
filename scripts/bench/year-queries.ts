/*
 * Phase "year": a year of data (year-of-data.ts); the visitor's and the admin's calendar month, the
 * dashboard and the twelve-month report, each as its screen sends it, one connection.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AdminCalendarMonthDocument, DashboardOverviewDocument, PublicCalendarMonthDocument, ReportsDocument } from '../../client/src/gql/graphql.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedStarterContent } from '../../server/db/seed/seed.ts';
import { DURATION, TARGETS, TIME_ZONE, check, measure, ms, post, request, table } from './measure.ts';
import { signInCookie, startVenueServer } from './processes.ts';
import { fillYearOfData, YEAR_OF_DATA } from './year-of-data.ts';

export async function yearOfDataBench(dir: string) {
  const databasePath = path.join(dir, 'year', 'venue.db');
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const database = openDatabase(databasePath);
  seedStarterContent(database.db, { timeZone: TIME_ZONE });
  fillYearOfData(database.db, { timeZone: TIME_ZONE });
  database.close();

  const server = await startVenueServer(databasePath, { VENUE_TIMEZONE: TIME_ZONE });
  try {
    const cookie = await signInCookie(server.url);
    console.log(`\nA year of data: ${YEAR_OF_DATA.bookings} bookings, ${YEAR_OF_DATA.specialDates} special dates, ${YEAR_OF_DATA.inquiries} inquiries; one connection, ${Math.max(2, Math.round(DURATION / 2))} s each\n`);
    const month = new Date().toISOString().slice(0, 7);
    const monthsFrom = (offset: number) => {
      const date = new Date(`${month}-15T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() + offset);
      return date.toISOString().slice(0, 7);
    };
    // The screens' own queries (client/src/gql): what the visitor's calendar, the admin's calendar,
    // the dashboard and the report ask for. The data spans six months back and six ahead.
    const monthStart = `${month}-01`;
    const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const candidates: [string, string, number][] = [
      ['calendarMonth (visitor)', request(PublicCalendarMonthDocument, { month }), TARGETS.yearP99Ms],
      ['calendarMonth (admin)', request(AdminCalendarMonthDocument, { month, from: monthStart, to: monthEnd }), TARGETS.yearP99Ms],
      ['dashboardOverview', request(DashboardOverviewDocument), TARGETS.yearP99Ms],
      ['reports (12 months)', request(ReportsDocument, { from: monthsFrom(-6), to: monthsFrom(5) }), TARGETS.reportsP99Ms],
    ];
    const rows: string[][] = [];
    let ok = true;
    for (const [name, body, target] of candidates) {
      await post(server.url, body, cookie);
      const m = await measure(name, server.url, body, { duration: Math.max(2, Math.round(DURATION / 2)), connections: 1, cookie });
      const pass = m.p99 < target && m.non2xx + m.errors === 0;
      ok &&= pass;
      rows.push([name, m.requestsPerSecond.toFixed(0), ms(m.p50), ms(m.p99), `< ${target} ms`, check(pass)]);
    }
    table(['', 'req/s', 'p50', 'p99', 'target p99', ''], rows);
    return ok;
  } finally {
    await server.stop();
  }
}
