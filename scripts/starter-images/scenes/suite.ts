/** The getting-ready suite. */
import { glow, vignette, wash } from '../backdrop.ts';
import type { Canvas } from '../canvas.ts';
import { flowerCluster, leaf } from '../florals-lights.ts';
import { C, FLORALS } from '../palette.ts';
import { cylShade } from '../props.ts';
import { circle, darken, ellipse, f, group, lighten, line, pathEl, poly, rect } from '../svg.ts';

interface SuiteOpts {
  wall: string;
  accent: string;
  floor: string;
  dress: boolean;
  /** Garment rail with bridesmaid dresses instead of the gown. */
  rail?: readonly string[];
  /** Horizontal shift of the vanity group (fraction of width). */
  shift?: number;
}

/** Ornate oval mirror with a reflected window. */
function mirror(c: Canvas, x: number, y: number, rx: number, ry: number): string {
  const clip = c.clip(ellipse(x, y, rx, ry, '#fff'));
  return group([
    ellipse(x, y, rx * 1.14, ry * 1.1, cylShade(c, C.gold, 0.4)),
    ellipse(x, y, rx * 1.14, ry * 1.1, 'none', { stroke: C.goldLight, 'stroke-width': rx * 0.04, 'stroke-dasharray': `0 ${f(rx * 0.09)}`, 'stroke-linecap': 'round' }),
    leaf(x, y - ry * 1.08, rx * 0.35, -Math.PI / 2 - 0.5, C.gold, 0.4),
    leaf(x, y - ry * 1.08, rx * 0.35, -Math.PI / 2 + 0.5, C.gold, 0.4),
    circle(x, y - ry * 1.12, rx * 0.07, C.goldLight),
    ellipse(x, y, rx, ry, c.linear([[0, '#dfe6e6'], [0.6, '#efe3dc'], [1, '#d9c8c0']], 0, 0, 1, 1)),
    group([rect(x - rx * 0.9, y - ry * 0.8, rx * 0.5, ry * 1.3, '#ffffff', { opacity: 0.45 }), line(x - rx * 0.65, y - ry, x - rx * 0.65, y + ry, '#ffffff', rx * 0.03, { opacity: 0.6 }), pathEl(poly([{ x: x + rx * 0.2, y: y - ry }, { x: x + rx * 0.45, y: y - ry }, { x: x - rx * 0.1, y: y + ry }, { x: x - rx * 0.35, y: y + ry }]), '#ffffff', { opacity: 0.18 })], { 'clip-path': clip }),
  ]);
}

/** Wedding gown on a padded hanger; (x, y) is the hook. */
function gownOnHanger(c: Canvas, x: number, y: number, h: number): string {
  const w = h * 0.5;
  const sy = y + h * 0.08;
  const waist = sy + h * 0.26;
  const out = [
    pathEl(`M${f(x)} ${f(y)}q${f(h * 0.02)} ${f(-h * 0.03)} 0 ${f(-h * 0.05)}`, 'none', { stroke: C.gold, 'stroke-width': h * 0.008 }),
    pathEl(`M${f(x - w * 0.3)} ${f(sy)}L${f(x)} ${f(y)}L${f(x + w * 0.3)} ${f(sy)}`, 'none', { stroke: C.gold, 'stroke-width': h * 0.01 }),
    // skirt
    pathEl(`M${f(x - w * 0.12)} ${f(waist)}Q${f(x - w * 0.4)} ${f(waist + h * 0.3)} ${f(x - w * 0.62)} ${f(y + h)}Q${f(x)} ${f(y + h * 1.04)} ${f(x + w * 0.66)} ${f(y + h)}Q${f(x + w * 0.4)} ${f(waist + h * 0.3)} ${f(x + w * 0.12)} ${f(waist)}Z`, c.linear([[0, '#e6dccb'], [0.35, '#fffdf7'], [0.7, '#f6efe2'], [1, '#d9ccb6']], 0, 0, 1, 0)),
    // bodice
    pathEl(`M${f(x - w * 0.22)} ${f(sy + h * 0.01)}Q${f(x)} ${f(sy + h * 0.05)} ${f(x + w * 0.22)} ${f(sy + h * 0.01)}L${f(x + w * 0.13)} ${f(waist)}L${f(x - w * 0.13)} ${f(waist)}Z`, c.linear([[0, '#efe6d6'], [0.5, '#fffdf8'], [1, '#e3d8c4']], 0, 0, 1, 0)),
    pathEl(`M${f(x - w * 0.14)} ${f(waist - h * 0.01)}L${f(x + w * 0.14)} ${f(waist - h * 0.01)}L${f(x + w * 0.13)} ${f(waist + h * 0.02)}L${f(x - w * 0.13)} ${f(waist + h * 0.02)}Z`, C.champagne),
  ];
  // skirt folds and lace scallops
  for (const k of [-0.4, -0.15, 0.12, 0.38]) out.push(pathEl(`M${f(x + w * k * 0.25)} ${f(waist + h * 0.05)}Q${f(x + w * k * 0.8)} ${f(waist + h * 0.4)} ${f(x + w * k * 1.4)} ${f(y + h * 0.98)}`, 'none', { stroke: '#d8ccb8', 'stroke-width': h * 0.004, opacity: 0.8 }));
  out.push(pathEl(`M${f(x - w * 0.6)} ${f(y + h * 0.975)}Q${f(x)} ${f(y + h * 1.015)} ${f(x + w * 0.64)} ${f(y + h * 0.975)}`, 'none', { stroke: '#e8decd', 'stroke-width': h * 0.014, 'stroke-dasharray': `${f(h * 0.012)} ${f(h * 0.006)}` }));
  for (let i = 0; i < 40; i++) {
    const t = c.rng.next();
    const yy = waist + (y + h - waist) * t;
    const half = w * (0.12 + 0.5 * t) * 0.9;
    out.push(circle(x + c.rng.range(-half, half), yy, h * 0.0035, '#ffffff', { opacity: 0.9 }));
  }
  return group(out);
}

