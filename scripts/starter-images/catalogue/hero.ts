/** Home-page hero slides (1920 × 1080). */
import { C, FLORALS } from '../palette.ts';
import { ballroom } from '../scenes/ballroom.ts';
import { gardenCeremony, reception } from '../scenes/outdoors.ts';
import { HERO, type ImageSpec, IVORY_BALLROOM, tableGrid } from './spec.ts';

export const HERO_IMAGES: ImageSpec[] = [
  {
    file: 'hero-ballroom.webp',
    kind: 'hero',
    title: 'The Grand Ballroom set for an evening reception',
    category: null,
    altText:
      'Illustration of the Grand Ballroom at night: a deep green aisle runner lined with gold floral pedestals leads to a flower-garlanded head table beneath arched windows, with round tables in ivory linen and gold chairs on either side and three crystal chandeliers glowing overhead.',
    ...HERO,
    draw: (c) =>
      ballroom(c, {
        ...IVORY_BALLROOM,
        runner: '#2c4a3a',
        floor: '#6a4a32',
        pedestals: [6.5, 10.5, 14.5, 18.5],
        headTable: true,
        chandelierScale: 1.25,
        tables: tableGrid([20, 15.5, 11.5, 8, 5], [-9.4, -5, 5, 9.4]),
        chandeliers: [
          [-5, 16],
          [5, 16],
          [0, 10],
        ],
      }),
  },
  {
    file: 'hero-garden-ceremony.webp',
    kind: 'hero',
    title: 'Golden-hour ceremony beneath the old willow',
    category: null,
    altText:
      'Illustration of a garden wedding ceremony at golden hour: rows of white chairs line a petal-strewn ivory aisle leading to a floral arch, with the venue\'s great weeping willow arching overhead and soft hills beyond.',
    ...HERO,
    draw: (c) =>
      gardenCeremony(c, {
        sky: [
          [0, '#9db8c8'],
          [0.35, '#e9d9c3'],
          [0.52, '#f6cf9a'],
          [0.6, '#f3b77e'],
        ],
        sun: [0.62, 0.5],
        sunColor: '#ffd28c',
        hills: ['#d7c3a6', '#b9b190', '#98a27c'],
        trees: '#6f825a',
        lawn: ['#8a9a58', '#4d6a35'],
        clouds: '#fff4e2',
        eye: 1.45,
        horizon: 0.55,
        focal: 0.8,
        vx: 0.56,
        willow: { X: -6.5, Z: 27, height: 10.5, dark: '#263d26', mid: '#56703a', light: '#aebd62', trunk: '#4a3b2c', sun: 1 },
        arch: 'round',
        archAt: 17,
        archColor: '#f4ecdd',
        fabric: '#fffaf0',
        florals: FLORALS.blush,
        rows: [5.6, 6.8, 8, 9.2, 10.4, 11.6, 12.8, 14],
        perSide: 6,
        chair: 'chiavari',
        chairTint: '#f3ede2',
        aisleColor: '#f7f1e4',
        fronds: ['#35502c', '#9fb35c'],
      }),
  },
  {
    file: 'hero-reception.webp',
    kind: 'hero',
    title: 'Candlelit garden dinner under festoon lights',
    category: null,
    altText:
      'Illustration of an open-air wedding dinner at dusk: two long banquet tables with ivory linen, taper candles and greenery garlands recede across the lawn beneath crisscrossing strings of warm festoon lights.',
    ...HERO,
    draw: (c) =>
      reception(c, {
        sky: [
          [0, '#1b2149'],
          [0.3, '#3d356a'],
          [0.46, '#a5677a'],
          [0.55, '#f0a773'],
        ],
        sun: [0.5, 0.56],
        sunColor: '#ff9f5a',
        sunDisc: false,
        hills: ['#6d4f72', '#4c3d5e', '#33304a'],
        trees: '#23233a',
        lawn: ['#2b3a35', '#17201c'],
        eye: 1.75,
        horizon: 0.56,
        focal: 0.62,
        tables: [-1.7, 1.7],
        tableFrom: 3.2,
        tableTo: 24,
        cloth: C.ivory,
        chair: 'cross',
        chairTint: '#8a6a4c',
        florals: FLORALS.garden,
        willow: { X: 14, Z: 38, height: 11, dark: '#141a22', mid: '#283428', light: '#4c5a3a', trunk: '#141414', sun: -1, density: 0.6 },
        lights: 'cross',
      }),
  },
];
