/**
 * How soon each island answers on a slow phone: Chromium on 400 kbps down and up, 400 ms round
 * trips and its CPU slowed four times (CDP Network.emulateNetworkConditions and
 * Emulation.setCPUThrottlingRate), a cold cache each run. The visitor reaches for the island as
 * soon as the page is parsed (a pointer over it, which starts loading its code), and the island is
 * live once React has attached to it (`<html data-hydrated>`: the search filters, the form is
 * checked and sent by the island). Reported: the median of BENCH_ISLAND_RUNS runs (default 3) from
 * the start of navigation, and the script files and bytes the page fetched. Target ≤ 3 s.
 *
 * BENCH_ISLAND_TIMELINE=/faq also prints, for that page's first run, each request with when it was
 * sent, answered and finished and its bytes on the wire, and when the page was parsed, its code ran
 * and the island went live: where the time goes (docs/operations.md has one).
 */
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startVenueServer } from './processes.ts';

export const ISLAND_PAGES = ['/faq', '/gallery', '/calendar', '/contact'] as const;
export const ISLAND_LIVE_TARGET_MS = 3_000;
const RUNS = Math.max(1, Number(process.env.BENCH_ISLAND_RUNS ?? 3));
/** 400 kbps in bytes per second, and the round trip. */
const SLOW_PHONE = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const CPU_SLOWDOWN = 4;

const TIMELINE_PAGE = process.env.BENCH_ISLAND_TIMELINE;

interface TimelineRequest {
  url: string;
  type: string;
  sentMs: number;
  answeredMs?: number;
  doneMs?: number;
  bytes?: number;
}

export interface IslandLiveRow {
  page: string;
  liveMs: number;
  scripts: number;
  scriptKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One request per line, in the order sent: times from the start of navigation, in ms. */
function printTimeline(url: string, requests: TimelineRequest[], marks: Record<string, number>) {
  const ms = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value))).padStart(6);
  console.log(`\nTimeline of ${url} (ms from navigation: sent, first byte, done; bytes on the wire)`);
  for (const request of requests) {
    const name = request.url.startsWith('data:') ? 'data:' : new URL(request.url).pathname;
    console.log(`${ms(request.sentMs)} ${ms(request.answeredMs)} ${ms(request.doneMs)} ${String(request.bytes ?? '').padStart(7)}  ${request.type.padEnd(10)} ${name}`);
  }
  console.log(Object.entries(marks).map(([mark, at]) => `${mark} ${Math.round(at)} ms`).join(' · '));
}

async function loadOnce(browser: Browser, url: string, timeline = false): Promise<{ liveMs: number; scripts: number; scriptBytes: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Script responses and what each cost on the wire (compressed, with headers).
    const scriptRequests = new Set<string>();
    let scripts = 0;
    let scriptBytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scriptRequests.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (!scriptRequests.has(event.requestId)) return;
      scripts += 1;
      scriptBytes += event.encodedDataLength;
    });
    // Every request's times (CDP's monotonic seconds), for the timeline.
    const requests = new Map<string, TimelineRequest>();
    let navigationStart: number | undefined;
    const since = (timestamp: number) => (timestamp - navigationStart!) * 1000;
    if (timeline) {
      cdp.on('Network.requestWillBeSent', (event) => {
        navigationStart ??= event.timestamp;
        requests.set(event.requestId, { url: event.request.url, type: event.type ?? '', sentMs: since(event.timestamp) });
      });
      cdp.on('Network.responseReceived', (event) => {
        const request = requests.get(event.requestId);
        if (request) request.answeredMs = since(event.timestamp);
      });
      cdp.on('Network.loadingFinished', (event) => {
        const request = requests.get(event.requestId);
        if (request) Object.assign(request, { doneMs: since(event.timestamp), bytes: event.encodedDataLength });
      });
    }
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    // The visitor reaches for every island at once (the page's script listens from now on).
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('[data-island]')) island.dispatchEvent(new Event('pointerover'));
    });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
    const liveMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    if (timeline) {
      const marks = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { 'first paint': paint?.startTime ?? 0, 'HTML read': navigation.responseEnd, parsed: navigation.domContentLoadedEventStart, loaded: navigation.loadEventEnd };
      });
      printTimeline(url, [...requests.values()], { ...marks, live: liveMs });
    }
    return { liveMs, scripts, scriptBytes };
  } finally {
    await context.close();
  }
}

export async function islandsLiveBench(dir: string, chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'): Promise<IslandLiveRow[]> {
  const server = await startVenueServer(path.join(dir, 'islands', 'venue.db'));
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const rows: IslandLiveRow[] = [];
    for (const page of ISLAND_PAGES) {
      // A warm-up load renders and caches the page on the server; the measured runs start cold in the browser.
      await (await fetch(`${server.url}${page}`)).text();
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await loadOnce(browser, `${server.url}${page}`, run === 0 && page === TIMELINE_PAGE));
      rows.push({ page, liveMs: median(runs.map((run) => run.liveMs)), scripts: median(runs.map((run) => run.scripts)), scriptKb: median(runs.map((run) => run.scriptBytes)) / 1000 });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
