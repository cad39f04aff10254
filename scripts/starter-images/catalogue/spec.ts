/** What the catalogue lists for each image, the standard sizes and shared scene settings. */
import type { Canvas } from '../canvas.ts';
import { C, FLORALS } from '../palette.ts';
import type { BallroomOpts } from '../scenes/ballroom.ts';

export type Kind = 'hero' | 'gallery' | 'event' | 'about' | 'brand';
export type Category = 'Weddings' | 'Ceremonies' | 'Receptions' | 'Corporate' | 'Décor' | null;

export interface ImageSpec {
  file: string;
  kind: Exclude<Kind, 'brand'>;
  title: string;
  category: Category;
  altText: string;
  width: number;
  height: number;
  draw: (c: Canvas) => string[];
}

export const HERO = { width: 1920, height: 1080 } as const;
export const GALLERY = { width: 1200, height: 800 } as const;
export const CARD = { width: 800, height: 600 } as const;

export const IVORY_BALLROOM: Omit<BallroomOpts, 'tables' | 'chandeliers'> = {
  wall: '#e9dcc2',
  trim: '#c9a24d',
  drape: '#f3e7cf',
  floor: '#5a3f2b',
  uplight: '#ffcf8a',
  window: 'night',
  cloth: C.ivory,
  florals: FLORALS.blush,
  chair: 'chiavari',
  eye: 2.8,
  horizon: 0.4,
};

/** Grid of table positions; odd rows are shifted by half a column. */
export function tableGrid(rows: readonly number[], cols: readonly number[], stagger = 0, skip?: (x: number, z: number) => boolean): [number, number][] {
  const out: [number, number][] = [];
  rows.forEach((Z, i) => {
    for (const X0 of cols) {
      const X = X0 + (i % 2 ? stagger : 0);
      if (!skip?.(X, Z)) out.push([X, Z]);
    }
  });
  return out;
}
