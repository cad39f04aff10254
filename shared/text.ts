/*
 * Text rules shared by the browser and the server (imports neither side).
 */

/**
 * Characters that show nothing on their own: white space, control and format characters
 * (zero-width space, joiners, direction marks, the byte-order mark, soft hyphen), every other
 * default-ignorable code point (variation selectors, Hangul fillers, tag characters) and the
 * blank Braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when the text has at least one character a reader can see (a name made of U+200B has not). */
export function hasVisibleText(value: string | null | undefined): boolean {
  return (value ?? '').replace(INVISIBLE, '').length > 0;
}

/**
 * Whether a link is a path on this site: `/` followed by anything but a second `/` or a `\`
 * (browsers read `//host` and `/\host` as another site), with no white space or control
 * characters (browsers drop a tab or newline, so `/<tab>/host` would become `//host`).
 */
export function isSitePath(link: string): boolean {
  return /^\/(?![/\\])[^\s\p{Cc}\\]*$/u.test(link);
}
