import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isEnumType,
  isInterfaceType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { sinceAndOrdered } from '../modules/sync/index.ts';

/*
 * Every list of records can be read incrementally (docs/api.md, "Incremental sync"): a field of
 * Query or of a record that returns records (types implementing Node), as a plain list or as a
 * connection, takes `updatedSince` and an `orderBy` with UPDATED_AT_ASC and UPDATED_AT_DESC. The
 * schema refuses to build with a list that does not, so a new list cannot forget. Plain lists
 * (orderBy: UpdateOrder) get both applied here, once for all; connections apply them in SQL, in
 * their service, on their (updated_at, id) index.
 */

const UPDATE_ORDER_VALUES = ['UPDATED_AT_ASC', 'UPDATED_AT_DESC'];
/** Fields that return records but are not lists to sync: nodes answers the ids it is given. */
const NOT_SYNC_LISTS = new Set(['Query.nodes']);

function recordTypes(schema: GraphQLSchema): Set<string> {
  const node = schema.getType('Node');
  if (!node || !isInterfaceType(node)) return new Set();
  return new Set(['Node', ...schema.getPossibleTypes(node).map((type) => type.name)]);
}

/** 'plain' for a list of records, 'connection' for a connection of records, null otherwise. */
function listKind(field: GraphQLField<unknown, unknown>, records: Set<string>): 'plain' | 'connection' | null {
  const type = getNullableType(field.type);
  const named: GraphQLNamedType = getNamedType(field.type);
  if (isListType(type)) return records.has(named.name) ? 'plain' : null;
  if (isObjectType(named) && named.name.endsWith('Connection')) {
    const nodes = named.getFields().nodes;
    if (nodes && records.has(getNamedType(nodes.type).name)) return 'connection';
  }
  return null;
}

function syncArgsProblem(field: GraphQLField<unknown, unknown>): string | null {
  const since = field.args.find((arg) => arg.name === 'updatedSince');
  if (!since || getNamedType(since.type).name !== 'DateTime') return 'updatedSince: DateTime';
  const orderBy = field.args.find((arg) => arg.name === 'orderBy');
  const order = orderBy && getNamedType(orderBy.type);
  if (!order || !isEnumType(order) || !UPDATE_ORDER_VALUES.every((value) => order.getValue(value))) return 'orderBy with UPDATED_AT_ASC and UPDATED_AT_DESC';
  return null;
}

/** Applies updatedSince and the update order to every plain list of records; refuses a list of records without them. */
export function applySyncLists(schema: GraphQLSchema): GraphQLSchema {
  const records = recordTypes(schema);
  const missing: string[] = [];
  const owners = new Set([schema.getQueryType()?.name, ...records]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || !owners.has(type.name)) continue;
    for (const field of Object.values(type.getFields())) {
      const name = `${type.name}.${field.name}`;
      if (NOT_SYNC_LISTS.has(name) || !listKind(field, records)) continue;
      const problem = syncArgsProblem(field);
      if (problem) missing.push(`${name} (needs ${problem})`);
    }
  }
  if (missing.length > 0) throw new Error(`Every list of records must take updatedSince and an update order. Missing on: ${missing.join(', ')}`);

  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      if (!owners.has(typeName) || NOT_SYNC_LISTS.has(`${typeName}.${fieldName}`)) return fieldConfig;
      const type = getNullableType(fieldConfig.type);
      if (!isListType(type) || !records.has(getNamedType(type).name)) return fieldConfig;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve: async (source, args, ctx, info) => {
          const rows = await resolve(source, args, ctx, info);
          if (!Array.isArray(rows) || (args.updatedSince == null && args.orderBy == null)) return rows;
          return sinceAndOrdered(rows, args);
        },
      };
    },
  });
}
