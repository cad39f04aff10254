/** Indoor scenes: the ballroom set for dinner (or a presentation) and the candlelit indoor ceremony. */
import { glow, vignette, wash } from '../backdrop.ts';
import { Camera, type Canvas } from '../canvas.ts';
import { flowerCluster, pillarCandle, taperCandle } from '../florals-lights.ts';
import { chair, type ChairStyle, chandelier, roundTable, type RoundTableOpts } from '../furniture.ts';
import { aisle, ceremonySeating, roundArch } from '../garden.ts';
import { C, type FloralPalette, FLORALS, GUEST_COLORS } from '../palette.ts';
import { couple, guest } from '../people.ts';
import { cylShade } from '../props.ts';
import { room, type RoomSpec } from '../room.ts';
import { darken, ellipse, f, lighten, line, mix, pathEl, poly, rect } from '../svg.ts';
import { slide } from './stage.ts';

export interface BallroomOpts {
  wall: string;
  trim: string;
  drape: string;
  floor: string;
  uplight: string;
  window: RoomSpec['window'];
  cloth: string;
  florals: FloralPalette;
  chair: ChairStyle;
  chairTint?: string;
  eye: number;
  horizon: number;
  danceFloor?: [number, number];
  couple?: boolean;
  tables: [number, number][];
  chandeliers: [number, number][];
  centre?: RoundTableOpts['centre'];
  crowd?: boolean;
  runner?: string;
  vx?: number;
  /** Depths of tall floral pedestals lining the central aisle. */
  pedestals?: readonly number[];
  /** Long head table with a floral garland in front of the back wall. */
  headTable?: boolean;
  chandelierScale?: number;
  /** Presentation screen and low stage against the back wall. */
  screen?: [string, string, string];
}

