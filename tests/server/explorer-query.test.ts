import { describe, expect, test } from '../support/fixtures.ts';
import { defaultQuery } from '../../client/src/explorer/default-query.ts';

/*
 * The explorer's first tab is the API's front door: its query must run as it is, signed out, against
 * today's schema (a field removed from the schema would otherwise leave visitors an error there).
 */
describe("the explorer's default query", () => {
  test('runs signed out without errors and returns the site navigation and contact details', async ({ server }) => {
    const result = await server.session().request<{ navigationPages: { path: string }[]; contactInfo: { phone: string | null } | null }>(defaultQuery);
    expect(result.errors).toBeUndefined();
    expect(result.data!.navigationPages.length).toBeGreaterThan(0);
    expect(result.data!.contactInfo?.phone).toBeTruthy();
  });
});
