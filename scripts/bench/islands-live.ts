/**
 * How soon each island answers on a slow phone: Chromium on 400 kbps down and up, 400 ms round
 * trips and its CPU slowed four times (CDP Network.emulateNetworkConditions and
 * Emulation.setCPUThrottlingRate), a cold cache each run. The visitor reaches for the island as
 * soon as the page is parsed (a pointer over it, which starts loading its code), and the island is
 * live once React has attached to it (`<html data-hydrated>`: the search filters, the form is
 * checked and sent by the island). Reported: the median of BENCH_ISLAND_RUNS runs (default 3) from
 * the start of navigation, and the script files and bytes the page fetched. Target ≤ 3 s.
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

export interface IslandLiveRow {
  page: string;
  liveMs: number;
  scripts: number;
  scriptKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function loadOnce(browser: Browser, url: string): Promise<{ liveMs: number; scripts: number; scriptBytes: number }> {
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
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    // The visitor reaches for every island at once (the page's script listens from now on).
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('[data-island]')) island.dispatchEvent(new Event('pointerover'));
    });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
    const liveMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
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
      for (let run = 0; run < RUNS; run++) runs.push(await loadOnce(browser, `${server.url}${page}`));
      rows.push({ page, liveMs: median(runs.map((run) => run.liveMs)), scripts: median(runs.map((run) => run.scripts)), scriptKb: median(runs.map((run) => run.scriptBytes)) / 1000 });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
