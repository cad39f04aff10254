/** Leaves, blooms and flower clusters; candles, flames and string lights. */
import { glow } from './backdrop.ts';
import type { Camera, Canvas, Proj } from './canvas.ts';
import { C, type FloralPalette } from './palette.ts';
import { type Attrs, circle, darken, ellipse, f, group, lighten, line, pathEl, rect, smooth } from './svg.ts';

/** A simple leaf shape pointing along `angle` (radians). */
export function leaf(x: number, y: number, len: number, angle: number, fill: string, width = 0.32, a: Attrs = {}): string {
  const w = len * width;
  const d = `M0 0Q${f(len * 0.45)} ${f(-w)} ${f(len)} 0Q${f(len * 0.45)} ${f(w)} 0 0Z`;
  return pathEl(d, fill, { transform: `translate(${f(x)} ${f(y)}) rotate(${f((angle * 180) / Math.PI)})`, ...a });
}

/** One garden-rose / peony bloom: two rings of cupped petals around a tight centre. */
export function bloom(c: Canvas, x: number, y: number, r: number, color: string): string {
  const dark = darken(color, 0.2);
  const edge = { stroke: dark, 'stroke-width': Math.max(0.4, r * 0.05), 'stroke-opacity': 0.35 };
  const rot = c.rng.range(0, 360);
  const out = [circle(x, y, r, c.radial([[0, lighten(color, 0.1)], [0.8, color], [1, dark]], 0.45, 0.4, 0.6))];
  const ring = (n: number, dist: number, rx: number, ry: number, col: string, off: number) => {
    for (let k = 0; k < n; k++) {
      const ang = ((k * 360) / n + rot + off) * (Math.PI / 180);
      const px = x + Math.cos(ang) * r * dist;
      const py = y + Math.sin(ang) * r * dist;
      out.push(ellipse(px, py, r * rx, r * ry, col, { ...edge, transform: `rotate(${f((ang * 180) / Math.PI + 90)} ${f(px)} ${f(py)})` }));
    }
  };
  ring(5, 0.5, 0.5, 0.36, color, 0);
  ring(4, 0.26, 0.36, 0.26, lighten(color, 0.12), 36);
  out.push(circle(x, y, r * 0.2, darken(color, 0.08), edge));
  out.push(pathEl(`M${f(x - r * 0.1)} ${f(y)}A${f(r * 0.1)} ${f(r * 0.1)} 0 1 1 ${f(x + r * 0.05)} ${f(y + r * 0.08)}`, 'none', { stroke: dark, 'stroke-width': Math.max(0.4, r * 0.05), 'stroke-opacity': 0.5 }));
  return out.join('');
}

/** Trailing stem of round eucalyptus leaves from (x, y) curving to (ex, ey). */
export function eucalyptus(c: Canvas, x: number, y: number, ex: number, ey: number, size: number): string {
  const cx = (x + ex) / 2 + (ex - x) * 0.3;
  const cy = Math.min(y, ey) - size * 0.5;
  const out = [pathEl(`M${f(x)} ${f(y)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}`, 'none', { stroke: '#7d8f6e', 'stroke-width': Math.max(0.6, size * 0.06) })];
  const n = 9;
  for (let k = 1; k <= n; k++) {
    const t = k / (n + 0.3);
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey;
    const r = size * (0.55 - t * 0.25) * c.rng.range(0.85, 1.1);
    const side = k % 2 ? 1 : -1;
    out.push(circle(px + side * r * 0.7, py + r * 0.2, r, c.rng.pick(['#9fb59a', '#8aa489', '#b3c4ab'])));
  }
  return group(out);
}

/** Cluster of blooms and greenery (arch corners, centrepieces, bouquets). */
export function flowerCluster(
  c: Canvas,
  x: number,
  y: number,
  r: number,
  palette: FloralPalette,
  opts: { leaves?: number; blooms?: number; greens?: readonly string[]; spread?: number; droop?: number } = {},
): string {
  const greens = opts.greens ?? ['#5f7d5a', '#7f9c78', '#9fb596', '#4a6646'];
  const out: string[] = [];
  const nLeaves = opts.leaves ?? 16;
  const spread = opts.spread ?? 1;
  for (let i = 0; i < nLeaves; i++) {
    const a = c.rng.range(0, Math.PI * 2);
    const len = r * c.rng.range(0.55, 1.05) * spread;
    const droop = opts.droop ?? 0;
    out.push(leaf(x + Math.cos(a) * r * 0.3, y + Math.sin(a) * r * 0.3, len, a + droop * Math.cos(a), c.rng.pick(greens)));
  }
  const n = opts.blooms ?? 8;
  const blooms: { x: number; y: number; r: number; color: string }[] = [];
  for (let i = 0; i < n; i++) {
    const a = c.rng.range(0, Math.PI * 2);
    const d = Math.sqrt(c.rng.next()) * r * 0.62;
    blooms.push({ x: x + Math.cos(a) * d, y: y + Math.sin(a) * d * 0.85, r: r * c.rng.range(0.2, 0.34), color: c.rng.pick(palette) });
  }
  blooms.sort((p, q) => p.y - q.y);
  for (const b of blooms) out.push(bloom(c, b.x, b.y, b.r, b.color));
  for (let i = 0; i < Math.round(n * 1.2); i++) {
    const a = c.rng.range(0, Math.PI * 2);
    const d = r * c.rng.range(0.5, 0.95);
    out.push(circle(x + Math.cos(a) * d, y + Math.sin(a) * d, r * c.rng.range(0.03, 0.06), '#fffaf0', { opacity: 0.9 }));
  }
  return out.join('');
}

