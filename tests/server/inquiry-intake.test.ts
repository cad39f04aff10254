import { eq } from 'drizzle-orm';
import { createApiToken } from '../../server/auth/api-tokens.ts';
import { emailOutbox, users } from '../../server/db/schema/index.ts';
import { INQUIRY_LIMITS } from '../../server/modules/intake/index.ts';
import { graphql } from '../gql/index.ts';
import { signedInAs } from '../support/factories.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';
import { TEST_ADMIN } from '../support/test-admin.ts';

/*
 * An integration brings inquiries in through the API: createInquiry and importInquiries with an
 * admin's token (with their source, no e-mail, never held), and the contact form's own mutation with
 * a token is no visitor's: its limits never apply. Visitors and non-admins are refused.
 */

test.override('serverOptions', { seed: false });

const CREATE = graphql(`
  mutation IntakeCreate($input: CreateInquiryInput!) {
    createInquiry(input: $input) {
      inquiry { id name source status createdAt }
      userErrors { field code message }
    }
  }
`);

const IMPORT = graphql(`
  mutation IntakeImport($input: ImportInquiriesInput!) {
    importInquiries(input: $input) {
      importedCount
      inquiries { id name status }
      userErrors { field code }
    }
  }
`);

function tokenOf(server: TestServer): string {
  const adminId = server.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email)).get()!.id;
  return createApiToken(server.db, adminId, { name: 'CRM sync' }).token;
}

async function withToken(server: TestServer, token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

const SUBMIT = 'mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id status } heldForReview } }';
const CREATE_TEXT = 'mutation ($input: CreateInquiryInput!) { createInquiry(input: $input) { inquiry { id name source status createdAt } userErrors { field } } }';

describe('inquiries from an integration', () => {
  test('a token creates one with its source and arrival time; nobody is e-mailed', async ({ server }) => {
    const token = tokenOf(server);
    const mailBefore = server.db.select().from(emailOutbox).all().length;
    const { status, body } = await withToken(server, token, CREATE_TEXT, {
      input: { name: 'Ada Lovelace', email: 'ada@example.com', source: 'PAST_EVENT', receivedAt: '2026-03-01T15:30:00.000Z', status: 'READ' },
    });
    expect(status).toBe(200);
    expect(body.data.createInquiry).toEqual({
      inquiry: { id: expect.any(String), name: 'Ada Lovelace', source: 'PAST_EVENT', status: 'READ', createdAt: '2026-03-01T15:30:00.000Z' },
      userErrors: [],
    });
    expect(server.db.select().from(emailOutbox).all().length).toBe(mailBefore);
  });

  test('the contact form with a token: no visitor limit, never held', async ({ server }) => {
    const token = tokenOf(server);
    for (let n = 0; n < INQUIRY_LIMITS.perAddress.limit + 3; n++) {
      const { status, body } = await withToken(server, token, SUBMIT, { input: { name: `Form ${n}`, email: `form-${n}@example.com`, message: 'Through the API.' } });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.submitInquiry).toMatchObject({ inquiry: { status: 'NEW' }, heldForReview: false });
    }
    // A visitor on the same address still meets the limit the token's calls did not use up.
    const visitor = server.session();
    for (let n = 0; n < INQUIRY_LIMITS.perAddress.limit; n++) await visitor.data(SUBMIT, { input: { name: `Visitor ${n}`, email: `visitor-${n}@example.com` } });
    expect(firstErrorCode(await visitor.request(SUBMIT, { input: { name: 'One more', email: 'more@example.com' } }))).toBe('TOO_MANY_REQUESTS');
  });

  test('an import is all or nothing, and names the row of each problem', async ({ admin }) => {
    const refused = await admin.data(IMPORT, {
      input: { inquiries: [{ name: 'Grace Hopper', email: 'grace@example.com' }, { name: 'No Address', email: '' }, { name: 'Held', email: 'held@example.com', status: 'HELD' }] },
    });
    expect(refused.importInquiries).toEqual({
      importedCount: null,
      inquiries: null,
      userErrors: [
        { field: 'inquiries.1.email', code: 'REQUIRED' },
        { field: 'inquiries.2.status', code: 'NOT_ALLOWED' },
      ],
    });
    const done = await admin.data(IMPORT, {
      input: { inquiries: [{ name: 'Grace Hopper', email: 'grace@example.com', source: 'DIRECTORY' }, { name: 'Alan Turing', email: 'alan@example.com', status: 'HANDLED' }] },
    });
    expect(done.importInquiries.importedCount).toBe(2);
    expect(done.importInquiries.inquiries!.map((inquiry) => [inquiry.name, inquiry.status])).toEqual([
      ['Grace Hopper', 'NEW'],
      ['Alan Turing', 'HANDLED'],
    ]);
  });

  test('visitors and non-admins are refused', async ({ server }) => {
    const input = { name: 'Mallory', email: 'mallory@example.com' };
    expect(firstErrorCode(await server.session().request(CREATE, { input }))).toBe('UNAUTHENTICATED');
    const { session } = await signedInAs(server, 'user');
    expect(firstErrorCode(await session.request(CREATE, { input }))).toBe('FORBIDDEN');
    expect(firstErrorCode(await session.request(IMPORT, { input: { inquiries: [input] } }))).toBe('FORBIDDEN');
  });
});
