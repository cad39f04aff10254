/** The stage hall: keynotes, performances and cultural evenings. */
import { glow, vignette } from '../backdrop.ts';
import { Camera, type Canvas } from '../canvas.ts';
import { flowerCluster, leaf } from '../florals-lights.ts';
import type { ChairStyle } from '../furniture.ts';
import { ceremonySeating } from '../garden.ts';
import { C, FLORALS } from '../palette.ts';
import { guest, musician, type Musician, seatedBack } from '../people.ts';
import { cylShade } from '../props.ts';
import { room, type RoomSpec } from '../room.ts';
import { circle, darken, ellipse, f, group, lighten, line, pathEl, poly, rect } from '../svg.ts';

interface StageOpts {
  wall: string;
  floor: string;
  stage: string;
  lights: readonly string[];
  eye: number;
  horizon: number;
  focal: number;
  vx?: number;
  screen?: 'chart' | 'emblem' | 'none';
  screenColors?: [string, string, string];
  podium?: boolean;
  lounge?: boolean;
  musicians?: readonly Musician[];
  rows: readonly number[];
  perSide: number;
  chair: ChairStyle;
  chairTint?: string;
  audience?: number;
  garlands?: readonly string[];
  lanterns?: readonly string[];
  backdrop?: 'panels' | 'arches' | 'drape';
  depth?: number;
}

