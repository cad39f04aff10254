/** The palette shared by every illustration. */

export const C = {
  ivory: '#f8f1e3',
  cream: '#efe3cc',
  champagne: '#f1dcb8',
  gold: '#c9a24d',
  goldLight: '#ead18c',
  goldDeep: '#8f6d2a',
  green: '#1f3b2d',
  emerald: '#2c5a44',
  sage: '#8fa98b',
  sageLight: '#b9c9ae',
  blush: '#e9b9ad',
  rose: '#c98a86',
  peach: '#f0c3a0',
  burgundy: '#5a1f2b',
  night: '#1a2140',
  ink: '#1d1a22',
  white: '#ffffff',
} as const;

/** Daylight guest clothing and hair colours. */
export const GUEST_COLORS = {
  clothes: ['#2f3b55', '#6b7f96', '#b88a7a', '#8d9c84', '#4a4a52', '#d6c6b0', '#7a5a6a', '#385a52'],
  hair: ['#2a1e18', '#4a3222', '#7a5632', '#c9a46a', '#1a1614', '#8a8680'],
} as const;

export const FLORALS = {
  blush: [C.ivory, C.blush, '#f4d6cc', C.rose, '#fbeee6'],
  garden: [C.ivory, '#f6d9c7', C.peach, '#e7a98f', '#fff8ee'],
  white: [C.ivory, '#ffffff', '#f3ead8', '#efe6d6', '#e8dcc6'],
  jewel: ['#8c2f45', '#c2566a', C.blush, C.ivory, '#e7b05a'],
} as const;
export type FloralPalette = readonly string[];
