/*
 * Phases "volume" and "screens": a busy venue (volume-data.ts); the admin's Bookings and Inquiries
 * screens' queries through the whole server, and the same lists in Chromium (admin-screens.ts).
 */
import type { DocumentNode } from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { AdminBookingsDocument, InquiriesListDocument } from '../../client/src/gql/graphql.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedStarterContent } from '../../server/db/seed/seed.ts';
import { addDays, todayIn } from '../../server/lib/dates.ts';
import { adminScreensBench, SCREENS_TARGET_MS } from './admin-screens.ts';
import { DURATION, TARGETS, TIME_ZONE, check, measure, ms, post, request, table } from './measure.ts';
import { signInCookie, startVenueServer } from './processes.ts';
import { fillVolume, VOLUME } from './volume-data.ts';

/** A server on a busy venue's database (VOLUME bookings and inquiries), and how long filling it took. */
async function busyVenueServer(dir: string, name: string) {
  const databasePath = path.join(dir, name, 'venue.db');
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const database = openDatabase(databasePath);
  seedStarterContent(database.db, { timeZone: TIME_ZONE });
  const building = Date.now();
  fillVolume(database.db, { timeZone: TIME_ZONE });
  database.close();
  const builtIn = Date.now() - building;
  return { server: await startVenueServer(databasePath, { VENUE_TIMEZONE: TIME_ZONE }), builtIn };
}

/** The admin's Bookings and Inquiries screens on a busy venue's database, as the screens ask. */
export async function volumeBench(dir: string) {
  const { server, builtIn } = await busyVenueServer(dir, 'volume');
  try {
    const cookie = await signInCookie(server.url);
    const duration = Math.max(2, Math.round(DURATION / 2));
    console.log(
      `\nA busy venue: ${VOLUME.bookings.toLocaleString('en-US')} bookings and ${VOLUME.inquiries.toLocaleString('en-US')} inquiries (built in ${(builtIn / 1000).toFixed(1)} s); ` +
        `the admin screens' own queries, one connection, admin session, ${duration} s each; target p99 ≤ ${TARGETS.volumeP99Ms} ms and ≤ ${TARGETS.volumePageKb} kB of JSON a page\n`,
    );
    const today = todayIn(TIME_ZONE);
    const nextMonth = { eventDateFrom: today, eventDateTo: addDays(today, 30) };
    const order = 'RECEIVED_DESC';
    const cases: [string, DocumentNode, Record<string, unknown>][] = [
      ['Bookings: first page (Pending, 25)', AdminBookingsDocument, { first: 25, status: 'PENDING', orderBy: order }],
      ['Bookings: search "garcia" (all)', AdminBookingsDocument, { first: 25, search: 'garcia', orderBy: order }],
      ['Bookings: next 30 days by date (all)', AdminBookingsDocument, { first: 25, ...nextMonth, orderBy: 'EVENT_DATE_ASC' }],
      ['Bookings: a page of 100 (all)', AdminBookingsDocument, { first: 100, orderBy: order }],
      ['Inquiries: first page (all, 25)', InquiriesListDocument, { first: 25, orderBy: order }],
      ['Inquiries: search "garcia"', InquiriesListDocument, { first: 25, search: 'garcia', orderBy: order }],
      ['Inquiries: desired in the next 30 days', InquiriesListDocument, { first: 25, ...nextMonth, orderBy: 'EVENT_DATE_ASC' }],
      ['Inquiries: a page of 100', InquiriesListDocument, { first: 100, orderBy: order }],
    ];
    const rows: string[][] = [];
    let ok = true;
    for (const [name, document, variables] of cases) {
      const body = request(document, variables);
      const answer = await post(server.url, body, cookie);
      const kb = Buffer.byteLength(answer) / 1024;
      const m = await measure(name, server.url, body, { duration, connections: 1, cookie });
      const fast = m.p99 <= TARGETS.volumeP99Ms && m.non2xx + m.errors === 0;
      const small = kb <= TARGETS.volumePageKb;
      ok &&= fast && small;
      const total = (JSON.parse(answer) as { data: Record<string, { totalCount: number }> }).data;
      rows.push([name, Object.values(total)[0]!.totalCount.toLocaleString('en-US'), m.requestsPerSecond.toFixed(0), ms(m.p50), ms(m.p99), `${kb.toFixed(1)} kB`, check(fast), check(small)]);
    }
    table(['', 'matches', 'req/s', 'p50', 'p99', 'JSON', `p99 ≤ ${TARGETS.volumeP99Ms} ms`, `≤ ${TARGETS.volumePageKb} kB`], rows);
    return ok;
  } finally {
    await server.stop();
  }
}

/** The admin's long lists in Chromium: main-thread work of a page-size switch (admin-screens.ts). */
export async function screensBench(dir: string) {
  const { server } = await busyVenueServer(dir, 'screens');
  try {
    console.log(
      `\nThe admin's lists in Chromium, busy venue: main-thread work (Chromium's TaskDuration) of switching 25 → 100 a page and back, median of 3; ` +
        `target ≤ ${SCREENS_TARGET_MS.to100.toLocaleString('en-US')} ms and ≤ ${SCREENS_TARGET_MS.to25.toLocaleString('en-US')} ms\n`,
    );
    const result = await adminScreensBench(server);
    if (typeof result === 'string') {
      console.log(`The admin's lists: ${result}`);
      return false;
    }
    let ok = true;
    const rows = result.map(({ screen, to100Ms, to25Ms }) => {
      const fine = to100Ms <= SCREENS_TARGET_MS.to100 && to25Ms <= SCREENS_TARGET_MS.to25;
      ok &&= fine;
      return [screen, ms(to100Ms), ms(to25Ms), check(fine)];
    });
    table(['', '25 → 100', '100 → 25', 'target'], rows);
    return ok;
  } finally {
    await server.stop();
  }
}
