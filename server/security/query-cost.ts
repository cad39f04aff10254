import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../shared/pagination.ts';
import { API_COST } from '../../shared/api-limits.ts';

/*
 * What a GraphQL operation costs (docs/api.md, "Cost"): the most values its answer can hold. Every
 * selected field counts 1 for each time it can appear in the answer; a mutation's root field counts
 * API_COST.mutationField. A connection's `edges` and `nodes` appear as many times as its page size
 * (`first` or `last`, else the default page of 25), a plain list's items as many times as its
 * `@listSize(assumedSize:)`, or API_COST.assumedListSize. Page sizes and `@skip`/`@include` are read
 * after the variables are applied (coerced, defaults included), so `first: $n` with `{"n": 100}`
 * costs what `first: 100` costs. Introspection (`__schema`, `__type`, `__typename`) is free: the
 * schema is bounded.
 */

type Variables = Record<string, unknown>;

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Variables;
}

/** The size the schema declares for a plain list field (`@listSize(assumedSize: N)`), if any. */
function assumedSize(field: GraphQLField<unknown, unknown>): number {
  const directive = field.astNode?.directives?.find((node) => node.name.value === 'listSize');
  const argument = directive?.arguments?.find((node) => node.name.value === 'assumedSize');
  return argument?.value.kind === Kind.INT ? Number(argument.value.value) : API_COST.assumedListSize;
}

/** A Relay connection field: it takes a page size and returns an object with edges or nodes. */
function isConnectionField(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNamedType(field.type);
  return (
    field.args.some((arg) => arg.name === 'first') &&
    isObjectType(type) &&
    ('edges' in type.getFields() || 'nodes' in type.getFields())
  );
}

/**
 * A page never holds more than PAGE_SIZE_MAX items (a larger size is refused by the list itself with
 * its own message), so a larger number costs what the largest page costs and the caller hears why.
 */
function pageSizeOf(args: Record<string, unknown>): number {
  const size = [args.first, args.last].find((value) => typeof value === 'number');
  return Math.min(PAGE_SIZE_MAX, Math.max(0, typeof size === 'number' ? size : PAGE_SIZE_DEFAULT));
}

function included(walk: Walk, node: Parameters<typeof getDirectiveValues>[1]): boolean {
  try {
    if (getDirectiveValues(GraphQLSkipDirective, node, walk.variables)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, walk.variables)?.if !== false;
  } catch {
    return true; // a bad directive argument is refused elsewhere; count the field
  }
}

/**
 * The cost of one item of `parentType` as selected: `pageSize` is the page size of the connection
 * whose object this is (its edges and nodes appear that many times).
 */
function selectionCost(walk: Walk, selectionSet: SelectionSetNode, parentType: GraphQLCompositeType, pageSize: number | null, fragmentPath: string[]): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (!included(walk, selection)) continue;
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parentType;
      if (type && isCompositeType(type)) total += selectionCost(walk, selection.selectionSet, type, pageSize, fragmentPath);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = walk.fragments[name];
      if (!fragment || fragmentPath.includes(name)) continue; // cycles are refused by validation
      const type = walk.schema.getType(fragment.typeCondition.name.value);
      if (type && isCompositeType(type)) total += selectionCost(walk, fragment.selectionSet, type, pageSize, [...fragmentPath, name]);
      continue;
    }
    const name = selection.name.value;
    if (name.startsWith('__')) continue;
    if (!isObjectType(parentType) && !('getFields' in parentType)) continue;
    const field = (parentType as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[name];
    if (!field) continue;
    const type = getNamedType(field.type);
    const isList = isListType(getNullableType(field.type));
    if (isLeafType(type)) {
      total += 1;
      continue;
    }
    let args: Record<string, unknown> = {};
    try {
      args = getArgumentValues(field, selection, walk.variables);
    } catch {
      // a bad argument is refused when the operation runs
    }
    const itemCost = selection.selectionSet && isCompositeType(type)
      ? selectionCost(walk, selection.selectionSet, type, isConnectionField(field) ? pageSizeOf(args) : null, fragmentPath)
      : 0;
    const items = !isList ? 1 : pageSize !== null && (name === 'edges' || name === 'nodes') ? pageSize : assumedSize(field);
    total += 1 + items * itemCost;
  }
  return total;
}

/** The cost of an operation whose variables are already coerced (as execution has them). */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Variables,
): number {
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return 0;
  const walk: Walk = { schema, fragments, variables };
  let total = selectionCost(walk, operation.selectionSet, rootType, null, []);
  if (operation.operation === 'mutation') {
    const rootFields = operation.selectionSet.selections.filter((selection) => selection.kind === Kind.FIELD && !selection.name.value.startsWith('__')).length;
    total += rootFields * (API_COST.mutationField - 1);
  }
  return total;
}

/**
 * The cost of a request as sent (raw variables, coerced here as execution will), or null when the
 * request cannot run anyway (no such operation, variables that do not coerce): it is refused
 * elsewhere with its own error.
 */
export function requestCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, rawVariables: Variables | null | undefined): number | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return null;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return operationCost(schema, operation, fragments, coerced.coerced);
}

/** The refusal of a request that costs more than one request may (MAX_COST_EXCEEDED, HTTP 400). */
export function costExceededError(cost: number): GraphQLError {
  const format = (value: number) => value.toLocaleString('en-US');
  return new GraphQLError(
    `This request costs ${format(cost)} points; one request may cost at most ${format(API_COST.maxPerRequest)}. Ask for fewer items a page, fewer fields or fewer aliases (docs/api.md, Cost).`,
    { extensions: { code: 'MAX_COST_EXCEEDED', cost, limit: API_COST.maxPerRequest, http: { status: 400 } } },
  );
}