export function suiteScene(c: Canvas, o: SuiteOpts): string[] {
  const { w: W, h: H } = c;
  const fy = H * 0.76;
  const sh = (o.shift ?? 0) * W;
  const body = [rect(0, 0, W, fy, c.linear([[0, darken(o.wall, 0.08)], [1, lighten(o.wall, 0.1)]]))];
  // wall mouldings
  for (let i = 0; i < 4; i++) {
    const x = W * (0.34 + i * 0.17);
    body.push(rect(x, H * 0.08, W * 0.14, H * 0.4, 'none', { stroke: lighten(o.wall, 0.35), 'stroke-width': 2.5 }));
    body.push(rect(x, fy - H * 0.2, W * 0.14, H * 0.15, 'none', { stroke: lighten(o.wall, 0.35), 'stroke-width': 2.5 }));
  }
  body.push(rect(0, fy - H * 0.025, W, H * 0.025, lighten(o.wall, 0.4)));
  // floor: light oak with boards
  body.push(rect(0, fy, W, H - fy, c.linear([[0, lighten(o.floor, 0.1)], [1, darken(o.floor, 0.15)]])));
  for (let i = -10; i < 30; i++) body.push(line(W * 0.5 + i * W * 0.05, fy, W * 0.5 + (i - 10) * W * 0.12, H, darken(o.floor, 0.12), 1.2, { opacity: 0.5 }));
  // window with a garden view and sheer curtains
  const wx = W * 0.04;
  const ww = W * 0.24;
  const wy = H * 0.06;
  const wh = H * 0.62;
  body.push(rect(wx - 8, wy - 8, ww + 16, wh + 16, '#fbf7f0'));
  body.push(rect(wx, wy, ww, wh, c.linear([[0, '#bcd6e4'], [0.6, '#e9f0ea'], [1, '#f4efe0']])));
  body.push(ellipse(wx + ww * 0.7, wy + wh * 0.75, ww * 0.5, wh * 0.2, '#9db38a', { opacity: 0.8 }));
  body.push(ellipse(wx + ww * 0.15, wy + wh * 0.8, ww * 0.45, wh * 0.15, '#b6c79f', { opacity: 0.8 }));
  body.push(rect(wx, wy + wh * 0.86, ww, wh * 0.14, '#cfd9b8', { opacity: 0.9 }));
  for (const k of [0.5]) body.push(line(wx + ww * k, wy, wx + ww * k, wy + wh, '#fbf7f0', 6));
  for (const k of [0.33, 0.66]) body.push(line(wx, wy + wh * k, wx + ww, wy + wh * k, '#fbf7f0', 5));
  for (const side of [0, 1]) {
    const cx = wx + side * ww;
    body.push(pathEl(`M${f(cx - W * 0.06)} ${f(wy - 14)}L${f(cx + W * 0.06)} ${f(wy - 14)}Q${f(cx + (side ? 0.02 : 0.05) * W)} ${f(wy + wh * 0.5)} ${f(cx + (side ? 0.07 : 0.04) * W)} ${f(fy)}L${f(cx - (side ? 0.04 : 0.07) * W)} ${f(fy)}Q${f(cx - (side ? 0.05 : 0.02) * W)} ${f(wy + wh * 0.5)} ${f(cx - W * 0.06)} ${f(wy - 14)}Z`, '#ffffff', { opacity: 0.55 }));
  }
  body.push(rect(wx - W * 0.08, wy - 18, ww + W * 0.16, 8, C.gold));
  // sunbeams
  body.push(pathEl(poly([{ x: wx + ww, y: wy }, { x: wx + ww, y: wy + wh }, { x: W * 0.75, y: H }, { x: W * 0.98, y: H }]), c.linear([[0, '#fff8e8', 0.22], [1, '#fff8e8', 0.05]], 0, 0, 1, 1)));
  body.push(pathEl(poly([{ x: wx, y: wy + wh }, { x: wx + ww, y: wy + wh }, { x: W * 0.8, y: H * 1.02 }, { x: W * 0.35, y: H * 1.02 }]), '#fff8e8', { opacity: 0.18 }));
  if (o.dress) body.push(gownOnHanger(c, W * 0.4, H * 0.12, H * 0.66));
  if (o.rail) {
    const rx0 = W * 0.33;
    const rx1 = W * 0.52;
    const ry = H * 0.2;
    body.push(line(rx0, ry, rx1, ry, C.gold, 5, { 'stroke-linecap': 'round' }));
    for (const x of [rx0 + 4, rx1 - 4]) body.push(line(x, ry, x, fy + H * 0.06, C.gold, 4));
    for (const x of [rx0 - W * 0.015, rx1 + W * 0.015]) body.push(line(x, fy + H * 0.06, x + (x < rx1 ? W * 0.03 : -W * 0.03), fy + H * 0.06, C.gold, 4));
    o.rail.forEach((col, i) => {
      const x = rx0 + ((rx1 - rx0) * (i + 0.5)) / o.rail!.length;
      const y = ry + H * 0.02;
      const h = H * 0.42;
      body.push(pathEl(`M${f(x - W * 0.025)} ${f(y + H * 0.03)}L${f(x)} ${f(y)}L${f(x + W * 0.025)} ${f(y + H * 0.03)}`, 'none', { stroke: C.goldDeep, 'stroke-width': 3 }));
      body.push(pathEl(`M${f(x - W * 0.02)} ${f(y + H * 0.03)}L${f(x + W * 0.02)} ${f(y + H * 0.03)}L${f(x + W * 0.014)} ${f(y + h * 0.3)}Q${f(x + W * 0.045)} ${f(y + h * 0.7)} ${f(x + W * 0.05)} ${f(y + h)}L${f(x - W * 0.05)} ${f(y + h)}Q${f(x - W * 0.045)} ${f(y + h * 0.7)} ${f(x - W * 0.014)} ${f(y + h * 0.3)}Z`, c.linear([[0, darken(col, 0.12)], [0.45, lighten(col, 0.2)], [1, darken(col, 0.18)]], 0, 0, 1, 0)));
    });
  }
  // vanity group
  const vx = W * 0.72 + sh;
  body.push(ellipse(vx, H * 0.9, W * 0.2, H * 0.06, lighten(o.accent, 0.55), { opacity: 0.8, stroke: lighten(o.accent, 0.3), 'stroke-width': 3 }));
  body.push(mirror(c, vx, H * 0.3, W * 0.085, H * 0.2));
  for (const side of [-1, 1]) {
    const sx = vx + side * W * 0.15;
    body.push(glow(c, sx, H * 0.3, W * 0.06, '#ffe6b8', 0.6), rect(sx - 2, H * 0.3, 4, H * 0.06, C.gold), ellipse(sx, H * 0.3, W * 0.012, H * 0.025, '#fff8e6'));
  }
  const ty = H * 0.56;
  const tw = W * 0.22;
  body.push(rect(vx - tw, ty, tw * 2, H * 0.03, '#fbf7f0'));
  body.push(rect(vx - tw * 0.96, ty + H * 0.03, tw * 1.92, H * 0.08, '#f3ece0'));
  for (const k of [-0.5, 0.5]) body.push(rect(vx + tw * k - tw * 0.3, ty + H * 0.05, tw * 0.6, H * 0.045, 'none', { stroke: '#e0d4c0', 'stroke-width': 2 }), circle(vx + tw * k, ty + H * 0.072, 3, C.gold));
  for (const k of [-0.92, 0.92]) body.push(pathEl(`M${f(vx + tw * k - 4)} ${f(ty + H * 0.11)}L${f(vx + tw * k * 1.03 - 2)} ${f(fy + H * 0.05)}L${f(vx + tw * k * 1.03 + 2)} ${f(fy + H * 0.05)}L${f(vx + tw * k + 4)} ${f(ty + H * 0.11)}Z`, C.gold));
  // things on the vanity
  body.push(flowerCluster(c, vx - tw * 0.7, ty - H * 0.07, W * 0.045, FLORALS.blush, { leaves: 10, blooms: 6 }));
  body.push(pathEl(`M${f(vx - tw * 0.76)} ${f(ty)}L${f(vx - tw * 0.8)} ${f(ty - H * 0.06)}L${f(vx - tw * 0.6)} ${f(ty - H * 0.06)}L${f(vx - tw * 0.64)} ${f(ty)}Z`, '#ffffff', { opacity: 0.7, stroke: '#e0e6e6', 'stroke-width': 1.5 }));
  const bottles: [number, number, number, string][] = [
    [0.28, 0.05, 0.035, '#f3c9c0'],
    [0.42, 0.07, 0.028, '#e7d3a8'],
    [0.52, 0.045, 0.03, '#cfe0dc'],
  ];
  for (const [bx, bh, bw, col] of bottles) {
    const x = vx + tw * bx;
    body.push(rect(x - W * bw * 0.5, ty - H * bh, W * bw, H * bh, col, { rx: 4, opacity: 0.9, stroke: '#ffffff', 'stroke-width': 1.5 }));
    body.push(rect(x - W * 0.006, ty - H * bh - H * 0.02, W * 0.012, H * 0.02, C.gold));
  }
  body.push(rect(vx + tw * 0.68, ty - H * 0.035, W * 0.06, H * 0.035, C.rose, { rx: 3 }), rect(vx + tw * 0.68, ty - H * 0.04, W * 0.06, H * 0.01, C.gold));
  // stool
  const sy = H * 0.82;
  body.push(ellipse(vx, sy, W * 0.07, H * 0.03, lighten(o.accent, 0.1)));
  body.push(rect(vx - W * 0.07, sy - H * 0.005, W * 0.14, H * 0.045, c.linear([[0, o.accent], [1, darken(o.accent, 0.2)]])));
  body.push(ellipse(vx, sy, W * 0.07, H * 0.03, lighten(o.accent, 0.15)));
  for (const k of [-0.8, 0.8]) body.push(line(vx + W * 0.07 * k, sy + H * 0.04, vx + W * 0.075 * k, H * 0.95, C.gold, 3));
  // potted olive tree
  body.push(pathEl(`M${f(W * 0.9 - sh)} ${f(fy + H * 0.12)}L${f(W * 0.885 - sh)} ${f(fy + H * 0.02)}L${f(W * 0.965 - sh)} ${f(fy + H * 0.02)}L${f(W * 0.95 - sh)} ${f(fy + H * 0.12)}Z`, '#e9e1d2'));
  body.push(flowerCluster(c, W * 0.925 - sh, fy - H * 0.12, W * 0.06, [], { leaves: 40, blooms: 0, greens: ['#7f9b79', '#93aa8c', '#6a8665'] }));
  body.push(line(W * 0.925 - sh, fy + H * 0.02, W * 0.925 - sh, fy - H * 0.1, '#6b5a48', 3));
  body.push(wash(c, [[0, '#fff6e6', 0.25], [0.5, '#fff6e6', 0], [1, '#fff6e6', 0]], 0, 0, 1, 0.4));
  body.push(vignette(c, 0.22, '#6a4a3a'));
  return body;
}
