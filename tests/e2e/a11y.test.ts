import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yViolations, describeViolations, expectNoSeriousA11yViolations, type KnownA11yIssue } from '../support/axe.ts';
import { launchBrowser, screenshot, signInThroughUi, waitForTitle, type TestBrowser } from '../support/browser.ts';
import { startTestServer, TEST_ADMIN, type TestServer } from '../support/test-server.ts';

/*
 * axe-core over the screens that exist (phase 1: home, 404, sign-in, the admin dashboard), on a
 * phone and a desktop: no serious or critical violation. Phase 2 adds every public page and every
 * admin section to these lists.
 */
let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/*
 * Violations in screens that another part owns, reported to them and tolerated (on those exact
 * elements only) until their screens land; anything else fails. Phase 2 empties this list.
 */
const KNOWN_ON_HOME: KnownA11yIssue[] = [
  {
    rule: 'color-contrast',
    html: />Book Your Event</,
    reason: 'HomePage.tsx (public site): white on gold.6 is 3.25:1; gold.8 or dark text passes.',
  },
  {
    rule: 'nested-interactive',
    html: /role="img"/,
    reason: 'HomePage.tsx (public site): the hero BackgroundImage has role="img" and contains the buttons.',
  },
];

const PUBLIC_SCREENS: { name: string; path: string; ready: { heading: string } | { text: string }; known?: KnownA11yIssue[] }[] = [
  { name: 'home', path: '/', ready: { heading: 'Celebrate Under the Willow' }, known: KNOWN_ON_HOME },
  { name: '404', path: '/no/such/page', ready: { text: 'Oops! Page not found' } },
  { name: 'sign-in', path: '/auth', ready: { heading: 'Admin Access' } },
];

describe('the accessibility checker', () => {
  it('finds violations on a page that has them (so a pass means something)', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<html lang="en"><head><title>Broken</title></head><body><main><img src="data:,"><button></button>' +
        '<p style="color:#bbb;background:#fff">Low contrast</p></main></body></html>',
    );
    const ids = (await a11yViolations(page)).map((violation) => violation.id).sort();
    expect(ids).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'image-alt']));
    expect(describeViolations(await a11yViolations(page))).toContain('button-name');
    await page.close();
  });
});

describe.each(VIEWPORTS)('public screens on a $name', ({ name: viewport, width, height }) => {
  it.each(PUBLIC_SCREENS)('$name has no serious or critical violation', async (screen) => {
    const page = await browser.newPage({ width, height });
    await page.goto(`${server.url}${screen.path}`);
    if ('text' in screen.ready) await page.getByText(screen.ready.text).waitFor();
    else await page.getByRole('heading', { name: screen.ready.heading }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${screen.path} (${viewport})`, { known: screen.known });
    await page.close();
  });
});

describe.each(VIEWPORTS)('admin screens on a $name', ({ name: viewport, width, height }) => {
  it('the dashboard has no serious or critical violation', async () => {
    const page = await browser.newPage({ width, height });
    await signInThroughUi(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await waitForTitle(page, 'Admin Dashboard');
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The sign-in toast is part of the screen too; it is checked with the rest.
    await expectNoSeriousA11yViolations(page, `/admin (${viewport})`);
    await screenshot(page, `a11y-admin-${viewport}`);
    await page.close();
  });
});
