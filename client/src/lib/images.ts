/** The widths the server makes of an image (server/http/image-variants.ts). */
const WIDTHS = [480, 828, 1280, 1920];

/**
 * A `srcset` of the narrower copies the server makes of the site's own images (/uploads and
 * /starter), so small screens download small files; undefined for any other address.
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !/^\/(uploads|starter)\/[^?#]+\.(webp|jpe?g|png)$/i.test(url)) return undefined;
  return WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}
