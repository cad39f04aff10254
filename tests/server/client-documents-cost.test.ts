import {
  getNamedType,
  Kind,
  parse,
  typeFromAST,
  valueFromAST,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import * as clientDocuments from '../../client/src/gql/graphql.ts';
import { defaultQuery } from '../../client/src/explorer/default-query.ts';
import { buildSchema } from '../../server/graphql/schema.ts';
import { operationCost } from '../../server/security/query-cost.ts';
import { API_COST } from '../../shared/api-limits.ts';
import { PAGE_SIZE_MAX } from '../../shared/pagination.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/*
 * No screen can be refused for its cost: every GraphQL document the client sends (each graphql(`…`)
 * in client/src, as codegen collects them, and the explorer's first query) costs at most what one
 * request may (API_COST.maxPerRequest), counted as the server counts it (docs/api.md, "Cost") with
 * the variables the screens can send: each page-size variable (`first`/`last`) at the largest page
 * a screen offers (PAGE_SIZE_MAX), defaults applied, and every combination of its Boolean
 * variables (they switch @include/@skip). A new field on a list screen that tips it over the limit
 * fails here, not in the owner's browser.
 */

const schema = buildSchema();
const BOOLEAN_COMBINATIONS_MAX = 6;

const documents: [string, DocumentNode][] = [
  ...Object.entries(clientDocuments)
    .filter((entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && (entry[1] as { kind?: unknown })?.kind === Kind.DOCUMENT)
    .map(([name, document]): [string, DocumentNode] => [name.replace(/Document$/, ''), document]),
  ['explorer default query', parse(defaultQuery)],
];

/** Variables given as `first` or `last` anywhere in the operation or its fragments. */
function pageSizeVariables(document: DocumentNode): Set<string> {
  const names = new Set<string>();
  visit(document, {
    Argument(node) {
      if ((node.name.value === 'first' || node.name.value === 'last') && node.value.kind === Kind.VARIABLE) names.add(node.value.name.value);
    },
  });
  return names;
}

/** The variables a screen can send that change the cost, in every combination that matters. */
function variableSets(document: DocumentNode, operation: OperationDefinitionNode, pageSize = PAGE_SIZE_MAX): Record<string, unknown>[] {
  const pageSizes = pageSizeVariables(document);
  const base: Record<string, unknown> = {};
  const booleans: string[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (pageSizes.has(name)) base[name] = pageSize;
    else if (type && getNamedType(type).name === 'Boolean') booleans.push(name);
    else if (definition.defaultValue && type) base[name] = valueFromAST(definition.defaultValue, type);
  }
  expect(booleans.length, `${operation.name?.value}: too many Boolean variables to try every combination`).toBeLessThanOrEqual(BOOLEAN_COMBINATIONS_MAX);
  return Array.from({ length: 2 ** booleans.length }, (_, mask) => ({
    ...base,
    ...Object.fromEntries(booleans.map((name, bit) => [name, Boolean(mask & (1 << bit))])),
  }));
}

function worstCost(document: DocumentNode, pageSize = PAGE_SIZE_MAX): number {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  let worst = 0;
  for (const operation of document.definitions) {
    if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variables of variableSets(document, operation, pageSize)) worst = Math.max(worst, operationCost(schema, operation, fragments, variables));
  }
  return worst;
}

describe('the cost of every document the client sends', () => {
  it('finds the client’s documents (codegen’s output and the explorer’s query)', () => {
    expect(documents.length).toBeGreaterThan(100);
    expect(documents.map(([name]) => name)).toEqual(expect.arrayContaining(['AdminBookings', 'explorer default query']));
  });

  it.each(documents)('%s costs at most one request’s limit with the largest pages a screen asks for', (_name, document) => {
    expect(worstCost(document)).toBeLessThanOrEqual(API_COST.maxPerRequest);
  });

  it('counts a page-size variable at the largest page (the check would miss a list screen otherwise)', () => {
    const [, bookings] = documents.find(([name]) => name === 'AdminBookings')!;
    expect([...pageSizeVariables(bookings)].length).toBeGreaterThan(0);
    expect(worstCost(bookings)).toBeGreaterThan(worstCost(bookings, 25));
  });
});
