import { parse } from 'graphql';
import { buildSchema } from '../../server/graphql/schema.ts';
import { requestCost } from '../../server/security/query-cost.ts';
import { API_COST } from '../../shared/api-limits.ts';
import { adminApiToken, apiCall } from '../support/api-client.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';

/*
 * A request's cost: every selected field counts once for each time it can appear in the answer,
 * page sizes read after the variables are applied (docs/api.md, "Cost"). A page of 100 bookings
 * with their scalar fields passes; 30 aliased pages with nested payments and quotes do not, whether
 * the page size is written in the document, sent as a variable or taken from a default.
 */

const SIXTEEN_FIELDS = 'id clientName clientEmail clientPhone eventType eventDate startTime endTime guestCount specialRequests status adminNotes totalCostCents source createdAt updatedAt';
const SYNC_PAGE = `query Sync($n: Int, $after: String) {
  bookings(first: $n, after: $after) { edges { cursor node { ${SIXTEEN_FIELDS} } } pageInfo { hasNextPage endCursor } totalCount }
}`;
const heavy = (first: string) =>
  `query Heavy${first === '$n' ? '($n: Int = 100)' : ''} { ${Array.from({ length: 30 }, (_, i) => `b${i}: bookings(first: ${first}) { nodes { id payments { id amountCents } quotes { id lines { description amountCents } } } }`).join(' ')} }`;

const schema = buildSchema();
const costOf = (query: string, variables?: Record<string, unknown>) => requestCost(schema, parse(query), undefined, variables);

describe('the cost formula', () => {
  it('counts a page of 100 with 16 scalar fields as 1,810 points, within a request', () => {
    // bookings 1 + edges 1 + 100 × (cursor 1 + node 1 + 16) + pageInfo 1 + 2 + totalCount 1
    expect(costOf(SYNC_PAGE, { n: 100 })).toBe(1 + 1 + 100 * 18 + 3 + 1);
    expect(costOf(SYNC_PAGE, { n: 100 })).toBeLessThanOrEqual(API_COST.maxPerRequest);
  });

  it('counts the page size the same written, as a variable, or as a default (after coercion)', () => {
    const literal = costOf(heavy('100'));
    expect(literal).toBeGreaterThan(API_COST.maxPerRequest);
    expect(costOf(heavy('$n'), { n: 100 })).toBe(literal);
    expect(costOf(heavy('$n'))).toBe(literal); // $n: Int = 100
    // No page size at all: the server's default page (25).
    expect(costOf(SYNC_PAGE)).toBe(1 + 1 + 25 * 18 + 3 + 1);
    expect(costOf(SYNC_PAGE, { n: 10 })).toBe(1 + 1 + 10 * 18 + 3 + 1);
  });

  it('reads @skip and @include after the variables too, and fragments where they are spread', () => {
    const query = 'query ($all: Boolean!) { bookings(first: 100) { nodes { id ...More @include(if: $all) } } } fragment More on Booking { clientName clientEmail }';
    expect(costOf(query, { all: false })).toBe(1 + 1 + 100 * 1);
    expect(costOf(query, { all: true })).toBe(1 + 1 + 100 * 3);
  });

  it('counts plain lists by their declared size, nested lists multiplied', () => {
    // calendarBookings @listSize(60); each booking's payments: the default 10 items.
    expect(costOf('{ calendarBookings(month: "2026-12") { id payments { id } } }')).toBe(1 + 60 * (1 + 1 + 10 * 1));
  });

  it('counts a mutation field as 10', () => {
    expect(costOf('mutation { signOut { signedOut } }')).toBe(API_COST.mutationField + 1);
  });
});

describe('refusing and reporting cost over HTTP', () => {
  it('refuses 30 aliased pages of 100 with nested payments and quotes, with the page size as a variable', async ({ admin }) => {
    const result = await admin.request(heavy('$n'), { n: 100 });
    expect(result.status).toBe(400);
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', cost: costOf(heavy('$n'), { n: 100 }), limit: API_COST.maxPerRequest });
    expect(result.errors?.[0]?.message).toMatch(/costs [\d,]+ points; one request may cost at most 5,000/);
    const literal = await admin.request(heavy('100'));
    expect(literal.errors?.[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
    const byDefault = await admin.request(heavy('$n'));
    expect(byDefault.errors?.[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
  });

  it('lets a page of 100 bookings with its scalar fields through, and reports its cost', async ({ server, factories }) => {
    for (let i = 0; i < 105; i += 1) factories.booking({ eventDate: factories.day(10 + (i % 300)) });
    const token = adminApiToken(server);
    const page = await apiCall(server, SYNC_PAGE, { token: token.secret, variables: { n: 100 } });
    expect(page.errors).toBeUndefined();
    expect(page.data?.bookings.edges).toHaveLength(100);
    expect(page.extensions?.cost).toMatchObject({ requested: costOf(SYNC_PAGE, { n: 100 }), limit: API_COST.maxPerRequest });
  });

  it('reports every answer’s cost, visitors’ too (and the same when the answer comes from the response cache)', async ({ server }) => {
    const query = '{ navigationPages { id pageName } }';
    const first = await apiCall(server, query);
    const second = await apiCall(server, query);
    expect(first.extensions?.cost).toEqual({ requested: costOf(query), limit: API_COST.maxPerRequest });
    expect(second.extensions?.cost).toEqual(first.extensions?.cost);
  });

  it('answers rateLimit: the cost, and for a token its hourly budget', async ({ server }) => {
    const query = '{ rateLimit { cost maxCostPerRequest limit used remaining resetAt } }';
    const anonymous = await apiCall(server, query);
    expect(anonymous.data?.rateLimit).toEqual({ cost: 7, maxCostPerRequest: API_COST.maxPerRequest, limit: null, used: null, remaining: null, resetAt: null });
    const token = adminApiToken(server);
    const first = await apiCall(server, query, { token: token.secret });
    const second = await apiCall(server, query, { token: token.secret });
    expect(first.data?.rateLimit).toMatchObject({ cost: 7, limit: server.config.apiTokenPointsPerHour, used: 7, remaining: server.config.apiTokenPointsPerHour - 7 });
    expect(second.data?.rateLimit.used).toBe(14);
    expect(Date.parse(second.data?.rateLimit.resetAt)).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
  });
});

describe('the cost over the WebSocket', () => {

  it('refuses a subscription that costs too much, with the same code', async ({ server, admin }) => {
    const booking = 'booking { quotes { lines { description quantity unitAmountCents amountCents } schedule { dueDate amountCents } } payments { id amountCents } }';
    const query = `subscription { bookingsChanged { ${Array.from({ length: 25 }, (_, i) => `a${i}: ${booking}`).join(' ')} } }`;
    expect(costOf(query)).toBeGreaterThan(API_COST.maxPerRequest);
    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    try {
      const result = await firstResult(client, query).catch((errors: unknown) => ({ errors: errors as { extensions?: Record<string, unknown> }[] }));
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED', limit: API_COST.maxPerRequest });
    } finally {
      await client.dispose();
    }
  });
});
