/** People: silhouettes with unit height = 1 and the origin at the feet. */
import { C } from './palette.ts';
import { circle, darken, ellipse, f, group, lighten, line, pathEl, rect } from './svg.ts';

/** Couple in a close embrace: groom on the left, bride (ivory gown) on the right. */
export function couple(x: number, y: number, h: number, dark: string = C.ink, gown: string = C.ivory, gownShade = '#d9ccb6', veil = true): string {
  const t = `translate(${f(x)} ${f(y)}) scale(${f(h / 100)})`;
  const groom = [
    // legs
    'M-12 -47L1 -47L3.5 -0.5L-3 -0.5L-5.5 -30L-8.5 -0.5L-15 -0.5Z',
    // torso with shoulders
    'M-17 -79Q-17 -83 -12 -84L-2 -84Q3 -83 3 -78L2.5 -60L1 -46L-12.5 -46L-15.5 -62Z',
    // neck + head
    'M-9.5 -86L-5 -86L-4.5 -83L-10 -83Z',
  ];
  const out: string[] = [];
  out.push(pathEl(groom.join(''), dark));
  out.push(circle(-7.2, -91.5, 5.8, dark));
  out.push(ellipse(-12, 0, 4, 1.2, dark));
  out.push(ellipse(0, 0, 4, 1.2, dark));
  if (veil) {
    out.push(pathEl('M8 -92Q24 -78 30 -40Q34 -15 44 0L18 0Q20 -40 6 -84Z', '#fffaf2', { opacity: 0.35 }));
  }
  // gown: bodice + flared skirt with a short train
  out.push(
    pathEl(
      'M0.5 -80Q5 -82 10 -80L9 -62Q10 -58 9.5 -57Q18 -35 26 -10Q32 -2 40 0L-10 0Q-6 -25 1.5 -57Q0 -60 1.5 -63Z',
      gown,
    ),
  );
  out.push(pathEl('M9.5 -57Q18 -35 26 -10Q32 -2 40 0L22 0Q18 -30 9.5 -57Z', gownShade, { opacity: 0.8 }));
  // bride head, bun and arm over his shoulder
  out.push(circle(4.8, -89, 5.4, dark));
  out.push(circle(9.5, -91.5, 3, dark));
  out.push(pathEl('M1 -79Q-6 -81 -12 -82L-12.5 -79.5Q-6 -78.5 1 -76Z', dark));
  // groom's hand on her back
  out.push(pathEl('M2 -74Q7 -70 9.5 -64L8 -62Q5 -67 1.5 -70Z', dark));
  return group(out, { transform: t });
}

/** Standing guest (unit height 100, origin at the feet); even variants wear suits, odd ones dresses. */
export function guest(x: number, y: number, h: number, fill: string, variant: number, hair = fill, glass = false): string {
  const t = `translate(${f(x)} ${f(y)}) scale(${f(h / 100)})`;
  const suit = variant % 2 === 0;
  const out: string[] = [];
  if (suit) {
    out.push(pathEl('M-12 -79Q-12 -84 -6 -84.5L6 -84.5Q12 -84 12 -79L12.5 -52Q12.5 -49 10.5 -49L9.5 -49L8.5 -1.5L2 -1.5L0.5 -40L-0.5 -40L-2 -1.5L-8.5 -1.5L-9.5 -49L-10.5 -49Q-12.5 -49 -12.5 -52Z', fill));
    out.push(ellipse(-5.5, -1, 4, 1.4, darken(fill, 0.3)), ellipse(5.5, -1, 4, 1.4, darken(fill, 0.3)));
    out.push(pathEl('M-3 -85L3 -85L2.5 -82L-2.5 -82Z', darken(fill, 0.2)));
    out.push(circle(0, -91, 6.2, hair));
  } else {
    const long = variant % 4 === 1;
    if (long) out.push(pathEl('M-6.5 -92Q-8 -80 -7 -74L7 -74Q8 -80 6.5 -92Z', hair));
    out.push(pathEl('M-8 -80Q-9 -83.5 -4 -84L4 -84Q9 -83.5 8 -80L8.5 -63L5.5 -56Q11 -32 12.5 -9L-12.5 -9Q-11 -32 -5.5 -56L-8.5 -63Z', fill));
    out.push(pathEl('M-5 -9L-4.5 -0.5L-2 -0.5L-2 -9Z M2 -9L2 -0.5L4.5 -0.5L5 -9Z', darken(fill, 0.35)));
    out.push(circle(0, -89.5, 5.8, hair));
    if (!long) out.push(circle(0, -95.5, 3, hair));
  }
  if (glass) {
    const gx = suit ? 10 : 8;
    out.push(pathEl(`M${gx} -62L${gx + 3} -68`, 'none', { stroke: darken(fill, 0.15), 'stroke-width': 3, 'stroke-linecap': 'round' }));
    out.push(pathEl(`M${gx + 2} -70L${gx + 5} -70L${gx + 4.2} -78L${gx + 2.8} -78Z`, '#f3d98a', { opacity: 0.9 }));
  }
  return group(out, { transform: t });
}

