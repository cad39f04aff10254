/** Numbers, colours and SVG markup: the primitives every drawing is written in. */

export type Pt = { x: number; y: number };

/** Format a number with one decimal, which keeps the SVG source small. */
export function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const n = parseInt(h.length === 3 ? h.replace(/(.)/g, '$1$1') : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear blend of two hex colours (t = 0 → a, t = 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * Math.min(1, Math.max(0, t)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}
export const darken = (c: string, t: number) => mix(c, '#000000', t);
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** Attribute numbers: small values (opacities, offsets) keep three decimals. */
function fa(v: number): string {
  if (Math.abs(v) >= 10) return f(v);
  const r = Math.round(v * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? fa(v) : v}"`)
    .join('');
}

export function el(tag: string, a: Attrs, inner?: string): string {
  return inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a });
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const pathEl = (d: string, fill: string, a: Attrs = {}) => el('path', { d, fill, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, a: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...a });
export const group = (inner: string | string[], a: Attrs = {}) =>
  el('g', a, Array.isArray(inner) ? inner.join('') : inner);

/** Closed polygon path. */
export function poly(ps: readonly Pt[]): string {
  return `M${ps.map((p) => `${f(p.x)} ${f(p.y)}`).join('L')}Z`;
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(ps: readonly Pt[], closed = false): string {
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
