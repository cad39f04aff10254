import type { Page, Request } from 'playwright-core';
import { ADMIN_GROUPS, ADMIN_SECTIONS } from '../../client/src/admin/sections.tsx';
import type { AdminSectionKey } from '../../shared/routes.ts';

/*
 * Moving around the admin inside one signed-in tab, as a user does, instead of a full page load per
 * screen. A load is a sign-in check, the app's boot, its chunks parsed again and every query asked
 * again: in the browser files that walk through every section (a11y, admin-phone) those loads were
 * a quarter to a fifth of the file's CPU (docs/decisions/068-browser-test-conventions.md).
 */

/**
 * Opens an admin section through the sidebar's own link: the drawer is opened first on a phone and
 * the section's group when it is closed. Returns once the section's heading shows, the requests the
 * navigation started have ended (nothing for 500 ms, as Playwright's `networkidle` after a load) and
 * the sidebar's transitions are over, so what is checked next is the settled screen.
 */
export async function openAdminSection(page: Page, key: AdminSectionKey) {
  const section = ADMIN_SECTIONS.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`No admin section "${key}" in the sidebar.`);
  const group = ADMIN_GROUPS.find((candidate) => candidate.key === section.group)!;
  await whileNetworkSettles(page, async () => {
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    const burger = page.getByRole('button', { name: 'Open sections' });
    // The shell (sidebar and burger together) may still be coming up after a sign-in.
    await sidebar.waitFor({ state: 'attached' });
    if (await burger.isVisible()) {
      await burger.click();
      await settleTransitions(page);
    }
    const groupButton = sidebar.getByRole('button', { name: group.label, exact: true });
    if ((await groupButton.getAttribute('aria-expanded')) !== 'true') {
      await groupButton.click();
      await settleTransitions(page);
    }
    await sidebar.getByRole('link', { name: section.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === section.path);
    await page.getByRole('heading', { level: 1, name: section.title }).first().waitFor();
  });
  await settleTransitions(page);
}

/**
 * Goes to another address of the single-page app without loading the page again (history push,
 * then the popstate the router listens to), for screens no link leads to, such as /admin-test.
 * Waits for the requests it starts to end, as openAdminSection does.
 */
export async function navigateInApp(page: Page, pathAndQuery: string, ready: () => Promise<unknown>) {
  await whileNetworkSettles(page, async () => {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, pathAndQuery);
    await ready();
  });
  await settleTransitions(page);
}

/**
 * Runs `action`, then waits until no request it caused (or any after) is open for `quietMs`: what
 * Playwright's waitForLoadState('networkidle') gives after a load, which it cannot give after a
 * navigation inside the app (the document's load states are reached already).
 */
async function whileNetworkSettles(page: Page, action: () => Promise<void>, { quietMs = 500, timeoutMs = 15_000 } = {}) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    open.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    const deadline = Date.now() + timeoutMs;
    while (open.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`Requests still open after ${timeoutMs} ms: ${[...open].map((request) => request.url()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Waits for the page's finite CSS transitions and animations (a drawer closing, a group opening) to end. */
async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
