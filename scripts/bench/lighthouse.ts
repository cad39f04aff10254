/**
 * Lighthouse (the npm package, with Debian's Chromium) on /, /about, /faq, /calendar and /contact
 * with its default mobile profile (a mid-range phone on slow 4G, simulated): performance,
 * accessibility, best practices and SEO, each to be 95 or more as the median of
 * BENCH_LIGHTHOUSE_RUNS runs (default 5; performance varies from run to run). The server is the
 * production build on a seeded database.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { startVenueServer } from './processes.ts';

export const LIGHTHOUSE_PAGES = ['/', '/about', '/faq', '/calendar', '/contact'] as const;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const LIGHTHOUSE_TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRow {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  failing: string[];
}

export async function lighthouseBench(dir: string, chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'): Promise<LighthouseRow[] | string> {
  if (!fs.existsSync(chromePath)) return `no Chromium at ${chromePath} (set CHROME_PATH)`;
  const server = await startVenueServer(path.join(dir, 'lighthouse', 'venue.db'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const rows: LighthouseRow[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      // One warm-up load (the server's caches and the page's first compile), then the measured one.
      await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const runs: { scores: LighthouseRow['scores']; failing: string[] }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const { categories, audits } = result.lhr;
        const runScores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)])) as LighthouseRow['scores'];
        const runFailing = CATEGORIES.filter((category) => runScores[category] < LIGHTHOUSE_TARGET).flatMap((category) =>
          (categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
            .map((ref) => `${category}: ${audits[ref.id]?.title} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`),
        );
        runs.push({ scores: runScores, failing: runFailing });
      }
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))])) as LighthouseRow['scores'];
      // What held back the median run of the category furthest below target.
      const failing = [...new Set(runs.flatMap((run) => run.failing))];
      rows.push({ page, scores, failing });
    }
    return rows;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
