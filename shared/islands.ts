/**
 * Every island (client/src/islands/Island.tsx) by the name the server writes into `data-island`,
 * with its component's module as the client build names it (relative to client/, as in Vite's
 * manifest). The build groups each island's code into a few chunks (scripts/production/island-chunks.ts),
 * the server preloads them on a page that has the island (server/http/server-render.ts), and
 * client/src/islands/registry.ts imports the same modules (tests/e2e/island-preload.test.ts checks
 * the two lists agree).
 */
export const ISLAND_MODULES = {
  faq: 'src/public/faq/FaqIsland.tsx',
  calendar: 'src/public/calendar/CalendarIsland.tsx',
  gallery: 'src/public/gallery/GalleryIsland.tsx',
  inquiry: 'src/public/contact/InquiryForm.tsx',
} as const;

export type IslandName = keyof typeof ISLAND_MODULES;

/** What loads React and hydrates a page's islands (client/src/islands/hydrate-islands.tsx). */
export const HYDRATE_MODULE = 'src/islands/hydrate-islands.tsx';
/** The one script of every server-rendered page (client/src/islands/static-page.ts). */
export const STATIC_PAGE_MODULE = 'src/islands/static-page.ts';

/** The islands a rendered page holds, from its HTML, in the order they appear. */
export function islandsIn(html: string): IslandName[] {
  const names = [...html.matchAll(/data-island="(\w+)"/g)].map((match) => match[1]!);
  return [...new Set(names)].filter((name): name is IslandName => Object.hasOwn(ISLAND_MODULES, name));
}

/**
 * What the client build says a server-rendered page needs (written by scripts/production/island-chunks.ts
 * to PAGE_ASSETS_FILE under dist/client).
 */
export interface PageAssets {
  /**
   * The CSS files the modules of each entry, page, island and of hydration need, in the order they
   * cascade, keyed by module as in Vite's manifest ('index.html', 'src/public/pages/FaqPage.tsx').
   */
  css: Record<string, string[]>;
  /**
   * Per island, the script files its code and hydration's are in (every file of their static
   * imports; the page preloads them at once) and the CSS files those chunks name (which the
   * page's inlined styles already cover, for what the island renders).
   */
  islands: Record<IslandName, { js: string[]; css: string[] }>;
}
export const PAGE_ASSETS_FILE = '.vite/page-assets.json';

/**
 * Marks the `<noscript>` holding the web fonts' `@font-face` rules on a page whose islands' code is
 * preloaded (server/http/deferred-fonts.ts): the page's script adds them once that code has arrived
 * (client/src/islands/deferred-fonts.ts); a browser without JavaScript reads them at once.
 */
export const DEFERRED_FONTS_ATTRIBUTE = 'data-deferred-fonts';
