/** The widths the server makes of an image (server/http/image-variants.ts). */
const WIDTHS = [480, 828, 1280, 1920] as const;

/**
 * A `srcset` of the narrower copies the server makes of the site's own images (/uploads and
 * /starter), so small screens download small files; undefined for any other address.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !hasCopies(url)) return undefined;
  return WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}

/** The copy of one of the site's own images at one of the server's widths; any other address as it is. */
export function imageAtWidth(url: string, width: (typeof WIDTHS)[number]): string {
  return hasCopies(url) ? `${url}?w=${width}` : url;
}

function hasCopies(url: string): boolean {
  return /^\/(uploads|starter)\/[^?#]+\.(webp|jpe?g|png)$/i.test(url);
}
