import type { ComponentType } from 'react';
import type { IslandName } from '../../../shared/islands.ts';

export type { IslandName } from '../../../shared/islands.ts';

/**
 * Every island, by the name the server writes into `data-island`: the browser loads an island's
 * code only on a page that has it. The modules are those of shared/islands.ts (an import needs its
 * address written out for the bundler; tests/e2e/island-preload.test.ts checks the two agree).
 */
export const ISLANDS = {
  faq: () => import('../public/faq/FaqIsland.tsx').then((module) => module.FaqIsland),
  calendar: () => import('../public/calendar/CalendarIsland.tsx').then((module) => module.calendarIsland()),
  gallery: () => import('../public/gallery/GalleryIsland.tsx').then((module) => module.GalleryIsland),
  inquiry: () => import('../public/contact/InquiryForm.tsx').then((module) => module.inquiryIsland()),
} satisfies Record<IslandName, () => Promise<ComponentType<never>>>;
