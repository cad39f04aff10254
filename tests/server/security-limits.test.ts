import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildSchema, parse, print, specifiedRules, validate, type DocumentNode, type ValidationRule } from 'graphql';
import WebSocket from 'ws';
import { describe, expect, it, test } from '../support/fixtures.ts';
import * as clientDocuments from '../../client/src/gql/graphql.ts';
import { loadTypeDefs } from '../../server/graphql/schema.ts';
import { apolloGraphQLLimits, GRAPHQL_LIMITS } from '../../server/security/graphql-limits.ts';
import { operationCost, requestCost } from '../../server/security/query-cost.ts';
import { API_COST } from '../../shared/api-limits.ts';
import { signedInAs } from '../support/factories.ts';
import { firstErrorCode, type GraphQLResult } from '../support/graphql.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import { untilSubscribed, type TestServer } from '../support/test-server.ts';

/*
 * GraphQL limits (graphql-armor + graphql-js parse limits + body/document size), checked three
 * ways: the real client's documents and a dashboard-sized query pass; a corpus of hostile documents
 * is refused with a clear 4xx or a GraphQL error with a code, never an internal error (and a
 * console.error fails any test here); in production the schema is shown to admins only.
 */

/**
 * Every document the client sends, from codegen's output: new screens are covered as they land.
 * Fragment documents are not sent on their own (they travel inside the operations that use them).
 */
// The file's second server runs in production mode.
test.override('otherServerOptions', { config: { production: true } });

const CLIENT_DOCUMENTS = Object.entries(clientDocuments)
  .filter(([, value]) => typeof value === 'object' && value !== null && (value as { kind?: string }).kind === 'Document')
  .filter(([, value]) => (value as unknown as DocumentNode).definitions.some((definition) => definition.kind === 'OperationDefinition'))
  .map(([name, value]) => [name, value as unknown as DocumentNode] as const);

const limitRules = (production = false) => apolloGraphQLLimits({ production }).validationRules;

