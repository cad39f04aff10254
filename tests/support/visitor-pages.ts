import type { Page } from 'playwright-core';
import type { TestServer } from './test-server.ts';

/* The visitor pages as the tests read them: their HTML as a browser asks for it, their address and phone menu. */

/** A visitor page's HTML as a browser asks for it (`accept: text/html`), with its status and headers. */
export async function html(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The page's path and query, as the address bar shows them. */
export const pageAddress = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The phone menu's toggle (a <summary>, which Playwright gives no role) with its name and state as Chromium tells assistive technology. */
export async function menuToggleState(page: Page): Promise<{ name: string; expanded: unknown }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean; properties?: { name: string; value: { value?: unknown } }[] }[];
    };
    const toggle = nodes.find((node) => !node.ignored && node.role?.value === 'DisclosureTriangle' && /menu/i.test(node.name?.value ?? ''));
    return { name: toggle?.name?.value ?? '', expanded: toggle?.properties?.find((property) => property.name === 'expanded')?.value.value ?? false };
  } finally {
    await cdp.detach();
  }
}

export const menuToggle = (page: Page) => page.locator('header summary');
export const menuOpen = (page: Page) => page.locator('header details').evaluate((details) => (details as HTMLDetailsElement).open);
