import { filterSchema, getDirective, pruneSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';

/*
 * The public part of the schema: the root fields marked @public and every type they reach. It is
 * what a visitor's introspection is answered with in production (security/graphql-limits.ts), so
 * the explorer shows it signed out, and what a consumer without an admin account can use.
 */
const publicParts = new WeakMap<GraphQLSchema, GraphQLSchema>();

export function publicPartOf(schema: GraphQLSchema): GraphQLSchema {
  let part = publicParts.get(schema);
  if (!part) {
    part = pruneSchema(
      filterSchema({
        schema,
        rootFieldFilter: (_operation, _name, fieldConfig) => Boolean(getDirective(schema, fieldConfig, 'public')?.length),
      }),
    );
    publicParts.set(schema, part);
  }
  return part;
}