async function post(server: TestServer, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: GraphQLResult<unknown> | undefined;
  try {
    json = JSON.parse(text) as GraphQLResult<unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** A refusal is a 4xx, or GraphQL errors that all carry a code other than an internal error. */
function expectCleanRefusal(result: Awaited<ReturnType<typeof post>>, expectedCode?: string) {
  expect(result.status, result.text.slice(0, 300)).toBeLessThan(500);
  expect(result.text).not.toMatch(/INTERNAL_SERVER_ERROR|stacktrace|at .+\.(ts|js):\d+/);
  const errors = result.json?.errors ?? [];
  expect(errors.length, result.text.slice(0, 300)).toBeGreaterThan(0);
  for (const error of errors) expect(typeof error.extensions?.code, JSON.stringify(error)).toBe('string');
  if (expectedCode) expect(errors[0]?.extensions?.code, result.text.slice(0, 300)).toBe(expectedCode);
  expect(result.json?.data ?? null).toBeNull();
}

describe('the limits fit the real client', () => {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });

  it('finds the client documents', () => {
    expect(CLIENT_DOCUMENTS.map(([name]) => name)).toEqual(expect.arrayContaining(['PublicLayoutDocument', 'ViewerDocument']));
  });

  it.each(CLIENT_DOCUMENTS)('%s passes every limit', (_name, document) => {
    const text = print(document);
    expect(text.length).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDocumentLength);
    expect(() => parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens })).not.toThrow();
    expect(validate(schema, document, [...specifiedRules, ...limitRules(true)]).map((error) => error.message)).toEqual([]);
    // Its cost with the largest pages it may ask for (first/last: 100) is within one request's.
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition')!;
    const fragments = Object.fromEntries(document.definitions.filter((definition) => definition.kind === 'FragmentDefinition').map((fragment) => [fragment.name.value, fragment]));
    const pageVariables = Object.fromEntries((operation.variableDefinitions ?? []).filter((variable) => /^(first|last)$/.test(variable.variable.name.value)).map((variable) => [variable.variable.name.value, 100]));
    expect(operationCost(schema, operation, fragments, pageVariables)).toBeLessThanOrEqual(API_COST.maxPerRequest);
  });

  it('passes a dashboard-sized query: 60 fields, 5 levels deep, a few aliases and directives', () => {
    // A schema shaped like an admin overview: counts, lists of rows with nested rows.
    const sdl = `
      type Row { ${Array.from({ length: 12 }, (_, i) => `f${i}: String`).join(' ')} child: Row children: [Row!]! }
      type Query { overview(range: String): Row rows(first: Int): [Row!]! count(status: String): Int }
    `;
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`).join(' ');
    const query = `query Dashboard($skipOld: Boolean = false) {
      pending: count(status: "pending") confirmed: count(status: "confirmed") cancelled: count(status: "cancelled")
      overview(range: "month") { ${fields(12)} child { ${fields(10)} child { ${fields(8)} child { ${fields(6)} } } } }
      recent: rows(first: 10) @skip(if: $skipOld) { ${fields(12)} children { ${fields(8)} } }
    }`;
    const document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    const fieldCount = (query.match(/\bf\d+\b/g) ?? []).length;
    expect(fieldCount).toBeGreaterThanOrEqual(56);
    expect(validate(buildSchema(sdl), document, [...specifiedRules, ...limitRules()]).map((error) => error.message)).toEqual([]);
  });
});

const repeat = (n: number, f: (i: number) => string, joiner = ' ') => Array.from({ length: n }, (_, i) => f(i)).join(joiner);
const nested = (depth: number) => `${'siteSettings { '.repeat(depth)}__typename${' }'.repeat(depth)}`;

describe('a corpus of hostile documents is refused cleanly', () => {
  const corpus: [string, () => unknown, string?][] = [
    ['deep nesting (20 levels)', () => ({ query: `{ ${nested(20)} }` }), 'GRAPHQL_VALIDATION_FAILED'],
    // 1,000 aliases are 3,000 tokens: the token limit refuses them while parsing.
    ['1,000 aliases', () => ({ query: `{ ${repeat(1000, (i) => `a${i}: __typename`)} }` }), 'GRAPHQL_PARSE_FAILED'],
    ['100 aliases', () => ({ query: `{ ${repeat(100, (i) => `a${i}: __typename`)} }` }), 'GRAPHQL_VALIDATION_FAILED'],
    ['100 directives', () => ({ query: `{ __typename ${repeat(100, () => '@include(if: true)')} }` }), 'GRAPHQL_VALIDATION_FAILED'],
    [
      'a cost bomb within the other limits (fragments spread many times)',
      () => ({
        query: `query { ${repeat(29, (i) => `a${i}: siteSettings { ...S }`)} } fragment S on SiteSettings { ${repeat(12, (i) => `x${i}: footer { ...F }`)} } fragment F on FooterSettings { companyName tagline copyright showSocialLinks showContactInfo showBusinessHours }`,
      }),
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['a token flood (5,000 tokens under the length limit)', () => ({ query: `{ ${repeat(5000, () => 'a', ' ')} }` }), 'GRAPHQL_PARSE_FAILED'],
    ['a huge string literal (200 kB)', () => ({ query: `{ page(slug: "${'x'.repeat(200_000)}") { id } }` }), 'BAD_REQUEST'],
    ['a 2 MB body', () => ({ query: '{ __typename }', variables: { padding: 'x'.repeat(2 * 1024 * 1024) } }), 'BAD_REQUEST'],
    ['a body that is not JSON', () => '{"query": "{ __typename }"', 'BAD_REQUEST'],
    ['a batched array body', () => [{ query: '{ __typename }' }, { query: '{ __typename }' }], 'BAD_REQUEST'],
    ['a query that is not a string', () => ({ query: 42 }), 'BAD_REQUEST'],
    ['variables that are not an object', () => ({ query: '{ __typename }', variables: 'x' }), 'BAD_REQUEST'],
    ['a syntax error', () => ({ query: '{ page(slug: ' }), 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', () => ({ query: '{ secrets { password } }' }), 'GRAPHQL_VALIDATION_FAILED'],
    ['a wrong variable type', () => ({ query: 'query ($slug: String!) { page(slug: $slug) { id } }', variables: { slug: 42 } }), 'BAD_USER_INPUT'],
    ['a missing required variable', () => ({ query: 'query ($slug: String!) { page(slug: $slug) { id } }' }), 'BAD_USER_INPUT'],
    ['a wrong enum value', () => ({ query: '{ contentSections(type: NOPE) { id } }' }), 'BAD_USER_INPUT'],
    [
      'an input object with unknown fields',
      () => ({ query: 'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }', variables: { input: { email: 'a@b.co', password: 'x', role: 'ADMIN' } } }),
      'BAD_USER_INPUT',
    ],
    ['a fragment cycle', () => ({ query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }), 'GRAPHQL_VALIDATION_FAILED'],
    ['two operations and no name', () => ({ query: 'query A { __typename } query B { __typename }' }), 'OPERATION_RESOLUTION_FAILURE'],
    ['an operation name that does not exist', () => ({ query: 'query A { __typename }', operationName: 'B' }), 'OPERATION_RESOLUTION_FAILURE'],
    ['an automatic persisted query', () => ({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }), 'PERSISTED_QUERY_NOT_SUPPORTED'],
    ['a subscription over HTTP', () => ({ query: 'subscription { pageSettingsChanged { changedAt } }' }), 'BAD_REQUEST'],
    ['an unterminated string', () => ({ query: '{ page(slug: "abc) { id } }' }), 'GRAPHQL_PARSE_FAILED'],
  ];

  it.for(corpus)('%s', async ([_name, body, code], { server }) => {
    const started = Date.now();
    const result = await post(server, body());
    if (code === 'BAD_REQUEST' && result.json?.errors?.[0]?.extensions?.code === undefined) {
      // Apollo's own HTTP-level refusals (batching, bad variables shape) answer 400 in GraphQL's shape.
      expect(result.status).toBe(400);
    } else {
      expectCleanRefusal(result, code);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('says which limit was hit', async ({ server }) => {
    const deep = await post(server, { query: `{ ${nested(20)} }` });
    expect(deep.json?.errors?.map((error) => error.message).join('\n')).toMatch(/depth limit of 10/i);
    const aliases = await post(server, { query: `{ ${repeat(100, (i) => `a${i}: __typename`)} }` });
    expect(aliases.json?.errors?.[0]?.message).toMatch(/aliases limit of 30/i);
    const tokens = await post(server, { query: `{ ${repeat(5000, () => 'a', ' ')} }` });
    expect(tokens.json?.errors?.[0]?.message).toMatch(/3000 tokens/i);
    const long = await post(server, { query: `{ page(slug: "${'x'.repeat(30_000)}") { id } }` });
    expect(long.status).toBe(413);
    expect(long.json?.errors?.[0]?.message).toBe('The GraphQL document is too long (at most 20000 characters).');
  });

  it('refuses a mutation sent with GET', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('mutation { signOut { signedOut } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(405);
  });

  it('still answers normal requests after the corpus', async ({ server }) => {
    expect((await server.session().data('{ navigationPages { id } }')).navigationPages.length).toBeGreaterThan(0);
  });
});

describe('the same limits over the WebSocket', () => {
  const run = async (server: TestServer, query: string) => {
    const client = subscriptionClient(server.url);
    try {
      return await firstResult(client, query).catch((error: unknown) => ({ errors: error as { message: string; extensions?: Record<string, unknown> }[] }));
    } finally {
      await client.dispose();
    }
  };

  it.for([
    ['deep nesting', `subscription { pageSettingsChanged { ${'changedAt '.repeat(1)} } ${nested(1)} }`, 'GRAPHQL_VALIDATION_FAILED'],
    ['100 aliases', `subscription { ${repeat(100, (i) => `a${i}: pageSettingsChanged { changedAt }`)} }`, 'GRAPHQL_VALIDATION_FAILED'],
    ['a token flood', `subscription { ${repeat(5000, () => 'a')} }`, 'GRAPHQL_PARSE_FAILED'],
    ['a syntax error', 'subscription {', 'GRAPHQL_PARSE_FAILED'],
    ['an unknown field', 'subscription { nope }', 'GRAPHQL_VALIDATION_FAILED'],
    ['a query', '{ navigationPages { id } }', 'BAD_REQUEST'],
    ['a mutation', 'mutation { signOut { signedOut } }', 'BAD_REQUEST'],
  ] as const)('refuses %s with a code', async ([_name, query, code], { server }) => {
    const result = (await run(server, query)) as { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] };
    expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result)).toBe(code);
  });

  it('closes a connection that sends a message over 64 kB', async ({ server }) => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(100 * 1024) } }));
    expect(await closed).toBe(1009); // "message too big"
  });

  it('still runs a real subscription', async ({ server }) => {
    const client = subscriptionClient(server.url);
    try {
      const admin = await server.adminSession();
      const event = firstResult<{ pageSettingsChanged: { changedAt: string } }>(client, 'subscription Nav { pageSettingsChanged { changedAt } }');
      const { pageSettings } = await admin.data<{ pageSettings: { id: string }[] }>('{ pageSettings { id } }');
      // Wait until the subscription is registered (a fixed pause was too short on a busy machine), then change something.
      await untilSubscribed(server, 'pageSettingsChanged');
      await admin.data('mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }', {
        input: { id: pageSettings[0]!.id, isActive: true },
      });
      expect((await event).data?.pageSettingsChanged.changedAt).toBeTruthy();
    } finally {
      await client.dispose();
    }
  });
});

describe('introspection', () => {
  const SCHEMA = '{ __schema { queryType { name } } }';
  const TYPE = '{ __type(name: "Query") { name } }';

  it('is open outside production (developers use the explorer)', async ({ server }) => {
    expect(await server.session().data(SCHEMA)).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  // The file's second server: production (introspection for admins only) is fixed when a server starts.
  describe('in production', () => {
    // signed out (or not an admin) the schema's public part is shown, never the admin part.
    it('shows a visitor and a signed-in non-admin only the public part of the schema', async ({ otherServer: production }) => {
      const FIELDS = '{ __schema { queryType { fields { name } } mutationType { fields { name } } types { name } } }';
      type Fields = { __schema: { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] }; types: { name: string }[] } };
      const { session } = await signedInAs(production, 'user');
      for (const caller of [production.session(), session]) {
        const { __schema } = await caller.data<Fields>(FIELDS);
        const queries = __schema.queryType.fields.map((field) => field.name);
        expect(queries).toEqual(expect.arrayContaining(['navigationPages', 'faqs', 'calendarMonth']));
        expect(queries).not.toContain('adminFaqs');
        expect(queries).not.toContain('bookings');
        expect(__schema.mutationType.fields.map((field) => field.name)).not.toContain('createFaq');
        expect(__schema.types.map((type) => type.name)).not.toContain('OutboxMessage');
      }
      expect(await production.session().data(TYPE)).toEqual({ __type: { name: 'Query' } });
      const fragment = await production.session().data<Fields>(`query { ...F } fragment F on Query { __schema { types { name } } }`);
      expect(fragment.__schema.types.map((type) => type.name)).not.toContain('DashboardOverview');
    });

    it('answers an admin, so the explorer works for them', async ({ otherServer: production }) => {
      const admin = await production.adminSession();
      expect(await admin.data(SCHEMA)).toEqual({ __schema: { queryType: { name: 'Query' } } });
      const full = await admin.data<{ __schema: { types: unknown[] } }>(
        '{ __schema { types { name kind fields { name args { name type { name kind ofType { name kind ofType { name kind } } } } } } } }',
      );
      expect(full.__schema.types.length).toBeGreaterThan(20);
    });

    it('still answers __typename to everyone', async ({ otherServer: production }) => {
      expect(await production.session().data('{ __typename }')).toEqual({ __typename: 'Query' });
    });

    it('does not suggest field names to strangers', async ({ server, otherServer: production }) => {
      const result = await production.session().request('{ navigationPage { id } }');
      expect(firstErrorCode(result)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(result.errors?.[0]?.message).not.toMatch(/Did you mean/);
      const dev = await server.session().request('{ navigationPage { id } }');
      expect(dev.errors?.[0]?.message).toMatch(/Did you mean "navigationPages"/);
    });
  });
});

describe('each limit on its own, on a schema where the document is otherwise valid', () => {
  // A recursive type, so depth and cost can grow without breaking any other rule.
  const schema = buildSchema('type Node { id: ID name: String next: Node nodes: [Node!]! } type Query { node: Node }');
  const errorsFor = (query: string) => validate(schema, parse(query), [...specifiedRules, ...limitRules()]).map((error) => error.message);

  it('depth: 10 levels pass, 11 do not', () => {
    const deep = (levels: number) => `{ node { ${'next { '.repeat(levels - 2)}id${' }'.repeat(levels - 2)} } }`;
    expect(errorsFor(deep(10))).toEqual([]);
    expect(errorsFor(deep(11))).toEqual([expect.stringMatching(/depth limit of 10 exceeded, found 11/)]);
  });

  it('aliases: 30 pass, 31 do not', () => {
    const aliases = (n: number) => `{ node { ${repeat(n, (i) => `a${i}: id`)} } }`;
    expect(errorsFor(aliases(30))).toEqual([]);
    expect(errorsFor(aliases(31))).toEqual([expect.stringMatching(/Aliases limit of 30 exceeded, found 31/)]);
  });

  it('directives: 20 pass, 21 do not', () => {
    const directives = (n: number) => `{ node { ${repeat(n, (i) => `f${i}: id @include(if: true)`)} } }`;
    expect(errorsFor(directives(20)).filter((message) => /Directives/.test(message))).toEqual([]);
    expect(errorsFor(directives(21))).toEqual(expect.arrayContaining([expect.stringMatching(/Directives limit of 20 exceeded, found 21/)]));
  });

  it('cost: a wide, deep selection within the depth and alias limits costs more than a request may', () => {
    // The cost is not a validation rule: it needs the variables (security/query-cost.ts, api-cost.test.ts).
    const wide = (levels: number): string => (levels === 0 ? 'id name' : `id name next { ${wide(levels - 1)} } nodes { ${wide(levels - 1)} }`);
    const query = `{ node { ${wide(8)} } }`;
    expect(errorsFor(query)).toEqual([]);
    expect(requestCost(schema, parse(query), undefined, {})).toBeGreaterThan(API_COST.maxPerRequest);
  });

  it("armor's own token limit is not used: Apollo Server 5 answers it with a 500 (hence graphql-js's maxTokens)", async ({ server }) => {
    const protection = new ApolloArmor({ maxTokens: { n: 10 } }).protect();
    const apollo = new ApolloServer({
      typeDefs: 'type Query { a: String }',
      plugins: protection.plugins,
      logger: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    });
    await apollo.start();
    try {
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: 'POST', headers: new HeaderMap([['content-type', 'application/json']]), search: '', body: { query: `{ ${'a '.repeat(20)}}` } },
        context: async () => ({}),
      });
      expect(response.status).toBe(500);
    } finally {
      await apollo.stop();
    }
    // The same flood against our server: a 400 with GRAPHQL_PARSE_FAILED.
    const ours = await post(server, { query: `{ ${'a '.repeat(GRAPHQL_LIMITS.maxTokens)}}` });
    expect(ours.status).toBe(400);
    expect(ours.json?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('are plain graphql-js rules, usable by other tools', () => {
    const rules: ValidationRule[] = limitRules();
    expect(rules.length).toBeGreaterThanOrEqual(3);
  });
});
