import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSchema } from './schema.ts';

/**
 * The schema the server serves, printed as SDL: what `schema.graphql` (the published contract,
 * written by `npm run codegen`) holds, with every description as introspection shows it (the
 * scalars' own, the "who may call" sentence of every root field) and every directive. Any
 * difference between the file and the running server fails `npm run codegen:check` and
 * tests/server/schema-contract.test.ts.
 */
export function servedSchemaSdl(): string {
  return `${printSchemaWithDirectives(buildSchema())}\n`;
}
