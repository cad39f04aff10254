import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { GraphQLSession } from './graphql.ts';
import { TEST_ADMIN } from './test-admin.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/*
 * Debian's Chromium driven by playwright-core (no browser download). The flags keep Chromium off
 * the network: without them it tries Google's services at every start.
 */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface TestBrowser {
  context: BrowserContext;
  /** A new tab; cookies are cleared first, so each test starts signed out unless it says so. */
  newPage(options?: { width?: number; height?: number; keepCookies?: boolean }): Promise<Page>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** false: a browser with JavaScript turned off, as some visitors have it (pages must still work). */
  javaScript?: boolean;
  /**
   * true: a Chromium of its own, started for this handle and ended by its close(), for tests that
   * hold a page's code back with page.route and must not meet a renderer or cache another file's
   * pages warmed in the worker's shared Chromium.
   */
  own?: boolean;
}

interface SharedChromium {
  context: BrowserContext;
  userDataDir: string;
}

/*
 * One Chromium per test worker and JavaScript setting, started by the first file that asks and
 * kept for the worker's next files (vitest.config.ts runs files one after another in a worker):
 * starting Chromium was a second or two of every file. A file's handle closes only its own tabs
 * and clears the cookies; the browser ends with the worker (playwright closes what it launched
 * when the process exits, and the profile folder is removed then).
 */
const shared = new Map<boolean, Promise<SharedChromium>>();

async function newTab(context: BrowserContext, javaScript: boolean, { width = 1440, height = 900, keepCookies = false } = {}) {
  if (!keepCookies) await context.clearCookies();
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  // Without JavaScript nothing hydrates: the page is done when it has loaded.
  if (javaScript) waitForHydrationOnLoad(page);
  return page;
}

/** Chromium profile folders are named after the test worker's process: venue-chromium-<pid>-XXXXXX. */
const PROFILE_PREFIX = 'venue-chromium-';

/**
 * Removes the profile folders of workers that are gone. A worker's folder is removed when it exits,
 * but not when it is killed, nor when Chromium is still writing into it at that moment (two were
 * left in /tmp by every CI run); the next run's browsers clear them.
 */
function removeOrphanedProfiles() {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(name.startsWith(PROFILE_PREFIX) ? name.slice(PROFILE_PREFIX.length).split('-')[0] : NaN);
    if (Number.isInteger(pid) && pid > 0 && !alive(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

async function startChromium(javaScript: boolean, sharedByWorker = true): Promise<SharedChromium> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's chromium (apt-get install chromium); .ci/run does this.`);
  }
  removeOrphanedProfiles();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${PROFILE_PREFIX}${process.pid}-`));
  process.once('exit', () => fs.rmSync(userDataDir, { recursive: true, force: true }));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
    javaScriptEnabled: javaScript,
  });
  context.setDefaultTimeout(15_000);
  // A shared browser that crashed or was closed is started again by the next file that asks.
  if (sharedByWorker) context.once('close', () => shared.delete(javaScript));
  return { context, userDataDir };
}

/**
 * Empties the shared browsers' HTTP caches: each file starts as with a browser of its own
 * (tests/support/setup-browser.ts). A file's server may get a port an earlier file's server had,
 * and its immutable assets would then come from the cache without a request, past the page.route
 * a test uses to hold code back.
 */
export async function clearSharedBrowserCaches() {
  for (const starting of shared.values()) {
    const { context } = await starting;
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await blank.close();
  }
}

/**
 * Closes every tab of the worker's shared browsers (tests/support/setup-browser.ts, after each
 * file). A tab a test left open keeps its page's connections to the file's server (the admin's
 * live-update socket, a request on its way), and the server's graceful close waits for them: ten
 * seconds (Apollo's drain grace period) before the next file could start, several times a run.
 */
export async function closeSharedBrowserTabs() {
  for (const starting of shared.values()) {
    const { context } = await starting.catch(() => ({ context: null }));
    if (context) await Promise.all(context.pages().map((page) => page.close().catch(() => {})));
  }
}

export async function launchBrowser({ javaScript = true, own = false }: LaunchOptions = {}): Promise<TestBrowser> {
  if (own) {
    const { context, userDataDir } = await startChromium(javaScript, false);
    return {
      context,
      newPage: (options) => newTab(context, javaScript, options),
      async close() {
        await context.close();
        fs.rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  }
  let starting = shared.get(javaScript);
  if (!starting) {
    starting = startChromium(javaScript);
    shared.set(javaScript, starting);
    starting.catch(() => shared.delete(javaScript));
  }
  const { context } = await starting;
  return {
    context,
    newPage: (options) => newTab(context, javaScript, options),
    async close() {
      // Tabs opened straight from the context (context.newPage, a link opened in a new tab) too.
      await Promise.all(context.pages().map((page) => page.close().catch(() => {})));
      await context.clearCookies();
    },
  };
}

/**
 * Visitor pages arrive rendered by the server; their islands respond once React has hydrated them
 * (then <html data-hydrated>), which starts when the visitor reaches for one. A user who clicks in between is answered late or not at all, a
 * test must not be: page.goto and page.reload also wait for hydration on the site's pages.
 */
function waitForHydrationOnLoad(page: Page) {
  const hydrated = async () => {
    // Pages sent without code (html[data-static]) never hydrate: they are ready once loaded.
    if (!(await page.locator('#root').count())) return;
    // Islands load their code when the visitor reaches for one (a pointer over it, a focus inside):
    // the test reaches for each, as a visitor about to use the page would.
    for (const island of await page.locator('[data-island]').all()) await island.dispatchEvent('pointerover');
    await page.waitForSelector('html[data-hydrated], html[data-static]', { state: 'attached' });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** Saves a screenshot under test-results/screenshots (for looking at what was built); SCREENSHOTS=0 skips it (.ci/run). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.SCREENSHOTS === '0') return;
  const dir = path.join(process.cwd(), 'test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  // A dialog over the page is seen as the user sees it: the viewport (fullPage: false).
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** Signs in through the real /auth screen. */
export async function signInThroughUi(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/admin`);
}

