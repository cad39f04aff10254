/**
 * Generates the starter illustrations that ship with the repository
 * (data/starter/images/*.webp, the brand emblem and favicons) plus the
 * manifest data/starter/images.json, which the seed copies (server/db/seed/seed.ts
 * reads the manifest). It is not part of the server: only a developer changing the
 * starter venue runs it, and the generated files are committed.
 *
 * Every image is a hand-written SVG illustration assembled from small drawing
 * helpers (skies, hills, willow trees, chandeliers, tables, chairs, arches,
 * string lights, ...) and rasterised with sharp. The script is fully
 * deterministic (seeded PRNG) and works offline.
 *
 *   npm run starter:images                       # everything
 *   npm run starter:images -- hero gala          # only files whose name contains an argument
 *   DUMP_SVG=/tmp npm run starter:images         # also write the source SVGs there
 *
 * The manifest and the brand assets are always rewritten from the catalogue below.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTER_DIR = path.join(ROOT, 'data', 'starter');
const OUT_DIR = path.join(STARTER_DIR, 'images');
const MANIFEST = path.join(STARTER_DIR, 'images.json');
const WEBP_QUALITY = 78;

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

class Rand {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Stable 32-bit hash of a string, used to derive one seed per image. */
function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------
// Numbers, colours and SVG markup
// ---------------------------------------------------------------------------

type Pt = { x: number; y: number };

/** Format a number with one decimal, which keeps the SVG source small. */
function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const n = parseInt(h.length === 3 ? h.replace(/(.)/g, '$1$1') : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear blend of two hex colours (t = 0 → a, t = 1 → b). */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * Math.min(1, Math.max(0, t)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}
const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** Attribute numbers: small values (opacities, offsets) keep three decimals. */
function fa(v: number): string {
  if (Math.abs(v) >= 10) return f(v);
  const r = Math.round(v * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

type AttrValue = string | number | undefined;
type Attrs = Record<string, AttrValue>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fa(v) : v}"`)
    .join('');
}

function el(tag: string, a: Attrs, inner?: string): string {
  return inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a });
const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
const pathEl = (d: string, fill: string, a: Attrs = {}) => el('path', { d, fill, ...a });
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, a: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...a });
const group = (inner: string | string[], a: Attrs = {}) =>
  el('g', a, Array.isArray(inner) ? inner.join('') : inner);

/** Closed polygon path. */
function poly(ps: readonly Pt[]): string {
  return `M${ps.map((p) => `${f(p.x)} ${f(p.y)}`).join('L')}Z`;
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
function smooth(ps: readonly Pt[], closed = false): string {
  const n = ps.length;
  if (n < 2) return '';
  const at = (i: number): Pt => {
    const idx = closed ? (i + n) % n : Math.min(n - 1, Math.max(0, i));
    return ps[idx] as Pt;
  };
  let d = `M${f(at(0).x)} ${f(at(0).y)}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${f(c1.x)} ${f(c1.y)} ${f(c2.x)} ${f(c2.y)} ${f(p2.x)} ${f(p2.y)}`;
  }
  return closed ? `${d}Z` : d;
}

// ---------------------------------------------------------------------------
// Canvas: collects <defs> (gradients, filters) with de-duplication
// ---------------------------------------------------------------------------

type Stop = readonly [offset: number, color: string, opacity?: number];

class Canvas {
  readonly rng: Rand;
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private seq = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    seed: number,
  ) {
    this.rng = new Rand(seed);
  }

  private def(key: string, build: (id: string) => string): string {
    let id = this.cache.get(key);
    if (!id) {
      id = `d${(this.seq++).toString(36)}`;
      this.defs.push(build(id));
      this.cache.set(key, id);
    }
    return `url(#${id})`;
  }

  private static stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, a]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': a === undefined || a === 1 ? undefined : Math.round(a * 1000) / 1000 }))
      .join('');
  }

  /** Linear gradient in object-bounding-box units (default: top → bottom). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.def(`l${JSON.stringify([stops, x1, y1, x2, y2])}`, (id) =>
      el('linearGradient', { id, x1, y1, x2, y2 }, Canvas.stops(stops)),
    );
  }

  /** Linear gradient in user-space (pixel) coordinates. */
  linearAbs(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    return this.def(`L${JSON.stringify([stops, x1, y1, x2, y2])}`, (id) =>
      el('linearGradient', { id, gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 }, Canvas.stops(stops)),
    );
  }

  /** Radial gradient in object-bounding-box units. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    return this.def(`r${JSON.stringify([stops, cx, cy, r, fx, fy])}`, (id) =>
      el('radialGradient', { id, cx, cy, r, fx, fy }, Canvas.stops(stops)),
    );
  }

  /** Gaussian blur filter (std deviation in px). */
  blur(sd: number): string {
    return this.def(`b${sd}`, (id) =>
      el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: sd })),
    );
  }

  /** Clip path from arbitrary markup. */
  clip(inner: string): string {
    return this.def(`c${inner}`, (id) => el('clipPath', { id }, inner));
  }

  svg(body: string[]): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join('')}</defs>${body.join('')}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------
// Perspective camera (world units are metres; Y is up, Z is depth)
// ---------------------------------------------------------------------------

type Proj = Pt & { s: number };

class Camera {
  constructor(
    /** Screen x of the vanishing point. */
    readonly x0: number,
    /** Screen y of the horizon. */
    readonly y0: number,
    /** Focal length in pixels. */
    readonly focal: number,
    /** Eye height in metres. */
    readonly eye: number,
  ) {}
  p(X: number, Y: number, Z: number): Proj {
    const s = this.focal / Z;
    return { x: this.x0 + X * s, y: this.y0 + (this.eye - Y) * s, s };
  }
  /** Vertical radius of a horizontal circle of radius r at height Y and depth Z. */
  flat(r: number, Y: number, Z: number): number {
    return (r * this.focal * Math.abs(this.eye - Y)) / (Z * Z);
  }
}

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------

const C = {
  ivory: '#f8f1e3',
  cream: '#efe3cc',
  champagne: '#f1dcb8',
  gold: '#c9a24d',
  goldLight: '#ead18c',
  goldDeep: '#8f6d2a',
  green: '#1f3b2d',
  emerald: '#2c5a44',
  sage: '#8fa98b',
  sageLight: '#b9c9ae',
  blush: '#e9b9ad',
  rose: '#c98a86',
  peach: '#f0c3a0',
  burgundy: '#5a1f2b',
  night: '#1a2140',
  ink: '#1d1a22',
  white: '#ffffff',
} as const;

/** Daylight guest clothing and hair colours. */
const GUEST_COLORS = {
  clothes: ['#2f3b55', '#6b7f96', '#b88a7a', '#8d9c84', '#4a4a52', '#d6c6b0', '#7a5a6a', '#385a52'],
  hair: ['#2a1e18', '#4a3222', '#7a5632', '#c9a46a', '#1a1614', '#8a8680'],
} as const;

const FLORALS = {
  blush: [C.ivory, C.blush, '#f4d6cc', C.rose, '#fbeee6'],
  garden: [C.ivory, '#f6d9c7', C.peach, '#e7a98f', '#fff8ee'],
  white: [C.ivory, '#ffffff', '#f3ead8', '#efe6d6', '#e8dcc6'],
  jewel: ['#8c2f45', '#c2566a', C.blush, C.ivory, '#e7b05a'],
} as const;
type FloralPalette = readonly string[];

// ---------------------------------------------------------------------------
// Generic drawing helpers
// ---------------------------------------------------------------------------

/** Full-canvas vertical gradient. */
function sky(c: Canvas, stops: readonly Stop[]): string {
  return rect(0, 0, c.w, c.h, c.linear(stops));
}

/** Soft radial light (ellipse fading to transparent). */
function glow(c: Canvas, x: number, y: number, rx: number, color: string, strength = 0.6, ry = rx): string {
  const fill = c.radial([
    [0, color, strength],
    [0.2, color, strength * 0.6],
    [0.5, color, strength * 0.18],
    [1, color, 0],
  ]);
  return ellipse(x, y, rx, ry, fill);
}

/** Soft-edged disc, the building block of bokeh. */
function bokehDisc(c: Canvas, x: number, y: number, r: number, color: string, opacity: number): string {
  const fill = c.radial([
    [0, color, opacity * 0.75],
    [0.8, color, opacity],
    [1, color, 0],
  ]);
  return circle(x, y, r, fill);
}

/** Scatter of out-of-focus lights inside a box. */
function bokeh(
  c: Canvas,
  box: { x: number; y: number; w: number; h: number },
  count: number,
  colors: readonly string[],
  size: [number, number],
  opacity: [number, number] = [0.15, 0.4],
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(
      bokehDisc(
        c,
        box.x + c.rng.next() * box.w,
        box.y + c.rng.next() * box.h,
        c.rng.range(size[0], size[1]),
        c.rng.pick(colors),
        c.rng.range(opacity[0], opacity[1]),
      ),
    );
  }
  return out.join('');
}

/** Darkened edges. */
function vignette(c: Canvas, strength = 0.45, color = '#000000'): string {
  return rect(0, 0, c.w, c.h, c.radial([[0, color, 0], [0.62, color, 0], [1, color, strength]], 0.5, 0.5, 0.75));
}

/** Gentle directional haze / light wash over the whole picture. */
function wash(c: Canvas, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return rect(0, 0, c.w, c.h, c.linear(stops, x1, y1, x2, y2));
}

/** Rolling hill silhouette: noise built from a few sines with random phases. */
function hills(c: Canvas, baseY: number, amp: number, fill: string, waves = 3, bottom = c.h): string {
  const phases = Array.from({ length: waves }, () => [c.rng.range(0, Math.PI * 2), c.rng.range(0.6, 1.6)] as const);
  const ps: Pt[] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * c.w;
    let y = 0;
    phases.forEach(([ph, fr], k) => {
      y += Math.sin((x / c.w) * Math.PI * 2 * fr * (k + 1) * 0.7 + ph) / (k + 1);
    });
    ps.push({ x, y: baseY - y * amp });
  }
  const d = `${smooth(ps)}L${f(c.w)} ${f(bottom)}L0 ${f(bottom)}Z`;
  return pathEl(d, fill);
}

/** Line of rounded tree canopies (with the odd cypress) along a baseline. */
function treeLine(c: Canvas, baseY: number, height: [number, number], fill: string, x0 = 0, x1 = c.w): string {
  const out: string[] = [];
  let x = x0 - 20;
  while (x < x1 + 20) {
    const h = c.rng.range(height[0], height[1]);
    if (c.rng.chance(0.15)) {
      const w = h * 0.22;
      out.push(pathEl(`M${f(x - w)} ${f(baseY)}Q${f(x - w)} ${f(baseY - h * 0.6)} ${f(x)} ${f(baseY - h * 1.25)}Q${f(x + w)} ${f(baseY - h * 0.6)} ${f(x + w)} ${f(baseY)}Z`, fill));
      x += w * 1.6;
    } else {
      const r = h * 0.45;
      out.push(circle(x, baseY - h + r, r, fill));
      out.push(circle(x - r * 0.6, baseY - h * 0.55, r * 0.75, fill));
      out.push(circle(x + r * 0.65, baseY - h * 0.5, r * 0.7, fill));
      out.push(rect(x - r * 1.2, baseY - h * 0.45, r * 2.4, h * 0.45, fill));
      x += r * c.rng.range(1.1, 1.7);
    }
  }
  return group(out);
}

/** A simple leaf shape pointing along `angle` (radians). */
function leaf(x: number, y: number, len: number, angle: number, fill: string, width = 0.32, a: Attrs = {}): string {
  const w = len * width;
  const d = `M0 0Q${f(len * 0.45)} ${f(-w)} ${f(len)} 0Q${f(len * 0.45)} ${f(w)} 0 0Z`;
  return pathEl(d, fill, { transform: `translate(${f(x)} ${f(y)}) rotate(${f((angle * 180) / Math.PI)})`, ...a });
}

