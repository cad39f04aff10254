/** Furniture and architecture: chairs, round and long tables, chandeliers, string-light poles. */
import { glow } from './backdrop.ts';
import type { Camera, Canvas } from './canvas.ts';
import { flowerCluster, leaf, pillarCandle, taperCandle } from './florals-lights.ts';
import { C, type FloralPalette, FLORALS } from './palette.ts';
import { circle, darken, ellipse, f, group, lighten, line, pathEl, poly, rect } from './svg.ts';

export type ChairStyle = 'chiavari' | 'ghost' | 'cross' | 'banquet' | 'conference';

/** Chair billboard (seen from the front or back) at world position. */
export function chair(c: Canvas, cam: Camera, X: number, Z: number, style: ChairStyle, tint?: string): string {
  const seat = cam.p(X, 0.46, Z);
  const top = cam.p(X, style === 'conference' ? 1.0 : 0.95, Z);
  const base = cam.p(X, 0, Z);
  const s = seat.s;
  const hw = (style === 'conference' ? 0.27 : 0.22) * s;
  const col =
    tint ??
    (style === 'chiavari' ? C.gold : style === 'ghost' ? '#f7f3ea' : style === 'cross' ? '#9b7652' : style === 'banquet' ? '#e9dfcc' : '#2b3550');
  const sw = Math.max(0.6, s * (style === 'chiavari' ? 0.022 : 0.035));
  const out: string[] = [];
  // legs
  out.push(line(seat.x - hw * 0.85, seat.y, base.x - hw * 0.95, base.y, darken(col, 0.2), sw));
  out.push(line(seat.x + hw * 0.85, seat.y, base.x + hw * 0.95, base.y, darken(col, 0.2), sw));
  // seat
  out.push(rect(seat.x - hw, seat.y - s * 0.04, hw * 2, s * 0.06, darken(col, 0.1)));
  if (style === 'chiavari') {
    const tw = hw * 0.78;
    const post = Math.max(0.5, s * 0.022);
    out.push(line(seat.x - hw * 0.9, seat.y, top.x - tw, top.y + s * 0.02, col, post));
    out.push(line(seat.x + hw * 0.9, seat.y, top.x + tw, top.y + s * 0.02, col, post));
    out.push(pathEl(`M${f(top.x - tw)} ${f(top.y + s * 0.02)}Q${f(top.x)} ${f(top.y - s * 0.03)} ${f(top.x + tw)} ${f(top.y + s * 0.02)}`, 'none', { stroke: lighten(col, 0.2), 'stroke-width': post * 1.8 }));
    for (const k of [0.62, 0.8]) {
      const yy = seat.y + (top.y - seat.y) * k;
      out.push(line(top.x - tw * 0.98, yy, top.x + tw * 0.98, yy, col, post * 0.8));
    }
    for (let k = -2; k <= 2; k++) {
      const xx = top.x + (tw * k) / 3;
      const yy = seat.y + (top.y - seat.y) * 0.62;
      out.push(line(xx, yy, xx, top.y + s * 0.01, col, post * 0.6, { opacity: 0.8 }));
    }
  } else if (style === 'cross') {
    out.push(line(seat.x - hw * 0.9, seat.y, top.x - hw * 0.8, top.y, col, sw * 1.2, { 'stroke-linecap': 'round' }));
    out.push(line(seat.x + hw * 0.9, seat.y, top.x + hw * 0.8, top.y, col, sw * 1.2, { 'stroke-linecap': 'round' }));
    out.push(line(top.x - hw * 0.8, top.y, seat.x + hw * 0.8, seat.y - s * 0.05, col, sw * 0.9));
    out.push(line(top.x + hw * 0.8, top.y, seat.x - hw * 0.8, seat.y - s * 0.05, col, sw * 0.9));
    out.push(line(top.x - hw * 0.8, top.y + sw, top.x + hw * 0.8, top.y + sw, col, sw * 1.2));
  } else {
    const shape =
      style === 'ghost'
        ? `M${f(top.x - hw * 0.85)} ${f(seat.y - s * 0.04)}L${f(top.x - hw * 0.9)} ${f(top.y + s * 0.06)}Q${f(top.x)} ${f(top.y - s * 0.06)} ${f(top.x + hw * 0.9)} ${f(top.y + s * 0.06)}L${f(top.x + hw * 0.85)} ${f(seat.y - s * 0.04)}Z`
        : `M${f(top.x - hw)} ${f(seat.y)}L${f(top.x - hw)} ${f(top.y + s * 0.05)}Q${f(top.x - hw)} ${f(top.y)} ${f(top.x - hw + s * 0.05)} ${f(top.y)}L${f(top.x + hw - s * 0.05)} ${f(top.y)}Q${f(top.x + hw)} ${f(top.y)} ${f(top.x + hw)} ${f(top.y + s * 0.05)}L${f(top.x + hw)} ${f(seat.y)}Z`;
    out.push(pathEl(shape, c.linear([[0, lighten(col, style === 'conference' ? 0.06 : 0.15)], [1, darken(col, 0.25)]]), style === 'ghost' ? { opacity: 0.92 } : {}));
    if (style === 'banquet') {
      // sash
      const yy = seat.y + (top.y - seat.y) * 0.45;
      out.push(rect(top.x - hw, yy - s * 0.05, hw * 2, s * 0.1, C.gold, { opacity: 0.9 }));
    }
  }
  return group(out);
}

