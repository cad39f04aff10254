/**
 * npm run bench — speed, measured and printed as tables (never part of npm test).
 *
 * 1. The public page query through the whole server (Express, security headers, Apollo, SQLite)
 *    against a bare node:http server answering the same JSON from memory, side by side, with
 *    autocannon at 50 connections: throughput ratio and p99. Targets: ≥ 0.5× bare, p99 < 25 ms.
 * 2. Each request the home page really sends, through the whole server.
 * 3. A year of data (1,000 bookings, 300 special dates, 500 inquiries): the visitor's and the
 *    admin's calendar month and the dashboard at p99 < 5 ms, the twelve-month report < 50 ms,
 *    each as its screen sends it.
 * 3b. A busy venue (20,000 bookings, 20,000 inquiries): the admin's Bookings and Inquiries screens'
 *    first page, a search and an event-date filter, through the whole server as the screens send
 *    them (one connection, admin session): p99 ≤ 20 ms each and ≤ 100 kB of JSON a page.
 * 3c. The same busy venue in Chromium: the main-thread work of switching the admin's Bookings and
 *    Inquiries screens from 25 to 100 a page (≤ 3 s) and back (≤ 1 s) (scripts/bench/admin-screens.ts).
 * 4. Lighthouse on /, /about, /faq, /calendar, /contact, mobile profile, median of 5 runs: each category 95 or more (needs the
 *    production build in dist/client: `npm run build` first).
 * 5. Rendered pages under other visitors' traffic: another visitor's GET / alone; while 50
 *    connections ask for /faq?utm_…=<random> and random unknown addresses; and while 4 connections
 *    try to force renders (a random Host, a random FAQ search, a random calendar month, an empty
 *    inquiry post). Target p99 ≤ 50 ms under each (the page cache ignores what a page does not read;
 *    renders run on their own thread under a small budget). Needs the production build too.
 *
 * 0. Production start and memory (scripts/bench/start-memory.ts): the build's peak RSS; ready
 *    ≤ 3 s after start with a current build; RSS ≤ 150 MB idle and ≤ 300 MB after 30,000 mixed
 *    requests.
 *
 * Islands on a slow phone (scripts/bench/islands-live.ts): /faq, /gallery, /calendar and /contact on
 *    400 kbps, 400 ms round trips and CPU ×4: time until each island is live, target ≤ 3 s.
 *
 * BENCH_DURATION (seconds per measurement, default 10) and BENCH_CONNECTIONS (default 50) tune it;
 * --strict exits with 1 when a target is missed; --only start|public|year|volume|screens|lighthouse|islands|pages runs one phase
 * (`npm run bench -- --only year`). The server runs in production mode, as deployed.
 */
import autocannon from 'autocannon';
import {
  Kind,
  print,
  type DefinitionNode,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AdminBookingsDocument,
  AdminCalendarMonthDocument,
  DashboardOverviewDocument,
  HomeHeroDocument,
  InquiriesListDocument,
  PublicCalendarMonthDocument,
  PublicContentSectionsDocument,
  PublicLayoutDocument,
  ReportsDocument,
  ViewerDocument,
} from '../../client/src/gql/graphql.ts';
import { rootDir } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedStarterContent } from '../../server/db/seed/seed.ts';
import { SERVER_RUN, signInCookie, startBareServer, startVenueServer, type Child } from './processes.ts';
import { lighthouseBench, LIGHTHOUSE_TARGET } from './lighthouse.ts';
import { ISLAND_LIVE_TARGET_MS, islandsLiveBench } from './islands-live.ts';
import { startMemoryBench } from './start-memory.ts';
import { adminScreensBench, SCREENS_TARGET_MS } from './admin-screens.ts';
import { fillYearOfData, YEAR_OF_DATA } from './year-of-data.ts';
import { fillVolume, VOLUME } from './volume-data.ts';
import { addDays, todayIn } from '../../server/lib/dates.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** The side-by-side comparison alternates bare and full in rounds, so load drift hits both alike. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP = Math.min(3, DURATION);
const STRICT = process.argv.includes('--strict');
const PHASES = ['start', 'public', 'year', 'volume', 'screens', 'lighthouse', 'islands', 'pages'] as const;
type Phase = (typeof PHASES)[number];
const onlyIndex = process.argv.indexOf('--only');
const ONLY = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
if (ONLY !== undefined && !PHASES.includes(ONLY as Phase)) {
  console.error(`--only takes one of: ${PHASES.join(', ')}`);
  process.exit(2);
}
const runs = (phase: Phase) => ONLY === undefined || ONLY === phase;
const TIME_ZONE = 'America/New_York';

