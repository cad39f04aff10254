import { DEFERRED_FONTS_ATTRIBUTE } from '../../shared/islands.ts';

/** An `@font-face` rule of minified CSS whose faces come from files (url()), not the device's own fonts (local()). */
const WEB_FONT_FACE = /@font-face\{(?:(?!local\()[^}])*url\([^}]*\}/g;

/**
 * A page whose islands' code is preloaded keeps its web fonts for after that code: on a slow phone
 * the fonts (about 97 kB) took half the bandwidth from the 99 kB hydration chunk, and the islands
 * were live after 6.6–9.3 s instead of about 3 s. The page's script adds the `@font-face` rules once
 * the preloaded files have arrived (client/src/islands/deferred-fonts.ts); without JavaScript the
 * browser reads them from `<noscript>` at once. Text stays readable meanwhile (`font-display: swap`,
 * with size-adjusted local fallbacks: client/src/app/fonts.css, whose `local()` faces stay inline).
 */
export function deferWebFonts(css: string): { css: string; fonts: string } {
  const faces: string[] = [];
  const rest = css.replace(WEB_FONT_FACE, (rule) => {
    faces.push(rule);
    return '';
  });
  if (faces.length === 0) return { css, fonts: '' };
  return { css: rest, fonts: `<noscript ${DEFERRED_FONTS_ATTRIBUTE}><style>${faces.join('')}</style></noscript>` };
}