/** One garden-rose / peony bloom: two rings of cupped petals around a tight centre. */
function bloom(c: Canvas, x: number, y: number, r: number, color: string): string {
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
function eucalyptus(c: Canvas, x: number, y: number, ex: number, ey: number, size: number): string {
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
function flowerCluster(
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
function flame(c: Canvas, x: number, y: number, h: number, haloScale = 6): string {
  const w = h * 0.32;
  return (
    glow(c, x, y - h * 0.4, h * haloScale, '#ffc46b', 0.35) +
    pathEl(`M${f(x)} ${f(y - h)}Q${f(x + w * 1.3)} ${f(y - h * 0.25)} ${f(x)} ${f(y)}Q${f(x - w * 1.3)} ${f(y - h * 0.25)} ${f(x)} ${f(y - h)}Z`, '#ffe3a3') +
    ellipse(x, y - h * 0.3, w * 0.35, h * 0.25, '#fff8e6')
  );
}

/** Pillar candle standing on y. */
function pillarCandle(c: Canvas, x: number, y: number, w: number, h: number, color: string = C.ivory): string {
  return (
    rect(x - w / 2, y - h, w, h, c.linear([[0, darken(color, 0.12)], [0.35, lighten(color, 0.3)], [1, darken(color, 0.25)]], 0, 0, 1, 0)) +
    ellipse(x, y - h, w / 2, w * 0.12, lighten(color, 0.4)) +
    line(x, y - h, x, y - h - w * 0.18, '#3a2a20', w * 0.05) +
    flame(c, x, y - h - w * 0.16, w * 0.55)
  );
}

/** Taper candle in a slim gold holder. */
function taperCandle(c: Canvas, x: number, y: number, h: number): string {
  const w = h * 0.08;
  return (
    pathEl(`M${f(x - w * 1.6)} ${f(y)}L${f(x + w * 1.6)} ${f(y)}L${f(x + w * 0.5)} ${f(y - h * 0.12)}L${f(x + w * 1.1)} ${f(y - h * 0.3)}L${f(x - w * 1.1)} ${f(y - h * 0.3)}L${f(x - w * 0.5)} ${f(y - h * 0.12)}Z`, c.linear([[0, C.goldDeep], [0.5, C.goldLight], [1, C.goldDeep]], 0, 0, 1, 0)) +
    rect(x - w / 2, y - h, w, h * 0.7, c.linear([[0, '#e9dcc4'], [0.5, '#fffaf0'], [1, '#d8c9ae']], 0, 0, 1, 0)) +
    flame(c, x, y - h - w * 0.2, w * 2.2, 5)
  );
}

/** Catenary-like string of glowing bulbs, sampled in world space. */
function stringLights(
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

// ---------------------------------------------------------------------------
// People (silhouettes, unit height = 1, origin at the feet)
// ---------------------------------------------------------------------------

/** Couple in a close embrace: groom on the left, bride (ivory gown) on the right. */
function couple(x: number, y: number, h: number, dark: string = C.ink, gown: string = C.ivory, gownShade = '#d9ccb6', veil = true): string {
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
function guest(x: number, y: number, h: number, fill: string, variant: number, hair = fill, glass = false): string {
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
function seatedBack(x: number, y: number, s: number, fill: string, variant: number, hairColor = fill): string {
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

type Musician = 'violin' | 'cello' | 'drum' | 'singer' | 'flute' | 'guitar' | 'dancer';

/** Performer silhouettes (unit height 100, origin at the feet). */
function musician(x: number, y: number, h: number, kind: Musician, fill: string, accent: string): string {
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

// ---------------------------------------------------------------------------
// Furniture and architecture
// ---------------------------------------------------------------------------

type ChairStyle = 'chiavari' | 'ghost' | 'cross' | 'banquet' | 'conference';

/** Chair billboard (seen from the front or back) at world position. */
function chair(c: Canvas, cam: Camera, X: number, Z: number, style: ChairStyle, tint?: string): string {
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

interface RoundTableOpts {
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
function roundTable(c: Canvas, cam: Camera, X: number, Z: number, o: RoundTableOpts = {}): string {
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
function chandelier(c: Canvas, x: number, y: number, s: number, ceilY: number, opts: { glowColor?: string; metal?: string } = {}): string {
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

// ---------------------------------------------------------------------------
// Garden: willow, lawn, ceremony seating, arches
// ---------------------------------------------------------------------------

interface WillowOpts {
  dark: string;
  mid: string;
  light: string;
  trunk: string;
  /** Side the light comes from: -1 left, 1 right. */
  sun?: number;
  density?: number;
}

/** Weeping willow: trunk and limbs, a dark canopy mass, then layers of hanging strands. */
function willow(c: Canvas, x: number, groundY: number, h: number, o: WillowOpts): string {
  const rng = c.rng;
  const cy = groundY - h * 0.74;
  const a = h * 0.62;
  const b = h * 0.22;
  const sun = o.sun ?? 1;
  const density = o.density ?? 1;
  const out: string[] = [];
  out.push(ellipse(x, groundY, a * 1.05, h * 0.035, '#1b2616', { opacity: 0.25 }));
  // bottom edge of the hanging curtain
  const hem = (xx: number) => {
    const u = Math.min(1, Math.abs(xx - x) / (a * 1.05));
    return groundY - h * (0.1 + 0.16 * u * u);
  };
  const hemPts: Pt[] = [];
  for (let i = 0; i <= 12; i++) {
    const xx = x + a * 1.05 - (2.1 * a * i) / 12;
    hemPts.push({ x: xx, y: hem(xx) - h * 0.09 - rng.range(0, h * 0.06) });
  }
  // the crown is the union of three overlapping domes, which keeps it from looking like a helmet
  const lobes = [
    { cx: x - a * 0.5, ra: a * 0.62, rb: b * rng.range(1.05, 1.3) },
    { cx: x + a * rng.range(-0.05, 0.1), ra: a * 0.62, rb: b * rng.range(1.35, 1.55) },
    { cx: x + a * 0.5, ra: a * 0.6, rb: b * rng.range(1.0, 1.25) },
  ];
  const top = (xx: number) => {
    let y = cy + b * 0.3;
    for (const l of lobes) {
      const u = (xx - l.cx) / l.ra;
      if (Math.abs(u) < 1) y = Math.min(y, cy + b * 0.3 - (l.rb + b * 0.3) * Math.sqrt(1 - u * u));
    }
    return y;
  };
  const crown: Pt[] = [];
  for (let i = 0; i <= 28; i++) {
    const xx = x - a * 1.05 + (2.1 * a * i) / 28;
    crown.push({ x: xx, y: top(xx) + h * 0.02 });
  }
  const mass =
    `M${f(x - a * 1.05)} ${f(cy + b * 0.8)}` +
    smooth(crown).replace(/^M[^C]+/, `L${f(crown[0]!.x)} ${f(crown[0]!.y)}`) +
    `L${f(x + a * 1.05)} ${f(hem(x + a * 1.05) - h * 0.09)}` +
    smooth(hemPts).replace(/^M[^C]+/, '') +
    'Z';
  // trunk and limbs
  const tw = h * 0.045;
  const limbs: [number, number][] = [
    [-0.62, 0.1],
    [-0.3, -0.9],
    [0.12, -1.2],
    [0.45, -0.7],
    [0.7, 0.2],
  ];
  const trunk =
    `M${f(x - tw * 1.8)} ${f(groundY)}C${f(x - tw)} ${f(groundY - h * 0.12)} ${f(x - tw * 0.8)} ${f(groundY - h * 0.3)} ${f(x - tw * 1.2)} ${f(groundY - h * 0.48)}` +
    `L${f(x + tw * 0.9)} ${f(groundY - h * 0.5)}C${f(x + tw * 0.7)} ${f(groundY - h * 0.3)} ${f(x + tw)} ${f(groundY - h * 0.1)} ${f(x + tw * 2)} ${f(groundY)}Z`;
  out.push(pathEl(mass, c.linearAbs([[0, o.mid], [0.4, o.dark, 0.97], [0.62, darken(o.dark, 0.15), 0.7], [0.8, darken(o.dark, 0.2), 0]], 0, cy - b * 1.5, 0, groundY), { transform: `translate(${f(x)} 0) scale(0.9 1) translate(${f(-x)} 0)` }));
  out.push(pathEl(trunk, c.linear([[0, darken(o.trunk, 0.3)], [0.5 + sun * 0.3, lighten(o.trunk, 0.15)], [1, darken(o.trunk, 0.35)]], 0, 0, 1, 0)));
  for (const [lx, ly] of limbs) {
    const sx = x;
    const sy = groundY - h * 0.47;
    const ex = x + a * lx;
    const ey = cy + b * ly;
    out.push(pathEl(`M${f(sx)} ${f(sy)}Q${f(sx + (ex - sx) * 0.25)} ${f(ey + (sy - ey) * 0.25)} ${f(ex)} ${f(ey)}`, 'none', { stroke: o.trunk, 'stroke-width': tw * 0.7, 'stroke-linecap': 'round' }));
  }
  // leafy clumps break up the smooth crown outline
  for (let i = 0; i < 60; i++) {
    const u = rng.range(-1, 1);
    const ox = x + u * a * 0.97;
    const oy = top(ox) + rng.range(0.01, 0.06) * h;
    const lit = Math.max(0, u * sun);
    out.push(ellipse(ox, oy, h * rng.range(0.012, 0.022), h * rng.range(0.02, 0.035), mix(mix(o.dark, o.mid, rng.range(0.4, 0.9)), o.light, lit * rng.range(0, 0.4))));
  }
  // strands in bundles of tapered ribbons: back (dark), middle, front (lit)
  const layers: [number, string, string, number][] = [
    [55, darken(o.dark, 0.1), mix(o.dark, o.mid, 0.6), 0.95],
    [55, mix(o.dark, o.mid, 0.5), o.mid, 0.92],
    [30, o.mid, o.light, 0.9],
  ];
  layers.forEach(([count, c0, c1, op], li) => {
    const n = Math.round(count * density);
    for (let i = 0; i < n; i++) {
      let u = rng.range(-1, 1);
      if (li === 2) u = sun * Math.abs(u) ** 0.7; // lit strands lean to the sunny side
      const ox = x + u * a * 0.98;
      const ty = top(ox);
      const oy = ty + rng.range(0.0, 0.4) * (cy + b - ty);
      const base = mix(c0, c1, rng.next() * (li === 2 ? 0.4 + 0.6 * Math.max(0, u * sun) : 0.6));
      const m = rng.int(2, 4);
      for (let k = 0; k < m; k++) {
        const ex = ox + u * h * 0.1 + (k - m / 2) * h * 0.014 + rng.range(-0.01, 0.01) * h;
        const full = hem(ex) + rng.range(-h * 0.04, h * 0.03) - oy;
        const ey = oy + Math.max(h * 0.12, full * (0.5 + 0.5 * Math.sqrt(rng.next())));
        const w = h * rng.range(0.006, 0.012);
        const qx = ox + u * h * 0.11 + (k - m / 2) * h * 0.006;
        const qy = oy + (ey - oy) * 0.08;
        out.push(
          pathEl(
            `M${f(ox - w / 2)} ${f(oy)}Q${f(qx - w / 2)} ${f(qy)} ${f(ex)} ${f(ey)}Q${f(qx + w / 2)} ${f(qy)} ${f(ox + w / 2)} ${f(oy)}Z`,
            mix(base, k % 2 ? c1 : c0, 0.25),
            { opacity: op },
          ),
        );
      }
    }
  });
  return group(out);
}

/** Willow fronds hanging into the frame from the top edge (foreground, close to the viewer). */
function hangingFronds(c: Canvas, x0: number, x1: number, maxLen: number, color: string, light: string, count = 22): string {
  const rng = c.rng;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const rel = (x - x0) / (x1 - x0);
    const len = maxLen * rng.range(0.45, 1) * (1 - rel * 0.75);
    const bend = rng.range(-0.04, 0.1) * maxLen;
    const end = { x: x + rng.range(0, 0.05) * maxLen, y: len };
    const ctrl = { x: x + bend, y: len * 0.5 };
    const col = mix(color, light, rng.next() * 0.5);
    out.push(pathEl(`M${f(x)} -5Q${f(ctrl.x)} ${f(ctrl.y)} ${f(end.x)} ${f(end.y)}`, 'none', { stroke: darken(col, 0.2), 'stroke-width': maxLen * 0.004 }));
    const leaves = Math.round(len / (maxLen * 0.028));
    for (let k = 1; k <= leaves; k++) {
      const t = k / (leaves + 0.5);
      const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl.x + t * t * end.x;
      const py = (1 - t) * (1 - t) * -5 + 2 * (1 - t) * t * ctrl.y + t * t * end.y;
      const side = k % 2 ? 1 : -1;
      out.push(leaf(px, py, maxLen * rng.range(0.045, 0.07), Math.PI / 2 - side * rng.range(0.25, 0.55), mix(col, light, rng.next() * 0.3), 0.22));
    }
  }
  return group(out);
}

/** Lawn from the horizon down, with mowing stripes converging to the vanishing point. */
function lawn(c: Canvas, cam: Camera, far: string, near: string, stripes = true): string {
  const out = [rect(0, cam.y0, c.w, c.h - cam.y0, c.linearAbs([[0, far], [1, near]], 0, cam.y0, 0, c.h))];
  if (stripes) {
    for (let X = -40; X < 40; X += 3.2) {
      const q = [cam.p(X, 0, 200), cam.p(X + 1.6, 0, 200), cam.p(X + 1.6, 0, 0.8), cam.p(X, 0, 0.8)];
      out.push(pathEl(poly(q), '#ffffff', { opacity: 0.045 }));
    }
  }
  return group(out);
}

/** Rows of ceremony chairs either side of an aisle; returns depth-sortable items. */
function ceremonySeating(
  c: Canvas,
  cam: Camera,
  o: {
    aisle: number;
    rows: readonly number[];
    perSide: number;
    style: ChairStyle;
    tint?: string;
    bouquets?: FloralPalette;
    guests?: number;
    guestTone?: string;
    /** Daylight guests get clothing and hair colours instead of a silhouette tone. */
    guestColors?: { clothes: readonly string[]; hair: readonly string[] };
  },
): { z: number; svg: string }[] {
  const items: { z: number; svg: string }[] = [];
  o.rows.forEach((Z, ri) => {
    for (const side of [-1, 1]) {
      for (let k = 0; k < o.perSide; k++) {
        const X = side * (o.aisle + 0.3 + k * 0.58);
        let svg = '';
        if (o.guests && c.rng.chance(o.guests)) {
          const p = cam.p(X, 0.78, Z);
          const gc = o.guestColors;
          svg += gc
            ? seatedBack(p.x, p.y, p.s * 1.05, c.rng.pick(gc.clothes), ri + k + c.rng.int(0, 1), c.rng.pick(gc.hair))
            : seatedBack(p.x, p.y, p.s * 1.05, o.guestTone ?? '#3a3530', ri + k);
        }
        svg += chair(c, cam, X, Z, o.style, o.tint);
        if (o.bouquets && k === 0) {
          const p = cam.p(X - side * 0.2, 0.85, Z);
          svg += flowerCluster(c, p.x, p.y, p.s * 0.17, o.bouquets, { leaves: 8, blooms: 4 });
        }
        items.push({ z: Z + Math.abs(X) * 0.001, svg });
      }
    }
  });
  return items;
}

/** Aisle runner with scattered petals. */
function aisle(c: Canvas, cam: Camera, halfWidth: number, zFar: number, zNear: number, color: string, petals: readonly string[]): string {
  const q = [cam.p(-halfWidth, 0, zFar), cam.p(halfWidth, 0, zFar), cam.p(halfWidth, 0, zNear), cam.p(-halfWidth, 0, zNear)];
  const out = [pathEl(poly(q), c.linearAbs([[0, darken(color, 0.12)], [1, color]], 0, q[0]!.y, 0, q[2]!.y))];
  for (let i = 0; i < 140; i++) {
    const Z = zNear + (zFar - zNear) * c.rng.next() ** 1.6;
    const X = c.rng.range(-halfWidth * 1.3, halfWidth * 1.3);
    const p = cam.p(X, 0, Z);
    out.push(ellipse(p.x, p.y, p.s * 0.05, p.s * 0.025, c.rng.pick(petals), { transform: `rotate(${f(c.rng.range(-40, 40))} ${f(p.x)} ${f(p.y)})`, opacity: 0.9 }));
  }
  return group(out);
}

interface ArchOpts {
  width: number;
  height: number;
  color: string;
  florals: FloralPalette;
  fabric?: string;
}

/** Wooden/painted arch with a rounded top, fabric drapes and floral corners. */
function roundArch(c: Canvas, cam: Camera, X: number, Z: number, o: ArchOpts): string {
  const p = cam.p(X, 0, Z);
  const s = p.s;
  const r = (o.width / 2) * s;
  const post = 0.12 * s;
  const topY = p.y - (o.height - o.width / 2) * s;
  const out: string[] = [];
  out.push(ellipse(p.x, p.y, r * 1.3, s * 0.12, '#000', { opacity: 0.15 }));
  const frame = `M${f(p.x - r)} ${f(p.y)}L${f(p.x - r)} ${f(topY)}A${f(r)} ${f(r)} 0 0 1 ${f(p.x + r)} ${f(topY)}L${f(p.x + r)} ${f(p.y)}`;
  out.push(pathEl(frame, 'none', { stroke: darken(o.color, 0.2), 'stroke-width': post * 1.15 }));
  out.push(pathEl(frame, 'none', { stroke: o.color, 'stroke-width': post * 0.8 }));
  if (o.fabric) {
    for (const side of [-1, 1]) {
      const x0 = p.x + side * r * 0.2;
      const d = `M${f(x0)} ${f(topY - r * 0.98)}Q${f(p.x + side * r * 1.05)} ${f(topY - r * 0.4)} ${f(p.x + side * r * 1.12)} ${f(topY + s * 0.2)}Q${f(p.x + side * r * 1.3)} ${f(p.y - s * 0.6)} ${f(p.x + side * r * 1.6)} ${f(p.y)}L${f(p.x + side * r * 1.05)} ${f(p.y)}Q${f(p.x + side * r * 0.95)} ${f(topY)} ${f(x0)} ${f(topY - r * 0.98)}Z`;
      out.push(pathEl(d, o.fabric, { opacity: 0.75 }));
    }
  }
  out.push(flowerCluster(c, p.x - r * 0.72, topY - r * 0.72, s * 0.55, o.florals, { leaves: 20, blooms: 10, spread: 1.3 }));
  out.push(flowerCluster(c, p.x - r * 0.15, topY - r * 1.0, s * 0.32, o.florals, { leaves: 10, blooms: 5 }));
  out.push(flowerCluster(c, p.x + r * 1.0, p.y - s * 0.25, s * 0.42, o.florals, { leaves: 16, blooms: 7, spread: 1.2 }));
  return group(out);
}

/** Gold moon-gate ring on a small stand, with asymmetric florals. */
function moonArch(c: Canvas, cam: Camera, X: number, Z: number, o: ArchOpts): string {
  const p = cam.p(X, 0, Z);
  const s = p.s;
  const R = (o.width / 2) * s;
  const cy = p.y - (o.height - o.width / 2) * s;
  const out: string[] = [];
  out.push(ellipse(p.x, p.y, R * 1.2, s * 0.1, '#000', { opacity: 0.15 }));
  out.push(pathEl(`M${f(p.x - R * 0.6)} ${f(p.y)}L${f(p.x + R * 0.6)} ${f(p.y)}L${f(p.x)} ${f(cy + R)}Z`, 'none', { stroke: darken(o.color, 0.15), 'stroke-width': s * 0.05 }));
  out.push(circle(p.x, cy, R, 'none', { stroke: darken(o.color, 0.25), 'stroke-width': s * 0.11 }));
  out.push(circle(p.x, cy, R, 'none', { stroke: c.linear([[0, lighten(o.color, 0.35)], [0.5, o.color], [1, darken(o.color, 0.2)]], 0, 0, 1, 1), 'stroke-width': s * 0.075 }));
  if (o.fabric) {
    out.push(pathEl(`M${f(p.x - R * 0.3)} ${f(cy - R * 0.95)}Q${f(p.x + R * 0.9)} ${f(cy - R * 0.2)} ${f(p.x + R * 1.25)} ${f(p.y)}L${f(p.x + R * 0.85)} ${f(p.y)}Q${f(p.x + R * 0.6)} ${f(cy)} ${f(p.x - R * 0.3)} ${f(cy - R * 0.95)}Z`, o.fabric, { opacity: 0.6 }));
  }
  const at = (deg: number) => ({ x: p.x + Math.cos((deg * Math.PI) / 180) * R, y: cy + Math.sin((deg * Math.PI) / 180) * R });
  const a1 = at(150);
  const a2 = at(-35);
  const a3 = at(180);
  out.push(flowerCluster(c, a3.x, a3.y, s * 0.4, o.florals, { leaves: 14, blooms: 6 }));
  out.push(flowerCluster(c, a1.x, a1.y, s * 0.62, o.florals, { leaves: 22, blooms: 11, spread: 1.3 }));
  out.push(flowerCluster(c, a2.x, a2.y, s * 0.45, o.florals, { leaves: 16, blooms: 7, spread: 1.2 }));
  return group(out);
}

// ---------------------------------------------------------------------------
// Banquet tables and string-light poles
// ---------------------------------------------------------------------------

interface LongTableOpts {
  cloth: string;
  chair: ChairStyle;
  chairTint?: string;
  florals?: FloralPalette;
  candles?: boolean;
  garland?: boolean;
}

/** Banquet table running away from the viewer, at lateral offset X (≠ 0). */
function longTable(c: Canvas, cam: Camera, X: number, z0: number, z1: number, o: LongTableOpts): string {
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
function post(cam: Camera, X: number, Z: number, h: number, color: string): string {
  const b = cam.p(X, 0, Z);
  const t = cam.p(X, h, Z);
  return line(b.x, b.y, t.x, t.y, color, Math.max(1, b.s * 0.07)) + circle(t.x, t.y, Math.max(1, b.s * 0.06), color);
}

// ---------------------------------------------------------------------------
// Still-life props: cakes, glasses, balloons, gifts, banners
// ---------------------------------------------------------------------------

/** Horizontal cylinder shading used for cake tiers, candles and vases. */
function cylShade(c: Canvas, color: string, light = 0.3): string {
  return c.linear([[0, darken(color, 0.18)], [0.3, lighten(color, light)], [0.6, color], [1, darken(color, 0.28)]], 0, 0, 1, 0);
}

/** Tiered cake on a gold stand; tiers listed bottom-up as [width, height] in px. */
function tieredCake(
  c: Canvas,
  x: number,
  baseY: number,
  tiers: readonly [number, number][],
  o: { icing: string; band?: string; drip?: string; florals?: FloralPalette; candles?: number; stand?: boolean },
): string {
  const out: string[] = [];
  const w0 = tiers[0]?.[0] ?? 100;
  let y = baseY;
  if (o.stand !== false) {
    out.push(pathEl(`M${f(x - w0 * 0.35)} ${f(baseY + w0 * 0.22)}L${f(x + w0 * 0.35)} ${f(baseY + w0 * 0.22)}L${f(x + w0 * 0.08)} ${f(baseY + w0 * 0.06)}L${f(x - w0 * 0.08)} ${f(baseY + w0 * 0.06)}Z`, cylShade(c, C.gold)));
    out.push(ellipse(x, baseY + w0 * 0.03, w0 * 0.62, w0 * 0.07, cylShade(c, C.gold)));
    out.push(ellipse(x, baseY, w0 * 0.6, w0 * 0.06, lighten(C.goldLight, 0.2)));
  }
  const flowerSpots: Pt[] = [];
  tiers.forEach(([w, h], i) => {
    const ry = w * 0.09;
    out.push(pathEl(`M${f(x - w / 2)} ${f(y - h)}L${f(x - w / 2)} ${f(y)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w / 2)} ${f(y)}L${f(x + w / 2)} ${f(y - h)}Z`, cylShade(c, o.icing, 0.4)));
    if (o.band) out.push(pathEl(`M${f(x - w / 2)} ${f(y - h * 0.12)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w / 2)} ${f(y - h * 0.12)}L${f(x + w / 2)} ${f(y - h * 0.2)}A${f(w / 2)} ${f(ry)} 0 0 1 ${f(x - w / 2)} ${f(y - h * 0.2)}Z`, cylShade(c, o.band)));
    if (o.drip) {
      // icing band along the top edge plus rounded drips of varying length
      out.push(pathEl(`M${f(x - w / 2)} ${f(y - h)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w / 2)} ${f(y - h)}L${f(x + w / 2)} ${f(y - h * 0.88)}A${f(w / 2)} ${f(ry)} 0 0 1 ${f(x - w / 2)} ${f(y - h * 0.88)}Z`, o.drip));
      const n = 11;
      for (let k = 0; k <= n; k++) {
        const t = Math.cos(Math.PI * (1 - k / n));
        const px = x + (w / 2) * t * 0.97;
        const top = y - h * 0.9 + ry * Math.sqrt(1 - t * t);
        const len = h * c.rng.range(0.12, 0.42) * Math.sqrt(1 - t * t * 0.7);
        const dw = w * 0.028;
        out.push(pathEl(`M${f(px - dw)} ${f(top - 2)}L${f(px - dw)} ${f(top + len)}A${f(dw)} ${f(dw)} 0 0 0 ${f(px + dw)} ${f(top + len)}L${f(px + dw)} ${f(top - 2)}Z`, o.drip));
      }
    }
    out.push(ellipse(x, y - h, w / 2, ry, lighten(o.drip ?? o.icing, 0.25)));
    // piped pearls along the base
    out.push(pathEl(`M${f(x - w / 2)} ${f(y)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w / 2)} ${f(y)}`, 'none', { stroke: lighten(o.icing, 0.5), 'stroke-width': w * 0.025, 'stroke-linecap': 'round', 'stroke-dasharray': `0 ${f(w * 0.04)}` }));
    flowerSpots.push({ x: x + (i % 2 ? -1 : 1) * w * 0.32, y: y - h * 0.15 });
    y -= h;
  });
  if (o.florals) {
    flowerSpots.forEach((p, i) => { out.push(flowerCluster(c, p.x, p.y, (tiers[i]?.[1] ?? 40) * 0.55, o.florals!, { leaves: 10, blooms: 5 })); });
    const topW = tiers[tiers.length - 1]?.[0] ?? 50;
    out.push(flowerCluster(c, x, y - topW * 0.1, topW * 0.32, o.florals, { leaves: 12, blooms: 6 }));
  }
  if (o.candles) {
    const topW = tiers[tiers.length - 1]?.[0] ?? 50;
    for (let k = 0; k < o.candles; k++) {
      const cx = x - topW * 0.3 + (topW * 0.6 * k) / Math.max(1, o.candles - 1);
      const cy = y + topW * 0.02 * Math.sin((Math.PI * k) / Math.max(1, o.candles - 1));
      const ch = topW * 0.22;
      out.push(rect(cx - topW * 0.018, cy - ch, topW * 0.036, ch, k % 2 ? '#f3c1c9' : '#fbe7b8'));
      out.push(flame(c, cx, cy - ch - topW * 0.01, topW * 0.07, 5));
    }
  }
  return group(out);
}

/** Champagne flute; (x, y) is the centre of its foot, tilt in degrees. */
function flute(c: Canvas, x: number, y: number, h: number, tilt: number, fill = 0.82): string {
  const bowl = `M${f(-0.025 * h)} ${f(-0.44 * h)}C${f(-0.1 * h)} ${f(-0.52 * h)} ${f(-0.12 * h)} ${f(-0.75 * h)} ${f(-0.125 * h)} ${f(-h)}L${f(0.125 * h)} ${f(-h)}C${f(0.12 * h)} ${f(-0.75 * h)} ${f(0.1 * h)} ${f(-0.52 * h)} ${f(0.025 * h)} ${f(-0.44 * h)}Z`;
  const clip = c.clip(pathEl(bowl, '#fff'));
  const ly = -0.44 * h - (h * 0.56 * fill);
  const out: string[] = [];
  out.push(ellipse(0, 0, 0.2 * h, 0.035 * h, '#ffffff', { opacity: 0.35, stroke: '#ffffff', 'stroke-opacity': 0.7, 'stroke-width': h * 0.006 }));
  out.push(rect(-0.012 * h, -0.45 * h, 0.024 * h, 0.45 * h, c.linear([[0, '#ffffff', 0.25], [0.5, '#ffffff', 0.85], [1, '#ffffff', 0.3]], 0, 0, 1, 0)));
  out.push(pathEl(bowl, '#ffffff', { opacity: 0.12 }));
  const liquid: string[] = [rect(-0.3 * h, ly, 0.6 * h, h, c.linear([[0, '#f7e0a0'], [0.5, '#e9bf5f'], [1, '#c99632']], 0, 0, 1, 0), { transform: `rotate(${f(-tilt)} 0 ${f(ly)})` })];
  for (let i = 0; i < 22; i++) {
    const by = ly + c.rng.next() * (-0.44 * h - ly);
    liquid.push(circle(c.rng.range(-0.07, 0.07) * h, by, h * c.rng.range(0.003, 0.008), '#fffbe6', { opacity: 0.8 }));
  }
  liquid.push(ellipse(0, ly, 0.16 * h, 0.012 * h, '#fff2c4', { opacity: 0.8, transform: `rotate(${f(-tilt)} 0 ${f(ly)})` }));
  out.push(group(liquid, { 'clip-path': clip }));
  out.push(pathEl(bowl, 'none', { stroke: '#ffffff', 'stroke-width': h * 0.008, opacity: 0.75 }));
  out.push(pathEl(`M${f(-0.085 * h)} ${f(-0.93 * h)}C${f(-0.09 * h)} ${f(-0.75 * h)} ${f(-0.07 * h)} ${f(-0.6 * h)} ${f(-0.04 * h)} ${f(-0.52 * h)}`, 'none', { stroke: '#ffffff', 'stroke-width': h * 0.012, opacity: 0.6, 'stroke-linecap': 'round' }));
  return group(out, { transform: `translate(${f(x)} ${f(y)}) rotate(${f(tilt)})` });
}

/** Balloon with highlight, knot and a curling string down to (ax, ay). */
function balloon(c: Canvas, x: number, y: number, r: number, color: string, ax: number, ay: number, metallic = false): string {
  const fill = metallic
    ? c.radial([[0, lighten(color, 0.7)], [0.35, lighten(color, 0.15)], [0.8, color], [1, darken(color, 0.35)]], 0.35, 0.3, 0.75)
    : c.radial([[0, lighten(color, 0.35)], [0.6, color], [1, darken(color, 0.22)]], 0.38, 0.32, 0.72);
  const ky = y + r * 1.12;
  return (
    pathEl(`M${f(x)} ${f(ky)}C${f(x + r * 0.3)} ${f(ky + (ay - ky) * 0.3)} ${f(x - r * 0.4)} ${f(ky + (ay - ky) * 0.6)} ${f(ax)} ${f(ay)}`, 'none', { stroke: '#ffffff', 'stroke-width': Math.max(0.8, r * 0.02), opacity: 0.7 }) +
    ellipse(x, y, r, r * 1.12, fill) +
    pathEl(`M${f(x - r * 0.12)} ${f(ky + r * 0.1)}L${f(x + r * 0.12)} ${f(ky + r * 0.1)}L${f(x)} ${f(ky - r * 0.04)}Z`, darken(color, 0.2)) +
    ellipse(x - r * 0.36, y - r * 0.42, r * 0.16, r * 0.26, '#ffffff', { opacity: 0.45, transform: `rotate(-30 ${f(x - r * 0.36)} ${f(y - r * 0.42)})` })
  );
}

/** Gift box with ribbon and bow. */
function giftBox(c: Canvas, x: number, baseY: number, w: number, h: number, color: string, ribbon: string): string {
  const lid = h * 0.2;
  return group([
    rect(x - w / 2, baseY - h, w, h, c.linear([[0, lighten(color, 0.1)], [1, darken(color, 0.2)]], 0, 0, 1, 0)),
    rect(x - w * 0.54, baseY - h - lid * 0.2, w * 1.08, lid, lighten(color, 0.08)),
    rect(x - w * 0.07, baseY - h - lid * 0.2, w * 0.14, h + lid * 0.2, ribbon),
    rect(x - w * 0.54, baseY - h + lid * 0.25, w * 1.08, lid * 0.3, ribbon, { opacity: 0.9 }),
    ellipse(x - w * 0.16, baseY - h - lid * 0.5, w * 0.17, lid * 0.55, ribbon, { transform: `rotate(-20 ${f(x - w * 0.16)} ${f(baseY - h - lid * 0.5)})` }),
    ellipse(x + w * 0.16, baseY - h - lid * 0.5, w * 0.17, lid * 0.55, ribbon, { transform: `rotate(20 ${f(x + w * 0.16)} ${f(baseY - h - lid * 0.5)})` }),
    circle(x, baseY - h - lid * 0.25, lid * 0.35, darken(ribbon, 0.1)),
  ]);
}

/** Pennant garland hanging between two points. */
function bunting(_c: Canvas, x0: number, y0: number, x1: number, y1: number, sag: number, colors: readonly string[], n: number, size: number): string {
  const at = (t: number): Pt => ({ x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t + sag * 4 * t * (1 - t) });
  const m = at(0.5);
  const out = [pathEl(`M${f(x0)} ${f(y0)}Q${f(m.x)} ${f(2 * m.y - (y0 + y1) / 2)} ${f(x1)} ${f(y1)}`, 'none', { stroke: '#f7efe2', 'stroke-width': Math.max(1, size * 0.04) })];
  for (let i = 0; i < n; i++) {
    const a = at((i + 0.15) / n);
    const b = at((i + 0.85) / n);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 + size * 1.1 };
    out.push(pathEl(poly([a, b, mid]), colors[i % colors.length]!));
  }
  return group(out);
}

/** Confetti pieces scattered over a box. */
function confetti(c: Canvas, box: { x: number; y: number; w: number; h: number }, n: number, colors: readonly string[], size: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = box.x + c.rng.next() * box.w;
    const y = box.y + c.rng.next() * box.h;
    const col = c.rng.pick(colors);
    if (c.rng.chance(0.4)) out.push(circle(x, y, size * c.rng.range(0.25, 0.45), col));
    else out.push(rect(x, y, size * 0.9, size * 0.4, col, { transform: `rotate(${f(c.rng.range(0, 180))} ${f(x)} ${f(y)})` }));
  }
  return group(out);
}

/** Ribbon banner with swallow-tail ends and an embroidered laurel-and-star motif (no lettering). */
function ribbonBanner(c: Canvas, cx: number, cy: number, w: number, h: number, color: string, motif: string): string {
  const out: string[] = [];
  const tail = h * 0.9;
  for (const side of [-1, 1]) {
    const x0 = cx + side * (w / 2 - tail * 0.3);
    const x1 = cx + side * (w / 2 + tail);
    out.push(pathEl(poly([{ x: x0, y: cy - h * 0.3 }, { x: x1, y: cy - h * 0.3 }, { x: x1 - side * tail * 0.4, y: cy + h * 0.2 }, { x: x1, y: cy + h * 0.7 }, { x: x0, y: cy + h * 0.7 }]), darken(color, 0.25)));
    out.push(pathEl(poly([{ x: cx + side * (w / 2), y: cy + h * 0.5 }, { x: x0, y: cy + h * 0.7 }, { x: cx + side * (w / 2), y: cy + h * 0.7 }]), darken(color, 0.5)));
  }
  const band = `M${f(cx - w / 2)} ${f(cy - h / 2)}Q${f(cx)} ${f(cy - h * 0.2)} ${f(cx + w / 2)} ${f(cy - h / 2)}L${f(cx + w / 2)} ${f(cy + h / 2)}Q${f(cx)} ${f(cy + h * 0.8)} ${f(cx - w / 2)} ${f(cy + h / 2)}Z`;
  out.push(pathEl(band, c.linear([[0, lighten(color, 0.15)], [1, darken(color, 0.15)]])));
  out.push(pathEl(band, 'none', { stroke: motif, 'stroke-width': h * 0.03, 'stroke-dasharray': `${f(h * 0.06)} ${f(h * 0.05)}`, transform: `translate(0 0)` }));
  // laurel wreath and star
  const my = cy + h * 0.08;
  for (const side of [-1, 1]) {
    for (let k = 0; k < 7; k++) {
      const a = Math.PI / 2 + side * (0.5 + k * 0.32);
      const lx = cx + Math.cos(a) * h * 0.4;
      const ly = my + Math.sin(a) * h * 0.4;
      out.push(leaf(lx, ly, h * 0.2, a + side * 1.9, motif, 0.35));
    }
  }
  const star: Pt[] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const r = k % 2 ? h * 0.09 : h * 0.22;
    star.push({ x: cx + Math.cos(a) * r, y: my - h * 0.02 + Math.sin(a) * r });
  }
  out.push(pathEl(poly(star), motif));
  for (const side of [-1, 1]) {
    for (const k of [0.28, 0.38]) out.push(circle(cx + side * w * k, my, h * 0.05, motif, { opacity: 0.9 }));
  }
  return group(out);
}

/** Brass mantel clock (hands only, no numerals). */
function mantelClock(c: Canvas, x: number, baseY: number, size: number): string {
  const r = size * 0.32;
  const cy = baseY - size * 0.55;
  const out = [
    pathEl(`M${f(x - size * 0.5)} ${f(baseY)}L${f(x - size * 0.45)} ${f(baseY - size * 0.35)}Q${f(x - size * 0.42)} ${f(baseY - size * 0.95)} ${f(x)} ${f(baseY - size * 0.98)}Q${f(x + size * 0.42)} ${f(baseY - size * 0.95)} ${f(x + size * 0.45)} ${f(baseY - size * 0.35)}L${f(x + size * 0.5)} ${f(baseY)}Z`, cylShade(c, '#5b3a26', 0.2)),
    circle(x, cy, r * 1.12, cylShade(c, C.gold)),
    circle(x, cy, r, '#fbf5e6'),
  ];
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    out.push(line(x + Math.cos(a) * r * 0.8, cy + Math.sin(a) * r * 0.8, x + Math.cos(a) * r * 0.92, cy + Math.sin(a) * r * 0.92, '#3a2a20', r * (k % 3 ? 0.025 : 0.05)));
  }
  out.push(line(x, cy, x + r * 0.35, cy - r * 0.35, '#2a1e16', r * 0.06, { 'stroke-linecap': 'round' }));
  out.push(line(x, cy, x - r * 0.1, cy - r * 0.7, '#2a1e16', r * 0.04, { 'stroke-linecap': 'round' }));
  out.push(circle(x, cy, r * 0.06, C.gold));
  return group(out);
}

/** Footed gold compote vase. */
function compote(c: Canvas, x: number, baseY: number, w: number): string {
  return (
    ellipse(x, baseY, w * 0.32, w * 0.06, cylShade(c, C.gold)) +
    pathEl(`M${f(x - w * 0.06)} ${f(baseY)}L${f(x - w * 0.04)} ${f(baseY - w * 0.35)}L${f(x + w * 0.04)} ${f(baseY - w * 0.35)}L${f(x + w * 0.06)} ${f(baseY)}Z`, cylShade(c, C.gold)) +
    pathEl(`M${f(x - w * 0.5)} ${f(baseY - w * 0.6)}Q${f(x - w * 0.45)} ${f(baseY - w * 0.32)} ${f(x)} ${f(baseY - w * 0.33)}Q${f(x + w * 0.45)} ${f(baseY - w * 0.32)} ${f(x + w * 0.5)} ${f(baseY - w * 0.6)}Z`, cylShade(c, C.gold))
  );
}

// ---------------------------------------------------------------------------
// Interior room shell
// ---------------------------------------------------------------------------

interface RoomSpec {
  width: number;
  depth: number;
  height: number;
  wall: string;
  trim: string;
  ceiling: string;
  floor: string;
  uplight: string;
  window: 'night' | 'day' | 'dusk' | 'none';
  drape: string;
  windows?: number;
  sideWindows?: boolean;
  backWall?: boolean;
}

function room(c: Canvas, cam: Camera, r: RoomSpec): string {
  const W = r.width / 2;
  const D = r.depth;
  const Hc = r.height;
  const Zn = 0.4;
  const out: string[] = [];
  const P = (X: number, Y: number, Z: number) => cam.p(X, Y, Z);
  const bl = P(-W, 0, D);
  const br = P(W, 0, D);
  const tl = P(-W, Hc, D);
  const tr = P(W, Hc, D);
  const s = bl.s;
  // ceiling, side walls, floor
  out.push(pathEl(poly([tl, tr, P(W, Hc, Zn), P(-W, Hc, Zn)]), c.linearAbs([[0, darken(r.ceiling, 0.18)], [1, r.ceiling]], 0, 0, 0, tl.y)));
  const sideFill = (dir: number) => c.linearAbs([[0, darken(r.wall, 0.55)], [1, darken(r.wall, 0.12)]], cam.x0 + dir * c.w * 0.6, 0, dir < 0 ? bl.x : br.x, 0);
  out.push(pathEl(poly([tl, bl, P(-W, 0, Zn), P(-W, Hc, Zn)]), sideFill(-1)));
  out.push(pathEl(poly([tr, br, P(W, 0, Zn), P(W, Hc, Zn)]), sideFill(1)));
  out.push(pathEl(poly([bl, br, P(W, 0, Zn), P(-W, 0, Zn)]), c.linearAbs([[0, mix(r.floor, r.uplight, 0.08)], [1, darken(r.floor, 0.4)]], 0, bl.y, 0, c.h)));
  // coffered ceiling: inset panels with a gilded edge
  const cols = 6;
  const zs = [D, D * 0.78, D * 0.6, D * 0.45, D * 0.33, D * 0.24, D * 0.17, D * 0.12];
  for (let j = 0; j + 1 < zs.length; j++) {
    const z0 = zs[j] as number;
    const z1 = zs[j + 1] as number;
    const inset = (z0 - z1) * 0.12;
    for (let i = 0; i < cols; i++) {
      const x0 = -W + (r.width * i) / cols + 0.35;
      const x1 = -W + (r.width * (i + 1)) / cols - 0.35;
      const q = [P(x0, Hc, z0 - inset), P(x1, Hc, z0 - inset), P(x1, Hc, z1 + inset), P(x0, Hc, z1 + inset)];
      out.push(pathEl(poly(q), c.linearAbs([[0, lighten(r.ceiling, 0.02)], [1, lighten(r.ceiling, 0.14)]], 0, q[0]!.y, 0, q[2]!.y), { stroke: r.trim, 'stroke-width': Math.max(0.6, (cam.focal / z0) * 0.035), 'stroke-opacity': 0.55 }));
    }
  }
  // floor boards
  for (let X = -W; X <= W; X += 0.9) {
    const a = P(X, 0, D);
    const b = P(X, 0, Zn);
    out.push(line(a.x, a.y, b.x, b.y, darken(r.floor, 0.4), 1, { opacity: 0.35 }));
  }
  // side walls: pilasters, windows and sconces
  for (const dir of [-1, 1]) {
    for (let Z = D - 3; Z > 2; Z -= 4) {
      const q = (X: number, y0: number, y1: number, z0: number, z1: number) => poly([P(X, y0, z0), P(X, y0, z1), P(X, y1, z1), P(X, y1, z0)]);
      if (r.sideWindows !== false) {
        out.push(pathEl(q(dir * W, 1.0, Hc * 0.78, Z - 1.2, Z - 2.6), windowFill(c, r.window)));
        out.push(pathEl(q(dir * W, 1.0, Hc * 0.78, Z - 1.2, Z - 2.6), 'none', { stroke: r.trim, 'stroke-width': Math.max(1, (cam.focal / Z) * 0.06), opacity: 0.8 }));
        out.push(pathEl(q(dir * W, 1.0, Hc * 0.8, Z - 1.0, Z - 1.45), r.drape, { opacity: 0.92 }));
        out.push(pathEl(q(dir * W, 1.0, Hc * 0.8, Z - 2.35, Z - 2.8), r.drape, { opacity: 0.92 }));
      }
      out.push(pathEl(q(dir * W, 0, Hc, Z, Z - 0.5), lighten(r.wall, 0.06), { opacity: 0.7 }));
      const sc = P(dir * W, Hc * 0.6, Z - 0.25);
      out.push(glow(c, sc.x, sc.y, sc.s * 1.4, r.uplight, 0.4, sc.s * 2.2));
      out.push(circle(sc.x, sc.y, sc.s * 0.06, '#fff3d6'));
    }
  }
  if (r.backWall !== false) {
    out.push(backWall(c, cam, r));
    // polished floor: a soft mirror image of the lit back wall
    const depth = (bl.y - tl.y) * 0.55;
    out.push(rect(bl.x, bl.y, br.x - bl.x, depth, c.linear([[0, lighten(r.wall, 0.1), 0.28], [1, r.wall, 0]])));
  }
  // cove light along the ceiling edge
  out.push(glow(c, (tl.x + tr.x) / 2, tl.y, (tr.x - tl.x) * 0.6, r.uplight, 0.3, s * 0.6));
  return group(out);
}

function windowFill(c: Canvas, kind: RoomSpec['window']): string {
  switch (kind) {
    case 'night':
      return c.linear([[0, '#101a38'], [0.7, '#27345e'], [1, '#4a4d72']]);
    case 'dusk':
      return c.linear([[0, '#2f3a6a'], [0.6, '#a0708a'], [1, '#f0b48a']]);
    case 'day':
      return c.linear([[0, '#cfe0ea'], [0.7, '#eef2ea'], [1, '#f6f1e2']]);
    case 'none':
      return '#000';
  }
}

/** Back wall parallel to the picture plane: wainscot, arched windows, drapes, pilasters, uplights. */
function backWall(c: Canvas, cam: Camera, r: RoomSpec): string {
  const W = r.width / 2;
  const bl = cam.p(-W, 0, r.depth);
  const tr = cam.p(W, r.height, r.depth);
  const s = bl.s;
  const out: string[] = [];
  const ww = tr.x - bl.x;
  const hh = bl.y - tr.y;
  out.push(rect(bl.x, tr.y, ww, hh, c.linear([[0, darken(r.wall, 0.3)], [0.6, r.wall], [1, lighten(r.wall, 0.08)]])));
  // crown moulding and wainscot
  out.push(rect(bl.x, tr.y + s * 0.35, ww, s * 0.12, r.trim, { opacity: 0.8 }));
  out.push(rect(bl.x, bl.y - s * 1.0, ww, s * 1.0, darken(r.wall, 0.12)));
  out.push(rect(bl.x, bl.y - s * 1.05, ww, s * 0.06, r.trim, { opacity: 0.8 }));
  const n = r.windows ?? 3;
  const bay = ww / n;
  for (let i = 0; i < n; i++) {
    const cx = bl.x + bay * (i + 0.5);
    if (r.window !== 'none') {
      const w = Math.min(bay * 0.46, s * 2.4);
      const y0 = bl.y - s * 1.2;
      const y1 = tr.y + s * 1.4;
      const d = `M${f(cx - w / 2)} ${f(y0)}L${f(cx - w / 2)} ${f(y1 + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(cx + w / 2)} ${f(y1 + w / 2)}L${f(cx + w / 2)} ${f(y0)}Z`;
      out.push(pathEl(d, windowFill(c, r.window)));
      if (r.window === 'night') out.push(circle(cx + w * 0.18, y1 + w * 0.45, w * 0.06, '#f4ecd2', { opacity: 0.5 }));
      // reflection on the polished floor
      out.push(glow(c, cx, bl.y + s * 2.2, w * 0.7, r.window === 'day' ? '#ffffff' : '#9fb0d8', 0.18, s * 2.6));
      // mullions
      const mull = { stroke: r.trim, 'stroke-width': Math.max(1, s * 0.05), opacity: 0.85 };
      out.push(pathEl(d, 'none', { ...mull, 'stroke-width': Math.max(1.5, s * 0.09) }));
      out.push(line(cx, y0, cx, y1, r.trim, mull['stroke-width'], { opacity: 0.85 }));
      for (let k = 1; k < 4; k++) {
        const yy = y0 - ((y0 - (y1 + w / 2)) * k) / 4;
        out.push(line(cx - w / 2, yy, cx + w / 2, yy, r.trim, mull['stroke-width'], { opacity: 0.85 }));
      }
      // drapes and swag
      for (const side of [-1, 1]) {
        const x0 = cx + side * w * 0.5;
        const x1 = cx + side * w * 0.85;
        out.push(
          pathEl(
            `M${f(x0 - side * w * 0.12)} ${f(y1 - s * 0.3)}Q${f(x0 + side * w * 0.1)} ${f((y0 + y1) / 2)} ${f(x0 - side * w * 0.02)} ${f(bl.y)}L${f(x1)} ${f(bl.y)}L${f(x1)} ${f(y1 - s * 0.3)}Z`,
            c.linear([[0, darken(r.drape, 0.25)], [0.5, r.drape], [1, darken(r.drape, 0.3)]], 0, 0, 1, 0),
          ),
        );
      }
      out.push(pathEl(`M${f(cx - w * 0.9)} ${f(y1 - s * 0.35)}Q${f(cx)} ${f(y1 + s * 0.5)} ${f(cx + w * 0.9)} ${f(y1 - s * 0.35)}Z`, darken(r.drape, 0.1)));
    }
    // pilasters between bays
    if (i > 0) {
      const px = bl.x + bay * i;
      out.push(rect(px - s * 0.25, tr.y + s * 0.47, s * 0.5, hh - s * 0.47, lighten(r.wall, 0.1), { opacity: 0.9 }));
      out.push(rect(px - s * 0.32, tr.y + s * 0.47, s * 0.64, s * 0.2, r.trim));
      out.push(glow(c, px, bl.y - hh * 0.25, s * 1.3, r.uplight, 0.55, hh * 0.55));
    }
  }
  return group(out);
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

interface BallroomOpts {
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

function ballroom(c: Canvas, o: BallroomOpts): string[] {
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

interface Landscape {
  sky: readonly Stop[];
  /** Sun position relative to the canvas. */
  sun: [number, number];
  sunColor: string;
  sunDisc?: boolean;
  /** Hill colours from the farthest to the nearest layer. */
  hills: readonly string[];
  trees: string;
  lawn: [string, string];
  clouds?: string;
}

/** Sky, sun, hazy hills, tree line and lawn: the backdrop of every garden scene. */
function landscape(c: Canvas, cam: Camera, o: Landscape): string[] {
  const out = [sky(c, o.sky)];
  const [sx, sy] = [o.sun[0] * c.w, o.sun[1] * c.h];
  out.push(glow(c, sx, sy, c.w * 0.55, o.sunColor, 0.55, c.h * 0.5));
  if (o.sunDisc !== false) {
    out.push(glow(c, sx, sy, c.w * 0.07, '#fff6df', 0.9));
    out.push(circle(sx, sy, c.w * 0.018, '#fffaf0', { opacity: 0.95 }));
  }
  if (o.clouds) {
    for (let i = 0; i < 7; i++) {
      const cx = c.rng.range(0, c.w);
      const cy = c.rng.range(0.06, 0.3) * c.h;
      const w = c.rng.range(0.12, 0.28) * c.w;
      out.push(ellipse(cx, cy, w, w * 0.07, o.clouds, { opacity: c.rng.range(0.18, 0.35) }));
      out.push(ellipse(cx + w * 0.2, cy - w * 0.04, w * 0.45, w * 0.06, o.clouds, { opacity: c.rng.range(0.15, 0.3) }));
    }
  }
  const n = o.hills.length;
  o.hills.forEach((col, i) => {
    const depth = (n - i) / n;
    out.push(hills(c, cam.y0 - c.h * (0.02 + 0.07 * depth), c.h * 0.035 * (1 + depth), col, 3, cam.y0 + 2));
  });
  out.push(treeLine(c, cam.y0 + 1, [c.h * 0.03, c.h * 0.075], o.trees));
  out.push(lawn(c, cam, o.lawn[0], o.lawn[1]));
  return out;
}

interface GardenOpts extends Landscape {
  eye: number;
  horizon: number;
  focal: number;
  vx?: number;
  willow?: WillowOpts & { X: number; Z: number; height: number };
  arch?: 'round' | 'moon';
  archAt?: number;
  archColor?: string;
  fabric?: string;
  florals: FloralPalette;
  chair?: ChairStyle;
  chairTint?: string;
  rows?: readonly number[];
  perSide?: number;
  aisleColor?: string;
  guests?: number;
  fronds?: [string, string];
  couple?: { X: number; Z: number };
  warmth?: string;
}

function gardenCeremony(c: Canvas, o: GardenOpts): string[] {
  const cam = new Camera(c.w * (o.vx ?? 0.5), c.h * o.horizon, c.w * o.focal, o.eye);
  const body = landscape(c, cam, o);
  const archZ = o.archAt ?? 20;
  if (o.aisleColor) body.push(aisle(c, cam, 0.6, archZ - 0.5, 1, o.aisleColor, [C.blush, '#fff6ee', C.rose, C.ivory]));
  const items: { z: number; svg: string }[] = [];
  if (o.willow) {
    const w = o.willow;
    const g = cam.p(w.X, 0, w.Z);
    items.push({ z: w.Z, svg: willow(c, g.x, g.y, w.height * g.s, w) });
  }
  if (o.arch) {
    const ao: ArchOpts = { width: 2.4, height: 2.7, color: o.archColor ?? C.ivory, florals: o.florals, fabric: o.fabric };
    items.push({ z: archZ, svg: o.arch === 'round' ? roundArch(c, cam, 0, archZ, ao) : moonArch(c, cam, 0, archZ, { ...ao, height: 2.9, width: 2.6 }) });
  }
  if (o.couple) {
    const p = cam.p(o.couple.X, 0, o.couple.Z);
    items.push({ z: o.couple.Z - 0.1, svg: couple(p.x, p.y, p.s * 1.75, '#2a2326', C.ivory, '#ddd0b8') });
  }
  if (o.rows) {
    items.push(
      ...ceremonySeating(c, cam, {
        aisle: 0.6,
        rows: o.rows,
        perSide: o.perSide ?? 5,
        style: o.chair ?? 'ghost',
        tint: o.chairTint,
        bouquets: o.florals,
        guests: o.guests,
        guestColors: GUEST_COLORS,
      }),
    );
  }
  items.sort((a, b) => b.z - a.z);
  body.push(...items.map((i) => i.svg));
  if (o.fronds) body.push(hangingFronds(c, -c.w * 0.05, c.w * 0.42, c.h * 0.55, o.fronds[0], o.fronds[1]));
  const [sx, sy] = o.sun;
  body.push(rect(0, 0, c.w, c.h, c.radial([[0, o.warmth ?? o.sunColor, 0.35], [1, o.warmth ?? o.sunColor, 0]], sx, sy, 0.7)));
  body.push(vignette(c, 0.3, '#20160c'));
  return body;
}

interface ReceptionOpts extends Landscape {
  eye: number;
  horizon: number;
  focal: number;
  tables: readonly number[];
  tableFrom: number;
  tableTo: number;
  cloth: string;
  chair: ChairStyle;
  chairTint?: string;
  florals?: FloralPalette;
  willow?: WillowOpts & { X: number; Z: number; height: number };
  lights: 'cross' | 'canopy';
  bulb?: string;
  vx?: number;
}

/** Open-air dinner: long tables receding under festoon lights. */
function reception(c: Canvas, o: ReceptionOpts): string[] {
  const cam = new Camera(c.w * (o.vx ?? 0.5), c.h * o.horizon, c.w * o.focal, o.eye);
  const body = landscape(c, cam, o);
  if (o.willow) {
    const g = cam.p(o.willow.X, 0, o.willow.Z);
    body.push(willow(c, g.x, g.y, o.willow.height * g.s, o.willow));
  }
  // warm pool of light on the lawn
  const mid = cam.p(0, 0, (o.tableFrom + o.tableTo) / 2);
  body.push(glow(c, mid.x, mid.y, c.w * 0.45, '#ffb65c', 0.28, c.h * 0.2));
  for (const X of o.tables) body.push(longTable(c, cam, X, o.tableFrom, o.tableTo, { cloth: o.cloth, chair: o.chair, chairTint: o.chairTint, florals: o.florals, candles: true, garland: true }));
  const px = 4.2;
  const ph = 4.2;
  const zs: number[] = [];
  for (let z = o.tableTo + 2; z > 2; z -= 4.5) zs.push(z);
  for (const z of zs) for (const sgn of [-1, 1]) body.push(post(cam, sgn * px, z, ph, '#2a2220'));
  zs.forEach((z, i) => {
    body.push(stringLights(c, cam, [-px, ph, z], [px, ph, z], 1.1, 16, o.bulb));
    const next = zs[i + 1];
    if (next !== undefined) {
      if (o.lights === 'cross') {
        body.push(stringLights(c, cam, [-px, ph, z], [px, ph, next], 1.0, 16, o.bulb));
        body.push(stringLights(c, cam, [px, ph, z], [-px, ph, next], 1.0, 16, o.bulb));
      } else {
        for (const sgn of [-1, 1]) body.push(stringLights(c, cam, [sgn * px, ph, z], [sgn * px, ph, next], 0.6, 8, o.bulb));
        body.push(stringLights(c, cam, [-px, ph, (z + next) / 2], [px, ph, (z + next) / 2], 0.9, 16, o.bulb));
      }
    }
  });
  body.push(vignette(c, 0.45, '#0c0a18'));
  return body;
}

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
function slide(c: Canvas, x: number, y: number, w: number, h: number, kind: 'chart' | 'emblem', cols: [string, string, string]): string {
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
function stageHall(c: Canvas, o: StageOpts): string[] {
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

/** Backdrop for close-ups: wall gradient, out-of-focus lights and a table plane. */
function stillLifeBackdrop(c: Canvas, o: { wall: readonly Stop[]; bokeh: readonly string[]; bokehCount?: number; table: string; tableY: number; sheen?: string }): string[] {
  const ty = c.h * o.tableY;
  return [
    sky(c, o.wall),
    bokeh(c, { x: 0, y: 0, w: c.w, h: ty }, o.bokehCount ?? 26, o.bokeh, [c.w * 0.015, c.w * 0.06], [0.12, 0.35]),
    rect(0, ty, c.w, c.h - ty, c.linearAbs([[0, lighten(o.table, 0.12)], [1, darken(o.table, 0.3)]], 0, ty, 0, c.h)),
    rect(0, ty, c.w, c.h * 0.01, lighten(o.table, 0.3), { opacity: 0.6 }),
    o.sheen ? glow(c, c.w / 2, ty + c.h * 0.08, c.w * 0.45, o.sheen, 0.25, c.h * 0.08) : '',
  ];
}

function birthdayScene(c: Canvas): string[] {
  const { w: W, h: H } = c;
  const body = stillLifeBackdrop(c, { wall: [[0, '#f7dccf'], [1, '#efb9a9']], bokeh: ['#ffffff', '#ffe7b0', '#f6c4b8'], table: '#f8efe4', tableY: 0.7, sheen: '#ffffff' });
  body.push(bunting(c, -10, H * 0.05, W + 10, H * 0.08, H * 0.12, ['#d9a441', '#f3c0b5', '#fbf3e6', '#8fb3a0', '#e98f7b'], 14, H * 0.05));
  body.push(bunting(c, -10, H * 0.16, W * 0.55, H * 0.02, H * 0.05, ['#fbf3e6', '#d9a441', '#e98f7b'], 7, H * 0.04));
  const ty = H * 0.7;
  const balloons: [number, number, number, string, boolean][] = [
    [0.12, 0.3, 0.075, '#d9a441', true],
    [0.22, 0.2, 0.085, '#f3b1a4', false],
    [0.08, 0.5, 0.07, '#fbf3e6', false],
    [0.2, 0.42, 0.065, '#e98f7b', false],
    [0.82, 0.24, 0.085, '#fbf3e6', false],
    [0.9, 0.42, 0.075, '#d9a441', true],
    [0.76, 0.43, 0.065, '#f3b1a4', false],
    [0.93, 0.15, 0.06, '#e98f7b', false],
  ];
  for (const [bx, by, br, col, met] of balloons) {
    const anchor = bx < 0.5 ? W * 0.17 : W * 0.84;
    body.push(balloon(c, W * bx, H * by, W * br, col, anchor, ty + H * 0.1, met));
  }
  body.push(ellipse(W * 0.5, H * 0.83, W * 0.24, H * 0.03, '#000', { opacity: 0.12 }));
  body.push(giftBox(c, W * 0.23, H * 0.86, W * 0.13, H * 0.12, '#8fb3a0', '#fbf3e6'));
  body.push(giftBox(c, W * 0.33, H * 0.88, W * 0.09, H * 0.08, '#f3b1a4', '#d9a441'));
  body.push(giftBox(c, W * 0.76, H * 0.87, W * 0.12, H * 0.15, '#fbf3e6', '#e98f7b'));
  body.push(tieredCake(c, W * 0.5, H * 0.8, [[W * 0.28, H * 0.15], [W * 0.2, H * 0.13]], { icing: '#fff6ef', drip: '#f0a3b2', band: C.gold, candles: 5 }));
  body.push(confetti(c, { x: 0, y: H * 0.3, w: W, h: H * 0.7 }, 70, ['#d9a441', '#e98f7b', '#8fb3a0', '#ffffff', '#f3b1a4'], W * 0.012));
  body.push(vignette(c, 0.25, '#6a3020'));
  return body;
}

function anniversaryScene(c: Canvas): string[] {
  const { w: W, h: H } = c;
  const body = stillLifeBackdrop(c, { wall: [[0, '#2a0f1c'], [0.6, '#561f33'], [1, '#7a3a3a']], bokeh: ['#f5c76a', '#ffdf9e', '#e98a6a'], bokehCount: 34, table: '#3a2222', tableY: 0.74, sheen: '#f5c76a' });
  body.push(glow(c, W * 0.5, H * 0.35, W * 0.5, '#f7c873', 0.3, H * 0.4));
  body.push(pillarCandle(c, W * 0.12, H * 0.8, W * 0.06, H * 0.22, '#f4e6cf'));
  body.push(pillarCandle(c, W * 0.2, H * 0.78, W * 0.05, H * 0.14, '#f4e6cf'));
  body.push(pillarCandle(c, W * 0.88, H * 0.79, W * 0.06, H * 0.18, '#f4e6cf'));
  const h = H * 0.82;
  const tilt = 13;
  const baseY = H * 1.04;
  const dx = h * Math.sin((tilt * Math.PI) / 180) + h * 0.1;
  body.push(flute(c, W * 0.5 - dx, baseY, h, tilt));
  body.push(flute(c, W * 0.5 + dx, baseY, h, -tilt, 0.75));
  // clink sparkle and droplets
  const cx = W * 0.5;
  const cy = baseY - h * Math.cos((tilt * Math.PI) / 180) - h * 0.02;
  body.push(glow(c, cx, cy, W * 0.09, '#fff1c4', 0.7));
  for (let i = 0; i < 14; i++) {
    const a = -Math.PI / 2 + c.rng.range(-1.2, 1.2);
    const d = c.rng.range(0.03, 0.1) * W;
    body.push(circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d, c.rng.range(1.5, 4), '#fbe3a0', { opacity: 0.9 }));
  }
  const sparkle = (x: number, y: number, r: number) =>
    pathEl(`M${f(x)} ${f(y - r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + r)}Q${f(x)} ${f(y)} ${f(x - r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - r)}Z`, '#fff6d8');
  body.push(sparkle(cx, cy - H * 0.01, W * 0.03), sparkle(cx + W * 0.07, cy - H * 0.08, W * 0.015), sparkle(cx - W * 0.09, cy - H * 0.05, W * 0.012));
  body.push(flowerCluster(c, W * 0.83, H * 0.9, W * 0.1, ['#8c1f35', '#a82c45', '#6e1428', '#c2566a'], { leaves: 14, blooms: 6, greens: ['#2f4a32', '#3f5e3e'] }));
  for (let i = 0; i < 18; i++) {
    const x = c.rng.range(0.05, 0.95) * W;
    const y = c.rng.range(0.8, 0.98) * H;
    body.push(ellipse(x, y, W * 0.014, W * 0.008, c.rng.pick(['#a82c45', '#8c1f35', '#c2566a']), { transform: `rotate(${f(c.rng.range(0, 180))} ${f(x)} ${f(y)})` }));
  }
  body.push(vignette(c, 0.5));
  return body;
}

function retirementScene(c: Canvas): string[] {
  const { w: W, h: H } = c;
  const body = [sky(c, [[0, '#16223a'], [1, '#2a3d5c']])];
  // wainscot panels
  for (let i = 0; i < 5; i++) body.push(rect(W * (0.02 + i * 0.2), H * 0.5, W * 0.16, H * 0.16, 'none', { stroke: C.gold, 'stroke-width': 1.5, opacity: 0.35 }));
  body.push(rect(0, H * 0.47, W, H * 0.012, C.gold, { opacity: 0.5 }));
  body.push(glow(c, W * 0.5, H * 0.3, W * 0.5, '#ffd591', 0.28, H * 0.35));
  // framed picture: a sailboat at sea (a nod to the years ahead)
  const fx = W * 0.5;
  const fy = H * 0.38;
  body.push(rect(fx - W * 0.09, fy - H * 0.1, W * 0.18, H * 0.15, cylShade(c, C.gold)));
  body.push(rect(fx - W * 0.08, fy - H * 0.088, W * 0.16, H * 0.126, c.linear([[0, '#f3d3a0'], [0.6, '#f6e7c8'], [0.61, '#5d8fa8'], [1, '#34607a']])));
  body.push(pathEl(`M${f(fx - W * 0.012)} ${f(fy + H * 0.005)}L${f(fx - W * 0.012)} ${f(fy - H * 0.07)}L${f(fx + W * 0.03)} ${f(fy + H * 0.005)}Z`, '#ffffff'));
  body.push(pathEl(`M${f(fx - W * 0.04)} ${f(fy + H * 0.012)}L${f(fx + W * 0.04)} ${f(fy + H * 0.012)}L${f(fx + W * 0.03)} ${f(fy + H * 0.025)}L${f(fx - W * 0.032)} ${f(fy + H * 0.025)}Z`, '#3a2a20'));
  body.push(circle(fx + W * 0.045, fy - H * 0.045, W * 0.012, '#f7b26a'));
  body.push(ribbonBanner(c, W * 0.5, H * 0.13, W * 0.5, H * 0.12, '#c9a24d', '#fbf3e2'));
  const balloons: [number, number, number, string, boolean][] = [
    [0.1, 0.22, 0.07, '#c9a24d', true],
    [0.19, 0.14, 0.06, '#fbf3e2', false],
    [0.07, 0.4, 0.06, '#2d4a7a', false],
    [0.88, 0.2, 0.07, '#2d4a7a', false],
    [0.93, 0.37, 0.06, '#c9a24d', true],
    [0.8, 0.34, 0.055, '#fbf3e2', false],
  ];
  for (const [bx, by, br, col, met] of balloons) body.push(balloon(c, W * bx, H * by, W * br, col, bx < 0.5 ? W * 0.13 : W * 0.87, H * 0.66, met));
  // table
  body.push(rect(0, H * 0.64, W, H * 0.36, c.linear([[0, '#fbf6ec'], [1, '#d9ccb4']])));
  body.push(rect(0, H * 0.64, W, H * 0.012, '#ffffff', { opacity: 0.8 }));
  body.push(mantelClock(c, W * 0.2, H * 0.8, W * 0.18));
  body.push(tieredCake(c, W * 0.5, H * 0.8, [[W * 0.24, H * 0.12], [W * 0.16, H * 0.1]], { icing: '#fbf6ec', band: '#2d4a7a', candles: 1, florals: FLORALS.white }));
  body.push(giftBox(c, W * 0.75, H * 0.86, W * 0.13, H * 0.13, '#2d4a7a', C.gold));
  body.push(giftBox(c, W * 0.87, H * 0.88, W * 0.09, H * 0.09, C.gold, '#fbf3e2'));
  body.push(flute(c, W * 0.34, H * 0.9, H * 0.22, 0));
  body.push(flute(c, W * 0.64, H * 0.9, H * 0.22, 0, 0.6));
  body.push(confetti(c, { x: 0, y: 0, w: W, h: H * 0.62 }, 45, [C.gold, C.goldLight, '#fbf3e2'], W * 0.012));
  body.push(vignette(c, 0.4));
  return body;
}

function cakeScene(c: Canvas): string[] {
  const { w: W, h: H } = c;
  const body = [sky(c, [[0, '#efe2cc'], [1, '#d9c4a3']])];
  // draped backdrop with fairy-light strands
  for (let i = 0; i < 16; i++) {
    const x = (W * i) / 15;
    body.push(rect(x - W * 0.02, 0, W * 0.04, H, c.linear([[0, '#ffffff', 0], [0.5, '#ffffff', 0.35], [1, '#ffffff', 0]], 0, 0, 1, 0)));
  }
  for (let i = 0; i < 22; i++) {
    const x = W * (0.02 + i * 0.045) + c.rng.range(-6, 6);
    const len = H * c.rng.range(0.35, 0.7);
    body.push(line(x, 0, x, len, '#b89f78', 1, { opacity: 0.4 }));
    for (let y = c.rng.range(10, 40); y < len; y += H * 0.05) body.push(bokehDisc(c, x, y, W * 0.008, '#ffe2a0', 0.9), glow(c, x, y, W * 0.02, '#ffd88a', 0.3));
  }
  body.push(glow(c, W * 0.5, H * 0.45, W * 0.4, '#fff3dc', 0.5, H * 0.45));
  // round cake table with floor-length linen
  const ty = H * 0.74;
  body.push(pathEl(`M${f(W * 0.14)} ${f(ty)}L${f(W * 0.1)} ${f(H + 5)}L${f(W * 0.9)} ${f(H + 5)}L${f(W * 0.86)} ${f(ty)}Z`, c.linear([[0, '#d9ccb4'], [0.35, '#fbf6ec'], [0.6, '#f3ebdc'], [1, '#cbbca2']], 0, 0, 1, 0)));
  for (const k of [0.2, 0.32, 0.45, 0.58, 0.7, 0.82]) body.push(line(W * k, ty + H * 0.03, W * (k + (k - 0.5) * 0.08), H, '#d7c9b0', 1.5, { opacity: 0.7 }));
  body.push(ellipse(W * 0.5, ty, W * 0.36, H * 0.055, c.radial([[0, '#ffffff'], [1, '#efe6d6']])));
  body.push(tieredCake(c, W * 0.5, ty - H * 0.03, [[W * 0.27, H * 0.17], [W * 0.205, H * 0.15], [W * 0.145, H * 0.13]], { icing: '#fdf9f2', band: C.gold, florals: FLORALS.blush }));
  for (const k of [-1, 1]) {
    body.push(taperCandle(c, W * (0.5 + k * 0.27), ty + H * 0.01, H * 0.2));
    body.push(taperCandle(c, W * (0.5 + k * 0.31), ty + H * 0.025, H * 0.15));
  }
  for (let i = 0; i < 16; i++) {
    const x = W * c.rng.range(0.2, 0.8);
    const y = ty + c.rng.range(-0.02, 0.04) * H;
    body.push(ellipse(x, y, W * 0.007, W * 0.004, c.rng.pick([C.blush, C.rose, '#ffffff']), { transform: `rotate(${f(c.rng.range(0, 180))} ${f(x)} ${f(y)})` }));
  }
  body.push(vignette(c, 0.35, '#3a2a10'));
  return body;
}

function centrepieceScene(c: Canvas): string[] {
  const { w: W, h: H } = c;
  const body = stillLifeBackdrop(c, { wall: [[0, '#0f2219'], [0.7, '#1f3b2d'], [1, '#2c4a38']], bokeh: ['#f5c76a', '#ffe3a3', '#fff4d8'], bokehCount: 40, table: '#f3ebdc', tableY: 0.64, sheen: '#fff1cf' });
  body.push(glow(c, W * 0.5, H * 0.35, W * 0.45, '#ffd98f', 0.22, H * 0.35));
  const ty = H * 0.64;
  // plates at the front edge
  for (const [x, y] of [[0.12, 0.9], [0.88, 0.9]] as const) {
    body.push(ellipse(W * x, H * y, W * 0.14, H * 0.05, cylShade(c, C.gold)));
    body.push(ellipse(W * x, H * y - 2, W * 0.11, H * 0.038, '#ffffff', { stroke: '#e7dcc6', 'stroke-width': 2 }));
  }
  // candles
  for (const [x, hh] of [[0.2, 0.34], [0.27, 0.26], [0.73, 0.3], [0.8, 0.38]] as const) body.push(taperCandle(c, W * x, ty + H * 0.08, H * hh));
  for (const x of [0.36, 0.64]) body.push(pillarCandle(c, W * x, ty + H * 0.12, W * 0.03, H * 0.05, '#fbf3e2'));
  // the arrangement
  const vx = W * 0.5;
  const vy = ty + H * 0.11;
  body.push(ellipse(vx, vy, W * 0.1, H * 0.015, '#000', { opacity: 0.2 }));
  body.push(compote(c, vx, vy, W * 0.22));
  const top = vy - W * 0.13;
  const greens = ['#4f6b45', '#6f8c62', '#8aa27a', '#3e5838', '#a9bb98'];
  for (let i = 0; i < 40; i++) {
    const side = i % 2 ? 1 : -1;
    const a = side > 0 ? c.rng.range(-0.6, 1.0) : Math.PI - c.rng.range(-0.6, 1.0);
    body.push(leaf(vx + Math.cos(a) * W * 0.06, top + Math.sin(a) * W * 0.02, W * c.rng.range(0.06, 0.16), a + side * 0.3, c.rng.pick(greens), 0.28));
  }
  // trailing eucalyptus
  for (const side of [-1, 1]) {
    body.push(eucalyptus(c, vx + side * W * 0.1, top + H * 0.02, vx + side * W * 0.2, ty + H * 0.12, W * 0.022));
    body.push(eucalyptus(c, vx + side * W * 0.06, top + H * 0.05, vx + side * W * 0.13, ty + H * 0.16, W * 0.018));
  }
  body.push(flowerCluster(c, vx - W * 0.07, top - H * 0.02, W * 0.11, FLORALS.blush, { leaves: 10, blooms: 7 }));
  body.push(flowerCluster(c, vx + W * 0.08, top, W * 0.1, FLORALS.garden, { leaves: 10, blooms: 6 }));
  body.push(flowerCluster(c, vx, top - H * 0.07, W * 0.1, FLORALS.blush, { leaves: 8, blooms: 6 }));
  for (let i = 0; i < 14; i++) {
    const x = W * c.rng.range(0.3, 0.7);
    const y = ty + H * c.rng.range(0.12, 0.3);
    body.push(ellipse(x, y, W * 0.008, W * 0.005, c.rng.pick([C.blush, C.rose, '#fff6ee']), { transform: `rotate(${f(c.rng.range(0, 180))} ${f(x)} ${f(y)})` }));
  }
  body.push(vignette(c, 0.45));
  return body;
}

/** Top-down cutlery pieces (vertical), centred on x, spanning y0..y1. */
function cutlery(kind: 'fork' | 'knife' | 'spoon', x: number, y0: number, y1: number, color: string): string {
  const len = y1 - y0;
  const w = len * 0.05;
  const handle = pathEl(`M${f(x - w * 0.5)} ${f(y1)}Q${f(x - w * 0.6)} ${f(y0 + len * 0.55)} ${f(x - w * 0.25)} ${f(y0 + len * 0.35)}L${f(x + w * 0.25)} ${f(y0 + len * 0.35)}Q${f(x + w * 0.6)} ${f(y0 + len * 0.55)} ${f(x + w * 0.5)} ${f(y1)}Z`, color);
  switch (kind) {
    case 'fork': {
      let d = `M${f(x - w * 0.8)} ${f(y0)}`;
      for (let k = 0; k < 4; k++) {
        const tx = x - w * 0.8 + (w * 1.6 * k) / 3;
        d += `L${f(tx)} ${f(y0 + len * 0.16)}L${f(tx + w * 0.18)} ${f(y0)}`;
      }
      d = `M${f(x - w * 0.8)} ${f(y0)}L${f(x - w * 0.8)} ${f(y0 + len * 0.22)}Q${f(x)} ${f(y0 + len * 0.36)} ${f(x + w * 0.8)} ${f(y0 + len * 0.22)}L${f(x + w * 0.8)} ${f(y0)}L${f(x + w * 0.55)} ${f(y0)}L${f(x + w * 0.55)} ${f(y0 + len * 0.15)}L${f(x + w * 0.3)} ${f(y0 + len * 0.15)}L${f(x + w * 0.3)} ${f(y0)}L${f(x + w * 0.1)} ${f(y0)}L${f(x + w * 0.1)} ${f(y0 + len * 0.15)}L${f(x - w * 0.1)} ${f(y0 + len * 0.15)}L${f(x - w * 0.1)} ${f(y0)}L${f(x - w * 0.3)} ${f(y0)}L${f(x - w * 0.3)} ${f(y0 + len * 0.15)}L${f(x - w * 0.55)} ${f(y0 + len * 0.15)}L${f(x - w * 0.55)} ${f(y0)}Z`;
      return handle + pathEl(d, color);
    }
    case 'knife':
      return handle + pathEl(`M${f(x - w * 0.3)} ${f(y0 + len * 0.36)}L${f(x - w * 0.45)} ${f(y0 + len * 0.05)}Q${f(x - w * 0.2)} ${f(y0 - len * 0.02)} ${f(x + w * 0.45)} ${f(y0)}L${f(x + w * 0.3)} ${f(y0 + len * 0.36)}Z`, lighten(color, 0.25));
    case 'spoon':
      return handle + ellipse(x, y0 + len * 0.16, w * 0.95, len * 0.17, color) + ellipse(x - w * 0.25, y0 + len * 0.13, w * 0.35, len * 0.09, '#ffffff', { opacity: 0.3 });
  }
}

function placeSettingScene(c: Canvas): string[] {
  const { w: W, h: H } = c;
  const body = [rect(0, 0, W, H, c.radial([[0, '#fbf7ef'], [1, '#e6dccb']], 0.5, 0.5, 0.75))];
  for (let y = 0; y < H; y += 6) body.push(line(0, y, W, y, '#d8ccb6', 1, { opacity: 0.12 }));
  // sage runner with garland along the top
  body.push(rect(0, 0, W, H * 0.2, c.linear([[0, '#7c9478'], [1, '#8fa98b']])));
  body.push(rect(0, H * 0.2, W, H * 0.012, '#000', { opacity: 0.08 }));
  const greens = ['#4f6b45', '#6f8c62', '#8aa27a', '#3e5838', '#a9bb98'];
  for (let i = 0; i < 70; i++) body.push(leaf(c.rng.range(-20, W + 20), H * c.rng.range(0.04, 0.18), W * c.rng.range(0.03, 0.06), c.rng.range(0, Math.PI * 2), c.rng.pick(greens), 0.3));
  body.push(flowerCluster(c, W * 0.22, H * 0.07, W * 0.07, FLORALS.blush, { leaves: 6, blooms: 5 }));
  body.push(flowerCluster(c, W * 0.8, H * 0.09, W * 0.08, FLORALS.garden, { leaves: 6, blooms: 6 }));
  for (const x of [0.5, 0.93]) body.push(glow(c, W * x, H * 0.1, W * 0.07, '#ffcf7a', 0.6), circle(W * x, H * 0.1, W * 0.022, '#fff7e0', { stroke: '#e8dcc0', 'stroke-width': 3 }), circle(W * x, H * 0.1, W * 0.006, '#ffb347'));
  // charger, plates, napkin
  const cx = W * 0.47;
  const cy = H * 0.6;
  const R = H * 0.3;
  body.push(circle(cx + 6, cy + 8, R, '#000', { opacity: 0.08 }));
  body.push(circle(cx, cy, R, c.radial([[0, '#b8913e'], [0.85, '#e2c275'], [1, '#a27e32']], 0.45, 0.4, 0.6)));
  body.push(circle(cx, cy, R * 0.96, 'none', { stroke: '#f3dc9c', 'stroke-width': R * 0.025, 'stroke-dasharray': `0 ${f(R * 0.06)}`, 'stroke-linecap': 'round' }));
  body.push(circle(cx, cy, R * 0.8, c.radial([[0, '#ffffff'], [0.8, '#fbf8f2'], [1, '#e9e2d4']])));
  body.push(circle(cx, cy, R * 0.77, 'none', { stroke: C.gold, 'stroke-width': 2 }));
  body.push(circle(cx, cy, R * 0.55, '#fdfbf6', { stroke: '#ece4d4', 'stroke-width': 2 }));
  body.push(pathEl(poly([{ x: cx - R * 0.3, y: cy - R * 0.45 }, { x: cx + R * 0.32, y: cy - R * 0.45 }, { x: cx + R * 0.26, y: cy + R * 0.48 }, { x: cx - R * 0.24, y: cy + R * 0.48 }]), c.linear([[0, '#d99a92'], [0.5, '#e7b2a8'], [1, '#cf8d86']], 0, 0, 1, 0)));
  body.push(line(cx - R * 0.02, cy - R * 0.45, cx, cy + R * 0.48, '#c27f78', 2, { opacity: 0.6 }));
  body.push(rect(cx - R * 0.32, cy - R * 0.02, R * 0.64, R * 0.1, C.gold, { opacity: 0.85 }));
  body.push(leaf(cx - R * 0.05, cy + R * 0.03, R * 0.45, -2.4, '#6f8c62', 0.3), leaf(cx, cy + R * 0.03, R * 0.38, -2.0, '#8aa27a', 0.3));
  body.push(rect(cx + R * 0.02, cy - R * 0.3, R * 0.34, R * 0.22, '#fffdf8', { transform: `rotate(-8 ${f(cx)} ${f(cy)})`, stroke: C.gold, 'stroke-width': 2 }));
  // cutlery
  const gold = '#c9a24d';
  body.push(cutlery('fork', cx - R * 1.12, cy - R * 0.75, cy + R * 0.75, gold));
  body.push(cutlery('fork', cx - R * 1.3, cy - R * 0.7, cy + R * 0.72, gold));
  body.push(cutlery('knife', cx + R * 1.12, cy - R * 0.75, cy + R * 0.75, gold));
  body.push(cutlery('spoon', cx + R * 1.3, cy - R * 0.72, cy + R * 0.75, gold));
  body.push(group(cutlery('spoon', cx, cy - R * 0.55, cy + R * 0.55, gold), { transform: `rotate(90 ${f(cx)} ${f(cy - R * 1.15)}) translate(0 ${f(-R * 1.15)})` }));
  // glasses (top view)
  for (const [gx, gy, gr] of [[0.8, 0.34, 0.07], [0.9, 0.46, 0.06], [0.78, 0.52, 0.05]] as const) {
    const x = W * gx;
    const y = H * gy;
    const r = W * gr;
    body.push(circle(x + r * 0.25, y + r * 0.35, r, '#000', { opacity: 0.06 }));
    body.push(circle(x, y, r, '#ffffff', { opacity: 0.45, stroke: '#ffffff', 'stroke-width': 3 }));
    body.push(circle(x, y, r * 0.82, 'none', { stroke: '#d8e2e2', 'stroke-width': 2, opacity: 0.8 }));
    body.push(pathEl(`M${f(x - r * 0.6)} ${f(y - r * 0.4)}A${f(r * 0.72)} ${f(r * 0.72)} 0 0 1 ${f(x + r * 0.1)} ${f(y - r * 0.72)}`, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.9 }));
  }
  body.push(circle(W * 0.8, H * 0.34, W * 0.05, '#f3dfa0', { opacity: 0.5 }));
  // bread plate
  body.push(circle(W * 0.18, H * 0.34, H * 0.1, '#fdfbf6', { stroke: '#e6ddcc', 'stroke-width': 2 }));
  body.push(group(cutlery('knife', W * 0.18, H * 0.27, H * 0.41, gold), { transform: `rotate(40 ${f(W * 0.18)} ${f(H * 0.34)})` }));
  for (let i = 0; i < 14; i++) {
    const x = W * c.rng.range(0.05, 0.95);
    const y = H * c.rng.range(0.25, 0.98);
    if (Math.hypot(x - cx, y - cy) < R * 1.05) continue;
    body.push(ellipse(x, y, W * 0.012, W * 0.007, c.rng.pick([C.blush, C.rose, '#fff6ee']), { transform: `rotate(${f(c.rng.range(0, 180))} ${f(x)} ${f(y)})` }));
  }
  body.push(wash(c, [[0, '#fff3d6', 0.25], [1, '#fff3d6', 0]], 0, 0, 1, 1));
  body.push(vignette(c, 0.25, '#5a4020'));
  return body;
}

// --- Getting-ready suite ----------------------------------------------------

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

function suiteScene(c: Canvas, o: SuiteOpts): string[] {
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

// --- Entrance and parking --------------------------------------------------------

/** Parked car seen from behind. */
function carRear(c: Canvas, cam: Camera, X: number, Z: number, color: string): string {
  const b = cam.p(X, 0, Z);
  const s = b.s;
  const w = 0.9 * s;
  const out = [
    ellipse(b.x, b.y, w * 1.1, s * 0.08, '#000', { opacity: 0.35 }),
    rect(b.x - w * 0.92, b.y - s * 0.3, w * 0.3, s * 0.3, '#121214', { rx: s * 0.05 }),
    rect(b.x + w * 0.62, b.y - s * 0.3, w * 0.3, s * 0.3, '#121214', { rx: s * 0.05 }),
    pathEl(`M${f(b.x - w)} ${f(b.y - s * 0.22)}L${f(b.x - w)} ${f(b.y - s * 0.8)}Q${f(b.x - w)} ${f(b.y - s * 0.92)} ${f(b.x - w * 0.8)} ${f(b.y - s * 0.95)}L${f(b.x + w * 0.8)} ${f(b.y - s * 0.95)}Q${f(b.x + w)} ${f(b.y - s * 0.92)} ${f(b.x + w)} ${f(b.y - s * 0.8)}L${f(b.x + w)} ${f(b.y - s * 0.22)}Z`, c.linear([[0, lighten(color, 0.15)], [1, darken(color, 0.3)]])),
    pathEl(`M${f(b.x - w * 0.82)} ${f(b.y - s * 0.95)}L${f(b.x - w * 0.62)} ${f(b.y - s * 1.42)}L${f(b.x + w * 0.62)} ${f(b.y - s * 1.42)}L${f(b.x + w * 0.82)} ${f(b.y - s * 0.95)}Z`, darken(color, 0.1)),
    pathEl(`M${f(b.x - w * 0.72)} ${f(b.y - s * 0.99)}L${f(b.x - w * 0.58)} ${f(b.y - s * 1.36)}L${f(b.x + w * 0.58)} ${f(b.y - s * 1.36)}L${f(b.x + w * 0.72)} ${f(b.y - s * 0.99)}Z`, c.linear([[0, '#3a4660'], [1, '#141826']])),
    rect(b.x - w * 0.95, b.y - s * 0.72, w * 0.3, s * 0.09, '#d23a3a'),
    rect(b.x + w * 0.65, b.y - s * 0.72, w * 0.3, s * 0.09, '#d23a3a'),
    glow(c, b.x - w * 0.8, b.y - s * 0.68, s * 0.35, '#ff4a3a', 0.35),
    glow(c, b.x + w * 0.8, b.y - s * 0.68, s * 0.35, '#ff4a3a', 0.35),
    rect(b.x - w * 0.22, b.y - s * 0.55, w * 0.44, s * 0.13, '#e8e4d8', { opacity: 0.85 }),
    rect(b.x - w, b.y - s * 0.3, w * 2, s * 0.1, darken(color, 0.45)),
  ];
  return group(out);
}

/** Lamp post with a lantern head. */
function lampPost(c: Canvas, cam: Camera, X: number, Z: number, color = '#2a2622'): string {
  const b = cam.p(X, 0, Z);
  const t = cam.p(X, 3.6, Z);
  return (
    line(b.x, b.y, t.x, t.y, color, Math.max(1.2, b.s * 0.08)) +
    glow(c, t.x, t.y, b.s * 2, '#ffd38a', 0.45) +
    rect(t.x - b.s * 0.14, t.y - b.s * 0.18, b.s * 0.28, b.s * 0.36, '#ffe7b0', { stroke: color, 'stroke-width': Math.max(1, b.s * 0.04) }) +
    pathEl(`M${f(t.x - b.s * 0.2)} ${f(t.y - b.s * 0.18)}L${f(t.x)} ${f(t.y - b.s * 0.36)}L${f(t.x + b.s * 0.2)} ${f(t.y - b.s * 0.18)}Z`, color)
  );
}

/** Neoclassical facade parallel to the picture plane at depth Z. */
function facade(c: Canvas, cam: Camera, Z: number, o: { wall: string; trim: string; glass: string }): string {
  const P = (X: number, Y: number) => cam.p(X, Y, Z);
  const s = P(0, 0).s;
  const out: string[] = [];
  const R = (x0: number, y0: number, x1: number, y1: number, fill: string, a: Attrs = {}) => {
    const p0 = P(x0, y1);
    const p1 = P(x1, y0);
    return rect(p0.x, p0.y, p1.x - p0.x, p1.y - p0.y, fill, a);
  };
  const archWin = (X: number, y0: number, w: number, h: number) => {
    const b = P(X - w / 2, y0);
    const t = P(X + w / 2, y0 + h);
    const r = (t.x - b.x) / 2;
    const d = `M${f(b.x)} ${f(b.y)}L${f(b.x)} ${f(t.y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(t.x)} ${f(t.y + r)}L${f(t.x)} ${f(b.y)}Z`;
    return glow(c, (b.x + t.x) / 2, (b.y + t.y) / 2, r * 2.6, '#ffcf80', 0.25) + pathEl(d, c.linear([[0, lighten(o.glass, 0.2)], [1, o.glass]]), { stroke: o.trim, 'stroke-width': Math.max(1, s * 0.12) }) + line((b.x + t.x) / 2, b.y, (b.x + t.x) / 2, t.y + r * 0.3, o.trim, Math.max(0.8, s * 0.06), { opacity: 0.7 });
  };
  // wings and main block
  out.push(R(-24, 0, 24, 9, c.linear([[0, lighten(o.wall, 0.08)], [1, darken(o.wall, 0.12)]])));
  out.push(R(-24, 9, 24, 9.8, o.trim));
  for (let X = -23; X <= 23; X += 0.9) out.push(R(X - 0.15, 9.8, X + 0.15, 10.7, o.trim, { opacity: 0.9 }));
  out.push(R(-24, 10.7, 24, 11.1, o.trim));
  out.push(R(-24, 0, 24, 0.9, darken(o.wall, 0.18)));
  for (const X of [-20, -15.5, -11, 11, 15.5, 20]) {
    out.push(archWin(X, 1.4, 2.2, 3.6));
    out.push(archWin(X, 5.6, 1.8, 2.6));
  }
  // portico
  out.push(R(-7, 0, 7, 10.5, darken(o.wall, 0.06)));
  out.push(archWin(0, 0.9, 3.4, 5.6));
  out.push(glow(c, P(0, 2).x, P(0, 2).y, s * 5, '#ffc870', 0.35));
  for (const X of [-5.5, -2.8, 2.8, 5.5]) {
    out.push(R(X - 0.45, 0.9, X + 0.45, 8.6, c.linear([[0, darken(o.wall, 0.15)], [0.4, lighten(o.wall, 0.25)], [1, darken(o.wall, 0.2)]], 0, 0, 1, 0)));
    out.push(R(X - 0.65, 8.6, X + 0.65, 9.0, o.trim));
    out.push(R(X - 0.6, 0.9, X + 0.6, 1.2, o.trim));
  }
  out.push(R(-7.4, 9.0, 7.4, 9.9, o.trim));
  const pl = P(-7.6, 9.9);
  const pr = P(7.6, 9.9);
  const pt = P(0, 13);
  out.push(pathEl(poly([pl, pr, pt]), c.linear([[0, lighten(o.wall, 0.1)], [1, darken(o.wall, 0.05)]])));
  out.push(pathEl(poly([pl, pr, pt]), 'none', { stroke: o.trim, 'stroke-width': Math.max(1.5, s * 0.25) }));
  const oc = P(0, 11.1);
  out.push(circle(oc.x, oc.y, s * 0.7, 'none', { stroke: o.trim, 'stroke-width': Math.max(1, s * 0.12) }));
  // steps
  for (let k = 0; k < 4; k++) out.push(R(-5.5 - k * 0.5, 0.9 - (k + 1) * 0.22, 5.5 + k * 0.5, 0.9 - k * 0.22, k % 2 ? darken(o.wall, 0.1) : o.wall));
  return group(out);
}

function entranceScene(c: Canvas): string[] {
  const cam = new Camera(c.w * 0.5, c.h * 0.56, c.w * 0.85, 1.7);
  const body = landscape(c, cam, {
    sky: [[0, '#26335e'], [0.4, '#6c5f8e'], [0.56, '#e8a57e']],
    sun: [0.3, 0.56],
    sunColor: '#ff9f6a',
    sunDisc: false,
    hills: ['#5d5476', '#463f60'],
    trees: '#272a3c',
    lawn: ['#34402f', '#1f271d'],
  });
  const g = cam.p(13, 0, 34);
  body.push(willow(c, g.x, g.y, 11 * g.s, { dark: '#1b2620', mid: '#3a4a32', light: '#6c7a4a', trunk: '#1c1a18', sun: -1, density: 0.6 }));
  body.push(facade(c, cam, 30, { wall: '#efe4cf', trim: '#c9b48a', glass: '#ffcf7f' }));
  // asphalt forecourt and central walkway
  const lot = [cam.p(-60, 0, 28.5), cam.p(60, 0, 28.5), cam.p(60, 0, 1), cam.p(-60, 0, 1)];
  body.push(pathEl(poly(lot), c.linearAbs([[0, '#4a4a52'], [1, '#24242a']], 0, lot[0]!.y, 0, c.h)));
  const walk = [cam.p(-3, 0, 28.5), cam.p(3, 0, 28.5), cam.p(3, 0, 1), cam.p(-3, 0, 1)];
  body.push(pathEl(poly(walk), c.linearAbs([[0, '#d9ccb4'], [1, '#b8a88c']], 0, walk[0]!.y, 0, c.h)));
  for (let Z = 28; Z > 1.5; Z -= 1.2) {
    const a = cam.p(-3, 0, Z);
    const b = cam.p(3, 0, Z);
    body.push(line(a.x, a.y, b.x, b.y, '#a89878', 1, { opacity: 0.5 }));
  }
  // stall markings and parked cars
  const colors = ['#b8bcc4', '#1f2c4a', '#1a1a1e', '#e9e6df', '#6b2030', '#5a6470'];
  const items: { z: number; svg: string }[] = [];
  for (const side of [-1, 1]) {
    for (let k = 0; k < 8; k++) {
      const X = side * (5 + k * 2.8);
      for (const Z of [18, 11]) {
        const a = cam.p(X - side * 1.4, 0, Z - 2.5);
        const b = cam.p(X - side * 1.4, 0, Z + 2.5);
        body.push(line(a.x, a.y, b.x, b.y, '#f1eee6', Math.max(1, a.s * 0.08), { opacity: 0.7 }));
        if ((k + (Z === 11 ? 1 : 0)) % 3 !== 2) items.push({ z: Z, svg: carRear(c, cam, X, Z, colors[(k * 2 + (Z === 11 ? 3 : 0) + (side > 0 ? 1 : 0)) % colors.length]!) });
      }
    }
  }
  for (const Z of [27, 21, 15, 9, 4]) for (const side of [-1, 1]) items.push({ z: Z, svg: lampPost(c, cam, side * 3.6, Z) });
  // topiaries flanking the steps
  for (const side of [-1, 1]) {
    const p = cam.p(side * 6.4, 0, 29);
    items.push({ z: 29, svg: rect(p.x - p.s * 0.4, p.y - p.s * 0.8, p.s * 0.8, p.s * 0.8, '#d8ccb4') + circle(p.x, p.y - p.s * 1.6, p.s * 0.85, '#3e5a3a') + circle(p.x - p.s * 0.25, p.y - p.s * 1.85, p.s * 0.35, '#587a50') });
  }
  items.sort((a, b) => b.z - a.z);
  body.push(...items.map((i) => i.svg));
  body.push(vignette(c, 0.45, '#0a0a14'));
  return body;
}

// --- Terrace cocktail hour -----------------------------------------------------------------

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

function terraceScene(c: Canvas): string[] {
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

// --- Indoor candlelit ceremony -----------------------------------------------------

function indoorCeremony(c: Canvas): string[] {
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

// --- Garden walk -------------------------------------------------------------------------

function gardenWalk(c: Canvas): string[] {
  const cam = new Camera(c.w * 0.5, c.h * 0.5, c.w * 0.8, 1.6);
  const body = landscape(c, cam, {
    sky: [[0, '#8fb6d3'], [0.45, '#dce8e6'], [0.55, '#f3e6c8']],
    sun: [0.78, 0.2],
    sunColor: '#fff1c8',
    hills: ['#b9c7bd', '#9fb29a', '#86a07f'],
    trees: '#6c8a5e',
    lawn: ['#8aa860', '#557a3c'],
    clouds: '#ffffff',
  });
  // curving gravel path toward the willow
  const cx = (Z: number) => Math.sin(Z * 0.22) * 2.2 - 0.6;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let Z = 1.2; Z <= 24; Z += 0.6) {
    left.push(cam.p(cx(Z) - 1.1, 0, Z));
    right.push(cam.p(cx(Z) + 1.1, 0, Z));
  }
  body.push(pathEl(`${smooth(left)}L${smooth([...right].reverse()).slice(1)}Z`, c.linearAbs([[0, '#e6dcc6'], [1, '#cbb995']], 0, cam.y0, 0, c.h)));
  const g = cam.p(2.5, 0, 26);
  body.push(willow(c, g.x, g.y, 11.5 * g.s, { dark: '#2c4a2c', mid: '#5d7c40', light: '#bcc86e', trunk: '#4a3b2c', sun: 1 }));
  // bench beneath the tree
  const bp = cam.p(-0.6, 0, 24);
  body.push(rect(bp.x - bp.s * 0.9, bp.y - bp.s * 0.48, bp.s * 1.8, bp.s * 0.1, '#f4efe4'), rect(bp.x - bp.s * 0.9, bp.y - bp.s * 0.9, bp.s * 1.8, bp.s * 0.08, '#f4efe4'), rect(bp.x - bp.s * 0.9, bp.y - bp.s * 0.75, bp.s * 1.8, bp.s * 0.08, '#f4efe4'));
  for (const k of [-0.85, 0.85]) body.push(line(bp.x + bp.s * k, bp.y - bp.s * 0.9, bp.x + bp.s * k, bp.y, '#e6dfd0', Math.max(1, bp.s * 0.08)));
  // flower borders along both sides: low shrubs dotted with small blooms, far to near
  const pal = [...FLORALS.garden, '#b9a3d0', '#d7c4e8', '#f4d28a'];
  for (let Z = 22; Z >= 2.4; Z -= 0.7) {
    for (const side of [-1, 1]) {
      const p = cam.p(cx(Z) + side * c.rng.range(1.5, 1.9), 0, Z);
      const w = p.s * c.rng.range(0.45, 0.6);
      body.push(ellipse(p.x, p.y - w * 0.3, w, w * 0.55, mix('#3f6a3a', '#6e9a55', c.rng.next())));
      body.push(ellipse(p.x - w * 0.2, p.y - w * 0.45, w * 0.5, w * 0.35, '#7fa866', { opacity: 0.6 }));
      for (let k = 0; k < 5; k++) body.push(bloom(c, p.x + c.rng.range(-0.75, 0.75) * w, p.y - w * c.rng.range(0.35, 0.8), w * c.rng.range(0.09, 0.14), c.rng.pick(pal)));
    }
  }
  body.push(hangingFronds(c, c.w * 0.55, c.w * 1.05, c.h * 0.4, '#3f5e34', '#a8bb64', 16));
  body.push(rect(0, 0, c.w, c.h, c.radial([[0, '#fff4d0', 0.3], [1, '#fff4d0', 0]], 0.78, 0.2, 0.8)));
  body.push(vignette(c, 0.25, '#1c2414'));
  return body;
}

// ---------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------

type Kind = 'hero' | 'gallery' | 'event' | 'about' | 'brand';
type Category = 'Weddings' | 'Ceremonies' | 'Receptions' | 'Corporate' | 'Décor' | null;

interface ImageSpec {
  file: string;
  kind: Exclude<Kind, 'brand'>;
  title: string;
  category: Category;
  altText: string;
  width: number;
  height: number;
  draw: (c: Canvas) => string[];
}

const HERO = { width: 1920, height: 1080 } as const;
const GALLERY = { width: 1200, height: 800 } as const;
const CARD = { width: 800, height: 600 } as const;

const IVORY_BALLROOM: Omit<BallroomOpts, 'tables' | 'chandeliers'> = {
  wall: '#e9dcc2',
  trim: '#c9a24d',
  drape: '#f3e7cf',
  floor: '#5a3f2b',
  uplight: '#ffcf8a',
  window: 'night',
  cloth: C.ivory,
  florals: FLORALS.blush,
  chair: 'chiavari',
  eye: 2.8,
  horizon: 0.4,
};

/** Grid of table positions; odd rows are shifted by half a column. */
function tableGrid(rows: readonly number[], cols: readonly number[], stagger = 0, skip?: (x: number, z: number) => boolean): [number, number][] {
  const out: [number, number][] = [];
  rows.forEach((Z, i) => {
    for (const X0 of cols) {
      const X = X0 + (i % 2 ? stagger : 0);
      if (!skip?.(X, Z)) out.push([X, Z]);
    }
  });
  return out;
}

const IMAGES: ImageSpec[] = [
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
  {
    file: 'gallery-first-dance.webp',
    kind: 'gallery',
    title: 'First dance under the crystal chandeliers',
    category: 'Weddings',
    altText:
      'Illustration of a newlywed couple sharing their first dance in a pool of light on the parquet of the emerald-walled ballroom, guests gathered at the edges of the dance floor and crystal chandeliers glowing overhead.',
    ...GALLERY,
    draw: (c) =>
      ballroom(c, {
        ...IVORY_BALLROOM,
        wall: '#2e4a3c',
        trim: '#c9a24d',
        drape: '#e9dcc2',
        uplight: '#f6c27a',
        eye: 1.9,
        horizon: 0.44,
        danceFloor: [2.9, 9],
        couple: true,
        crowd: true,
        tables: tableGrid([19, 14.5, 10.5, 7, 4], [-9.5, -6, 6, 9.5]),
        chandeliers: [
          [-3, 10],
          [3, 10],
        ],
      }),
  },
  {
    file: 'gallery-willow-arch.webp',
    kind: 'gallery',
    title: 'Floral arch beneath the willow canopy',
    category: 'Ceremonies',
    altText:
      'Illustration of guests seated on white chairs for a daytime garden ceremony, facing a floral arch with flowing ivory fabric set right in front of the great weeping willow on a bright summer afternoon.',
    ...GALLERY,
    draw: (c) =>
      gardenCeremony(c, {
        sky: [
          [0, '#7fb0d6'],
          [0.45, '#cfe3ea'],
          [0.58, '#f1ecd6'],
        ],
        sun: [0.85, 0.12],
        sunColor: '#fff6d8',
        hills: ['#b5c6c4', '#9db3a2', '#87a07e'],
        trees: '#5f7f55',
        lawn: ['#86a65a', '#4f7334'],
        clouds: '#ffffff',
        eye: 1.5,
        horizon: 0.5,
        focal: 0.85,
        vx: 0.62,
        willow: { X: -1.5, Z: 22, height: 11, dark: '#2a4a2a', mid: '#5c7e3c', light: '#c3d070', trunk: '#4a3b2c', sun: 1 },
        arch: 'round',
        archAt: 15,
        archColor: '#f7f1e6',
        fabric: '#ffffff',
        florals: FLORALS.white,
        rows: [5.5, 6.7, 7.9, 9.1, 10.3, 11.5, 12.7],
        perSide: 5,
        chair: 'ghost',
        guests: 0.55,
        aisleColor: '#f7f1e4',
      }),
  },
  {
    file: 'gallery-ballroom-reception.webp',
    kind: 'gallery',
    title: 'Emerald ballroom reception in full bloom',
    category: 'Receptions',
    altText:
      'Elevated illustration of the ballroom dressed for a wedding reception: deep green walls with gold trim, round tables in ivory linen with gold chairs, candles and white floral centrepieces, and crystal chandeliers glowing above.',
    ...GALLERY,
    draw: (c) =>
      ballroom(c, {
        ...IVORY_BALLROOM,
        wall: '#244a3a',
        drape: '#d9c8a6',
        uplight: '#ffd08a',
        window: 'dusk',
        florals: FLORALS.white,
        eye: 4.2,
        horizon: 0.36,
        vx: 0.38,
        tables: tableGrid([21, 17, 13, 9.5, 6.5], [-9, -4.5, 0, 4.5, 9], 2.25, (x) => Math.abs(x) > 10),
        chandeliers: [
          [-4.5, 18],
          [4.5, 18],
          [0, 11],
        ],
      }),
  },
  {
    file: 'gallery-keynote-stage.webp',
    kind: 'gallery',
    title: 'Keynote staging with a full-width screen',
    category: 'Corporate',
    altText:
      'Illustration of a corporate keynote in the hall: a speaker at a wooden podium on a low stage beneath a lighting truss, a large projection screen showing abstract charts, and rows of upholstered chairs filled with attendees.',
    ...GALLERY,
    draw: (c) =>
      stageHall(c, {
        wall: '#1f2a44',
        floor: '#2a2d38',
        stage: '#3a3f52',
        lights: ['#9fd3e0', '#f2d49a', '#9fd3e0'],
        eye: 1.5,
        horizon: 0.48,
        focal: 0.62,
        screen: 'chart',
        podium: true,
        rows: [2.9, 3.9, 4.9, 5.9, 6.9, 7.9, 8.9, 9.9, 10.9, 11.9],
        perSide: 7,
        chair: 'conference',
        audience: 0.75,
      }),
  },
  {
    file: 'gallery-floral-centrepiece.webp',
    kind: 'gallery',
    title: 'Garden-rose centrepiece in a gilded compote',
    category: 'Décor',
    altText:
      'Illustration of a lush centrepiece of blush and peach garden roses with trailing eucalyptus in a footed gold compote, flanked by taper candles on an ivory tablecloth, with warm out-of-focus lights on a deep green background.',
    ...GALLERY,
    draw: centrepieceScene,
  },
  {
    file: 'gallery-golden-hour-portrait.webp',
    kind: 'gallery',
    title: 'Golden-hour portrait under the willow',
    category: 'Weddings',
    altText:
      'Illustration of a newlywed couple embracing on the lawn at sunset, silhouetted against a low golden sun, with the sweeping branches of the venue\'s weeping willow beside them and fronds hanging into the frame.',
    ...GALLERY,
    draw: (c) =>
      gardenCeremony(c, {
        sky: [
          [0, '#5d6f9c'],
          [0.3, '#d89a8c'],
          [0.5, '#f7b772'],
          [0.62, '#fbd38a'],
        ],
        sun: [0.6, 0.6],
        sunColor: '#ffb45e',
        hills: ['#d49a78', '#b27f6a', '#8a6a5a'],
        trees: '#5a4a40',
        lawn: ['#7a7440', '#3a4024'],
        eye: 1.3,
        horizon: 0.64,
        focal: 0.9,
        vx: 0.5,
        willow: { X: -4.5, Z: 13, height: 10, dark: '#202a1c', mid: '#4a5430', light: '#e0a85a', trunk: '#2a2018', sun: 1 },
        florals: FLORALS.garden,
        couple: { X: 1.1, Z: 7 },
        fronds: ['#2a3420', '#c9a052'],
        warmth: '#ffb050',
      }),
  },
  {
    file: 'gallery-aisle-petals.webp',
    kind: 'gallery',
    title: 'Petal-strewn aisle to the moon gate',
    category: 'Ceremonies',
    altText:
      'Low-angle illustration looking down a petal-strewn aisle between wooden cross-back chairs with bouquets, towards a round gold moon-gate arch dressed with peach and ivory roses under a soft pink morning sky.',
    ...GALLERY,
    draw: (c) =>
      gardenCeremony(c, {
        sky: [
          [0, '#a9b8dc'],
          [0.35, '#efd2d6'],
          [0.55, '#fbe3c8'],
        ],
        sun: [0.38, 0.46],
        sunColor: '#ffe2c0',
        hills: ['#d8c4cc', '#b9b6b8', '#9aa79a'],
        trees: '#7c8f74',
        lawn: ['#9bb073', '#5a7a42'],
        clouds: '#fff3f0',
        eye: 1.15,
        horizon: 0.5,
        focal: 0.95,
        vx: 0.5,
        arch: 'moon',
        archAt: 14,
        archColor: C.gold,
        florals: FLORALS.garden,
        rows: [3.6, 4.9, 6.2, 7.5, 8.8, 10.1, 11.4],
        perSide: 4,
        chair: 'cross',
        aisleColor: '#f9f4ea',
      }),
  },
  {
    file: 'gallery-string-lights.webp',
    kind: 'gallery',
    title: 'Long-table dinner under a canopy of lights',
    category: 'Receptions',
    altText:
      'Illustration of three long banquet tables with candles and garden roses stretching across the lawn at blue hour, beneath a canopy of festoon lights strung between slim posts, with the silhouette of the willow in the distance.',
    ...GALLERY,
    draw: (c) =>
      reception(c, {
        sky: [
          [0, '#0f1a3a'],
          [0.35, '#27407a'],
          [0.52, '#6f86b8'],
          [0.6, '#d9a77e'],
        ],
        sun: [0.3, 0.58],
        sunColor: '#f0b27a',
        sunDisc: false,
        hills: ['#4f5f8a', '#3a4870', '#29355a'],
        trees: '#1a2240',
        lawn: ['#24363a', '#121c1e'],
        eye: 2.1,
        horizon: 0.55,
        focal: 0.6,
        vx: 0.4,
        tables: [-2.6, 0.9, 4.4],
        tableFrom: 3.5,
        tableTo: 20,
        cloth: '#f6f1e8',
        chair: 'chiavari',
        chairTint: '#d9b866',
        florals: FLORALS.blush,
        willow: { X: -12, Z: 34, height: 11, dark: '#0e1524', mid: '#1c2838', light: '#34445a', trunk: '#0e0e14', sun: 1, density: 0.6 },
        lights: 'canopy',
        bulb: '#ffe0a0',
      }),
  },
  {
    file: 'gallery-gala-dinner.webp',
    kind: 'gallery',
    title: 'Corporate gala dinner in violet light',
    category: 'Corporate',
    altText:
      'Illustration of a corporate gala dinner in the ballroom: violet uplighting washes the walls, round tables with white linen and sashed chairs fill the floor, and a low stage with a large screen showing an abstract emblem waits at the far end.',
    ...GALLERY,
    draw: (c) =>
      ballroom(c, {
        ...IVORY_BALLROOM,
        wall: '#2a2850',
        trim: '#b9a4e0',
        drape: '#3a3670',
        floor: '#2a2230',
        uplight: '#8a6cff',
        window: 'night',
        cloth: '#f4f4f6',
        florals: FLORALS.white,
        chair: 'banquet',
        chairTint: '#e9e6f0',
        centre: 'candles',
        eye: 2.6,
        horizon: 0.4,
        screen: ['#1a1840', '#c8b0ff', '#6fd0e0'],
        tables: tableGrid([19, 15, 11, 7.5, 4.5], [-9, -4.5, 0, 4.5, 9], 2.25, (x, z) => Math.abs(x) > 10 || (Math.abs(x) < 1 && z > 18)),
        chandeliers: [
          [-5, 14],
          [5, 14],
        ],
      }),
  },
  {
    file: 'gallery-wedding-cake.webp',
    kind: 'gallery',
    title: 'Three-tier cake with a blush floral cascade',
    category: 'Décor',
    altText:
      'Illustration of a three-tier ivory wedding cake with gold ribbon bands and blush roses, on a gold stand atop a linen-draped cake table between taper candles, in front of a curtain of warm fairy lights.',
    ...GALLERY,
    draw: cakeScene,
  },
  {
    file: 'gallery-bridal-suite.webp',
    kind: 'gallery',
    title: 'The gown waiting in the bridal suite',
    category: 'Weddings',
    altText:
      'Illustration of the sunlit bridal suite: an ivory wedding gown hangs beside a tall window with sheer curtains, opposite a vanity with an oval gilded mirror, sconces, perfume bottles, a posy of blush roses and a velvet stool.',
    ...GALLERY,
    draw: (c) => suiteScene(c, { wall: '#efd9cf', accent: '#9fb59a', floor: '#d8bf9c', dress: true }),
  },
  {
    file: 'gallery-candlelit-ceremony.webp',
    kind: 'gallery',
    title: 'Candlelit aisle for an evening ceremony',
    category: 'Ceremonies',
    altText:
      'Illustration of an evening ceremony inside the ballroom: an ivory aisle lined with pillar candles in glass hurricanes runs between rows of sashed chairs towards a draped arch with white flowers, under three glowing chandeliers.',
    ...GALLERY,
    draw: indoorCeremony,
  },
  {
    file: 'gallery-cocktail-terrace.webp',
    kind: 'gallery',
    title: 'Sunset cocktail hour on the terrace',
    category: 'Receptions',
    altText:
      'Illustration of guests mingling around tall draped cocktail tables with candles on the stone terrace at sunset, under festoon lights, with a balustrade and the willow-lined garden and hills beyond.',
    ...GALLERY,
    draw: terraceScene,
  },
  {
    file: 'gallery-place-setting.webp',
    kind: 'gallery',
    title: 'Gold charger place setting with a blush napkin',
    category: 'Décor',
    altText:
      'Top-down illustration of a place setting: a beaded gold charger with fine china, a folded blush napkin tied with a gold band and a eucalyptus sprig, gold cutlery, crystal glasses, a bread plate and a sage runner with greenery and candles.',
    ...GALLERY,
    draw: placeSettingScene,
  },
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

// ---------------------------------------------------------------------------
// Brand emblem
// ---------------------------------------------------------------------------

const BRAND_GOLD = '#C9A24D';
const BRAND_GREEN = '#1F3B2D';

/**
 * The emblem: a weeping willow inside a double ring, gold on transparent.
 * Hand-tuned on a 64-unit grid so it stays crisp as a favicon.
 */
function emblemBody(): string {
  // limbs rise from the trunk, then fine strands arch over and weep down at staggered lengths
  const limbs = 'M31 31C29.5 27 26.5 24.6 22.8 23.4M31.2 31.4C33 27 36.6 24.4 40.8 23.4M31 31.5C31 26.5 31.4 22.2 32.4 18.6';
  const strands = [
    'M32.4 18.6C25.5 16.8 18.8 21 16.6 33.5',
    'M32.4 18.6C39.3 16.8 45.6 21 47.4 33',
    'M22.8 23.4C19.6 25 18.2 30 18.6 39.5',
    'M22.8 23.4C21.2 27.6 21.4 34.6 22.6 43',
    'M40.8 23.4C44.2 25 45.7 30 45.3 39',
    'M40.8 23.4C42.4 27.6 42.2 34.6 41 42.5',
    'M32.4 18.6C28.4 21 26.6 28 26.9 37.5',
    'M32.4 18.6C36.4 21 37.8 28 37.4 36.5',
  ].join('');
  return (
    `<g fill="none" stroke="${BRAND_GOLD}" stroke-linecap="round">` +
    `<circle cx="32" cy="32" r="30" stroke-width="1.8"/>` +
    `<circle cx="32" cy="32" r="27" stroke-width=".7"/>` +
    `<path d="M31.6 49C32.1 42.5 31.8 36.5 31 31" stroke-width="2.8"/>` +
    `<path d="${limbs}" stroke-width="1.6"/>` +
    `<path d="${strands}" stroke-width="1.2"/>` +
    `<path d="M20 49.6Q32 47.6 44 49.6" stroke-width="1.3"/></g>`
  );
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${emblemBody()}</svg>\n`;
}

/** Favicon: the same emblem on a deep-green disc so it reads on light and dark browser tabs. */
function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${BRAND_GREEN}"/>${emblemBody()}</svg>\n`;
}

interface ManifestEntry {
  file: string;
  kind: Kind;
  title: string;
  category: Category;
  altText: string;
  width: number;
  height: number;
}

const BRAND: ManifestEntry[] = [
  {
    file: 'logo.svg',
    kind: 'brand',
    title: 'Grand Willow Hall emblem',
    category: null,
    altText: 'Grand Willow Hall emblem: a gold weeping willow inside a double ring.',
    width: 64,
    height: 64,
  },
  {
    file: 'favicon.svg',
    kind: 'brand',
    title: 'Favicon (vector)',
    category: null,
    altText: 'Grand Willow Hall favicon: a gold weeping willow in a ring on a deep green disc.',
    width: 64,
    height: 64,
  },
  {
    file: 'favicon.png',
    kind: 'brand',
    title: 'Favicon (64 px)',
    category: null,
    altText: 'Grand Willow Hall favicon: a gold weeping willow in a ring on a deep green disc.',
    width: 64,
    height: 64,
  },
];

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

const KIND_ORDER: readonly Kind[] = ['hero', 'gallery', 'event', 'about', 'brand'];

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

async function renderImage(spec: ImageSpec): Promise<number> {
  const canvas = new Canvas(spec.width, spec.height, hashSeed(spec.file));
  const svg = canvas.svg(spec.draw(canvas));
  if (process.env.DUMP_SVG) await writeFile(path.join(process.env.DUMP_SVG, spec.file.replace(/\.webp$/, '.svg')), svg);
  const out = path.join(OUT_DIR, spec.file);
  const buf = await sharp(Buffer.from(svg)).resize(spec.width, spec.height).webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true }).toBuffer();
  await writeFile(out, buf);
  return buf.length;
}

async function renderBrand(): Promise<void> {
  const logo = logoSvg();
  const favicon = faviconSvg();
  await writeFile(path.join(OUT_DIR, 'logo.svg'), logo);
  await writeFile(path.join(OUT_DIR, 'favicon.svg'), favicon);
  const png = await sharp(Buffer.from(favicon), { density: 96 }).resize(64, 64).png({ compressionLevel: 9, palette: true }).toBuffer();
  await writeFile(path.join(OUT_DIR, 'favicon.png'), png);
  console.log(`${'logo.svg'.padEnd(36)} 64x64      ${kb(Buffer.byteLength(logo))}`);
  console.log(`${'favicon.svg'.padEnd(36)} 64x64      ${kb(Buffer.byteLength(favicon))}`);
  console.log(`${'favicon.png'.padEnd(36)} 64x64      ${kb(png.length)}`);
}

function checkCatalogue(): void {
  const seen = new Set<string>();
  for (const spec of IMAGES) {
    if (seen.has(spec.file)) throw new Error(`duplicate file name ${spec.file}`);
    seen.add(spec.file);
    if (spec.kind === 'gallery' ? spec.category === null : spec.category !== null) throw new Error(`${spec.file}: only gallery images carry a category`);
  }
  const categories = ['Weddings', 'Ceremonies', 'Receptions', 'Corporate', 'Décor'] as const;
  for (const cat of categories) {
    const n = IMAGES.filter((i) => i.category === cat).length;
    if (n < 2) throw new Error(`gallery category ${cat} has ${n} image(s); at least 2 are required`);
  }
}

async function main(): Promise<void> {
  checkCatalogue();
  const only = process.argv.slice(2);
  await mkdir(OUT_DIR, { recursive: true });
  const selected = only.length ? IMAGES.filter((i) => only.some((o) => i.file.includes(o))) : IMAGES;
  let total = 0;
  for (const spec of selected) {
    const size = await renderImage(spec);
    total += size;
    const warn = size > 120 * 1024 ? '  (over 120 kB budget)' : '';
    console.log(`${spec.file.padEnd(36)} ${`${spec.width}x${spec.height}`.padEnd(10)} ${kb(size)}${warn}`);
  }
  await renderBrand();

  const manifest: ManifestEntry[] = [...IMAGES]
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
    .map((i): ManifestEntry => ({ file: i.file, kind: i.kind, title: i.title, category: i.category, altText: i.altText, width: i.width, height: i.height }))
    .concat(BRAND);
  await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);

  const known = new Set(manifest.map((m) => m.file));
  const stray = (await readdir(OUT_DIR)).filter((name) => !known.has(name));
  if (stray.length) console.warn(`note: files in ${path.relative(ROOT, OUT_DIR)} not listed in the manifest: ${stray.join(', ')}`);
  console.log(`\n${selected.length} illustrations (${kb(total)}) + 3 brand assets; manifest: ${path.relative(ROOT, MANIFEST)} (${manifest.length} entries)`);
}

await main();