/** Connections that try to force renders in the pages phase (random Host, search, month, empty posts). */
const RENDER_NOISE_CONNECTIONS = 4;

const TARGETS = { ratio: 0.5, p99Ms: 25, yearP99Ms: 5, reportsP99Ms: 50, pageUnderNoiseP99Ms: 50, volumeP99Ms: 20, volumePageKb: 100 };

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, url: string, body: string, { duration = DURATION, connections = CONNECTIONS, cookie }: { duration?: number; connections?: number; cookie?: string } = {}): Promise<Measurement> {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
    connections,
    duration,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function median(name: string, rounds: Measurement[]): Measurement {
  return {
    name,
    requestsPerSecond: middle(rounds.map((m) => m.requestsPerSecond)),
    p50: middle(rounds.map((m) => m.p50)),
    p99: middle(rounds.map((m) => m.p99)),
    non2xx: rounds.reduce((sum, m) => sum + m.non2xx, 0),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
  };
}

const warmUp = (url: string, body: string, cookie?: string) => measure('warm-up', url, body, { duration: WARM_UP, cookie });

/** One operation holding the selections of several client operations (what the home page reads). */
function mergeOperations(name: string, documents: DocumentNode[]): DocumentNode {
  const operations = documents.flatMap((document) => document.definitions.filter((d: DefinitionNode): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION));
  const variables = new Map<string, VariableDefinitionNode>();
  const selections: SelectionNode[] = [];
  for (const operation of operations) {
    for (const variable of operation.variableDefinitions ?? []) variables.set(variable.variable.name.value, variable);
    selections.push(...operation.selectionSet.selections);
  }
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as OperationDefinitionNode['operation'],
        name: { kind: Kind.NAME, value: name },
        variableDefinitions: [...variables.values()],
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      } as OperationDefinitionNode,
    ],
  };
}

const request = (document: DocumentNode, variables: Record<string, unknown> = {}) => JSON.stringify({ query: print(document), variables });

async function post(url: string, body: string, cookie?: string) {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body });
  const text = await response.text();
  const json = JSON.parse(text) as { data?: unknown; errors?: unknown[] };
  if (!response.ok || json.errors?.length) throw new Error(`The bench query failed: ${text.slice(0, 500)}`);
  return text;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const check = (ok: boolean) => (ok ? '✓' : '✗');

function table(headers: string[], rows: string[][]) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   ');
  console.log(line(headers));
  console.log(widths.map((width) => '─'.repeat(width)).join('   '));
  for (const row of rows) console.log(line(row));
}

