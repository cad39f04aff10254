import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  getNamedType,
  type GraphQLError,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { isBadInput, userErrorsOf } from '../errors.ts';

/*
 * Input problems as data (docs/decisions/200-mutation-user-errors.md): every mutation that takes
 * input returns a payload with `userErrors: [UserError!]!`. A service throws one BAD_USER_INPUT error
 * listing every bad field; here it becomes the payload's `userErrors` when the caller selected them
 * (other fields null, no top-level error), or stays the top-level error (with `extensions.userErrors`)
 * when it did not, which is what clients written before `userErrors` existed expect.
 */

export const USER_ERRORS_FIELD = 'userErrors';

/** Whether the payload type's `userErrors` field is `[UserError!]!`. */
function hasUserErrorsField(type: GraphQLOutputType): boolean {
  const payload = getNamedType(type);
  if (!isObjectType(payload)) return false;
  const field = payload.getFields()[USER_ERRORS_FIELD];
  if (!field || !isNonNullType(field.type) || !isListType(field.type.ofType)) return false;
  const item = field.type.ofType.ofType;
  return isNonNullType(item) && getNamedType(item).name === 'UserError';
}

/** Whether the caller's selection of this mutation field asks for `userErrors` (through fragments too). */
export function selectsUserErrors(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): boolean {
  const seen = new Set<string>();
  const search = (selectionSet: SelectionSetNode | undefined): boolean => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD && selection.name.value === USER_ERRORS_FIELD) return true;
      if (selection.kind === Kind.INLINE_FRAGMENT && search(selection.selectionSet)) return true;
      if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        if (search(info.fragments[selection.name.value]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => search(node.selectionSet));
}

function answeringUserErrors(resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return async (source, args, ctx, info) => {
    try {
      return await resolve(source, args, ctx, info);
    } catch (error) {
      if (!isBadInput(error) || !selectsUserErrors(info)) throw error;
      return { [USER_ERRORS_FIELD]: userErrorsOf(error as GraphQLError) };
    }
  };
}

/**
 * Wraps every mutation that takes arguments so its input problems can be answered as data, gives
 * every payload's `userErrors` its default (an empty list on success), and refuses to build a schema
 * where such a mutation's payload has no `userErrors: [UserError!]!`.
 */
export function applyUserErrors(schema: GraphQLSchema): GraphQLSchema {
  const mutationType = schema.getMutationType();
  if (!mutationType) return schema;
  const missing: string[] = [];
  const payloadTypes = new Set<string>();
  for (const field of Object.values(mutationType.getFields())) {
    if (field.args.length === 0) continue;
    if (hasUserErrorsField(field.type)) payloadTypes.add(getNamedType(field.type).name);
    else missing.push(`Mutation.${field.name}`);
  }
  if (missing.length > 0) {
    throw new Error(
      `Every mutation that takes input returns a payload with userErrors: [UserError!]! (docs/decisions/200-mutation-user-errors.md). Missing on: ${missing.join(', ')}`,
    );
  }
  return mapSchema(schema, {
    [MapperKind.MUTATION_ROOT_FIELD]: (fieldConfig) => {
      if (!fieldConfig.args || Object.keys(fieldConfig.args).length === 0) return fieldConfig;
      return { ...fieldConfig, resolve: answeringUserErrors(fieldConfig.resolve ?? defaultFieldResolver) };
    },
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      if (fieldName !== USER_ERRORS_FIELD || !payloadTypes.has(typeName)) return fieldConfig;
      return { ...fieldConfig, resolve: (payload: { userErrors?: unknown } | null) => payload?.userErrors ?? [] };
    },
  });
}
