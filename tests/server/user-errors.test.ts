import { getNamedType, isObjectType } from 'graphql';
import { count } from 'drizzle-orm';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { DB } from '../../server/db/client.ts';
import { bookings } from '../../server/db/schema/index.ts';
import { buildSchema, loadTypeDefs } from '../../server/graphql/schema.ts';
import { applyUserErrors } from '../../server/graphql/user-errors.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { subscriptionClient, firstResult } from '../support/subscriptions.ts';

/*
 * A mutation's input problems, every bad field at once, as the payload's `userErrors` when the
 * caller selects them and as one top-level BAD_USER_INPUT (with extensions.userErrors) when it does
 * not; the same bad value gets the same code whether written in the document or sent as a variable.
 */

const FIVE_BAD_FIELDS = {
  eventDate: '2001-01-01',
  timeSlot: 'EVENING',
  guestCount: 9000,
  eventType: 'WEDDING',
  clientName: '   ',
  clientEmail: 'not-an-address',
  clientPhone: '12',
};

const CREATE_BOOKING = /* GraphQL */ `
  mutation Create($input: CreateBookingInput!) {
    createBooking(input: $input) { booking { id } userErrors { field code message } }
  }
`;

const bookingCount = (db: DB) => db.select({ n: count() }).from(bookings).get()!.n;

describe('userErrors', () => {
  it('lists every bad field of a mutation, with codes, and changes nothing', async ({ server, admin }) => {
    const before = bookingCount(server.db);
    const result = await admin.request<{ createBooking: { booking: null; userErrors: { field: string; code: string; message: string }[] } }>(CREATE_BOOKING, {
      input: FIVE_BAD_FIELDS,
    });
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createBooking.booking).toBeNull();
    expect(result.data?.createBooking.userErrors).toEqual([
      { field: 'eventDate', code: 'OUT_OF_RANGE', message: 'Please choose a date today or later.' },
      { field: 'guestCount', code: 'OUT_OF_RANGE', message: expect.stringMatching(/450/) },
      { field: 'clientName', code: 'REQUIRED', message: expect.any(String) },
      { field: 'clientEmail', code: 'INVALID', message: expect.any(String) },
      { field: 'clientPhone', code: 'INVALID', message: 'Please enter a valid phone number, for example (631) 555-0142.' },
    ]);
    expect(bookingCount(server.db)).toBe(before);
  });

  it('without userErrors selected, answers the top-level error as before, listing every field in extensions', async ({ admin }) => {
    const result = await admin.request('mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }', { input: FIVE_BAD_FIELDS });
    expect(result.data).toBeNull();
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors!;
    expect(error!.message).toBe('Please choose a date today or later.');
    expect(error!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'eventDate' });
    expect((error!.extensions!.userErrors as { field: string }[]).map((entry) => entry.field)).toEqual(['eventDate', 'guestCount', 'clientName', 'clientEmail', 'clientPhone']);
  });

  it('finds userErrors asked for through a fragment', async ({ admin }) => {
    const result = await admin.request<{ createBooking: { userErrors: unknown[] } }>(
      'mutation ($input: CreateBookingInput!) { createBooking(input: $input) { ...Answer } } fragment Answer on CreateBookingPayload { booking { id } ... on CreateBookingPayload { userErrors { field } } }',
      { input: FIVE_BAD_FIELDS },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createBooking.userErrors).toHaveLength(5);
  });

  it('is an empty list when the mutation succeeds', async ({ admin, factories }) => {
    const result = await admin.request<{ createBooking: { booking: { id: string }; userErrors: unknown[] } }>(CREATE_BOOKING, {
      input: { ...FIVE_BAD_FIELDS, eventDate: factories.day(40), guestCount: 80, clientName: 'Ada Lovelace', clientEmail: 'ada@example.com', clientPhone: null },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createBooking.userErrors).toEqual([]);
    expect(result.data?.createBooking.booking.id).toEqual(expect.any(String));
  });

  it('leaves access refusals and missing records as top-level errors', async ({ server, admin }) => {
    const anonymous = await server.session().request(CREATE_BOOKING, { input: FIVE_BAD_FIELDS });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await admin.request('mutation { updateBooking(input: { id: "nope", adminNotes: "x" }) { booking { id } userErrors { field } } }');
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('every mutation that takes input has userErrors', () => {
  it('on its payload, as [UserError!]!', () => {
    const schema = buildSchema();
    const withInput = Object.values(schema.getMutationType()!.getFields()).filter((field) => field.args.length > 0);
    expect(withInput.length).toBeGreaterThan(50);
    for (const field of withInput) {
      const payload = getNamedType(field.type);
      expect(isObjectType(payload) && String(payload.getFields().userErrors?.type), field.name).toBe('[UserError!]!');
    }
  });

  it('or the server refuses to build the schema', () => {
    const typeDefs = [...loadTypeDefs(), 'type BareResult { ok: Boolean } extend type Mutation { bare(id: ID!): BareResult @admin }'];
    expect(() => applyUserErrors(makeExecutableSchema({ typeDefs }))).toThrow(/Missing on: Mutation\.bare/);
  });
});

describe('the same bad value answers the same code, written in the document or sent as a variable', () => {
  const cases: [string, string, string, Record<string, unknown>][] = [
    [
      'an unknown enum value',
      '{ contentSections(type: NOPE) { id } }',
      'query ($type: ContentSectionType) { contentSections(type: $type) { id } }',
      { type: 'NOPE' },
    ],
    ['a malformed month', '{ calendarMonth(month: "2026-13") { month } }', 'query ($month: YearMonth!) { calendarMonth(month: $month) { month } }', { month: '2026-13' }],
    [
      'an input object with an unknown field',
      'mutation { signIn(input: { email: "a@b.co", password: "x", role: "ADMIN" }) { viewer { id } } }',
      'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }',
      { input: { email: 'a@b.co', password: 'x', role: 'ADMIN' } },
    ],
    [
      'a missing required input field',
      'mutation { signIn(input: { email: "a@b.co" }) { viewer { id } } }',
      'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }',
      { input: { email: 'a@b.co' } },
    ],
  ];

  it.for(cases)('%s', async ([, literal, withVariable, variables], { server }) => {
    const session = server.session();
    const written = await session.request(literal);
    const sent = await session.request(withVariable, variables);
    expect(written.errors?.[0]?.extensions?.code, JSON.stringify(written)).toBe('BAD_USER_INPUT');
    expect(sent.errors?.[0]?.extensions?.code, JSON.stringify(sent)).toBe('BAD_USER_INPUT');
    expect(written.status).toBe(sent.status);
  });

  it('and over the WebSocket as over HTTP', async ({ server }) => {
    const client = subscriptionClient(server.url);
    try {
      const result = await firstResult(client, 'subscription { bookingsChanged @include(if: "yes") { change } }').catch((errors: unknown) => ({ errors }));
      expect((result.errors as { extensions?: { code?: string } }[])[0]?.extensions?.code, JSON.stringify(result)).toBe('BAD_USER_INPUT');
    } finally {
      await client.dispose();
    }
    const overHttp = await server.session().request('{ navigationPages @include(if: "yes") { id } }');
    expect(overHttp.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('while a document that asks for a field that does not exist stays a validation error', async ({ server }) => {
    const result = await server.session().request('{ nope }');
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
