/*
 * The narrower copies the server makes of the site's own images (server/http/image-variants.ts)
 * and the addresses pages list in `srcset`: one list of widths for both sides. Imports neither side.
 */

/** The widths the server makes of an image, narrowest first. */
export const IMAGE_WIDTHS = [480, 828, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Whether a width is one the server makes. */
export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/**
 * A `srcset` of the narrower copies the server makes of the site's own images (/uploads and
 * /starter), so small screens download small files; undefined for any other address.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !hasCopies(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}

/** The copy of one of the site's own images at one of the server's widths; any other address as it is. */
export function imageAtWidth(url: string, width: ImageWidth): string {
  return hasCopies(url) ? `${url}?w=${width}` : url;
}

function hasCopies(url: string): boolean {
  return /^\/(uploads|starter)\/[^?#]+\.(webp|jpe?g|png)$/i.test(url);
}
