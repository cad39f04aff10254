/** The filter tabs of the specification, default All. */
export const GALLERY_FILTERS = ['All', 'Weddings', 'Ceremonies', 'Receptions', 'Corporate', 'Décor'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];

/** A gallery filter as the address names it (`/gallery?category=decor`): lower case, without accents. */
export function galleryFilterSlug(filter: string): string {
  return filter
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
