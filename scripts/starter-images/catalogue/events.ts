/** One card per event type (800 × 600). */
import { C, FLORALS } from '../palette.ts';
import { gardenCeremony } from '../scenes/outdoors.ts';
import { stageHall } from '../scenes/stage.ts';
import { anniversaryScene, birthdayScene, retirementScene } from '../scenes/still-life.ts';
import { CARD, type ImageSpec } from './spec.ts';

export const EVENT_IMAGES: ImageSpec[] = [
  {
    file: 'event-wedding.webp',
    kind: 'event',
    title: 'Weddings',
    category: null,
    altText:
      'Illustration of a bride and groom embracing in front of a round gold moon-gate arch dressed with blush roses, on a petal-strewn lawn with the willow and a pink sunset sky behind them.',
    ...CARD,
    draw: (c) =>
      gardenCeremony(c, {
        sky: [
          [0, '#8a8fc0'],
          [0.35, '#eab3b0'],
          [0.6, '#fbd1a4'],
        ],
        sun: [0.72, 0.55],
        sunColor: '#ffc89a',
        hills: ['#d9b4b0', '#bba29e', '#9a9a86'],
        trees: '#6f7a60',
        lawn: ['#8f9a62', '#56703e'],
        clouds: '#fff0ea',
        eye: 1.35,
        horizon: 0.6,
        focal: 1.0,
        vx: 0.5,
        willow: { X: -5, Z: 18, height: 10, dark: '#2b432b', mid: '#5c7540', light: '#cbbf76', trunk: '#4a3b2c', sun: 1 },
        arch: 'moon',
        archAt: 6.6,
        archColor: C.gold,
        florals: FLORALS.blush,
        couple: { X: 0.05, Z: 6.2 },
        aisleColor: '#f7f1e4',
      }),
  },
  {
    file: 'event-birthday.webp',
    kind: 'event',
    title: 'Birthday parties',
    category: null,
    altText:
      'Illustration of a birthday celebration: a two-tier cake with pink drip icing and five lit candles stands between wrapped gifts, framed by clusters of gold, blush and coral balloons, pennant bunting and drifting confetti.',
    ...CARD,
    draw: birthdayScene,
  },
  {
    file: 'event-anniversary.webp',
    kind: 'event',
    title: 'Anniversaries',
    category: null,
    altText:
      'Illustration of an anniversary toast: two champagne flutes clink in a burst of golden sparkle above a candlelit table scattered with red rose petals, against a warm burgundy background of soft lights.',
    ...CARD,
    draw: anniversaryScene,
  },
  {
    file: 'event-retirement.webp',
    kind: 'event',
    title: 'Retirement parties',
    category: null,
    altText:
      'Illustration of a retirement party: a gold ribbon banner with a laurel-and-star emblem hangs above a framed sailboat picture, with a brass mantel clock, a small celebration cake, champagne flutes, gifts and navy and gold balloons on the table below.',
    ...CARD,
    draw: retirementScene,
  },
  {
    file: 'event-corporate.webp',
    kind: 'event',
    title: 'Corporate events',
    category: null,
    altText:
      'Illustration of a panel discussion on the venue stage: four speakers in cream lounge chairs beneath a large screen with an abstract leaf emblem, teal and warm stage lights, and an attentive audience in rows of chairs.',
    ...CARD,
    draw: (c) =>
      stageHall(c, {
        wall: '#2a4f55',
        floor: '#2a3634',
        stage: '#4a5a58',
        lights: ['#7fe0d0', '#ffd9a0', '#7fe0d0'],
        eye: 1.7,
        horizon: 0.5,
        focal: 0.66,
        depth: 11,
        screen: 'emblem',
        screenColors: ['#14302f', '#e7c46a', '#7fd0c0'],
        backdrop: 'drape',
        lounge: true,
        rows: [2.6, 3.6, 4.6, 5.6],
        perSide: 6,
        chair: 'conference',
        chairTint: '#1a2628',
        audience: 0.85,
      }),
  },
  {
    file: 'event-cultural.webp',
    kind: 'event',
    title: 'Cultural celebrations',
    category: null,
    altText:
      'Illustration of a cultural evening: musicians with violin, flute, hand drum and cello play beside a dancer in a flowing rose-red dress on a stage framed by gilded arches, marigold garlands and glowing paper lanterns, with the audience in the foreground.',
    ...CARD,
    draw: (c) =>
      stageHall(c, {
        wall: '#5a1f3a',
        floor: '#2a1a1e',
        stage: '#6a3b2a',
        lights: ['#ff9e5e', '#ff5f8a', '#ffd36a', '#ff9e5e'],
        eye: 1.65,
        horizon: 0.46,
        focal: 0.8,
        depth: 13,
        backdrop: 'arches',
        garlands: ['#f2a13a', '#e8762b', '#f7c948'],
        lanterns: ['#ffb347', '#ff7a59', '#ffd36a'],
        musicians: ['violin', 'flute', 'dancer', 'drum', 'cello'],
        rows: [3, 4, 5, 6, 7],
        perSide: 6,
        chair: 'conference',
        chairTint: '#33202c',
        audience: 0.9,
      }),
  },
];
