/** A gallery filter as the address names it (`/gallery?category=decor`): lower case, without accents. */
export function galleryFilterSlug(filter: string): string {
  return filter
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