export interface RoundTableOpts {
  radius?: number;
  seats?: number;
  cloth?: string;
  chair?: ChairStyle;
  chairTint?: string;
  centre?: 'tall' | 'low' | 'candles' | 'none';
  florals?: FloralPalette;
  runner?: string;
}

/** Round banquet table with floor-length linen, chairs and a centrepiece. */
export function roundTable(c: Canvas, cam: Camera, X: number, Z: number, o: RoundTableOpts = {}): string {
  const R = o.radius ?? 0.9;
  const H = 0.76;
  const cloth = o.cloth ?? C.ivory;
  const seats = o.seats ?? 8;
  const chairStyle = o.chair ?? 'chiavari';
  const top = cam.p(X, H, Z);
  const floor = cam.p(X, 0, Z);
  const rx = R * top.s;
  const ry = cam.flat(R, H, Z);
  const fry = cam.flat(R * 1.04, 0, Z);
  const back: string[] = [];
  const front: string[] = [];
  for (let i = 0; i < seats; i++) {
    const a = (i / seats) * Math.PI * 2 + Math.PI / seats;
    const cx = X + Math.cos(a) * (R + 0.28);
    const cz = Z + Math.sin(a) * (R + 0.28);
    (Math.sin(a) > 0 ? back : front).push(chair(c, cam, cx, cz, chairStyle, o.chairTint));
  }
  const out: string[] = [...back];
  out.push(ellipse(floor.x, floor.y + fry * 0.3, rx * 1.25, fry * 1.3, '#000', { opacity: 0.22 }));
  const dxf = rx * 1.04;
  out.push(
    pathEl(
      `M${f(top.x - rx)} ${f(top.y)}L${f(floor.x - dxf)} ${f(floor.y)}A${f(dxf)} ${f(fry)} 0 0 0 ${f(floor.x + dxf)} ${f(floor.y)}L${f(top.x + rx)} ${f(top.y)}Z`,
      c.linear([[0, darken(cloth, 0.22)], [0.3, lighten(cloth, 0.1)], [0.55, cloth], [1, darken(cloth, 0.3)]], 0, 0, 1, 0),
    ),
  );
  // linen folds
  for (const k of [-0.7, -0.35, 0.05, 0.4, 0.72]) {
    out.push(line(top.x + rx * k, top.y + ry * Math.sqrt(1 - k * k), floor.x + dxf * k * 1.02, floor.y + fry * Math.sqrt(1 - k * k), darken(cloth, 0.2), Math.max(0.5, rx * 0.012), { opacity: 0.5 }));
  }
  out.push(ellipse(top.x, top.y, rx, ry, c.radial([[0, lighten(cloth, 0.4)], [1, cloth]], 0.5, 0.5, 0.6)));
  if (o.runner) out.push(ellipse(top.x, top.y, rx * 0.45, ry * 0.45, o.runner, { opacity: 0.8 }));
  // place settings
  for (let i = 0; i < seats; i++) {
    const a = (i / seats) * Math.PI * 2 + Math.PI / seats;
    out.push(ellipse(top.x + Math.cos(a) * rx * 0.74, top.y + Math.sin(a) * ry * 0.74, rx * 0.1, ry * 0.1, '#ffffff', { stroke: C.gold, 'stroke-width': Math.max(0.4, rx * 0.012) }));
  }
  const s = top.s;
  const flor = o.florals ?? FLORALS.blush;
  switch (o.centre ?? 'tall') {
    case 'tall': {
      const stemTop = cam.p(X, H + 0.85, Z);
      out.push(glow(c, stemTop.x, stemTop.y, s * 0.9, '#ffdca0', 0.25));
      out.push(pathEl(`M${f(top.x - s * 0.12)} ${f(top.y)}L${f(top.x + s * 0.12)} ${f(top.y)}L${f(top.x + s * 0.02)} ${f(top.y - s * 0.08)}L${f(stemTop.x + s * 0.015)} ${f(stemTop.y)}L${f(stemTop.x - s * 0.015)} ${f(stemTop.y)}L${f(top.x - s * 0.02)} ${f(top.y - s * 0.08)}Z`, C.gold));
      out.push(flowerCluster(c, stemTop.x, stemTop.y, s * 0.26, flor, { leaves: 10, blooms: 7, droop: 0.6 }));
      break;
    }
    case 'low': {
      out.push(flowerCluster(c, top.x, top.y - s * 0.08, s * 0.2, flor, { leaves: 10, blooms: 6 }));
      for (const k of [-1, 1]) out.push(pillarCandle(c, top.x + k * rx * 0.4, top.y + ry * 0.1, s * 0.05, s * 0.12));
      break;
    }
    case 'candles': {
      for (const k of [-0.3, 0, 0.3]) out.push(pillarCandle(c, top.x + rx * k, top.y + ry * 0.15 * (1 - Math.abs(k) * 2), s * 0.06, s * (0.14 + (k === 0 ? 0.08 : 0))));
      break;
    }
    case 'none':
      break;
  }
  out.push(...front);
  return group(out);
}

