/** Still-life props: cakes, glasses, balloons, gifts, banners. */
import type { Canvas } from './canvas.ts';
import { flame, flowerCluster, leaf } from './florals-lights.ts';
import { C, type FloralPalette } from './palette.ts';
import { circle, darken, ellipse, f, group, lighten, line, pathEl, poly, type Pt, rect } from './svg.ts';

/** Horizontal cylinder shading used for cake tiers, candles and vases. */
export function cylShade(c: Canvas, color: string, light = 0.3): string {
  return c.linear([[0, darken(color, 0.18)], [0.3, lighten(color, light)], [0.6, color], [1, darken(color, 0.28)]], 0, 0, 1, 0);
}

/** Tiered cake on a gold stand; tiers listed bottom-up as [width, height] in px. */
export function tieredCake(
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
export function flute(c: Canvas, x: number, y: number, h: number, tilt: number, fill = 0.82): string {
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
export function balloon(c: Canvas, x: number, y: number, r: number, color: string, ax: number, ay: number, metallic = false): string {
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
export function giftBox(c: Canvas, x: number, baseY: number, w: number, h: number, color: string, ribbon: string): string {
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
export function bunting(_c: Canvas, x0: number, y0: number, x1: number, y1: number, sag: number, colors: readonly string[], n: number, size: number): string {
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
export function confetti(c: Canvas, box: { x: number; y: number; w: number; h: number }, n: number, colors: readonly string[], size: number): string {
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
export function ribbonBanner(c: Canvas, cx: number, cy: number, w: number, h: number, color: string, motif: string): string {
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
export function mantelClock(c: Canvas, x: number, baseY: number, size: number): string {
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
export function compote(c: Canvas, x: number, baseY: number, w: number): string {
  return (
    ellipse(x, baseY, w * 0.32, w * 0.06, cylShade(c, C.gold)) +
    pathEl(`M${f(x - w * 0.06)} ${f(baseY)}L${f(x - w * 0.04)} ${f(baseY - w * 0.35)}L${f(x + w * 0.04)} ${f(baseY - w * 0.35)}L${f(x + w * 0.06)} ${f(baseY)}Z`, cylShade(c, C.gold)) +
    pathEl(`M${f(x - w * 0.5)} ${f(baseY - w * 0.6)}Q${f(x - w * 0.45)} ${f(baseY - w * 0.32)} ${f(x)} ${f(baseY - w * 0.33)}Q${f(x + w * 0.45)} ${f(baseY - w * 0.32)} ${f(x + w * 0.5)} ${f(baseY - w * 0.6)}Z`, cylShade(c, C.gold))
  );
}
