import { makeExecutableSchema } from '@graphql-tools/schema';
import { getDirective } from '@graphql-tools/utils';
import fc from 'fast-check';
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { createHash } from 'node:crypto';
import { test as base, describe, expect } from '../support/fixtures.ts';
import { createSession, SESSION_COOKIE } from '../../server/auth/sessions.ts';
import { BOOKING_STATUSES, INQUIRY_STATUSES, SPECIAL_DATE_STATUSES } from '../../server/db/schema/index.ts';
import { ACCESS_DIRECTIVES, loadTypeDefs, type Access } from '../../server/graphql/schema.ts';
import { PAGE_DESCRIPTION_MAX, PAGE_NAME_MAX } from '../../server/modules/pages/index.ts';
import { createTestUser } from '../support/factories.ts';
import { inputValue, selection, useIdPool } from '../support/fuzz-inputs.ts';
import { TEST_ADMIN, type TestServer } from '../support/test-server.ts';

/*
 * Property-based tests over every mutation of the schema (walked at run time, so mutations added
 * later are fuzzed without touching this file). fast-check generates inputs from the input types:
 * strings empty, huge, unicode, SQL- and HTML-looking; numbers negative, huge, fractional; dates and
 * times valid and invalid; ids that exist and ids that do not; nulls and omissions for optional
 * fields; now and then a value of the wrong type. Each mutation is called as a visitor, as a
 * signed-in user and as an admin. Properties:
 *   1. the server never answers with an internal error (nor logs one: console.error fails the test);
 *   2. a call the caller may not make changes nothing and is refused with UNAUTHENTICATED or
 *      FORBIDDEN. "Nothing": no row of any table but sessions and sign-in attempts is inserted,
 *      updated or deleted during the call (counted by triggers, see writeCounter), and a hash of
 *      those tables is the same after each mutation's calls as before them;
 *   3. after every call that wrote, and after each mutation's calls, the database keeps the rules
 *      below (INVARIANTS).
 * Deterministic: fixed seed, run counts derived from the number of mutations (about 3,000 calls in
 * all, whatever that number).
 */

const SEED = 20_261_122;
const TARGET_TOTAL_RUNS = 3_000;
const MIN_RUNS = 25;
const MAX_RUNS = 300;
/** No stored text should be this long: a service that stores it is missing a length limit. */
const MAX_STORED_TEXT = 50_000;

type Caller = 'visitor' | 'user' | 'admin';
const CALLERS: [string, Caller][] = [
  ['a visitor', 'visitor'],
  ['a signed-in user', 'user'],
  ['an admin', 'admin'],
];
const ALLOWED_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
]);

/* ------------------------------------------------------------------------------------------------
 * Rules the stored data keeps, whatever the input. Each query lists offending rows; none may exist.
 * Phase 2 adds the rules of new tables here (the tables below already exist).
 */
const isDate = (column: string) => `(${column} IS NOT NULL AND (date(${column}) IS NULL OR date(${column}) <> ${column}))`;
const isTime = (column: string) => `(${column} NOT GLOB '[0-2][0-9]:[0-5][0-9]' OR ${column} > '24:00')`;
const inList = (values: readonly string[]) => `(${values.map((value) => `'${value}'`).join(', ')})`;
const minutes = (column: string) => `(CAST(substr(${column}, 1, 2) AS INTEGER) * 60 + CAST(substr(${column}, 4, 2) AS INTEGER))`;
const endMinutes = (column: string) => `(CASE WHEN ${column} IN ('00:00', '24:00') THEN 1440 ELSE ${minutes(column)} END)`;

