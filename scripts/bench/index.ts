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
 *
 * Each phase lives in its own file (start-memory.ts, public-page.ts, year-queries.ts, busy-venue.ts,
 * lighthouse.ts, islands-live.ts, rendered-pages.ts); measure.ts holds what they share.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { screensBench, volumeBench } from './busy-venue.ts';
import { ISLAND_LIVE_TARGET_MS, islandsLiveBench } from './islands-live.ts';
import { lighthouseBench, LIGHTHOUSE_TARGET } from './lighthouse.ts';
import { check, table } from './measure.ts';
import { SERVER_RUN } from './processes.ts';
import { publicPageBench } from './public-page.ts';
import { pagesBench } from './rendered-pages.ts';
import { startMemoryBench } from './start-memory.ts';
import { yearOfDataBench } from './year-queries.ts';

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
