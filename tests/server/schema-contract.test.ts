import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildClientSchema, buildSchema as buildSdlSchema, getIntrospectionQuery, printSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { filterSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '../support/fixtures.ts';
import { rootDir } from '../../server/config.ts';
import { ACCESS_DESCRIPTIONS, buildSchema } from '../../server/graphql/schema.ts';
import { servedSchemaSdl } from '../../server/graphql/served-schema.ts';
import { DEPRECATION_MIN_DAYS, deprecationProblem, deprecations, removableOn } from '../support/deprecation-policy.ts';

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

const REMOVALS = new Set(['FIELD_REMOVED', 'ENUM_VALUE_REMOVED', 'INPUT_FIELD_REMOVED', 'FIELD_ARGUMENT_REMOVED']);

/**
 * Breaking changes from `before` to `after` that the policy does not allow, as readable lines: every
 * one must be listed in docs/breaking-changes.md, and a removal must also have been deprecated in
 * `before` with a removal date that has come (tests/support/deprecation-policy.ts).
 */
async function unmarkedBreakingChanges(before: GraphQLSchema, after: GraphQLSchema, today = new Date().toISOString().slice(0, 10)): Promise<string[]> {
  const marked = markedCoordinates();
  const deprecated = new Map(deprecations(before).map((entry) => [entry.coordinate, entry.reason]));
  return breaking(await diff(before, after)).flatMap((change) => {
    const line = `\`${change.path ?? '?'}\`: ${change.message}`;
    if (!change.path || !marked.has(change.path)) return [line];
    if (!REMOVALS.has(change.type)) return [];
    const removable = removableOn(deprecated.get(change.path));
    if (!removable) return [`${line} (removed without a deprecation period: deprecate it first, docs/api.md "Deprecations")`];
    return removable > today ? [`${line} (deprecated, but removable only from ${removable})`] : [];
  });
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
  it('the committed schema.graphql is, character for character, the schema the server builds', () => {
    // Descriptions included: the scalars' own and every root field's "who may call" sentence.
    expect(fs.readFileSync(contractFile, 'utf8')).toBe(servedSchemaSdl());
  });

  it('and the schema a running server answers introspection with', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true }) }),
    });
    const { data } = (await response.json()) as { data: IntrospectionQuery };
    const served = printSchema(buildClientSchema(data));
    expect(served).toBe(printSchema(buildSdlSchema(fs.readFileSync(contractFile, 'utf8'))));
    expect(served).toContain(ACCESS_DESCRIPTIONS.admin);
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
    const broken = buildSdlSchema(withoutAdminFaqs.replace(/^(\s*)calendarSettings: CalendarSettings!/m, '$1calendarSettings(category: String!): CalendarSettings!'));
    const found = await unmarkedBreakingChanges(built, broken);
    expect(found.some((line) => line.startsWith('`Query.adminFaqs`'))).toBe(true);
    expect(found.some((line) => line.startsWith('`Query.calendarSettings.category`'))).toBe(true);
    // An addition is never breaking.
    const added = buildSdlSchema(`${sdl}\nextend type Query { somethingNew: String }`);
    expect(await unmarkedBreakingChanges(built, added)).toEqual([]);
  });

  it('a field is removed only after its deprecation period, and only when listed', async () => {
    const withDeprecated = (reason: string) =>
      buildSdlSchema(`${printSchemaWithDirectives(built)}\nextend type Query { retiring: String @deprecated(reason: "${reason}") }`);
    const without = built;
    const removal = '`Query.retiring`';
    // Never deprecated: refused even when listed.
    const plain = buildSdlSchema(`${printSchemaWithDirectives(built)}\nextend type Query { retiring: String }`);
    const marksBefore = fs.readFileSync(marksFile, 'utf8');
    try {
      fs.appendFileSync(marksFile, `| ${removal} | 2027-03-01 | test entry |\n`);
      expect(await unmarkedBreakingChanges(plain, without)).toEqual([expect.stringMatching(/removed without a deprecation period/)]);
      const dated = withDeprecated('Use somethingElse. Deprecated 2026-11-28; removed no earlier than 2027-02-26.');
      expect(await unmarkedBreakingChanges(dated, without, '2027-01-15')).toEqual([expect.stringMatching(/removable only from 2027-02-26/)]);
      expect(await unmarkedBreakingChanges(dated, without, '2027-02-26')).toEqual([]);
    } finally {
      fs.writeFileSync(marksFile, marksBefore);
    }
    // Not listed: refused whatever its deprecation.
    const dated = withDeprecated('Use somethingElse. Deprecated 2026-11-28; removed no earlier than 2027-02-26.');
    expect(await unmarkedBreakingChanges(dated, without, '2027-03-01')).toEqual([expect.stringContaining(removal)]);
  });

  it(`every deprecation says what to use instead, when it began and its removal date, at least ${DEPRECATION_MIN_DAYS} days later`, () => {
    const found = deprecations(built);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map(({ coordinate, reason }) => [coordinate, deprecationProblem(reason)]).filter(([, problem]) => problem !== null)).toEqual([]);
    expect(deprecationProblem('Use x. Deprecated 2026-11-28; removed no earlier than 2027-01-01.')).toMatch(/34 days/);
    expect(deprecationProblem('Use x instead.')).toMatch(/must end with/);
  });

  it('docs/breaking-changes.md is one table (a blank line would split it when rendered)', () => {
    const lines = fs.readFileSync(marksFile, 'utf8').split('\n');
    const rows = lines.map((line, index) => [line, index] as const).filter(([line]) => line.startsWith('|'));
    expect(rows.length).toBeGreaterThan(2);
    const [first] = rows[0]!;
    expect(first).toMatch(/^\| coordinate \| date \|/);
    // Every table line follows the previous one directly.
    expect(rows.every(([, index], position) => position === 0 || index === rows[position - 1]![1] + 1)).toBe(true);
    expect(lines[rows[1]![1]]).toMatch(/^\|---/);
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