export function ballroom(c: Canvas, o: BallroomOpts): string[] {
  const W = c.w;
  const H = c.h;
  const cam = new Camera(W * (o.vx ?? 0.5), H * o.horizon, W * 0.55, o.eye);
  const spec: RoomSpec = {
    width: 24,
    depth: 26,
    height: 8,
    wall: o.wall,
    trim: o.trim,
    ceiling: darken(o.wall, 0.22),
    floor: o.floor,
    uplight: o.uplight,
    window: o.window,
    drape: o.drape,
    windows: 3,
  };
  const body: string[] = [rect(0, 0, W, H, darken(o.wall, 0.6)), room(c, cam, spec)];
  if (o.screen) {
    const st = [cam.p(-6, 0.6, 25.9), cam.p(6, 0.6, 25.9), cam.p(6, 0.6, 23), cam.p(-6, 0.6, 23)];
    body.push(pathEl(poly(st), darken(o.wall, 0.4)));
    const face = [cam.p(-6, 0.6, 23), cam.p(6, 0.6, 23), cam.p(6, 0, 23), cam.p(-6, 0, 23)];
    body.push(pathEl(poly(face), darken(o.wall, 0.65)));
    const a = cam.p(-4.2, 6.4, 25.9);
    const b = cam.p(4.2, 1.7, 25.9);
    body.push(glow(c, (a.x + b.x) / 2, (a.y + b.y) / 2, (b.x - a.x) * 0.9, o.screen[1], 0.35, (b.y - a.y) * 1.2));
    body.push(rect(a.x - 3, a.y - 3, b.x - a.x + 6, b.y - a.y + 6, '#0b0d14'));
    body.push(slide(c, a.x, a.y, b.x - a.x, b.y - a.y, 'emblem', o.screen));
  }
  // reflections of the chandeliers on the floor
  for (const [X, Z] of o.chandeliers) {
    const p = cam.p(X, 0, Z);
    body.push(glow(c, p.x, p.y, p.s * 3, '#ffd9a0', 0.22, p.s * 0.8));
  }
  if (o.runner) {
    const q = [cam.p(-1.3, 0, 24), cam.p(1.3, 0, 24), cam.p(1.3, 0, 0.5), cam.p(-1.3, 0, 0.5)];
    body.push(pathEl(poly(q), c.linearAbs([[0, darken(o.runner, 0.2)], [1, o.runner]], 0, q[0]!.y, 0, c.h)));
    const b = [cam.p(-1.1, 0, 24), cam.p(1.1, 0, 24), cam.p(1.1, 0, 0.5), cam.p(-1.1, 0, 0.5)];
    body.push(pathEl(poly(b), 'none', { stroke: C.gold, 'stroke-width': 2, 'stroke-opacity': 0.6 }));
  }
  type Item = { z: number; svg: string };
  const items: Item[] = [];
  if (o.danceFloor) {
    const [zn, zf] = o.danceFloor;
    const hw = 3.2;
    const q = [cam.p(-hw, 0, zf), cam.p(hw, 0, zf), cam.p(hw, 0, zn), cam.p(-hw, 0, zn)];
    body.push(pathEl(poly(q), c.linearAbs([[0, '#3a2c22'], [1, '#7a5c40']], 0, q[0]!.y, 0, q[2]!.y)));
    // parquet grid
    const n = 8;
    for (let i = 0; i <= n; i++) {
      const X = -hw + (2 * hw * i) / n;
      const a = cam.p(X, 0, zf);
      const b = cam.p(X, 0, zn);
      body.push(line(a.x, a.y, b.x, b.y, C.gold, 1.2, { opacity: 0.4 }));
    }
    for (let Z = zf; Z >= zn - 0.01; Z -= (zf - zn) / 9) {
      const a = cam.p(-hw, 0, Z);
      const b = cam.p(hw, 0, Z);
      body.push(line(a.x, a.y, b.x, b.y, C.gold, 1.2, { opacity: 0.35 }));
    }
    const mid = (zn + zf) / 2;
    if (o.couple) {
      const p = cam.p(0.2, 0, mid);
      body.push(pathEl(poly([{ x: p.x - p.s * 0.25, y: 0 }, { x: p.x + p.s * 0.25, y: 0 }, { x: p.x + p.s * 1.5, y: p.y }, { x: p.x - p.s * 1.5, y: p.y }]), c.linear([[0, '#fff4da', 0], [0.6, '#fff4da', 0.1], [1, '#fff4da', 0.22]])));
      body.push(glow(c, p.x, p.y, p.s * 2.2, '#fff1d0', 0.7, p.s * 0.5));
      items.push({ z: mid, svg: couple(p.x, p.y, p.s * 1.78, '#201a1e', '#fbf6ec', '#e0d3bd') });
    }
    if (o.crowd) {
      const rng = c.rng;
      const spots: [number, number][] = [];
      for (let X = -hw - 0.4; X <= hw + 0.4; X += 0.75) spots.push([X + rng.range(-0.2, 0.2), zf + rng.range(0.4, 1.6)]);
      for (const side of [-1, 1]) for (let Z = mid; Z < zf; Z += 1.0) spots.push([side * (hw + rng.range(0.5, 0.9)), Z + rng.range(-0.2, 0.2)]);
      const shade = mix(darken(o.wall, 0.6), '#2a2024', 0.5);
      spots.forEach(([X, Z], i) => {
        const p = cam.p(X, 0, Z);
        const cloth = mix(rng.pick(GUEST_COLORS.clothes), shade, 0.6);
        items.push({ z: Z, svg: guest(p.x, p.y, p.s * rng.range(1.62, 1.82), cloth, i, mix(rng.pick(GUEST_COLORS.hair), shade, 0.3), rng.chance(0.3)) });
      });
    }
  }
  for (const Z of o.pedestals ?? []) {
    for (const side of [-1, 1]) {
      const b = cam.p(side * 1.7, 0, Z);
      const t = cam.p(side * 1.7, 1.7, Z);
      const s = b.s;
      const svg =
        ellipse(b.x, b.y, s * 0.25, s * 0.05, '#000', { opacity: 0.25 }) +
        pathEl(`M${f(b.x - s * 0.18)} ${f(b.y)}L${f(b.x + s * 0.18)} ${f(b.y)}L${f(b.x + s * 0.04)} ${f(b.y - s * 0.15)}L${f(t.x + s * 0.03)} ${f(t.y)}L${f(t.x - s * 0.03)} ${f(t.y)}L${f(b.x - s * 0.04)} ${f(b.y - s * 0.15)}Z`, cylShade(c, C.gold)) +
        ellipse(t.x, t.y, s * 0.16, s * 0.04, C.goldLight) +
        glow(c, t.x, t.y - s * 0.1, s * 0.9, '#ffd9a0', 0.3) +
        flowerCluster(c, t.x, t.y - s * 0.12, s * 0.3, o.florals, { leaves: 14, blooms: 8, droop: 0.8 });
      items.push({ z: Z, svg });
    }
  }
  if (o.headTable) {
    const Z = 23.8;
    const top = [cam.p(-3.4, 0.76, Z + 0.45), cam.p(3.4, 0.76, Z + 0.45), cam.p(3.4, 0.76, Z - 0.45), cam.p(-3.4, 0.76, Z - 0.45)];
    const face = [cam.p(-3.4, 0.76, Z - 0.45), cam.p(3.4, 0.76, Z - 0.45), cam.p(3.4, 0, Z - 0.45), cam.p(-3.4, 0, Z - 0.45)];
    let svg = '';
    for (let X = -3; X <= 3.01; X += 0.75) svg += chair(c, cam, X, Z + 0.75, o.chair, o.chairTint);
    svg += pathEl(poly(top), lighten(o.cloth, 0.2)) + pathEl(poly(face), c.linear([[0, darken(o.cloth, 0.12)], [0.5, o.cloth], [1, darken(o.cloth, 0.12)]], 0, 0, 1, 0));
    for (let X = -3.2; X <= 3.21; X += 0.4) {
      const p = cam.p(X, 0.8, Z - 0.45);
      svg += flowerCluster(c, p.x, p.y, p.s * 0.22, o.florals, { leaves: 6, blooms: 3 });
    }
    for (const X of [-2.4, -0.8, 0.8, 2.4]) {
      const p = cam.p(X, 0.76, Z);
      svg += taperCandle(c, p.x, p.y, p.s * 0.4);
    }
    items.push({ z: Z, svg });
  }
  for (const [X, Z] of o.tables) {
    items.push({
      z: Z,
      svg: roundTable(c, cam, X, Z, {
        cloth: o.cloth,
        chair: o.chair,
        chairTint: o.chairTint,
        centre: o.centre ?? ((Math.round(X + Z) & 1) === 0 ? 'tall' : 'low'),
        florals: o.florals,
      }),
    });
  }
  items.sort((a, b) => b.z - a.z);
  body.push(...items.map((i) => i.svg));
  for (const [X, Z] of o.chandeliers) {
    const p = cam.p(X, 5.4, Z);
    const ceil = cam.p(X, 8, Z);
    body.push(chandelier(c, p.x, p.y, p.s * 1.1 * (o.chandelierScale ?? 1), Math.max(0, ceil.y)));
  }
  body.push(wash(c, [[0, '#1a0f05', 0.35], [0.45, '#1a0f05', 0], [1, '#1a0f05', 0.25]]));
  body.push(vignette(c, 0.5));
  return body;
}