const INVARIANTS: { rule: string; sql: string }[] = [
  { rule: `page names are 1 to ${PAGE_NAME_MAX} characters`, sql: `SELECT id, page_name FROM page_settings WHERE length(trim(page_name)) = 0 OR length(page_name) > ${PAGE_NAME_MAX}` },
  { rule: `page descriptions are at most ${PAGE_DESCRIPTION_MAX} characters`, sql: `SELECT id FROM page_settings WHERE length(description) > ${PAGE_DESCRIPTION_MAX}` },
  { rule: 'page sort orders are positive and distinct', sql: 'SELECT sort_order FROM page_settings GROUP BY sort_order HAVING sort_order < 1 OR count(*) > 1' },
  { rule: 'FAQ sort orders are positive', sql: 'SELECT id FROM faqs WHERE sort_order < 1' },
  { rule: 'bookings have 1 to 450 guests', sql: 'SELECT id FROM bookings WHERE guest_count < 1 OR guest_count > 450' },
  { rule: 'bookings have a real date and HH:mm times', sql: `SELECT id FROM bookings WHERE ${isDate('event_date')} OR ${isTime('start_time')} OR ${isTime('end_time')}` },
  { rule: 'bookings have a known status', sql: `SELECT id FROM bookings WHERE status NOT IN ${inList(BOOKING_STATUSES)}` },
  { rule: 'bookings have a name and an e-mail address', sql: "SELECT id FROM bookings WHERE length(trim(client_name)) = 0 OR client_email NOT LIKE '%_@_%._%'" },
  {
    rule: 'no two confirmed bookings overlap on one date',
    sql: `SELECT a.id, b.id FROM bookings a JOIN bookings b ON a.id < b.id AND a.event_date = b.event_date
          WHERE a.status = 'confirmed' AND b.status = 'confirmed'
            AND ${minutes('a.start_time')} < ${endMinutes('b.end_time')} AND ${minutes('b.start_time')} < ${endMinutes('a.end_time')}`,
  },
  { rule: 'inquiries have a name and an e-mail address', sql: "SELECT id FROM inquiries WHERE length(trim(name)) = 0 OR email NOT LIKE '%_@_%._%'" },
  { rule: 'inquiries have a real desired date or none', sql: `SELECT id FROM inquiries WHERE ${isDate('desired_date')}` },
  { rule: 'inquiries have a known status', sql: `SELECT id FROM inquiries WHERE status NOT IN ${inList(INQUIRY_STATUSES)}` },
  { rule: 'special dates are real dates with a known status', sql: `SELECT id FROM calendar_availability WHERE ${isDate('date')} OR status NOT IN ${inList(SPECIAL_DATE_STATUSES)}` },
  { rule: 'premium multipliers are between 1 and 5', sql: 'SELECT id FROM calendar_availability WHERE premium_multiplier IS NOT NULL AND (premium_multiplier < 1 OR premium_multiplier > 5)' },
  { rule: 'calendar settings have HH:mm hours and min ≤ max booking hours', sql: `SELECT id FROM calendar_settings WHERE ${isTime('start_time')} OR ${isTime('end_time')} OR minimum_booking_hours > maximum_booking_hours` },
  { rule: 'outbox messages have a known status', sql: "SELECT id FROM email_outbox WHERE status NOT IN ('queued', 'sending', 'sent', 'failed')" },
];

/* ------------------------------------------------------------------------------------------------
 * The server, a clean database fingerprint, and the checks.
 */
/** Tables a call without the right may still write: its session's use and sign-in attempts. */
const BOOKKEEPING_TABLES = new Set(['sessions', 'sign_in_attempts']);

/**
 * The harness over the file's server: the database checks and the calls, made once for the file
 * (the `harness` fixture below) with the admin and a signed-in user to call as.
 */
