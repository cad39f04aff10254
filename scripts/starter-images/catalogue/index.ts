/**
 * The catalogue of starter illustrations, in manifest order (hero, gallery, event, about).
 * Each image's seed is derived from its file name, so reordering or adding entries never
 * changes another image.
 */
import { ABOUT_IMAGES } from './about.ts';
import { EVENT_IMAGES } from './events.ts';
import { GALLERY_IMAGES } from './gallery.ts';
import { HERO_IMAGES } from './hero.ts';
import type { ImageSpec } from './spec.ts';

export const IMAGES: ImageSpec[] = [...HERO_IMAGES, ...GALLERY_IMAGES, ...EVENT_IMAGES, ...ABOUT_IMAGES];