/** Crystal chandelier hanging from `ceilY`; (x, y) is the top of the body, s its half-width. */
export function chandelier(c: Canvas, x: number, y: number, s: number, ceilY: number, opts: { glowColor?: string; metal?: string } = {}): string {
  const metal = opts.metal ?? C.gold;
  const glowColor = opts.glowColor ?? '#ffd48a';
  const crystal = '#fff8e8';
  const out: string[] = [];
  const sw = Math.max(0.6, s * 0.025);
  out.push(glow(c, x, y + s * 0.6, s * 3.2, glowColor, 0.3));
  out.push(glow(c, x, y + s * 0.6, s * 1.4, '#fff1cf', 0.35));
  out.push(line(x, ceilY, x, y, metal, sw * 1.2));
  // crown
  out.push(pathEl(`M${f(x - s * 0.28)} ${f(y + s * 0.18)}Q${f(x)} ${f(y - s * 0.12)} ${f(x + s * 0.28)} ${f(y + s * 0.18)}`, 'none', { stroke: metal, 'stroke-width': sw }));
  out.push(line(x, y, x, y + s * 1.1, metal, sw * 1.5));
  // tiers: [y offset, half width, bulbs]
  const tiers: [number, number, number][] = [
    [0.35, 0.5, 5],
    [0.72, 1.0, 9],
  ];
  for (const [ty, tw, n] of tiers) {
    const cy = y + s * ty;
    const rx = s * tw;
    const ry = rx * 0.18;
    // swags of crystal beads under the ring
    for (let i = 0; i < n - 1; i++) {
      const xa = x - rx + (2 * rx * i) / (n - 1);
      const xb = x - rx + (2 * rx * (i + 1)) / (n - 1);
      out.push(pathEl(`M${f(xa)} ${f(cy)}Q${f((xa + xb) / 2)} ${f(cy + s * 0.22)} ${f(xb)} ${f(cy)}`, 'none', { stroke: crystal, 'stroke-width': sw * 1.4, 'stroke-linecap': 'round', 'stroke-dasharray': `0 ${f(sw * 2.6)}`, opacity: 0.9 }));
    }
    out.push(ellipse(x, cy, rx, ry, 'none', { stroke: metal, 'stroke-width': sw * 1.3 }));
    for (let i = 0; i < n; i++) {
      const bx = x - rx + (2 * rx * i) / (n - 1);
      const by = cy - ry * Math.sin((Math.PI * i) / (n - 1)) * -0.6;
      // arm, candle sleeve, bulb
      out.push(line(bx, by, bx, by - s * 0.14, '#fff6e3', sw * 1.6));
      out.push(glow(c, bx, by - s * 0.18, s * 0.2, '#ffe2a8', 0.7));
      out.push(circle(bx, by - s * 0.18, s * 0.035, '#fffbea'));
      // pendant crystals
      out.push(line(bx, by + sw, bx, by + s * 0.22, crystal, sw * 1.2, { 'stroke-dasharray': `${f(sw * 1.5)} ${f(sw)}`, opacity: 0.85 }));
      out.push(pathEl(`M${f(bx)} ${f(by + s * 0.2)}l${f(s * 0.025)} ${f(s * 0.05)}l${f(-s * 0.025)} ${f(s * 0.05)}l${f(-s * 0.025)} ${f(-s * 0.05)}Z`, crystal));
    }
  }
  // basket of beads and the final drop
  for (const k of [0.55, 0.8, 1]) {
    out.push(pathEl(`M${f(x - s * k)} ${f(y + s * 0.74)}Q${f(x)} ${f(y + s * (0.9 + k * 0.55))} ${f(x + s * k)} ${f(y + s * 0.74)}`, 'none', { stroke: crystal, 'stroke-width': sw * 1.3, 'stroke-linecap': 'round', 'stroke-dasharray': `0 ${f(sw * 2.4)}`, opacity: 0.85 }));
  }
  out.push(pathEl(`M${f(x)} ${f(y + s * 1.08)}l${f(s * 0.06)} ${f(s * 0.1)}l${f(-s * 0.06)} ${f(s * 0.16)}l${f(-s * 0.06)} ${f(-s * 0.16)}Z`, crystal));
  return group(out);
}

