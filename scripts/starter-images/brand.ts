/** The brand emblem (logo and favicons) and their manifest entries. */
import type { Category, Kind } from './catalogue/spec.ts';

const BRAND_GOLD = '#C9A24D';
const BRAND_GREEN = '#1F3B2D';

/**
 * The emblem: a weeping willow inside a double ring, gold on transparent.
 * Hand-tuned on a 64-unit grid so it stays crisp as a favicon.
 */
function emblemBody(): string {
  // limbs rise from the trunk, then fine strands arch over and weep down at staggered lengths
  const limbs = 'M31 31C29.5 27 26.5 24.6 22.8 23.4M31.2 31.4C33 27 36.6 24.4 40.8 23.4M31 31.5C31 26.5 31.4 22.2 32.4 18.6';
  const strands = [
    'M32.4 18.6C25.5 16.8 18.8 21 16.6 33.5',
    'M32.4 18.6C39.3 16.8 45.6 21 47.4 33',
    'M22.8 23.4C19.6 25 18.2 30 18.6 39.5',
    'M22.8 23.4C21.2 27.6 21.4 34.6 22.6 43',
    'M40.8 23.4C44.2 25 45.7 30 45.3 39',
    'M40.8 23.4C42.4 27.6 42.2 34.6 41 42.5',
    'M32.4 18.6C28.4 21 26.6 28 26.9 37.5',
    'M32.4 18.6C36.4 21 37.8 28 37.4 36.5',
  ].join('');
  return (
    `<g fill="none" stroke="${BRAND_GOLD}" stroke-linecap="round">` +
    `<circle cx="32" cy="32" r="30" stroke-width="1.8"/>` +
    `<circle cx="32" cy="32" r="27" stroke-width=".7"/>` +
    `<path d="M31.6 49C32.1 42.5 31.8 36.5 31 31" stroke-width="2.8"/>` +
    `<path d="${limbs}" stroke-width="1.6"/>` +
    `<path d="${strands}" stroke-width="1.2"/>` +
    `<path d="M20 49.6Q32 47.6 44 49.6" stroke-width="1.3"/></g>`
  );
}

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${emblemBody()}</svg>\n`;
}

/** Favicon: the same emblem on a deep-green disc so it reads on light and dark browser tabs. */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${BRAND_GREEN}"/>${emblemBody()}</svg>\n`;
}

export interface ManifestEntry {
  file: string;
  kind: Kind;
  title: string;
  category: Category;
  altText: string;
  width: number;
  height: number;
}

export const BRAND: ManifestEntry[] = [
  {
    file: 'logo.svg',
    kind: 'brand',
    title: 'Grand Willow Hall emblem',
    category: null,
    altText: 'Grand Willow Hall emblem: a gold weeping willow inside a double ring.',
    width: 64,
    height: 64,
  },
  {
    file: 'favicon.svg',
    kind: 'brand',
    title: 'Favicon (vector)',
    category: null,
    altText: 'Grand Willow Hall favicon: a gold weeping willow in a ring on a deep green disc.',
    width: 64,
    height: 64,
  },
  {
    file: 'favicon.png',
    kind: 'brand',
    title: 'Favicon (64 px)',
    category: null,
    altText: 'Grand Willow Hall favicon: a gold weeping willow in a ring on a deep green disc.',
    width: 64,
    height: 64,
  },
];
