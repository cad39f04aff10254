import { eq } from 'drizzle-orm';
import { buildSchema } from '../../server/graphql/schema.ts';
import { rootFieldAreas, SCHEMA_FILE_AREAS } from '../../server/auth/api-scopes.ts';
import { API_TOKEN_INVALID } from '../../server/auth/api-tokens.ts';
import { apiTokens, bookings } from '../../server/db/schema/index.ts';
import { API_TOKEN_EXPIRY_PAST, API_TOKEN_EXPIRY_TOO_FAR, API_TOKEN_SCOPES_EMPTY, apiTokenScopeRefusal } from '../../shared/api-tokens.ts';
import { adminApiToken, apiCall } from '../support/api-client.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/*
 * Tokens' scopes and expiry (docs/api.md): a token may be limited to areas, read or write, and may
 * expire. Each admin root field belongs to the area of the schema file declaring it; a call outside
 * the token's scopes is FORBIDDEN and says which scope it needs; an expired token is a bad token (401).
 */

const BOOKINGS_QUERY = '{ bookings(first: 1) { totalCount } }';
const INQUIRIES = '{ inquiries(first: 1) { totalCount } }';
const CREATE_FAQ = 'mutation F($input: CreateFaqInput!) { createFaq(input: $input) { faq { id } userErrors { field message } } }';
const BOOKING_STATUS = 'mutation S($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { status } } }';