interface LongTableOpts {
  cloth: string;
  chair: ChairStyle;
  chairTint?: string;
  florals?: FloralPalette;
  candles?: boolean;
  garland?: boolean;
}

/** Banquet table running away from the viewer, at lateral offset X (≠ 0). */
export function longTable(c: Canvas, cam: Camera, X: number, z0: number, z1: number, o: LongTableOpts): string {
  const H = 0.76;
  const hw = 0.55;
  const side = Math.sign(X) || 1;
  const xin = X - side * hw;
  const out: string[] = [];
  const P = (x: number, y: number, z: number) => cam.p(x, y, z);
  const chairsAt = (cx: number) => {
    for (let z = z1 - 0.4; z > z0 + 0.2; z -= 0.65) out.push(chair(c, cam, cx, z, o.chair, o.chairTint));
  };
  chairsAt(X + side * (hw + 0.3));
  out.push(pathEl(poly([P(xin, 0, z1), P(xin, 0, z0), P(X + side * hw, 0, z0), P(X + side * hw, 0, z1)]), '#000', { opacity: 0.18 }));
  out.push(pathEl(poly([P(X - hw, H, z1), P(X + hw, H, z1), P(X + hw, H, z0), P(X - hw, H, z0)]), c.linearAbs([[0, darken(o.cloth, 0.15)], [1, lighten(o.cloth, 0.2)]], 0, P(X, H, z1).y, 0, P(X, H, z0).y)));
  const inner = [P(xin, H, z1), P(xin, H, z0), P(xin, 0, z0), P(xin, 0, z1)];
  out.push(pathEl(poly(inner), c.linearAbs([[0, darken(o.cloth, 0.45)], [1, darken(o.cloth, 0.12)]], 0, inner[0]!.y, 0, inner[2]!.y)));
  const front = [P(X - hw, H, z0), P(X + hw, H, z0), P(X + hw, 0, z0), P(X - hw, 0, z0)];
  out.push(pathEl(poly(front), c.linear([[0, darken(o.cloth, 0.05)], [1, darken(o.cloth, 0.25)]], 0, 0, 1, 0)));
  // settings, garland and candles along the top
  for (let z = z1 - 0.4; z > z0 + 0.2; z -= 0.65) {
    for (const dx of [-0.32, 0.32]) {
      const p = P(X + dx, H, z);
      out.push(ellipse(p.x, p.y, p.s * 0.13, cam.flat(0.13, H, z), '#ffffff', { stroke: C.gold, 'stroke-width': Math.max(0.4, p.s * 0.012) }));
    }
  }
  if (o.garland) {
    for (let z = z1; z > z0 + 0.1; z -= 0.18) {
      const p = P(X + c.rng.range(-0.06, 0.06), H + 0.02, z);
      const dir = c.rng.chance(0.5) ? c.rng.range(-0.5, 0.5) : Math.PI + c.rng.range(-0.5, 0.5);
      out.push(leaf(p.x, p.y, p.s * 0.11, dir, c.rng.pick(['#4f6b45', '#6f8c62', '#8aa27a', '#3e5838']), 0.3));
    }
  }
  if (o.florals) {
    for (let z = z1 - 1.4; z > z0 + 0.5; z -= 2.6) {
      const p = P(X, H + 0.08, z);
      out.push(flowerCluster(c, p.x, p.y, p.s * 0.2, o.florals, { leaves: 8, blooms: 5 }));
    }
  }
  if (o.candles) {
    for (let z = z1 - 0.75; z > z0 + 0.3; z -= 1.3) {
      const p = P(X + 0.02, H, z);
      out.push(glow(c, p.x, p.y, p.s * 0.7, '#ffcf7a', 0.35, cam.flat(0.7, H, z)));
      out.push(taperCandle(c, p.x, p.y, p.s * 0.38));
    }
  }
  chairsAt(X - side * (hw + 0.3));
  return group(out);
}

/** Slim post with a finial, for hanging festoon lights. */
export function post(cam: Camera, X: number, Z: number, h: number, color: string): string {
  const b = cam.p(X, 0, Z);
  const t = cam.p(X, h, Z);
  return line(b.x, b.y, t.x, t.y, color, Math.max(1, b.s * 0.07)) + circle(t.x, t.y, Math.max(1, b.s * 0.06), color);
}
