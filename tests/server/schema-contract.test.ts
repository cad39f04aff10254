import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema as buildSdlSchema, type GraphQLSchema } from 'graphql';
import { filterSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../server/config.ts';
import { ACCESS_DESCRIPTIONS, buildSchema } from '../../server/graphql/schema.ts';

/*
 * The API is a product with a contract. schema.graphql (codegen, checked in) is that contract; a
 * breaking change against it, as it stands on the base branch, fails `npm test` unless
 * docs/breaking-changes.md lists it (docs/decisions/050-schema-contract.md).
 */

const built = buildSchema();
const contractFile = path.join(rootDir, 'schema.graphql');
const marksFile = path.join(rootDir, 'docs', 'breaking-changes.md');

const breaking = (changes: Change[]) => changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);

/** The coordinates docs/breaking-changes.md marks as intended (each in backticks in the table). */
function markedCoordinates(): Set<string> {
  const text = fs.readFileSync(marksFile, 'utf8');
  return new Set([...text.matchAll(/^\|\s*`([^`]+)`/gm)].map((match) => match[1]!));
}

/** Breaking changes from `before` to `after` that no entry marks, as readable lines. */
async function unmarkedBreakingChanges(before: GraphQLSchema, after: GraphQLSchema): Promise<string[]> {
  const marked = markedCoordinates();
  return breaking(await diff(before, after))
    .filter((change) => !change.path || !marked.has(change.path))
    .map((change) => `\`${change.path ?? '?'}\`: ${change.message}`);
}

/** The contract as committed on the base branch, or null where there is no git history to read. */
function baseContract(): { ref: string; sdl: string } | null {
  try {
    const ref =
      process.env.SCHEMA_BASE_REF ??
      execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const sdl = execFileSync('git', ['show', `${ref}:schema.graphql`], { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return { ref, sdl };
  } catch {
    return null;
  }
}

/** Runs graphql-schema-linter with the repository's configuration; files default to its schemaPaths. */
function lint(files: string[] = []): { ok: boolean; output: string } {
  try {
    const output = execFileSync(path.join(rootDir, 'node_modules', '.bin', 'graphql-schema-linter'), ['--format', 'compact', ...files], {
      cwd: rootDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
  }
}

describe('the schema linter (npm run lint:schema)', () => {
  it('passes on schema/*.graphql: everything is described', () => {
    expect(lint()).toEqual({ ok: true, output: expect.any(String) });
  });

  it('fails on a type, field, argument, input field or enum value without a description', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-lint-'));
    const file = path.join(dir, 'undescribed.graphql');
    fs.writeFileSync(
      file,
      '"The root."\ntype Query {\n  "Things."\n  things(filter: String): [Thing!]!\n}\ntype Thing {\n  "Its id."\n  id: ID!\n  name: String\n}\n' +
        '"A kind."\nenum Kind {\n  "One."\n  ONE\n  TWO\n}\n"An input."\ninput ThingInput {\n  name: String\n}\n',
    );
    try {
      const { ok, output } = lint([file]);
      expect(ok).toBe(false);
      for (const rule of ['types-have-descriptions', 'fields-have-descriptions', 'arguments-have-descriptions', 'enum-values-have-descriptions', 'input-object-values-have-descriptions']) {
        expect(output).toContain(rule);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the schema contract (schema.graphql)', () => {
  it('the committed schema.graphql is the schema the server builds (no change but the access sentences)', async () => {
    const committed = buildSdlSchema(fs.readFileSync(contractFile, 'utf8'));
    const changes = (await diff(committed, built)).filter((change) => !change.type.endsWith('DESCRIPTION_CHANGED') && !change.type.endsWith('DESCRIPTION_ADDED'));
    expect(changes.map((change) => change.message)).toEqual([]);
  });

  it('no unmarked breaking change against the contract on the base branch', async () => {
    const base = baseContract();
    if (!base) {
      console.warn('schema-contract: no base schema.graphql in git history (first version or no git); nothing to compare.');
      return;
    }
    expect(await unmarkedBreakingChanges(buildSdlSchema(base.sdl), built)).toEqual([]);
  });

  it('the check catches a breaking change (a removed field, a new required argument), not an addition', async () => {
    const sdl = printSchemaWithDirectives(built);
    const withoutAdminFaqs = printSchemaWithDirectives(filterSchema({ schema: built, rootFieldFilter: (_type, name) => name !== 'adminFaqs' }));
    const broken = buildSdlSchema(withoutAdminFaqs.replace(/^(\s*)faqs: \[Faq!\]!/m, '$1faqs(category: String!): [Faq!]!'));
    const found = await unmarkedBreakingChanges(built, broken);
    expect(found.some((line) => line.startsWith('`Query.adminFaqs`'))).toBe(true);
    expect(found.some((line) => line.startsWith('`Query.faqs.category`'))).toBe(true);
    // An addition is never breaking.
    const added = buildSdlSchema(`${sdl}\nextend type Query { somethingNew: String }`);
    expect(await unmarkedBreakingChanges(built, added)).toEqual([]);
  });

  it('every root field tells the consumer who may call it, written from its access directive', () => {
    for (const root of [built.getQueryType(), built.getMutationType(), built.getSubscriptionType()]) {
      for (const field of Object.values(root!.getFields())) {
        expect(Object.values(ACCESS_DESCRIPTIONS).some((rule) => field.description?.includes(rule)), `${root!.name}.${field.name}`).toBe(true);
      }
    }
    expect(built.getQueryType()!.getFields().adminFaqs!.description).toContain(ACCESS_DESCRIPTIONS.admin);
    expect(built.getMutationType()!.getFields().signIn!.description).toContain(ACCESS_DESCRIPTIONS.public);
    expect(built.getQueryType()!.getFields().mySessions!.description).toContain(ACCESS_DESCRIPTIONS.signedIn);
  });
});