/** Every field of a type without required arguments, a few levels deep (for fields we do not know yet). */
async function publicPageBench(dir: string) {
  const server = await startVenueServer(path.join(dir, 'public', 'venue.db'));
  let bare: Child | undefined;
  try {
    const homePage = mergeOperations('HomePage', [PublicLayoutDocument, PublicContentSectionsDocument, HomeHeroDocument]);
    const body = request(homePage, { type: 'HERO', preview: false });
    const answer = await post(server.url, body);
    bare = await startBareServer(answer);

    console.log(`\nThe public page query (${homePage.definitions.length} operation: navigation, site settings, hero content and slides; ${(answer.length / 1024).toFixed(1)} kB of JSON)`);
    console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each, alternating in ${ROUNDS} rounds after a ${WARM_UP} s warm-up; medians\n`);
    await warmUp(bare.url, body);
    await warmUp(server.url, body);
    const roundDuration = Math.max(1, Math.round(DURATION / ROUNDS));
    const bareRounds: Measurement[] = [];
    const fullRounds: Measurement[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRounds.push(await measure('bare', bare.url, body, { duration: roundDuration }));
      fullRounds.push(await measure('full', server.url, body, { duration: roundDuration }));
    }
    const baseline = median('bare node:http, same JSON from memory', bareRounds);
    const full = median('the whole server', fullRounds);
    const ratio = full.requestsPerSecond / baseline.requestsPerSecond;
    table(
      ['', 'req/s', 'p50', 'p99', 'ratio', 'non-2xx', 'errors'],
      [baseline, full].map((m) => [m.name, m.requestsPerSecond.toFixed(0), ms(m.p50), ms(m.p99), (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2), String(m.non2xx), String(m.errors)]),
    );
    const ok = ratio >= TARGETS.ratio && full.p99 < TARGETS.p99Ms && full.non2xx === 0 && full.errors === 0;
    console.log(`\nTargets: throughput ≥ ${TARGETS.ratio}× bare ${check(ratio >= TARGETS.ratio)} (${ratio.toFixed(2)}×), p99 < ${TARGETS.p99Ms} ms ${check(full.p99 < TARGETS.p99Ms)} (${ms(full.p99)})`);

    console.log('\nEach request the home page sends, through the whole server');
    const operations: [string, DocumentNode, Record<string, unknown>][] = [
      ['PublicLayout (navigation, settings)', PublicLayoutDocument, {}],
      ['PublicContentSections (HERO)', PublicContentSectionsDocument, { type: 'HERO', preview: false }],
      ['HomeHero (slides)', HomeHeroDocument, { preview: false }],
      ['Viewer (signed out)', ViewerDocument, {}],
    ];
    const rows: string[][] = [];
    for (const [name, document, variables] of operations) {
      const single = request(document, variables);
      await post(server.url, single);
      const m = await measure(name, server.url, single, { duration: Math.max(2, Math.round(DURATION / 2)) });
      rows.push([name, m.requestsPerSecond.toFixed(0), ms(m.p50), ms(m.p99), String(m.non2xx + m.errors)]);
    }
    // What the cache saves: the same query signed in, which always goes through Express and Apollo.
    const cookie = await signInCookie(server.url);
    await post(server.url, body, cookie);
    const uncached = await measure('the public page query, signed in (never cached)', server.url, body, { duration: Math.max(2, Math.round(DURATION / 2)), cookie });
    rows.push([uncached.name, uncached.requestsPerSecond.toFixed(0), ms(uncached.p50), ms(uncached.p99), String(uncached.non2xx + uncached.errors)]);
    table(['', 'req/s', 'p50', 'p99', 'failed'], rows);
    return ok;
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

async function yearOfDataBench(dir: string) {
  const databasePath = path.join(dir, 'year', 'venue.db');
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const database = openDatabase(databasePath);
  seedStarterContent(database.db, { timeZone: TIME_ZONE });
  fillYearOfData(database.db, { timeZone: TIME_ZONE });
  database.close();

  const server = await startVenueServer(databasePath, { VENUE_TIMEZONE: TIME_ZONE });
  try {
    const cookie = await signInCookie(server.url);
    console.log(`\nA year of data: ${YEAR_OF_DATA.bookings} bookings, ${YEAR_OF_DATA.specialDates} special dates, ${YEAR_OF_DATA.inquiries} inquiries; one connection, ${Math.max(2, Math.round(DURATION / 2))} s each\n`);
    const month = new Date().toISOString().slice(0, 7);
    const monthsFrom = (offset: number) => {
      const date = new Date(`${month}-15T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() + offset);
      return date.toISOString().slice(0, 7);
    };
    // The screens' own queries (client/src/gql): what the visitor's calendar, the admin's calendar,
    // the dashboard and the report ask for. The data spans six months back and six ahead.
    const monthStart = `${month}-01`;
    const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const candidates: [string, string, number][] = [
      ['calendarMonth (visitor)', request(PublicCalendarMonthDocument, { month }), TARGETS.yearP99Ms],
      ['calendarMonth (admin)', request(AdminCalendarMonthDocument, { month, from: monthStart, to: monthEnd }), TARGETS.yearP99Ms],
      ['dashboardOverview', request(DashboardOverviewDocument), TARGETS.yearP99Ms],
      ['reports (12 months)', request(ReportsDocument, { from: monthsFrom(-6), to: monthsFrom(5) }), TARGETS.reportsP99Ms],
    ];
    const rows: string[][] = [];
    let ok = true;
    for (const [name, body, target] of candidates) {
      await post(server.url, body, cookie);
      const m = await measure(name, server.url, body, { duration: Math.max(2, Math.round(DURATION / 2)), connections: 1, cookie });
      const pass = m.p99 < target && m.non2xx + m.errors === 0;
      ok &&= pass;
      rows.push([name, m.requestsPerSecond.toFixed(0), ms(m.p50), ms(m.p99), `< ${target} ms`, check(pass)]);
    }
    table(['', 'req/s', 'p50', 'p99', 'target p99', ''], rows);
    return ok;
  } finally {
    await server.stop();
  }
}

