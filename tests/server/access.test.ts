import { describe, expect, it, } from '../support/fixtures.ts';
import { applyAccessRules } from '../../server/graphql/schema.ts';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSession } from '../support/graphql.ts';
import { rootFieldOperations } from '../support/schema-walk.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * Every root field declares who may call it, and the server enforces it: walking the schema
 * covers fields added by any later domain without a new test.
 */

const operations = rootFieldOperations();
const adminOperations = operations.filter((op) => op.access === 'admin');
const signedInOperations = operations.filter((op) => op.access === 'signedIn');

async function run(server: TestServer, session: GraphQLSession | null, op: (typeof operations)[number]) {
  if (op.kind === 'subscription') {
    const client = subscriptionClient(server.url, { cookie: session?.cookie });
    try {
      return await firstResult(client, op.document, op.variables);
    } finally {
      await client.dispose();
    }
  }
  return (session ?? server.session()).request(op.document, op.variables);
}

describe('access rules', () => {
  it('finds admin fields to check', () => {
    expect(adminOperations.length).toBeGreaterThan(0);
  });

  it.for(adminOperations.map((op) => [op.coordinate, op] as const))('%s refuses an anonymous caller', async ([_name, op], { server }) => {
    const result = await run(server, null, op);
    expect(result.data?.[op.coordinate.split('.')[1] as never] ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.for(adminOperations.map((op) => [op.coordinate, op] as const))('%s refuses a signed-in non-admin', async ([_name, op], { server, nonAdmin }) => {
    const result = await run(server, nonAdmin, op);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.for(signedInOperations.map((op) => [op.coordinate, op] as const))('%s refuses an anonymous caller', async ([_name, op], { server }) => {
    const result = await run(server, null, op);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses to build a schema with a root field that declares no access', () => {
    const schema = makeExecutableSchema({
      typeDefs: /* GraphQL */ `
        directive @public on FIELD_DEFINITION
        directive @signedIn on FIELD_DEFINITION
        directive @admin on FIELD_DEFINITION
        type Query {
          open: String @public
          forgotten: String
        }
      `,
    });
    expect(() => applyAccessRules(schema)).toThrow(/Missing on: Query.forgotten/);
  });
});
