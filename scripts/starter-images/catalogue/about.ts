/** About-page cards (800 × 600). */
import { ballroom } from '../scenes/ballroom.ts';
import { entranceScene } from '../scenes/entrance.ts';
import { gardenWalk } from '../scenes/outdoors.ts';
import { suiteScene } from '../scenes/suite.ts';
import { CARD, type ImageSpec, IVORY_BALLROOM, tableGrid } from './spec.ts';

export const ABOUT_IMAGES: ImageSpec[] = [
  {
    file: 'about-ballroom.webp',
    kind: 'about',
    title: 'The Grand Ballroom',
    category: null,
    altText:
      'Illustration of the Grand Ballroom by day: sunlight through tall arched windows with cream drapes, a coffered ceiling with crystal chandeliers, and round tables laid with ivory linen, gold chairs and blush flowers.',
    ...CARD,
    draw: (c) =>
      ballroom(c, {
        ...IVORY_BALLROOM,
        wall: '#efe4d0',
        window: 'day',
        uplight: '#fff0c8',
        floor: '#7a5a3e',
        eye: 3,
        horizon: 0.4,
        vx: 0.62,
        tables: tableGrid([20, 15.5, 11.5, 8], [-8.4, -4.2, 0, 4.2, 8.4], 2.1, (x) => Math.abs(x) > 9),
        chandeliers: [
          [-4, 15],
          [4, 15],
          [0, 9],
        ],
      }),
  },
  {
    file: 'about-garden.webp',
    kind: 'about',
    title: 'The Willow Garden',
    category: null,
    altText:
      'Illustration of the venue garden on a sunny day: a curving gravel path edged with flower borders leads across the lawn to a white bench beneath the great weeping willow, with soft green hills beyond.',
    ...CARD,
    draw: gardenWalk,
  },
  {
    file: 'about-suite.webp',
    kind: 'about',
    title: 'The Getting-Ready Suite',
    category: null,
    altText:
      'Illustration of the private getting-ready suite: a vanity with an oval gilded mirror flanked by sconces, perfume bottles, a posy of roses and a velvet stool, a gold rail of blush and sage bridesmaid dresses, and a tall sunlit window with sheer curtains.',
    ...CARD,
    draw: (c) => suiteScene(c, { wall: '#dfe4d6', accent: '#d7a79c', floor: '#d9c3a2', dress: false, rail: ['#e8b4a8', '#c9d6c0', '#e8b4a8', '#f1dcb8'], shift: 0.02 }),
  },
  {
    file: 'about-entrance.webp',
    kind: 'about',
    title: 'Entrance & Parking',
    category: null,
    altText:
      'Illustration of the venue at dusk seen from the car park: a cream neoclassical facade with a columned portico, warmly lit arched windows and doorway, lamp-lined stone walkway, topiaries, and cars parked in marked bays either side.',
    ...CARD,
    draw: entranceScene,
  },
];