export function indoorCeremony(c: Canvas): string[] {
  const cam = new Camera(c.w * 0.5, c.h * 0.46, c.w * 0.6, 1.6);
  const spec: RoomSpec = { width: 20, depth: 22, height: 8, wall: '#e7dcc8', trim: C.gold, ceiling: '#b9a98c', floor: '#5a3f2b', uplight: '#ffc87a', window: 'dusk', drape: '#f3e7cf', windows: 3 };
  const body = [rect(0, 0, c.w, c.h, '#2a2018'), room(c, cam, spec)];
  body.push(aisle(c, cam, 0.8, 18, 1, '#f5eee2', ['#ffffff', C.blush, '#f8e8e0']));
  const items: { z: number; svg: string }[] = [];
  items.push({ z: 18.5, svg: roundArch(c, cam, 0, 18.5, { width: 3, height: 3.3, color: '#e6d3a3', florals: FLORALS.white, fabric: '#fffaf0' }) });
  items.push(...ceremonySeating(c, cam, { aisle: 0.8, rows: [3.6, 4.8, 6, 7.2, 8.4, 9.6, 10.8, 12, 13.2, 14.4], perSide: 7, style: 'banquet', tint: '#f1e9da', bouquets: FLORALS.white }));
  for (let Z = 4.2; Z < 17; Z += 1.2) {
    for (const side of [-1, 1]) {
      const p = cam.p(side * 0.95, 0, Z);
      items.push({ z: Z - 0.3, svg: rect(p.x - p.s * 0.09, p.y - p.s * 0.42, p.s * 0.18, p.s * 0.42, '#ffffff', { opacity: 0.25, stroke: '#ffffff', 'stroke-opacity': 0.6, 'stroke-width': Math.max(0.5, p.s * 0.01) }) + pillarCandle(c, p.x, p.y - p.s * 0.02, p.s * 0.1, p.s * 0.22) });
    }
  }
  items.sort((a, b) => b.z - a.z);
  body.push(...items.map((i) => i.svg));
  for (const [X, Z] of [[-4, 14], [4, 14], [0, 8]] as const) {
    const p = cam.p(X, 5.6, Z);
    body.push(chandelier(c, p.x, p.y, p.s * 1.0, 0));
  }
  body.push(wash(c, [[0, '#1a0f05', 0.3], [0.5, '#1a0f05', 0], [1, '#1a0f05', 0.3]]));
  body.push(vignette(c, 0.45));
  return body;
}
