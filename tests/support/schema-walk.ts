import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective } from '@graphql-tools/utils';
import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { ACCESS_DIRECTIVES, loadTypeDefs, type Access } from '../../server/graphql/schema.ts';

/*
 * Walks the real schema and builds, for every root field, an operation with valid placeholder
 * arguments, so access tests cover fields added later without anyone writing a new test.
 */

const SCALAR_SAMPLES: Record<string, unknown> = {
  String: 'sample',
  ID: '00000000-0000-4000-8000-000000000000',
  Int: 1,
  Float: 1.5,
  Boolean: true,
  DateTime: '2030-01-01T12:00:00.000Z',
  LocalDate: '2030-01-15',
  LocalTime: '10:00',
  LocalEndTime: '16:00',
  EmailAddress: 'someone@example.com',
  URL: 'https://example.com/page',
  YearMonth: '2030-01',
};

function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (!(type.name in SCALAR_SAMPLES)) {
    throw new Error(`schema-walk has no sample value for scalar ${type.name}; add one to SCALAR_SAMPLES.`);
  }
  return SCALAR_SAMPLES[type.name];
}

export interface RootFieldOperation {
  /** Query.viewer, Mutation.signIn, ... */
  coordinate: string;
  kind: 'query' | 'mutation' | 'subscription';
  access: Access;
  document: string;
  variables: Record<string, unknown>;
}

export function rootFieldOperations(): RootFieldOperation[] {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  const roots: [RootFieldOperation['kind'], GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  const operations: RootFieldOperation[] = [];
  for (const [kind, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      const access = ACCESS_DIRECTIVES.find((name) => getDirective(schema, field, name)?.length);
      if (!access) throw new Error(`${root.name}.${field.name} declares no access directive`);
      const variables: Record<string, unknown> = {};
      const definitions: string[] = [];
      const args: string[] = [];
      for (const arg of field.args) {
        if (!isNonNullType(arg.type)) continue;
        variables[arg.name] = sampleValue(arg.type);
        definitions.push(`$${arg.name}: ${arg.type.toString()}`);
        args.push(`${arg.name}: $${arg.name}`);
      }
      const named = getNamedType(field.type);
      const selection = isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
      const document = `${kind} Walk${definitions.length ? `(${definitions.join(', ')})` : ''} { ${field.name}${
        args.length ? `(${args.join(', ')})` : ''
      }${selection} }`;
      operations.push({ coordinate: `${root.name}.${field.name}`, kind, access, document, variables });
    }
  }
  return operations;
}