/** Flame with its halo. */
export function flame(c: Canvas, x: number, y: number, h: number, haloScale = 6): string {
  const w = h * 0.32;
  return (
    glow(c, x, y - h * 0.4, h * haloScale, '#ffc46b', 0.35) +
    pathEl(`M${f(x)} ${f(y - h)}Q${f(x + w * 1.3)} ${f(y - h * 0.25)} ${f(x)} ${f(y)}Q${f(x - w * 1.3)} ${f(y - h * 0.25)} ${f(x)} ${f(y - h)}Z`, '#ffe3a3') +
    ellipse(x, y - h * 0.3, w * 0.35, h * 0.25, '#fff8e6')
  );
}

/** Pillar candle standing on y. */
export function pillarCandle(c: Canvas, x: number, y: number, w: number, h: number, color: string = C.ivory): string {
  return (
    rect(x - w / 2, y - h, w, h, c.linear([[0, darken(color, 0.12)], [0.35, lighten(color, 0.3)], [1, darken(color, 0.25)]], 0, 0, 1, 0)) +
    ellipse(x, y - h, w / 2, w * 0.12, lighten(color, 0.4)) +
    line(x, y - h, x, y - h - w * 0.18, '#3a2a20', w * 0.05) +
    flame(c, x, y - h - w * 0.16, w * 0.55)
  );
}

/** Taper candle in a slim gold holder. */
export function taperCandle(c: Canvas, x: number, y: number, h: number): string {
  const w = h * 0.08;
  return (
    pathEl(`M${f(x - w * 1.6)} ${f(y)}L${f(x + w * 1.6)} ${f(y)}L${f(x + w * 0.5)} ${f(y - h * 0.12)}L${f(x + w * 1.1)} ${f(y - h * 0.3)}L${f(x - w * 1.1)} ${f(y - h * 0.3)}L${f(x - w * 0.5)} ${f(y - h * 0.12)}Z`, c.linear([[0, C.goldDeep], [0.5, C.goldLight], [1, C.goldDeep]], 0, 0, 1, 0)) +
    rect(x - w / 2, y - h, w, h * 0.7, c.linear([[0, '#e9dcc4'], [0.5, '#fffaf0'], [1, '#d8c9ae']], 0, 0, 1, 0)) +
    flame(c, x, y - h - w * 0.2, w * 2.2, 5)
  );
}

/** Catenary-like string of glowing bulbs, sampled in world space. */
export function stringLights(
  c: Canvas,
  cam: Camera,
  a: [number, number, number],
  b: [number, number, number],
  sag: number,
  bulbs: number,
  color = '#ffd98a',
): string {
  const at = (t: number) => {
    const X = a[0] + (b[0] - a[0]) * t;
    const Y = a[1] + (b[1] - a[1]) * t - sag * 4 * t * (1 - t);
    const Z = a[2] + (b[2] - a[2]) * t;
    return cam.p(X, Y, Z);
  };
  const ps: Proj[] = [];
  for (let i = 0; i <= 24; i++) ps.push(at(i / 24));
  const minS = Math.min(...ps.map((p) => p.s));
  const out = [pathEl(smooth(ps), 'none', { stroke: '#2b2420', 'stroke-width': Math.max(0.8, minS * 0.012), 'stroke-opacity': 0.7 })];
  for (let i = 1; i < bulbs; i++) {
    const p = at(i / bulbs);
    const r = Math.max(1.2, p.s * 0.035);
    out.push(glow(c, p.x, p.y + r, r * 7, color, 0.32));
    out.push(circle(p.x, p.y + r, r, '#fff3cf'));
  }
  return out.join('');
}
