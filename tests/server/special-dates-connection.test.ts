import { graphql } from '../gql/index.ts';
import { calendarAvailability } from '../../server/db/schema/index.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { PAGINATION_MESSAGES } from '../../shared/pagination.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/*
 * SpecialDates is a connection (first/after, last/before, pageInfo, totalCount, at most
 * 100 a page) in date order, with the filters the admin screens use (from a date, of a status).
 */
const PAGE = graphql(`
  query SpecialDatesPage($first: Int, $after: String, $last: Int, $before: String, $from: LocalDate, $to: LocalDate, $status: SpecialDateStatus) {
    specialDates(first: $first, after: $after, last: $last, before: $before, from: $from, to: $to, status: $status) {
      totalCount
      nodes { id date status }
      edges { cursor node { id } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

describe('specialDates connection', () => {
  it('pages forward and back through 130 dates in date order, none lost or repeated, and filters', async ({ admin, server, factories }) => {
    server.db.delete(calendarAvailability).run();
    const dates = Array.from({ length: 130 }, (_, index) => factories.day(200 + index));
    // Inserted out of order: the list is in date order whatever the insertion order.
    for (const [index, date] of [...dates].reverse().entries()) {
      factories.specialDate({ date, status: index % 2 === 0 ? 'unavailable' : 'premium_rate', premiumMultiplier: index % 2 === 0 ? null : 1.5 });
    }

    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { specialDates }: { specialDates: { totalCount: number; nodes: { date: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } =
        await admin.data(PAGE, { first: 50, after });
      expect(specialDates.totalCount).toBe(130);
      seen.push(...specialDates.nodes.map((node) => node.date));
      if (!specialDates.pageInfo.hasNextPage) break;
      after = specialDates.pageInfo.endCursor;
    }
    expect(seen).toEqual(dates);

    const last = await admin.data(PAGE, { last: 10 });
    expect(last.specialDates.nodes.map((node) => node.date)).toEqual(dates.slice(-10));
    expect(last.specialDates.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await admin.data(PAGE, { last: 5, before: last.specialDates.pageInfo.startCursor });
    expect(before.specialDates.nodes.map((node) => node.date)).toEqual(dates.slice(-15, -10));

    const upcoming = await admin.data(PAGE, { first: 100, from: dates[120], status: 'UNAVAILABLE' });
    expect(upcoming.specialDates.nodes.every((node) => node.status === 'UNAVAILABLE' && node.date >= dates[120]!)).toBe(true);
    expect(upcoming.specialDates.totalCount).toBe(upcoming.specialDates.nodes.length);
    expect(upcoming.specialDates.totalCount).toBeGreaterThan(0);
    const window = await admin.data(PAGE, { from: dates[10], to: dates[19] });
    expect(window.specialDates.nodes.map((node) => node.date)).toEqual(dates.slice(10, 20));
  });

  it('refuses more than 100 a page, a reversed range and a foreign cursor, and anyone but an admin', async ({ admin, server }) => {
    const tooMany = await admin.request(PAGE, { first: 101 });
    expect(firstErrorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.message).toBe(PAGINATION_MESSAGES.tooLarge);
    const reversed = await admin.request(PAGE, { from: '2030-02-01', to: '2030-01-01' });
    expect(firstErrorCode(reversed)).toBe('BAD_USER_INPUT');
    const foreign = await admin.request(PAGE, { after: Buffer.from(JSON.stringify(['RECEIVED_DESC', 1, 'x'])).toString('base64url') });
    expect(firstErrorCode(foreign)).toBe('BAD_USER_INPUT');
    expect(firstErrorCode(await server.session().request(PAGE, {}))).toBe('UNAUTHENTICATED');
  });
});