/** Abstract slide content for the projection screen (no text). */
export function slide(c: Canvas, x: number, y: number, w: number, h: number, kind: 'chart' | 'emblem', cols: [string, string, string]): string {
  const [bg, a, b] = cols;
  const out = [rect(x, y, w, h, c.linear([[0, lighten(bg, 0.12)], [1, bg]], 0, 0, 1, 1))];
  if (kind === 'chart') {
    out.push(circle(x + w * 0.26, y + h * 0.52, h * 0.26, 'none', { stroke: lighten(bg, 0.2), 'stroke-width': h * 0.09 }));
    out.push(pathEl(`M${f(x + w * 0.26)} ${f(y + h * 0.26)}A${f(h * 0.26)} ${f(h * 0.26)} 0 1 1 ${f(x + w * 0.26 - h * 0.25)} ${f(y + h * 0.6)}`, 'none', { stroke: a, 'stroke-width': h * 0.09 }));
    const bars = [0.35, 0.5, 0.42, 0.66, 0.8];
    bars.forEach((v, i) => { out.push(rect(x + w * (0.52 + i * 0.085), y + h * (0.8 - v * 0.6), w * 0.05, h * v * 0.6, i === bars.length - 1 ? a : b, { rx: w * 0.006 })); });
    out.push(pathEl(`M${f(x + w * 0.52)} ${f(y + h * 0.45)}L${f(x + w * 0.64)} ${f(y + h * 0.38)}L${f(x + w * 0.75)} ${f(y + h * 0.41)}L${f(x + w * 0.88)} ${f(y + h * 0.2)}`, 'none', { stroke: lighten(a, 0.3), 'stroke-width': h * 0.018, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
    out.push(rect(x + w * 0.08, y + h * 0.1, w * 0.3, h * 0.035, lighten(bg, 0.35), { rx: h * 0.017 }));
  } else {
    out.push(glow(c, x + w / 2, y + h / 2, w * 0.45, a, 0.35, h * 0.5));
    out.push(circle(x + w / 2, y + h / 2, h * 0.28, 'none', { stroke: a, 'stroke-width': h * 0.02 }));
    out.push(leaf(x + w / 2, y + h * 0.7, h * 0.42, -Math.PI / 2, a, 0.28));
    out.push(line(x + w / 2, y + h * 0.7, x + w / 2, y + h * 0.32, bg, h * 0.012));
  }
  return group(out);
}

/** Presentation / performance hall: stage, screen or backdrop, lights, audience. */
export function stageHall(c: Canvas, o: StageOpts): string[] {
  const cam = new Camera(c.w * (o.vx ?? 0.5), c.h * o.horizon, c.w * o.focal, o.eye);
  const body: string[] = [];
  const D = o.depth ?? 18;
  const spec: RoomSpec = { width: 22, depth: D + 2, height: 9, wall: o.wall, trim: darken(o.wall, 0.3), ceiling: darken(o.wall, 0.4), floor: o.floor, uplight: o.lights[0] ?? '#ffffff', window: 'none', drape: o.wall, sideWindows: false, backWall: false };
  body.push(rect(0, 0, c.w, c.h, darken(o.wall, 0.7)), room(c, cam, spec));
  const bw = cam.p(-11, 9, D + 2);
  const bwr = cam.p(11, 0, D + 2);
  body.push(rect(bw.x, bw.y, bwr.x - bw.x, bwr.y - bw.y, c.linear([[0, darken(o.wall, 0.5)], [1, darken(o.wall, 0.15)]])));
  const sL = -7;
  const sR = 7;
  const sF = D - 3.5;
  const sH = 0.9;
  // backdrop
  const bdL = cam.p(sL, 6.5, D);
  const bdR = cam.p(sR, sH, D);
  const bx = bdL.x;
  const by = bdL.y;
  const bW = bdR.x - bdL.x;
  const bH = bdR.y - bdL.y;
  switch (o.backdrop ?? 'panels') {
    case 'panels':
      body.push(rect(bx, by, bW, bH, darken(o.wall, 0.35)));
      for (let i = 0; i < 8; i++) body.push(rect(bx + (bW * i) / 8 + 2, by, bW / 8 - 4, bH, lighten(o.wall, 0.04), { opacity: 0.35 }));
      break;
    case 'drape':
      body.push(rect(bx, by, bW, bH, c.linear([[0, darken(o.wall, 0.3)], [0.5, o.wall], [1, darken(o.wall, 0.3)]], 0, 0, 0.06, 0)));
      break;
    case 'arches': {
      body.push(rect(bx, by, bW, bH, darken(o.wall, 0.25)));
      const n = 5;
      for (let i = 0; i < n; i++) {
        const ax = bx + (bW * (i + 0.5)) / n;
        const aw = (bW / n) * 0.7;
        const d = `M${f(ax - aw / 2)} ${f(by + bH)}L${f(ax - aw / 2)} ${f(by + bH * 0.4)}Q${f(ax - aw / 2)} ${f(by + bH * 0.12)} ${f(ax)} ${f(by + bH * 0.05)}Q${f(ax + aw / 2)} ${f(by + bH * 0.12)} ${f(ax + aw / 2)} ${f(by + bH * 0.4)}L${f(ax + aw / 2)} ${f(by + bH)}Z`;
        body.push(pathEl(d, c.linear([[0, lighten(o.wall, 0.25)], [1, o.wall]]), { stroke: C.gold, 'stroke-width': Math.max(1, bW * 0.004) }));
        for (let k = 0; k < 3; k++) body.push(circle(ax, by + bH * (0.3 + k * 0.16), bW * 0.012 * (3 - k), 'none', { stroke: C.goldLight, 'stroke-width': Math.max(0.8, bW * 0.002), opacity: 0.6 }));
      }
      break;
    }
  }
  if (o.screen && o.screen !== 'none') {
    const sc1 = cam.p(-3.6, 5.9, D - 0.2);
    const sc2 = cam.p(3.6, 1.85, D - 0.2);
    body.push(glow(c, (sc1.x + sc2.x) / 2, (sc1.y + sc2.y) / 2, (sc2.x - sc1.x) * 0.9, o.screenColors?.[1] ?? '#7fb3d5', 0.3, (sc2.y - sc1.y) * 1.1));
    body.push(rect(sc1.x - 4, sc1.y - 4, sc2.x - sc1.x + 8, sc2.y - sc1.y + 8, '#0b0d14'));
    body.push(slide(c, sc1.x, sc1.y, sc2.x - sc1.x, sc2.y - sc1.y, o.screen, o.screenColors ?? ['#17304a', '#e2b55a', '#5fa3b8']));
  }
  if (o.garlands) {
    for (let i = 0; i < 6; i++) {
      const x0 = bx + (bW * i) / 6;
      const x1 = bx + (bW * (i + 1)) / 6;
      const d = `M${f(x0)} ${f(by)}Q${f((x0 + x1) / 2)} ${f(by + bH * 0.22)} ${f(x1)} ${f(by)}`;
      body.push(pathEl(d, 'none', { stroke: o.garlands[i % o.garlands.length]!, 'stroke-width': Math.max(2, bW * 0.012), 'stroke-linecap': 'round', 'stroke-dasharray': `0 ${f(Math.max(2, bW * 0.011))}` }));
      body.push(line(x1, by, x1, by + bH * 0.35, o.garlands[(i + 1) % o.garlands.length]!, Math.max(2, bW * 0.01), { 'stroke-linecap': 'round', 'stroke-dasharray': `0 ${f(Math.max(2, bW * 0.01))}` }));
    }
  }
  // stage platform
  const top = [cam.p(sL, sH, D), cam.p(sR, sH, D), cam.p(sR, sH, sF), cam.p(sL, sH, sF)];
  body.push(pathEl(poly(top), c.linearAbs([[0, darken(o.stage, 0.2)], [1, o.stage]], 0, top[0]!.y, 0, top[2]!.y)));
  const face = [cam.p(sL, sH, sF), cam.p(sR, sH, sF), cam.p(sR, 0, sF), cam.p(sL, 0, sF)];
  body.push(pathEl(poly(face), darken(o.stage, 0.55)));
  body.push(line(face[0]!.x, face[0]!.y + 2, face[1]!.x, face[1]!.y + 2, o.lights[0] ?? '#fff', Math.max(1.5, face[0]!.s * 0.04), { opacity: 0.8 }));
  // spot cones onto the stage
  const cones = o.lights.length;
  o.lights.forEach((col, i) => {
    const X = sL + 1.5 + ((sR - sL - 3) * i) / Math.max(1, cones - 1);
    const src = cam.p(X * 0.6, 8.5, D - 4);
    const dst = cam.p(X, sH, D - 1.6);
    const wd = dst.s * 1.4;
    body.push(pathEl(poly([{ x: src.x - 3, y: src.y }, { x: src.x + 3, y: src.y }, { x: dst.x + wd, y: dst.y }, { x: dst.x - wd, y: dst.y }]), c.linear([[0, col, 0.05], [1, col, 0.3]])));
    body.push(glow(c, dst.x, dst.y, wd * 1.2, col, 0.5, wd * 0.3));
    body.push(circle(src.x, src.y, Math.max(2, src.s * 0.12), lighten(col, 0.6)));
  });
  // truss
  const t1 = cam.p(sL - 1, 8.5, D - 4);
  const t2 = cam.p(sR + 1, 8.5, D - 4);
  body.push(rect(t1.x, t1.y - t1.s * 0.15, t2.x - t1.x, t1.s * 0.3, 'none', { stroke: '#3a3c44', 'stroke-width': Math.max(1, t1.s * 0.04) }));
  if (o.podium) {
    const p = cam.p(sR - 1.8, sH, D - 1.5);
    const pw = p.s * 0.35;
    body.push(pathEl(`M${f(p.x - pw)} ${f(p.y)}L${f(p.x - pw * 0.8)} ${f(p.y - p.s * 1.15)}L${f(p.x + pw * 0.8)} ${f(p.y - p.s * 1.15)}L${f(p.x + pw)} ${f(p.y)}Z`, c.linear([[0, '#3a2a22'], [1, '#1c1411']], 0, 0, 1, 0)));
    body.push(rect(p.x - pw * 0.95, p.y - p.s * 1.22, pw * 1.9, p.s * 0.1, '#4a372b'));
    body.push(rect(p.x - pw * 0.3, p.y - p.s * 0.7, pw * 0.6, p.s * 0.3, C.gold, { opacity: 0.85 }));
    body.push(guest(p.x - pw * 1.6, p.y, p.s * 1.75, '#15141a', 0));
  }
  if (o.lounge) {
    const tp = cam.p(0, sH, D - 1.5);
    body.push(ellipse(tp.x, tp.y - tp.s * 0.45, tp.s * 0.4, tp.s * 0.08, '#e8e0d0'), line(tp.x, tp.y - tp.s * 0.45, tp.x, tp.y, C.gold, Math.max(1, tp.s * 0.04)));
    body.push(flowerCluster(c, tp.x, tp.y - tp.s * 0.55, tp.s * 0.14, FLORALS.white, { leaves: 8, blooms: 4 }));
    [-2.7, -1.1, 1.1, 2.7].forEach((X, i) => {
      const p = cam.p(X, sH, D - 1.8);
      const cw = p.s * 0.42;
      const cloth = ['#2f4a6a', '#6a4a5a', '#3a5a4a', '#5a4a3a'][i]!;
      body.push(pathEl(`M${f(p.x - cw)} ${f(p.y)}L${f(p.x - cw)} ${f(p.y - p.s * 0.8)}Q${f(p.x)} ${f(p.y - p.s * 1.0)} ${f(p.x + cw)} ${f(p.y - p.s * 0.8)}L${f(p.x + cw)} ${f(p.y)}Z`, cylShade(c, '#d8c7a0', 0.2)));
      // seated speaker facing the audience
      body.push(seatedBack(p.x, p.y - p.s * 0.42, p.s * 1.15, cloth, i, '#231c18'));
      body.push(rect(p.x - cw * 0.55, p.y - p.s * 0.45, cw * 1.1, p.s * 0.22, darken(cloth, 0.2)));
      body.push(rect(p.x - cw * 0.5, p.y - p.s * 0.25, cw * 0.3, p.s * 0.25, '#1a1a1e'), rect(p.x + cw * 0.2, p.y - p.s * 0.25, cw * 0.3, p.s * 0.25, '#1a1a1e'));
      body.push(rect(p.x - cw, p.y - p.s * 0.42, cw * 2, p.s * 0.12, cylShade(c, '#cdb992', 0.2)));
    });
  }
  if (o.musicians) {
    const n = o.musicians.length;
    o.musicians.forEach((m, i) => {
      const X = sL + 1.4 + ((sR - sL - 2.8) * i) / Math.max(1, n - 1);
      const p = cam.p(X, sH, D - 1.6 - (i % 2) * 0.6);
      body.push(musician(p.x, p.y, p.s * 1.75, m, '#1a1218', m === 'dancer' ? '#d94f6a' : '#2b1d1a'));
    });
  }
  if (o.lanterns) {
    for (let i = 0; i < 14; i++) {
      const X = c.rng.range(-9, 9);
      const Z = c.rng.range(6, D - 2);
      const Y = c.rng.range(5.5, 7.5);
      const p = cam.p(X, Y, Z);
      const top = cam.p(X, 9, Z);
      const col = c.rng.pick(o.lanterns);
      body.push(line(p.x, top.y, p.x, p.y, '#2a2020', 1));
      body.push(glow(c, p.x, p.y + p.s * 0.2, p.s * 1.2, col, 0.45));
      body.push(ellipse(p.x, p.y + p.s * 0.22, p.s * 0.22, p.s * 0.28, col));
      body.push(ellipse(p.x - p.s * 0.06, p.y + p.s * 0.15, p.s * 0.08, p.s * 0.14, lighten(col, 0.5), { opacity: 0.6 }));
    }
  }
  // audience seating
  const items = ceremonySeating(c, cam, { aisle: 0.9, rows: o.rows, perSide: o.perSide, style: o.chair, tint: o.chairTint, guests: o.audience, guestTone: '#141318' });
  items.sort((a, b) => b.z - a.z);
  body.push(...items.map((i) => i.svg));
  body.push(vignette(c, 0.5));
  return body;
}