/** A server on a busy venue's database (VOLUME bookings and inquiries), and how long filling it took. */
async function busyVenueServer(dir: string, name: string) {
  const databasePath = path.join(dir, name, 'venue.db');
  fs.mkdirSync(path.dirname(databasePath), { recursive: true });
  const database = openDatabase(databasePath);
  seedStarterContent(database.db, { timeZone: TIME_ZONE });
  const building = Date.now();
  fillVolume(database.db, { timeZone: TIME_ZONE });
  database.close();
  const builtIn = Date.now() - building;
  return { server: await startVenueServer(databasePath, { VENUE_TIMEZONE: TIME_ZONE }), builtIn };
}

/** The admin's Bookings and Inquiries screens on a busy venue's database, as the screens ask. */
async function volumeBench(dir: string) {
  const { server, builtIn } = await busyVenueServer(dir, 'volume');
  try {
    const cookie = await signInCookie(server.url);
    const duration = Math.max(2, Math.round(DURATION / 2));
    console.log(
      `\nA busy venue: ${VOLUME.bookings.toLocaleString('en-US')} bookings and ${VOLUME.inquiries.toLocaleString('en-US')} inquiries (built in ${(builtIn / 1000).toFixed(1)} s); ` +
        `the admin screens' own queries, one connection, admin session, ${duration} s each; target p99 ≤ ${TARGETS.volumeP99Ms} ms and ≤ ${TARGETS.volumePageKb} kB of JSON a page\n`,
    );
    const today = todayIn(TIME_ZONE);
    const nextMonth = { eventDateFrom: today, eventDateTo: addDays(today, 30) };
    const order = 'RECEIVED_DESC';
    const cases: [string, DocumentNode, Record<string, unknown>][] = [
      ['Bookings: first page (Pending, 25)', AdminBookingsDocument, { first: 25, status: 'PENDING', orderBy: order }],
      ['Bookings: search "garcia" (all)', AdminBookingsDocument, { first: 25, search: 'garcia', orderBy: order }],
      ['Bookings: next 30 days by date (all)', AdminBookingsDocument, { first: 25, ...nextMonth, orderBy: 'EVENT_DATE_ASC' }],
      ['Bookings: a page of 100 (all)', AdminBookingsDocument, { first: 100, orderBy: order }],
      ['Inquiries: first page (all, 25)', InquiriesListDocument, { first: 25, orderBy: order }],
      ['Inquiries: search "garcia"', InquiriesListDocument, { first: 25, search: 'garcia', orderBy: order }],
      ['Inquiries: desired in the next 30 days', InquiriesListDocument, { first: 25, ...nextMonth, orderBy: 'EVENT_DATE_ASC' }],
      ['Inquiries: a page of 100', InquiriesListDocument, { first: 100, orderBy: order }],
    ];
    const rows: string[][] = [];
    let ok = true;
    for (const [name, document, variables] of cases) {
      const body = request(document, variables);
      const answer = await post(server.url, body, cookie);
      const kb = Buffer.byteLength(answer) / 1024;
      const m = await measure(name, server.url, body, { duration, connections: 1, cookie });
      const fast = m.p99 <= TARGETS.volumeP99Ms && m.non2xx + m.errors === 0;
      const small = kb <= TARGETS.volumePageKb;
      ok &&= fast && small;
      const total = (JSON.parse(answer) as { data: Record<string, { totalCount: number }> }).data;
      rows.push([name, Object.values(total)[0]!.totalCount.toLocaleString('en-US'), m.requestsPerSecond.toFixed(0), ms(m.p50), ms(m.p99), `${kb.toFixed(1)} kB`, check(fast), check(small)]);
    }
    table(['', 'matches', 'req/s', 'p50', 'p99', 'JSON', `p99 ≤ ${TARGETS.volumeP99Ms} ms`, `≤ ${TARGETS.volumePageKb} kB`], rows);
    return ok;
  } finally {
    await server.stop();
  }
}

