/** The terrace at cocktail hour. */
import { glow, vignette } from '../backdrop.ts';
import { Camera, type Canvas } from '../canvas.ts';
import { stringLights } from '../florals-lights.ts';
import { post } from '../furniture.ts';
import { willow } from '../garden.ts';
import { C, GUEST_COLORS } from '../palette.ts';
import { guest } from '../people.ts';
import { cylShade } from '../props.ts';
import { ellipse, f, group, lighten, line, mix, pathEl, poly, rect } from '../svg.ts';
import { landscape } from './outdoors.ts';

/** Tall cocktail table with a stretch cover and sash. */
function cocktailTable(c: Canvas, cam: Camera, X: number, Z: number, cover: string, sash: string): string {
  const t = cam.p(X, 1.1, Z);
  const b = cam.p(X, 0, Z);
  const r = 0.35 * t.s;
  const ry = cam.flat(0.35, 1.1, Z);
  const out = [
    ellipse(b.x, b.y, r * 1.3, ry * 0.6 + 2, '#000', { opacity: 0.2 }),
    pathEl(`M${f(t.x - r)} ${f(t.y)}Q${f(t.x - r * 0.15)} ${f((t.y + b.y) / 2)} ${f(b.x - r * 0.75)} ${f(b.y)}L${f(b.x + r * 0.75)} ${f(b.y)}Q${f(t.x + r * 0.15)} ${f((t.y + b.y) / 2)} ${f(t.x + r)} ${f(t.y)}Z`, cylShade(c, cover, 0.25)),
    rect(t.x - r * 0.32, t.y + (b.y - t.y) * 0.45, r * 0.64, (b.y - t.y) * 0.07, sash),
    ellipse(t.x, t.y, r, ry, lighten(cover, 0.3)),
    glow(c, t.x, t.y - t.s * 0.05, t.s * 0.5, '#ffcf7a', 0.5),
    rect(t.x - t.s * 0.04, t.y - t.s * 0.1, t.s * 0.08, t.s * 0.1, '#fff5dc', { opacity: 0.85 }),
  ];
  return group(out);
}

export function terraceScene(c: Canvas): string[] {
  const cam = new Camera(c.w * 0.45, c.h * 0.5, c.w * 0.75, 1.65);
  const body = landscape(c, cam, {
    sky: [[0, '#6f7fb0'], [0.3, '#d9a3a6'], [0.5, '#f6c48e']],
    sun: [0.7, 0.49],
    sunColor: '#ffc07a',
    hills: ['#c99a8e', '#a58a86', '#7f7a78'],
    trees: '#5d6654',
    lawn: ['#6f7a52', '#4c5a38'],
    clouds: '#ffe6d6',
  });
  const g = cam.p(-10, 0, 40);
  body.push(willow(c, g.x, g.y, 12 * g.s, { dark: '#3a4a34', mid: '#64744a', light: '#c9b77a', trunk: '#3a2e26', sun: 1, density: 0.8 }));
  // stone terrace
  const zEdge = 13;
  const terrace = [cam.p(-30, 0, zEdge), cam.p(30, 0, zEdge), cam.p(30, 0, 0.8), cam.p(-30, 0, 0.8)];
  body.push(pathEl(poly(terrace), c.linearAbs([[0, '#e6d3bd'], [1, '#b9a58e']], 0, terrace[0]!.y, 0, c.h)));
  for (let X = -30; X <= 30; X += 1.2) {
    const a = cam.p(X, 0, zEdge);
    const b = cam.p(X, 0, 0.8);
    body.push(line(a.x, a.y, b.x, b.y, '#a8937a', 1, { opacity: 0.45 }));
  }
  for (let Z = zEdge; Z > 1; Z -= 1.2) {
    const a = cam.p(-30, 0, Z);
    const b = cam.p(30, 0, Z);
    body.push(line(a.x, a.y, b.x, b.y, '#a8937a', 1, { opacity: 0.45 }));
  }
  // balustrade
  const rail = cam.p(0, 1.0, zEdge);
  const base = cam.p(0, 0, zEdge);
  body.push(rect(0, rail.y, c.w, rail.s * 0.14, '#efe2cf'));
  body.push(rect(0, base.y - rail.s * 0.12, c.w, rail.s * 0.12, '#d9c7ae'));
  for (let x = 0; x < c.w; x += rail.s * 0.32) {
    body.push(pathEl(`M${f(x - rail.s * 0.06)} ${f(base.y - rail.s * 0.12)}Q${f(x - rail.s * 0.13)} ${f(base.y - rail.s * 0.45)} ${f(x - rail.s * 0.05)} ${f(rail.y + rail.s * 0.14)}L${f(x + rail.s * 0.05)} ${f(rail.y + rail.s * 0.14)}Q${f(x + rail.s * 0.13)} ${f(base.y - rail.s * 0.45)} ${f(x + rail.s * 0.06)} ${f(base.y - rail.s * 0.12)}Z`, c.linear([[0, '#d8c6ad'], [0.5, '#f4e9d8'], [1, '#cdb99e']], 0, 0, 1, 0)));
  }
  // festoon lights from posts
  for (const [a, b] of [
    [[-5, 3.6, 12], [5, 3.6, 12]],
    [[-5, 3.6, 12], [-5, 3.6, 3]],
    [[5, 3.6, 12], [5, 3.6, 3]],
    [[-5, 3.6, 7], [5, 3.6, 7]],
  ] as [[number, number, number], [number, number, number]][]) {
    body.push(stringLights(c, cam, a, b, 0.6, 12));
  }
  const items: { z: number; svg: string }[] = [];
  for (const [X, Z] of [[-2.8, 8.5], [1.8, 9.8], [-0.6, 5.6], [3.4, 5.2], [-4.2, 4.4], [5.6, 8.2], [-6, 10.5]] as const) {
    items.push({ z: Z, svg: cocktailTable(c, cam, X, Z, '#f8f3ea', C.gold) });
    for (const [dx, dz] of [[-0.7, 0.2], [0.7, -0.1], [0.1, 0.65], [-0.4, -0.6]] as const) {
      if (c.rng.chance(0.2)) continue;
      const p = cam.p(X + dx, 0, Z + dz);
      const cloth = mix(c.rng.pick(GUEST_COLORS.clothes), '#2a1e26', 0.45);
      const hair = mix(c.rng.pick(GUEST_COLORS.hair), '#2a1e26', 0.3);
      items.push({ z: Z + dz, svg: guest(p.x, p.y, p.s * c.rng.range(1.62, 1.8), cloth, c.rng.int(0, 3), hair, c.rng.chance(0.6)) });
    }
  }
  for (const [X, Z, v] of [[-2.2, 2.4, 1], [-1.6, 2.7, 0], [3.6, 2.8, 3]] as const) {
    const p = cam.p(X, 0, Z);
    items.push({ z: Z, svg: guest(p.x, p.y, p.s * 1.72, mix(c.rng.pick(GUEST_COLORS.clothes), '#2a1e26', 0.55), v, '#2a1e1a', true) });
  }
  items.sort((a, b) => b.z - a.z);
  body.push(...items.map((i) => i.svg));
  for (const X of [-5, 5]) for (const Z of [12, 7, 3]) body.push(post(cam, X, Z, 3.6, '#3a302a'));
  body.push(rect(0, 0, c.w, c.h, c.radial([[0, '#ffc07a', 0.3], [1, '#ffc07a', 0]], 0.7, 0.49, 0.7)));
  body.push(vignette(c, 0.35, '#2a1810'));
  return body;
}
