import { GALLERY_CATEGORIES, type GalleryCategory } from '../../../../shared/content.ts';
/** The filter tabs of the specification, default All (the categories an image may have). */
export const GALLERY_FILTERS = GALLERY_CATEGORIES;
export type GalleryFilter = GalleryCategory;

/** A gallery filter as the address names it (`/gallery?category=decor`): lower case, without accents. */
export function galleryFilterSlug(filter: string): string {
  return filter
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