function fuzzHarness(server: TestServer, { adminId, userId }: { adminId: string; userId: string }) {
  const sqlite = () => server.db.$client;

  /**
   * The database's own tables: not SQLite's, drizzle's, or the full-text indexes' virtual and shadow
   * tables (they follow the rows they index, and tests/server/list-indexes.test.ts checks them).
   */
  function tables(): string[] {
    return (sqlite().prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' ORDER BY name").pluck().all() as string[]).filter(
      (name) => !name.startsWith('sqlite_') && !name.startsWith('__drizzle'),
    );
  }

  /** How a table's rows are listed in a stable order: by rowid, or by its key when it has none. */
  const rowOrder = (table: string) => ((sqlite().prepare('SELECT wr FROM pragma_table_list WHERE name = ?').pluck().get(table) as number) ? '1' : 'rowid');

  /**
   * Rows written, by table, counted by temporary triggers on the test's connection, which is the
   * server's (the server runs in this process on server.db). A hash of every table before and after
   * every call was half of this file's time; the counter tells which call wrote, and the hash around
   * each mutation's calls still catches a write the triggers could not see.
   */
  const writeCounter = {
    installed: false,
    install() {
      if (this.installed) return;
      const db = sqlite();
      db.exec('CREATE TEMP TABLE fuzz_writes (table_name TEXT PRIMARY KEY, writes INTEGER NOT NULL)');
      for (const table of tables()) {
        db.prepare('INSERT INTO temp.fuzz_writes VALUES (?, 0)').run(table);
        for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
          db.exec(
            `CREATE TEMP TRIGGER "fuzz_count_${table}_${event.toLowerCase()}" AFTER ${event} ON main."${table}" FOR EACH ROW
             BEGIN UPDATE temp.fuzz_writes SET writes = writes + 1 WHERE table_name = '${table}'; END`,
          );
        }
      }
      this.installed = true;
    },
    /** Rows written so far to the content tables (all but the bookkeeping ones) and to all tables. */
    read(): { content: number; all: number } {
      let content = 0;
      let all = 0;
      for (const { table_name: table, writes } of sqlite().prepare('SELECT table_name, writes FROM temp.fuzz_writes').all() as { table_name: string; writes: number }[]) {
        all += writes;
        if (!BOOKKEEPING_TABLES.has(table)) content += writes;
      }
      return { content, all };
    },
  };

  /** A fingerprint of all content: every table except sessions and sign-in attempts. */
  function databaseHash(): string {
    const hash = createHash('sha256');
    for (const table of tables()) {
      if (BOOKKEEPING_TABLES.has(table)) continue;
      hash.update(`\u0000${table}\u0000`);
      for (const row of sqlite().prepare(`SELECT * FROM "${table}" ORDER BY ${rowOrder(table)}`).raw().iterate()) hash.update(JSON.stringify(row));
    }
    return hash.digest('hex');
  }

  /** The rules broken now, with a few offending rows each. */
  function brokenInvariants(): string[] {
    const broken = INVARIANTS.flatMap(({ rule, sql }) => {
      const rows = sqlite().prepare(sql).all();
      return rows.length ? [`${rule}: ${JSON.stringify(rows.slice(0, 3))}`] : [];
    });
    const foreignKeys = sqlite().prepare('PRAGMA foreign_key_check').all();
    if (foreignKeys.length) broken.push(`foreign keys hold: ${JSON.stringify(foreignKeys.slice(0, 3))}`);
    for (const table of tables()) {
      const columns = (sqlite().prepare(`PRAGMA table_info("${table}")`).all() as { name: string; type: string }[]).filter((c) => c.type === 'TEXT');
      if (columns.length === 0) continue;
      const long = sqlite()
        .prepare(`SELECT ${rowOrder(table) === 'rowid' ? 'rowid' : '*'} FROM "${table}" WHERE ${columns.map((c) => `length("${c.name}") > ${MAX_STORED_TEXT}`).join(' OR ')} LIMIT 3`)
        .all();
      if (long.length) broken.push(`${table}: no text over ${MAX_STORED_TEXT} characters: rows ${JSON.stringify(long)}`);
    }
    return broken;
  }

  function refreshIdPool() {
    const ids = new Set<string>();
    for (const table of tables()) {
      const hasId = (sqlite().prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).some((c) => c.name === 'id');
      if (!hasId) continue;
      for (const id of sqlite().prepare(`SELECT id FROM "${table}" ORDER BY rowid LIMIT 50`).pluck().all()) ids.add(String(id));
    }
    useIdPool([...ids].sort());
  }

  /** A fresh session cookie for the caller (minted directly: signing in costs an argon2 hash). */
  function cookieFor(caller: Caller): string | undefined {
    if (caller === 'visitor') return undefined;
    const { token } = createSession(server.db, caller === 'admin' ? adminId : userId);
    return `${SESSION_COOKIE}=${token}`;
  }

  async function send(document: string, variables: unknown, cookie: string | undefined) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query: document, variables }),
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
  }

  return { sqlite, writeCounter, databaseHash, brokenInvariants, refreshIdPool, cookieFor, send };
}
type Harness = ReturnType<typeof fuzzHarness>;