/**
 * Signs the tab in without the sign-in screen: the session (and device) cookies of a sign-in over
 * the GraphQL API go into the browser, as a stored signed-in state does. For tests about other
 * screens; the sign-in screen itself is tested with signInThroughUi. Open the screen afterwards.
 */
export async function signInAsAdmin(page: Page, baseUrl: string, { email = TEST_ADMIN.email, password = TEST_ADMIN.password } = {}) {
  const session = new GraphQLSession(baseUrl);
  await session.signIn(email, password);
  const cookies = (session.cookieHeader() ?? '').split('; ').filter(Boolean);
  if (cookies.length === 0) throw new Error('Signing in over the API set no cookie.');
  await page.context().addCookies(
    cookies.map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl, httpOnly: true, sameSite: 'Lax' as const };
    }),
  );
}

/**
 * How a browser test starts on an admin screen: a new tab (1440 × 900 unless given), signed in as the
 * test admin (signInAsAdmin) and loaded on `/admin/<section>`. `liveUpdates: false` refuses the
 * tab's WebSocket before the load, so no live event reaches it: a tab that misses another tab's change.
 */
export async function openAdminTab(
  { server, browser }: { server: { url: string }; browser: TestBrowser },
  section: string,
  { width = 1440, height = 900, liveUpdates = true }: { width?: number; height?: number; liveUpdates?: boolean } = {},
): Promise<Page> {
  const page = await browser.newPage({ width, height });
  if (!liveUpdates) await page.routeWebSocket(/.*/, () => {});
  await signInAsAdmin(page, server.url);
  await page.goto(`${server.url}/admin/${section}`);
  return page;
}

/** A toast (Mantine notification, role=alert) containing the text. */
export function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

/** Waits until the document title is exactly this (titles follow data, a moment after navigation). */
export async function waitForTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title);
}

/**
 * Moves a dnd-kit sortable item with the keyboard, as a keyboard user would: Space picks it up,
 * arrows move it, Space drops it. Each step waits for dnd-kit's live-region announcement instead
 * of a fixed delay, so it holds on a slow machine.
 */
export async function keyboardDrag(page: Page, handle: Locator, moves: ('ArrowUp' | 'ArrowDown')[]) {
  const announcement = () => page.evaluate(() => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '');
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit announces the pick-up, then at once the item's position ("moved to position n").
  await page.waitForFunction(() => /Picked up|moved to position/.test(document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? ''));
  // dnd-kit's keyboard sensor starts listening for the arrows in a setTimeout of its own, set when
  // the item is picked up; the announcement can show first, and an arrow pressed in between is
  // lost (seen once in CI under load). A timer set now runs after the sensor's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const key of moves) {
    const before = await announcement();
    await page.keyboard.press(key);
    await page.waitForFunction(
      (previous) => {
        const text = document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
        return text !== previous && /moved to position/.test(text);
      },
      before,
    );
  }
  await page.keyboard.press('Space');
}
