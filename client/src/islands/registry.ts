import type { ComponentType } from 'react';

/**
 * Every island, by the name the server writes into `data-island`: the browser loads an island's
 * code only on a page that has it.
 */
export const ISLANDS = {
  faq: () => import('../public/faq/FaqIsland.tsx').then((module) => module.FaqIsland),
  calendar: () => import('../public/calendar/CalendarIsland.tsx').then((module) => module.calendarIsland()),
  gallery: () => import('../public/gallery/GalleryIsland.tsx').then((module) => module.GalleryIsland),
  inquiry: () => import('../public/contact/InquiryForm.tsx').then((module) => module.inquiryIsland()),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof ISLANDS;