describe('a token limited to some areas', () => {
  it('reads its areas, and is refused other areas and writes it lacks, saying which scope is needed', async ({ server, factories }) => {
    const token = adminApiToken(server, { scopes: ['BOOKINGS_READ', 'CONTENT_WRITE'] });
    const read = await apiCall(server, BOOKINGS_QUERY, { token: token.secret });
    expect(read.errors).toBeUndefined();
    expect(typeof read.data?.bookings.totalCount).toBe('number');

    const inquiries = await apiCall(server, INQUIRIES, { token: token.secret });
    expect(inquiries.errors?.[0]).toMatchObject({ message: apiTokenScopeRefusal('inquiries', 'INQUIRIES', false), extensions: { code: 'FORBIDDEN' } });

    const booking = factories.booking({ eventDate: factories.day(250) });
    const write = await apiCall(server, BOOKING_STATUS, { token: token.secret, variables: { input: { id: booking.id, status: 'CANCELLED' } } });
    expect(write.errors?.[0]).toMatchObject({ message: apiTokenScopeRefusal('updateBookingStatus', 'BOOKINGS', true), extensions: { code: 'FORBIDDEN' } });
    expect(server.db.select().from(bookings).where(eq(bookings.id, booking.id)).get()?.status).toBe('pending');

    // CONTENT_WRITE writes content (and reads it).
    const faq = await apiCall(server, CREATE_FAQ, { token: token.secret, variables: { input: { question: 'Scoped?', answer: 'Yes.' } } });
    expect(faq.errors).toBeUndefined();
    expect(faq.data?.createFaq.faq.id).toBeTruthy();
  });

  it('needs the write scope for a write: BOOKINGS_WRITE changes a booking', async ({ server, factories }) => {
    const token = adminApiToken(server, { scopes: ['BOOKINGS_WRITE'] });
    const booking = factories.booking({ eventDate: factories.day(251) });
    const write = await apiCall(server, BOOKING_STATUS, { token: token.secret, variables: { input: { id: booking.id, status: 'CANCELLED' } } });
    expect(write.errors).toBeUndefined();
    expect(write.data?.updateBookingStatus.booking.status).toBe('CANCELLED');
    expect((await apiCall(server, BOOKINGS_QUERY, { token: token.secret })).errors).toBeUndefined();
  });

  it('refuses a lookup across every area (node, savedVersions) to a scoped token; a token without scopes reaches it', async ({ server, factories }) => {
    const booking = factories.booking({ eventDate: factories.day(252) });
    const NODE = 'query N($id: ID!) { node(id: $id) { id } }';
    const scoped = adminApiToken(server, { scopes: ['BOOKINGS_WRITE'] });
    const refused = await apiCall(server, NODE, { token: scoped.secret, variables: { id: booking.id } });
    expect(refused.errors?.[0]).toMatchObject({ message: apiTokenScopeRefusal('node', null, false), extensions: { code: 'FORBIDDEN' } });
    const full = adminApiToken(server);
    const allowed = await apiCall(server, NODE, { token: full.secret, variables: { id: booking.id } });
    expect(allowed.errors).toBeUndefined();
  });

  it('needs CONTENT_WRITE to upload a site image', async ({ server }) => {
    const token = adminApiToken(server, { scopes: ['CONTENT_READ'] });
    const response = await fetch(`${server.url}/api/uploads?purpose=gallery`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.secret}`, 'content-type': 'image/png', 'content-length': '4' },
      body: 'abcd',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(apiTokenScopeRefusal('An image upload', 'CONTENT', true));
  });

  it('is created by the owner with scopes and an expiry, and listed with them; bad values are listed together', async ({ admin }) => {
    const CREATE = 'mutation C($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret apiToken { id scopes expiresAt } userErrors { field code message } } }';
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await admin.data(CREATE, { input: { name: 'Booking sync', scopes: ['BOOKINGS_READ', 'INQUIRIES_READ'], expiresAt } });
    expect(created.createApiToken.apiToken).toMatchObject({ scopes: ['BOOKINGS_READ', 'INQUIRIES_READ'], expiresAt });
    const listed = await admin.data('{ myApiTokens { id scopes expiresAt } }');
    expect(listed.myApiTokens).toContainEqual({ id: created.createApiToken.apiToken.id, scopes: ['BOOKINGS_READ', 'INQUIRIES_READ'], expiresAt });

    const bad = await admin.data(CREATE, { input: { name: ' ', scopes: [], expiresAt: new Date(Date.now() - 60_000).toISOString() } });
    expect(bad.createApiToken.apiToken).toBeNull();
    expect(bad.createApiToken.userErrors).toEqual([
      { field: 'name', code: 'REQUIRED', message: expect.any(String) },
      { field: 'scopes', code: 'REQUIRED', message: API_TOKEN_SCOPES_EMPTY },
      { field: 'expiresAt', code: 'OUT_OF_RANGE', message: API_TOKEN_EXPIRY_PAST },
    ]);
    const far = await admin.data(CREATE, { input: { name: 'Forever-ish', expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString() } });
    expect(far.createApiToken.userErrors).toEqual([{ field: 'expiresAt', code: 'OUT_OF_RANGE', message: API_TOKEN_EXPIRY_TOO_FAR }]);
  });
});

describe('a token with an expiry', () => {
  it('works until it expires, then is refused as a bad token (401, WWW-Authenticate)', async ({ server }) => {
    const token = adminApiToken(server, { expiresAt: new Date(Date.now() + 60 * 60_000) });
    expect((await apiCall(server, BOOKINGS_QUERY, { token: token.secret })).status).toBe(200);
    server.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, token.id)).run();
    const expired = await apiCall(server, BOOKINGS_QUERY, { token: token.secret });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
    expect(expired.errors?.[0]?.message).toBe(API_TOKEN_INVALID);
  });
});

describe('areas come from the schema files', () => {
  it('gives every admin root field its area and says in its description which scope a token needs', () => {
    const schema = buildSchema();
    expect(schema.getQueryType()!.getFields().bookings!.description).toContain('Scoped API tokens need BOOKINGS_READ.');
    expect(schema.getMutationType()!.getFields().createFaq!.description).toContain('Scoped API tokens need CONTENT_WRITE.');
    expect(schema.getQueryType()!.getFields().node!.description).toContain('Refused to API tokens with scopes.');
    for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const field of Object.values(type.getFields())) {
        if (field.description?.includes("Requires an admin session or an admin's API token.") && !field.description.includes('Refused to every API token')) {
          expect(field.description, `${type.name}.${field.name}`).toMatch(/Scoped API tokens need [A-Z]+_(READ|WRITE)\.|Refused to API tokens with scopes\./);
        }
      }
    }
  });

  it('refuses a schema file that names no area, so a new file chooses one', () => {
    expect(Object.keys(SCHEMA_FILE_AREAS)).toContain('bookings');
    expect(() => rootFieldAreas([{ name: 'giftcards', text: 'extend type Query { giftCards: [String!]! }' }])).toThrow(/schema\/giftcards.graphql has no API token area/);
  });
});
