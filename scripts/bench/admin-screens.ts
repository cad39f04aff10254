/**
 * The admin's long lists in Chromium (`npm run bench -- --only screens`): on a busy venue's database,
 * the main-thread work of switching the Bookings and the Inquiries screen from 25 to 100 a page and
 * back, read from Chromium's own counters (CDP Performance.getMetrics `TaskDuration`: every task the
 * page's main thread ran, script, style, layout and paint alike). Median of three switches each way.
 *
 * Measured here before the fixes of docs/decisions/040-admin-list-screens.md: 6.8 s (25 → 100)
 * and 5.9 s (100 → 25) on Bookings, 6.6 s and 5.7 s on Inquiries: the address changed in a
 * transition, and the screen alternated between the old and the new page size about fifty times,
 * one request each. After: about 2.0 s and 0.6 s, 1.6 s and 0.6 s.
 * Needs the production build (`npm run build`) and Debian's Chromium.
 */
import fs from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { signInCookie, type Child } from './processes.ts';

export const SCREENS_TARGET_MS = { to100: 3_000, to25: 1_000 } as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SWITCHES = 3;

export interface ScreenRow {
  screen: string;
  to100Ms: number;
  to25Ms: number;
}

async function mainThreadMs(page: Page, action: () => Promise<void>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')!.value;
  const before = await taskSeconds();
  await action();
  // Two frames after the list shows: what the switch started has been laid out and painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const after = await taskSeconds();
  await cdp.detach();
  return (after - before) * 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the switches on a started server whose database holds the busy venue. */
export async function adminScreensBench(server: Child): Promise<ScreenRow[] | string> {
  if (!fs.existsSync(CHROMIUM)) return `skipped: no Chromium at ${CHROMIUM}`;
  const cookie = await signInCookie(server.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const rows: ScreenRow[] = [];
    for (const [screen, address] of [
      ['Bookings (all)', '/admin/bookings?status=all'],
      ['Inquiries (all)', '/admin/inquiries?status=all'],
    ] as const) {
      await page.goto(`${server.url}${address}`);
      // A cheap wait: a text locator re-reads the text of tens of thousands of nodes at every poll,
      // which is main-thread work of its own and would be counted as the screen's.
      const showing = (size: number) =>
        page.waitForFunction((count) => document.querySelectorAll('main article').length === count, size, { polling: 50, timeout: 60_000 });
      await showing(25);
      const perPage = page.getByRole('combobox', { name: 'Per page' }).first();
      const switchTo = (size: number) => async () => {
        await perPage.click();
        await page.getByRole('option', { name: String(size), exact: true }).click();
        await showing(size);
      };
      const to100: number[] = [];
      const to25: number[] = [];
      for (let i = 0; i < SWITCHES; i += 1) {
        to100.push(await mainThreadMs(page, switchTo(100)));
        to25.push(await mainThreadMs(page, switchTo(25)));
      }
      rows.push({ screen, to100Ms: median(to100), to25Ms: median(to25) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

