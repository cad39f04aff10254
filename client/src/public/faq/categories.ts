import type { MantineColor } from '@mantine/core';
import { FAQ_CATEGORIES } from '../../../../shared/content.ts';

const COLORS: Record<string, MantineColor> = {
  General: 'blue',
  Booking: 'willow',
  Venue: 'grape',
  Catering: 'orange',
  Events: 'pink',
  Payment: 'teal',
  Policies: 'red',
};

/** The badge colour of a category; other categories get a neutral default. The badge always shows the name too. */
export function faqCategoryColor(category: string): MantineColor {
  return COLORS[category] ?? 'gray';
}

/** Categories in the admin's order, then any others alphabetically. */
export function orderCategories(categories: Iterable<string>): string[] {
  const known = FAQ_CATEGORIES as readonly string[];
  return [...new Set(categories)].sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
    return a.localeCompare(b);
  });
}

/** A category as the address names it (`?category=payment`): its name in lower case. */
export function faqCategorySlug(category: string): string {
  return category.toLowerCase();
}

/**
 * The FAQ page's query string for a search and a category ('' for no search and All): `q` first,
 * then `category`, then `preview` for an admin browsing staged pages.
 */
export function faqQuery({ q, category, preview = false }: { q: string; category: string; preview?: boolean }): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category !== 'All') params.set('category', faqCategorySlug(category));
  if (preview) params.set('preview', 'true');
  const query = params.toString();
  return query ? `?${query}` : '';
}