/** Seated person seen from behind: head and shoulders. */
export function seatedBack(x: number, y: number, s: number, fill: string, variant: number, hairColor = fill): string {
  const r = s * (0.1 + (variant % 3) * 0.006);
  const hair = variant % 2 === 0 ? ellipse(x, y - s * 0.42, r * 1.15, r * 1.25, hairColor) : '';
  return (
    pathEl(
      `M${f(x - s * 0.24)} ${f(y)}Q${f(x - s * 0.24)} ${f(y - s * 0.3)} ${f(x - s * 0.06)} ${f(y - s * 0.31)}L${f(x + s * 0.06)} ${f(y - s * 0.31)}Q${f(x + s * 0.24)} ${f(y - s * 0.3)} ${f(x + s * 0.24)} ${f(y)}Z`,
      fill,
    ) +
    circle(x, y - s * 0.44, r, hairColor) +
    hair
  );
}

export type Musician = 'violin' | 'cello' | 'drum' | 'singer' | 'flute' | 'guitar' | 'dancer';

/** Performer silhouettes (unit height 100, origin at the feet). */
export function musician(x: number, y: number, h: number, kind: Musician, fill: string, accent: string): string {
  const t = `translate(${f(x)} ${f(y)}) scale(${f(h / 100)})`;
  const standing = 'M-9 -80Q-10 -83 -4 -84L4 -84Q10 -83 9 -79L8 -50L6 0L1 0L0 -40L-1 0L-6 0L-8 -50Z';
  const gown = 'M-8 -80Q-9 -83 -4 -84L4 -84Q9 -83 8 -79L6 -58Q15 -25 17 0L-17 0Q-15 -25 -6 -58Z';
  const seated = 'M-8 -58Q-8 -61 -3 -62L3 -62Q8 -61 8 -57L7 -36L22 -35Q26 -34 26 -30L25 0L19 0L19 -28L-6 -28Q-9 -30 -9 -34Z';
  const head = (hx: number, hy: number) => circle(hx, hy, 6, fill);
  const out: string[] = [];
  switch (kind) {
    case 'violin':
      out.push(pathEl(standing, fill), head(-1, -90));
      out.push(pathEl('M-8 -80L-22 -76L-21 -73L-7 -76Z', fill));
      out.push(ellipse(-12, -80, 9, 4.2, accent, { transform: 'rotate(-18 -12 -80)' }));
      out.push(line(8, -66, -30, -96, accent, 1.2), pathEl('M8 -79L12 -68L9 -66L5 -75Z', fill));
      break;
    case 'flute':
      out.push(pathEl(gown, fill), head(0, -90));
      out.push(line(-4, -87, 30, -84, accent, 1.6), pathEl('M-6 -80L-4 -87L1 -86L-1 -78Z M7 -79L18 -84L19 -81L9 -75Z', fill));
      break;
    case 'singer':
      out.push(pathEl(gown, fill), head(0, -90), pathEl('M6 -80L14 -88L16 -86L9 -77Z', fill));
      out.push(line(16, -88, 20, 0, accent, 1.2), circle(15, -89, 2.2, accent), line(14, 0, 26, 0, accent, 1.5));
      break;
    case 'guitar':
      out.push(pathEl(standing, fill), head(0, -90));
      out.push(pathEl('M-14 -56Q-20 -62 -12 -67Q-6 -70 0 -64Q6 -66 8 -60Q10 -52 2 -48Q-8 -44 -14 -56Z', accent));
      out.push(line(-4, -60, 24, -82, accent, 2.2), pathEl('M8 -78L-2 -60L1 -58L11 -74Z', fill));
      break;
    case 'cello':
      out.push(pathEl(seated, fill), head(2, -68), rect(-8, -30, 20, 3, fill));
      out.push(pathEl('M20 -2Q12 -8 15 -18Q17 -24 14 -30Q12 -40 21 -44Q30 -40 28 -30Q25 -24 27 -18Q30 -8 22 -2Z', accent));
      out.push(line(21, -44, 21, -74, accent, 2), line(21, -2, 21, 2, accent, 1.2), line(-2, -44, 34, -22, fill, 1.4));
      break;
    case 'drum':
      out.push(pathEl(seated, fill), head(0, -68));
      out.push(pathEl('M22 -34L48 -34L46 0L24 0Z', accent), ellipse(35, -34, 13, 3.5, lighten(accent, 0.3)));
      out.push(pathEl('M5 -56L24 -40L22 -37L3 -51Z', fill));
      break;
    case 'dancer':
      out.push(head(2, -92));
      out.push(pathEl('M-3 -86L7 -86L6 -62Q28 -40 40 -18Q22 -12 -4 -14Q-24 -16 -34 -24Q-14 -40 -2 -62Z', accent, { opacity: 0.92 }));
      out.push(pathEl('M-4 -84Q-18 -100 -26 -112L-23 -114Q-12 -100 1 -86Z M6 -84Q18 -94 30 -96L30 -93Q18 -90 7 -80Z', fill));
      out.push(pathEl('M-2 -20L-4 0L0 0L2 -20Z M6 -20L12 -2L15 -3L10 -20Z', fill));
      break;
  }
  return group(out, { transform: t });
}
