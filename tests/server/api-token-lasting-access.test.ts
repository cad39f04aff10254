import { getNamedType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { API_TOKEN_NO_LASTING_ACCESS, LASTING_ACCESS_MUTATIONS } from '../../server/auth/api-tokens.ts';
import { apiTokens } from '../../server/db/schema/index.ts';
import { buildSchema, lastingAccessNote } from '../../server/graphql/schema.ts';
import { firstErrorCode } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * A write token cannot leave access behind: the mutations that create a credential outliving the
 * call (another token, a secret calendar feed) refuse every API token, so revoking a token ends all
 * it could do. The attack: a write token created the calendar feed, and the feed (client names,
 * e-mails, phones, admin notes) kept answering after the token was revoked.
 */
test.override('serverOptions', { seed: false });

const CREATE_TOKEN = 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret apiToken { id } } }';
const FEED = '{ calendarFeed { active } }';

/** A document for each lasting-access mutation: the list cannot grow without a check here. */
const DOCUMENTS: Record<string, string> = {
  createApiToken: 'mutation { createApiToken(input: { name: "child" }) { secret } }',
  createCalendarFeed: 'mutation { createCalendarFeed { url } }',
  createWebhookEndpoint: 'mutation { createWebhookEndpoint(input: { url: "https://collector.example.com/hooks", eventTypes: [BOOKING_CREATED] }) { secret } }',
  updateWebhookEndpoint: 'mutation { updateWebhookEndpoint(input: { id: "00000000-0000-4000-8000-000000000000", url: "https://collector.example.com/other" }) { endpoint { id } } }',
  rotateWebhookSecret: 'mutation { rotateWebhookSecret(input: { id: "00000000-0000-4000-8000-000000000000" }) { secret } }',
};

/**
 * Mutations whose answer carries a secret or an address, and why each may run under a token. A new
 * mutation that answers a secret must be added to LASTING_ACCESS_MUTATIONS or argued for here.
 */
const NOT_LASTING_ACCESS: Record<string, string> = {
  sendQuote: "the client's own link to one quote, which expires within 90 days and is withdrawn with the quote",
};

async function bearer(server: TestServer, token: string, query: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** Mutations whose payload (one level down) has a field that reads like a credential. */
function mutationsAnsweringSecrets(schema: GraphQLSchema): string[] {
  const fields = schema.getMutationType()!.getFields();
  return Object.values(fields)
    .filter((field) => {
      const payload = getNamedType(field.type);
      return isObjectType(payload) && Object.keys(payload.getFields()).some((name) => /^(secret|token|url|link|key)$|(Secret|Token|Url|Link|Key)$/.test(name));
    })
    .map((field) => field.name);
}

describe('a write token and lasting access', () => {
  it('cannot create a calendar feed; revoking the token leaves no feed behind', async ({ server, admin }) => {
    const { createApiToken } = await admin.data(CREATE_TOKEN, { input: { name: 'Write integration' } });
    const refused = await bearer(server, createApiToken.secret, DOCUMENTS.createCalendarFeed!);
    expect(firstErrorCode(refused as never)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(API_TOKEN_NO_LASTING_ACCESS);
    expect((await admin.data(FEED)).calendarFeed.active).toBe(false);
    // The token keeps the rest of its write access.
    const write = await bearer(server, createApiToken.secret, 'mutation { createFaq(input: { question: "Parking?", answer: "Free." }) { faq { id } } }');
    expect(write.errors).toBeUndefined();
    // The owner's browser session still creates the feed.
    expect((await admin.data('mutation { createCalendarFeed { url } }')).createCalendarFeed.url).toMatch(/\.ics$/);
  });

  it('every lasting-access mutation refuses a token, and says so in its description', async ({ server, admin }) => {
    const schema = buildSchema();
    const { createApiToken } = await admin.data(CREATE_TOKEN, { input: { name: 'Walker' } });
    const tokensBefore = server.db.select().from(apiTokens).all().length;
    const feedBefore = (await admin.data('{ calendarFeed { active createdAt } }')).calendarFeed;
    expect(Object.keys(DOCUMENTS).sort()).toEqual([...LASTING_ACCESS_MUTATIONS].sort());
    for (const name of LASTING_ACCESS_MUTATIONS) {
      expect(schema.getMutationType()!.getFields()[name]!.description, name).toContain(lastingAccessNote(name));
      const result = await bearer(server, createApiToken.secret, DOCUMENTS[name]!);
      // A mutation a scope opens (webhooks) names that scope after the rule.
      expect(result.errors?.[0]?.message?.startsWith(API_TOKEN_NO_LASTING_ACCESS), `${name}: ${result.errors?.[0]?.message}`).toBe(true);
    }
    expect(server.db.select().from(apiTokens).all().length).toBe(tokensBefore);
    expect((await admin.data('{ calendarFeed { active createdAt } }')).calendarFeed).toEqual(feedBefore);
  });

  it('every mutation that answers a secret is on the list or argued for', () => {
    const answering = mutationsAnsweringSecrets(buildSchema());
    // The pattern finds the listed mutations that answer a credential (updateWebhookEndpoint answers
    // none: it is listed because it points a standing flow of data at another address).
    expect(answering).toEqual(expect.arrayContaining(['createApiToken', 'createCalendarFeed', 'createWebhookEndpoint', 'rotateWebhookSecret']));
    const unexplained = answering.filter((name) => !LASTING_ACCESS_MUTATIONS.has(name) && !NOT_LASTING_ACCESS[name]);
    expect(unexplained).toEqual([]);
  });
});
