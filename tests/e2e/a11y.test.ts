import type { Page } from 'playwright-core';
import { describe, expect, it, test } from '../support/browser-fixtures.ts';
import { a11yViolations, describeViolations, expectNoSeriousA11yViolations } from '../support/axe.ts';
import { screenshot, signInThroughUi, waitForTitle } from '../support/browser.ts';
import { expectFitsScreen } from '../support/fits-screen.ts';
import { TEST_ADMIN } from '../support/test-server.ts';
import { ADMIN_SECTIONS } from '../../client/src/admin/sections.tsx';
import { navigateInApp, openAdminSection } from '../support/admin-navigation.ts';

/*
 * axe-core over every public page and every admin section, on a phone and a desktop: no serious
 * or critical violation. The admin sections come from the sidebar's own list, so a new section is
 * checked as soon as it exists. The same walk through the admin checks that each section fits the
 * screen: no sideways scrolling and no control cut at the edge, on the phone (390 px) above all
 * (one walk for both checks: walking every section twice was a minute of CI's CPU).
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

type Viewport = (typeof VIEWPORTS)[number];

/*
 * The admin walk's tab: signed in through the sign-in screen when the first test of a screen size
 * asks for it and kept for that size's next tests, which move through the sections in it as an
 * admin does. The next size's tab replaces it; the last is closed after the file.
 */
const walkTest = test.extend('adminTab', { scope: 'file' }, async ({ server, browser }, { onCleanup }) => {
  let open: { size: string; tab: Promise<Page> } | undefined;
  const close = async () => (await open?.tab.catch(() => null))?.close();
  onCleanup(close);
  return async (viewport: Viewport): Promise<Page> => {
    if (open?.size !== viewport.name) {
      await close();
      const tab = (async () => {
        const page = await browser.newPage({ width: viewport.width, height: viewport.height });
        await signInThroughUi(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
        await waitForTitle(page, 'Admin Dashboard');
        return page;
      })();
      open = { size: viewport.name, tab };
    }
    return open.tab;
  };
});

const PUBLIC_SCREENS: { name: string; path: string; ready: { heading: string } | { text: string } | 'h1' }[] = [
  { name: 'home', path: '/', ready: { heading: 'Celebrate Under the Willow' } },
  { name: 'about', path: '/about', ready: { heading: 'Our Story' } },
  { name: 'events', path: '/events', ready: { heading: 'Events & Pricing' } },
  { name: 'gallery', path: '/gallery', ready: { heading: 'Moments at Grand Willow Hall' } },
  { name: 'FAQ', path: '/faq', ready: { heading: 'Frequently Asked Questions' } },
  { name: 'contact', path: '/contact', ready: 'h1' },
  { name: 'calendar', path: '/calendar', ready: { heading: 'Event Calendar & Availability' } },
  { name: 'resources', path: '/resources', ready: 'h1' },
  { name: '404', path: '/no/such/page', ready: { text: 'Oops! Page not found' } },
  { name: 'sign-in', path: '/auth', ready: { heading: 'Admin Access' } },
];

describe('the accessibility checker', () => {
  it('finds violations on a page that has them (so a pass means something)', async ({ page }) => {
    await page.setContent(
      '<html lang="en"><head><title>Broken</title></head><body><main><img src="data:,"><button></button>' +
        '<p style="color:#bbb;background:#fff">Low contrast</p></main></body></html>',
    );
    const ids = (await a11yViolations(page)).map((violation) => violation.id).sort();
    expect(ids).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'image-alt']));
    expect(describeViolations(await a11yViolations(page))).toContain('button-name');
  });

  it('finds a part cut at the edge of a phone, and lets a table scroll inside its own container', async ({ browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.setContent('<html><body style="margin:0"><main><div style="overflow-x:auto"><table style="width:700px"><tr><td>Wide table</td></tr></table></div></main></body></html>');
    await expectFitsScreen(page, 'a scrolling table');
    await page.setContent('<html><body style="margin:0"><main><button style="margin-left:340px;width:120px">Save</button></main></body></html>');
    await expect(expectFitsScreen(page, 'a cut button')).rejects.toThrow(/a cut button does not fit 390 px.*button "Save" \[340, 460\]/);
    await page.close();
  });
});

describe.each(VIEWPORTS)('public screens on a $name', ({ name: viewport, width, height }) => {
  it.for(PUBLIC_SCREENS)('$name has no serious or critical violation', async (screen, { server, browser }) => {
    const page = await browser.newPage({ width, height });
    await page.goto(`${server.url}${screen.path}`);
    if (screen.ready === 'h1') await page.getByRole('heading', { level: 1 }).first().waitFor();
    else if ('text' in screen.ready) await page.getByText(screen.ready.text).waitFor();
    else await page.getByRole('heading', { name: screen.ready.heading }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${screen.path} (${viewport})`);
    await page.close();
  });
});


describe.each(VIEWPORTS)('admin screens on a $name', (size) => {
  const viewport = size.name;

  walkTest('the dashboard has no serious or critical violation, with the sign-in toast', async ({ adminTab }) => {
    const page = await adminTab(size);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `/admin (${viewport})`);
    await screenshot(page, `a11y-admin-${viewport}`);
  });

  // Each section is opened from the sidebar in the same tab, as an admin moves through them: a full
  // load per section (sign-in check, app boot, axe injected again) was about a quarter of this file's CPU.
  walkTest.for(ADMIN_SECTIONS.map((section) => [section.title, section] as const))('%s has no serious or critical violation and fits the screen', async ([, section], { adminTab }) => {
    const page = await adminTab(size);
    await openAdminSection(page, section.key);
    const label = `${section.path} (${viewport})`;
    await expectNoSeriousA11yViolations(page, label);
    await expectFitsScreen(page, label);
    await screenshot(page, `admin-${viewport}-${section.key}`);
  });

  walkTest('the diagnostics page has no serious or critical violation', async ({ adminTab }) => {
    const page = await adminTab(size);
    // No sidebar link leads there: the address is pushed to the app's router instead of loaded.
    await navigateInApp(page, '/admin-test', () => page.getByRole('heading', { name: 'Admin Database Test' }).first().waitFor());
    await expectNoSeriousA11yViolations(page, `/admin-test (${viewport})`);
  });
});
