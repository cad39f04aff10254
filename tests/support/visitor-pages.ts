import type { Page } from 'playwright-core';

/* The visitor pages' address and phone menu as the browser tests read them. */

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