/** The admin's long lists in Chromium: main-thread work of a page-size switch (admin-screens.ts). */
async function screensBench(dir: string) {
  const { server } = await busyVenueServer(dir, 'screens');
  try {
    console.log(
      `\nThe admin's lists in Chromium, busy venue: main-thread work (Chromium's TaskDuration) of switching 25 → 100 a page and back, median of 3; ` +
        `target ≤ ${SCREENS_TARGET_MS.to100.toLocaleString('en-US')} ms and ≤ ${SCREENS_TARGET_MS.to25.toLocaleString('en-US')} ms\n`,
    );
    const result = await adminScreensBench(server);
    if (typeof result === 'string') {
      console.log(`The admin's lists: ${result}`);
      return false;
    }
    let ok = true;
    const rows = result.map(({ screen, to100Ms, to25Ms }) => {
      const fine = to100Ms <= SCREENS_TARGET_MS.to100 && to25Ms <= SCREENS_TARGET_MS.to25;
      ok &&= fine;
      return [screen, ms(to100Ms), ms(to25Ms), check(fine)];
    });
    table(['', '25 → 100', '100 → 25', 'target'], rows);
    return ok;
  } finally {
    await server.stop();
  }
}

/** GET / by one visitor, p99, alone or while `noise` connections send random query strings and paths. */
async function pagesBench(dir: string) {
  const server = await startVenueServer(path.join(dir, 'pages', 'venue.db'));
  try {
    const home = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    if (!(await home.text()).includes('id="page-end"')) {
      console.log('\nRendered pages: skipped, no server build (run `npm run build` first)');
      return false;
    }
    const duration = Math.max(3, Math.round(DURATION / 2));
    const visitor = () =>
      autocannon({ url: `${server.url}/`, headers: { accept: 'text/html', 'accept-encoding': 'gzip' }, connections: 1, duration });
    // Other visitors' traffic comes from its own process (page-noise.ts), as from other machines.
    const noise = (seconds: number, mode: 'random' | 'renders', connections: number) =>
      new Promise<{ requestsPerSecond: number; p50: number; p99: number; non2xx: number }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'scripts', 'bench', 'page-noise.ts'), server.url, String(connections), String(seconds), mode], { stdio: ['ignore', 'pipe', 'inherit'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('error', reject);
        child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`page-noise.ts exited with ${code}`))));
      });
    console.log(`\nRendered pages: one visitor's GET / (1 connection, ${duration} s), alone, under ${CONNECTIONS} connections of random query strings and unknown addresses, and under ${RENDER_NOISE_CONNECTIONS} connections forcing renders\n`);
    await visitor();
    const alone = await visitor();
    // The traffic starts first (its process needs a moment) and outlasts the visitor's measurement.
    const under = async (mode: 'random' | 'renders', connections: number) => {
      const flooding = noise(duration + 3, mode, connections);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const measured = await visitor();
      return { measured, flood: await flooding };
    };
    const randomQueries = await under('random', CONNECTIONS);
    const renders = await under('renders', RENDER_NOISE_CONNECTIONS);
    const passes = (measured: autocannon.Result) => measured.latency.p99 <= TARGETS.pageUnderNoiseP99Ms && measured.non2xx === 0;
    const pass = passes(randomQueries.measured) && passes(renders.measured);
    const row = (name: string, m: autocannon.Result) => [name, m.requests.average.toFixed(0), ms(m.latency.p50), ms(m.latency.p99), String(m.non2xx)];
    const floodRow = (name: string, flood: { requestsPerSecond: number; p50: number; p99: number; non2xx: number }, note: string) => [name, flood.requestsPerSecond.toFixed(0), ms(flood.p50), ms(flood.p99), `${flood.non2xx} (${note})`];
    table(
      ['', 'req/s', 'p50', 'p99', 'non-2xx'],
      [
        row('GET / alone', alone),
        row('GET / under random-query traffic', randomQueries.measured),
        floodRow('  the random-query traffic itself', randomQueries.flood, '404s'),
        row('GET / under forced renders', renders.measured),
        floodRow('  the forced renders themselves', renders.flood, '422/429 posts'),
      ],
    );
    console.log(
      `\nTarget: GET / p99 ≤ ${TARGETS.pageUnderNoiseP99Ms} ms under random queries ${check(passes(randomQueries.measured))} (${ms(randomQueries.measured.latency.p99)}) and under forced renders ${check(passes(renders.measured))} (${ms(renders.measured.latency.p99)})`,
    );
    return pass;
  } finally {
    await server.stop();
  }
}

