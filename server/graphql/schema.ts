import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  Kind,
  type GraphQLFieldConfig,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import fs from 'node:fs';
import path from 'node:path';
import { refuseReadOnlyToken, requireAdmin, requireSignedIn } from '../auth/access.ts';
import { refuseOutOfScope, rootFieldAreas, scopeSentence } from '../auth/api-scopes.ts';
import { LASTING_ACCESS_MUTATIONS, LASTING_ACCESS_SCOPES, refuseTokenForLastingAccess } from '../auth/api-tokens.ts';
import type { ApiArea } from '../../shared/api-tokens.ts';
import { rootDir } from '../config.ts';
import type { GraphQLContext } from '../context.ts';
import { resolvers } from './resolvers.ts';
import { ENUM_VALUES } from './enum-values.ts';
import { scalarResolvers } from './scalars.ts';
import { applyUserErrors } from './user-errors.ts';
import { applySyncLists } from './sync-lists.ts';

export const ACCESS_DIRECTIVES = ['public', 'signedIn', 'admin'] as const;
export type Access = (typeof ACCESS_DIRECTIVES)[number];

const schemaDir = path.join(rootDir, 'schema');

/** Every schema/*.graphql file by name (without `.graphql`), base first. */
export function loadSchemaFiles(): { name: string; text: string }[] {
  const files = fs
    .readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((file) => ({ name: file.replace(/\.graphql$/, ''), text: fs.readFileSync(path.join(schemaDir, file), 'utf8') }));
}

/** The SDL of every schema/*.graphql file, base first. */
export function loadTypeDefs(): string[] {
  return loadSchemaFiles().map((file) => file.text);
}

/** The access directive a root field declares, or null; throws if it declares more than one. */
export function fieldAccess(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>, name: string): Access | null {
  const found = ACCESS_DIRECTIVES.filter((directive) => getDirective(schema, field, directive)?.length);
  if (found.length > 1) throw new Error(`${name} declares more than one access directive: @${found.join(', @')}`);
  return found[0] ?? null;
}

const guards: Record<Access, (ctx: GraphQLContext) => void> = {
  public: () => {},
  signedIn: (ctx) => void requireSignedIn(ctx),
  admin: (ctx) => void requireAdmin(ctx),
};

/**
 * The sentence appended to every root field's description, so introspection and the explorer show
 * who may call it. Written from the directive when the schema is built: it cannot drift.
 */
export const ACCESS_DESCRIPTIONS: Record<Access, string> = {
  public: 'Open to anyone, signed in or not.',
  signedIn: 'Requires a signed-in browser session (API tokens are refused).',
  admin: "Requires an admin session or an admin's API token.",
};
/** Appended to every mutation's description as well. */
export const MUTATION_TOKEN_NOTE = 'Refused to read-only API tokens.';
/** Appended to the description of each mutation that creates lasting access (auth/api-tokens.ts). */
export const LASTING_ACCESS_NOTE = 'Refused to every API token: it creates access that would outlive the token, so it needs a browser session.';
/** The note of a lasting-access mutation, naming the scope that opens it to a token when there is one. */
export function lastingAccessNote(mutation: string): string {
  const scope = LASTING_ACCESS_SCOPES[mutation];
  return scope
    ? `Refused to API tokens (it creates access that would outlive the token), except one created with the ${scope} scope: what such a token sets up ends with it.`
    : LASTING_ACCESS_NOTE;
}

function describedAccess(description: string | null | undefined, access: Access, isMutation: boolean, lastingAccess: string | null, area: ApiArea | null): string {
  const rule = [
    ACCESS_DESCRIPTIONS[access],
    ...(isMutation ? [MUTATION_TOKEN_NOTE] : []),
    ...(lastingAccess ? [lastingAccessNote(lastingAccess)] : []),
    ...((!lastingAccess || LASTING_ACCESS_SCOPES[lastingAccess]) && access === 'admin' ? [scopeSentence(area, isMutation)] : []),
  ].join(' ');
  const text = description?.trim();
  if (!text) return rule;
  return `${text}${/[.!?)]$/.test(text) ? '' : '.'} ${rule}`;
}

function guarded<TResolver extends GraphQLFieldResolver<unknown, GraphQLContext>>(
  access: Access,
  resolve: TResolver,
  isMutation: boolean,
  area: ApiArea | null,
): TResolver {
  if (access === 'public' && !isMutation) return resolve;
  const guard = guards[access];
  return ((source, args, ctx, info) => {
    guard(ctx);
    if (access === 'admin') refuseOutOfScope(ctx.viewer, info.fieldName, area, isMutation);
    if (isMutation) {
      refuseReadOnlyToken(ctx);
      refuseTokenForLastingAccess(ctx.viewer, info.fieldName);
    }
    return resolve(source, args, ctx, info);
  }) as TResolver;
}

/**
 * Wraps every root field (query, mutation and subscription) in the guard its directive names,
 * and refuses to build a schema with a root field that names none (the Redwood rule).
 */
export function applyAccessRules(schema: GraphQLSchema, areas: Map<string, ApiArea | null> = new Map()): GraphQLSchema {
  const missing: string[] = [];
  const rootTypes = new Map(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter((type) => type != null)
      .map((type) => [type.name, type]),
  );
  const mapped = mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (fieldConfig, fieldName, typeName) => {
      if (!rootTypes.has(typeName)) return fieldConfig;
      const access = fieldAccess(schema, fieldConfig, `${typeName}.${fieldName}`);
      if (!access) {
        missing.push(`${typeName}.${fieldName}`);
        return fieldConfig;
      }
      const isMutation = typeName === schema.getMutationType()?.name;
      const area = areas.get(`${typeName}.${fieldName}`) ?? null;
      const description = describedAccess(fieldConfig.description, access, isMutation, isMutation && LASTING_ACCESS_MUTATIONS.has(fieldName) ? fieldName : null, area);
      return {
        ...fieldConfig,
        description,
        // The printed schema (schema.graphql) reads descriptions from the AST: it gets the sentence too.
        astNode: fieldConfig.astNode && { ...fieldConfig.astNode, description: { kind: Kind.STRING, value: description, block: true } },
        resolve: guarded(access, fieldConfig.resolve ?? defaultFieldResolver, isMutation, area),
        ...(fieldConfig.subscribe ? { subscribe: guarded(access, fieldConfig.subscribe, false, area) } : {}),
      };
    },
  });
  if (missing.length > 0) {
    throw new Error(
      `Every root field must declare who may call it with @public, @signedIn or @admin. Missing on: ${missing.join(', ')}`,
    );
  }
  return mapped;
}

export function buildSchema(typeDefs?: string[]): GraphQLSchema {
  // The default schema's root fields get their API token areas from the files declaring them.
  const files = typeDefs ? null : loadSchemaFiles();
  typeDefs ??= files!.map((file) => file.text);
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [scalarResolvers, ENUM_VALUES, ...resolvers],
    inheritResolversFromInterfaces: true,
  });
  // The lasting-access list must name real mutations, or a renamed one would lose its guard.
  const mutationFields = schema.getMutationType()?.getFields() ?? {};
  const unknownLasting = [...LASTING_ACCESS_MUTATIONS].filter((name) => !Object.hasOwn(mutationFields, name));
  if (unknownLasting.length > 0) throw new Error(`LASTING_ACCESS_MUTATIONS names no mutation of the schema: ${unknownLasting.join(', ')}`);
  return applySyncLists(applyAccessRules(applyUserErrors(schema), files ? rootFieldAreas(files) : undefined));
}