const test = base.extend('harness', { scope: 'file' }, async ({ server }): Promise<Harness> => {
  const adminId = server.db.$client.prepare('SELECT id FROM users WHERE email = ?').pluck().get(TEST_ADMIN.email) as string;
  const userId = (await createTestUser(server, 'user')).id;
  const harness = fuzzHarness(server, { adminId, userId });
  harness.refreshIdPool();
  return harness;
});
const it = test;

interface MutationUnderTest {
  name: string;
  access: Access;
  document: string;
  variables: () => fc.Arbitrary<Record<string, unknown>>;
}

function mutationsUnderTest(): MutationUnderTest[] {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  const mutationType = schema.getMutationType() as GraphQLObjectType | null | undefined;
  if (!mutationType) return [];
  return (Object.values(mutationType.getFields()) as GraphQLField<unknown, unknown>[]).map((field) => {
    const access = ACCESS_DIRECTIVES.find((name) => getDirective(schema, field, name)?.length)!;
    const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`);
    const args = field.args.map((arg) => `${arg.name}: $${arg.name}`);
    const document = `mutation Fuzz${definitions.length ? `(${definitions.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection(field.type)} }`;
    return {
      name: field.name,
      access,
      document,
      // Built lazily: the id pool is filled from the database once the server runs.
      // Three calls in four are well-typed (they reach the services); the rest are hostile.
      variables: () => {
        const call = (wellTyped: boolean) =>
          fc
            .tuple(...field.args.map((arg) => inputValue(arg.type, arg.name, wellTyped).map((value) => [arg.name, value] as const)))
            .map((pairs) => Object.fromEntries(pairs));
        return fc.oneof({ weight: 3, arbitrary: call(true) }, { weight: 1, arbitrary: call(false) });
      },
    };
  });
}

const mutations = mutationsUnderTest();
const runsPerCase = Math.max(MIN_RUNS, Math.min(MAX_RUNS, Math.floor(TARGET_TOTAL_RUNS / Math.max(1, mutations.length * CALLERS.length))));

const mayCall = (access: Access, caller: Caller) =>
  access === 'public' || (access === 'signedIn' && caller !== 'visitor') || (access === 'admin' && caller === 'admin');

describe('the generated-input harness', () => {
  it('finds every mutation of the schema', () => {
    expect(mutations.map((m) => m.name)).toEqual(expect.arrayContaining(['signIn', 'signOut', 'updatePageSetting', 'reorderPageSettings']));
  });

  it('starts from a database that keeps every rule', ({ harness: { brokenInvariants } }) => {
    expect(brokenInvariants()).toEqual([]);
  });

  it('counts the rows the server writes, and not the sessions it keeps (so an unchanged count means something)', async ({ harness: { sqlite, writeCounter, send, cookieFor } }) => {
    writeCounter.install();
    const page = sqlite().prepare('SELECT id, description FROM page_settings LIMIT 1').get() as { id: string; description: string | null };
    const before = writeCounter.read();
    const refused = await send('mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }', { input: { id: page.id, description: 'Counted' } }, cookieFor('user'));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const between = writeCounter.read();
    expect(between.content).toBe(before.content);
    expect(between.all).toBeGreaterThan(before.all);
    const result = await send('mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }', { input: { id: page.id, description: 'Counted' } }, cookieFor('admin'));
    expect(result.body.errors).toBeUndefined();
    expect(writeCounter.read().content).toBeGreaterThan(between.content);
  });

  it('notices a broken rule (so a pass means something)', ({ harness: { sqlite, brokenInvariants } }) => {
    const page = sqlite().prepare('SELECT id, page_name FROM page_settings LIMIT 1').get() as { id: string; page_name: string };
    sqlite().prepare("UPDATE page_settings SET page_name = '   ' WHERE id = ?").run(page.id);
    try {
      expect(brokenInvariants()).toEqual([expect.stringContaining('page names are 1 to')]);
    } finally {
      sqlite().prepare('UPDATE page_settings SET page_name = ? WHERE id = ?').run(page.page_name, page.id);
    }
  });
});

describe.each(mutations.map((mutation) => [mutation.name, mutation] as const))('%s with generated input', (_name, mutation) => {
  it.for(CALLERS)(
    `as %s: no internal error; refused and unchanged when not allowed; rules kept (${runsPerCase} runs)`,
    { timeout: 120_000 },
    async ([_label, caller], { harness: { refreshIdPool, writeCounter, databaseHash, cookieFor, send, brokenInvariants } }) => {
      refreshIdPool();
      writeCounter.install();
      const allowed = mayCall(mutation.access, caller);
      const hashBefore = allowed ? null : databaseHash();
      let reachedResolver = 0;
      await fc.assert(
        fc.asyncProperty(mutation.variables(), async (variables) => {
          const cookie = cookieFor(caller);
          const before = writeCounter.read();
          const result = await send(mutation.document, variables, cookie);
          const after = writeCounter.read();
          const where = `${mutation.name} as ${caller} with ${JSON.stringify(variables).slice(0, 400)}\n→ ${result.status} ${result.text.slice(0, 400)}`;

          expect(result.status, where).toBeLessThan(500);
          for (const error of result.body.errors ?? []) {
            expect(ALLOWED_CODES.has(error.extensions?.code ?? 'none'), where).toBe(true);
          }
          if (!allowed) {
            expect(after.content - before.content, `an unauthorized call changed the database: ${where}`).toBe(0);
            expect(result.body.data ?? null, where).toBeNull();
            const codes = (result.body.errors ?? []).map((error) => error.extensions?.code);
            // Input that is not even well-typed is refused before access is checked; both are fine.
            expect(codes.every((code) => ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'].includes(code!)), where).toBe(true);
          }
          const errors = result.body.errors ?? [];
          if (!errors.some((error) => error.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' || error.message.startsWith('Variable "$'))) {
            reachedResolver += 1;
          }
          // An unchanged database keeps its rules; a changed one is checked.
          if (after.all !== before.all) expect(brokenInvariants(), where).toEqual([]);
        }),
        { seed: SEED, numRuns: runsPerCase, endOnFailure: true },
      );
      // Whatever wrote, on whichever connection: the rules hold, and no refused call changed content.
      expect(brokenInvariants()).toEqual([]);
      if (hashBefore !== null) expect(databaseHash(), `unauthorized ${mutation.name} calls as ${caller} changed the database`).toBe(hashBefore);
      // Most generated inputs must be well-typed enough to reach the resolver, or the harness
      // would only be testing graphql-js's input coercion.
      expect(reachedResolver / runsPerCase).toBeGreaterThan(0.4);
    },
  );
});

describe('after the harness', () => {
  it('leaves a healthy database', ({ harness: { sqlite, brokenInvariants } }) => {
    expect(sqlite().pragma('integrity_check', { simple: true })).toBe('ok');
    expect(brokenInvariants()).toEqual([]);
  });
});