async function lighthouseTable(dir: string) {
  console.log(`\nLighthouse, mobile profile (simulated slow 4G, mid-range phone); target ${LIGHTHOUSE_TARGET} or more in each category\n`);
  const rows = await lighthouseBench(dir);
  if (typeof rows === 'string') {
    console.log(`  skipped: ${rows}`);
    return false;
  }
  const pass = (score: number) => `${score}${score >= LIGHTHOUSE_TARGET ? '' : ' ✗'}`;
  table(
    ['', 'performance', 'accessibility', 'best practices', 'SEO'],
    rows.map((row) => [row.page, pass(row.scores.performance), pass(row.scores.accessibility), pass(row.scores['best-practices']), pass(row.scores.seo)]),
  );
  for (const row of rows) for (const audit of row.failing) console.log(`  ${row.page}  ${audit}`);
  return rows.every((row) => Object.values(row.scores).every((score) => score >= LIGHTHOUSE_TARGET));
}

async function islandsTable(dir: string) {
  console.log(`\nIslands live on a slow phone (400 kbps, 400 ms round trips, CPU ×4, cold cache; the visitor reaches for the island once the page is parsed); target ≤ ${ISLAND_LIVE_TARGET_MS / 1000} s\n`);
  const rows = await islandsLiveBench(dir);
  table(
    ['', 'live after', 'script files', 'script bytes (on the wire)'],
    rows.map((row) => [row.page, `${(row.liveMs / 1000).toFixed(2)} s ${check(row.liveMs <= ISLAND_LIVE_TARGET_MS)}`, String(row.scripts), `${row.scriptKb.toFixed(1)} kB`]),
  );
  return rows.every((row) => row.liveMs <= ISLAND_LIVE_TARGET_MS);
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-bench-'));
  console.log(`venue-site bench · Node ${process.version} · ${os.cpus().length} CPU · load ${os.loadavg()[0]!.toFixed(1)} · ${new Date().toISOString()} · ${SERVER_RUN.label}`);
  try {
    const startOk = runs('start') ? await startMemoryBench(dir, check) : true;
    const publicOk = runs('public') ? await publicPageBench(dir) : true;
    const yearOk = runs('year') ? await yearOfDataBench(dir) : true;
    const volumeOk = runs('volume') ? await volumeBench(dir) : true;
    const screensOk = runs('screens') ? await screensBench(dir) : true;
    const lighthouseOk = runs('lighthouse') ? await lighthouseTable(dir) : true;
    const islandsOk = runs('islands') ? await islandsTable(dir) : true;
    const pagesOk = runs('pages') ? await pagesBench(dir) : true;
    if (STRICT && !(startOk && publicOk && yearOk && volumeOk && screensOk && lighthouseOk && islandsOk && pagesOk)) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
