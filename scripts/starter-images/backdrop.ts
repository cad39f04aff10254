/** Generic backdrop helpers: skies, glows, bokeh, washes, hills and tree lines. */
import type { Canvas, Stop } from './canvas.ts';
import { circle, ellipse, f, group, pathEl, type Pt, rect, smooth } from './svg.ts';

/** Full-canvas vertical gradient. */
export function sky(c: Canvas, stops: readonly Stop[]): string {
  return rect(0, 0, c.w, c.h, c.linear(stops));
}

/** Soft radial light (ellipse fading to transparent). */
export function glow(c: Canvas, x: number, y: number, rx: number, color: string, strength = 0.6, ry = rx): string {
  const fill = c.radial([
    [0, color, strength],
    [0.2, color, strength * 0.6],
    [0.5, color, strength * 0.18],
    [1, color, 0],
  ]);
  return ellipse(x, y, rx, ry, fill);
}

/** Soft-edged disc, the building block of bokeh. */
export function bokehDisc(c: Canvas, x: number, y: number, r: number, color: string, opacity: number): string {
  const fill = c.radial([
    [0, color, opacity * 0.75],
    [0.8, color, opacity],
    [1, color, 0],
  ]);
  return circle(x, y, r, fill);
}

/** Scatter of out-of-focus lights inside a box. */
export function bokeh(
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
export function vignette(c: Canvas, strength = 0.45, color = '#000000'): string {
  return rect(0, 0, c.w, c.h, c.radial([[0, color, 0], [0.62, color, 0], [1, color, strength]], 0.5, 0.5, 0.75));
}

/** Gentle directional haze / light wash over the whole picture. */
export function wash(c: Canvas, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return rect(0, 0, c.w, c.h, c.linear(stops, x1, y1, x2, y2));
}

/** Rolling hill silhouette: noise built from a few sines with random phases. */
export function hills(c: Canvas, baseY: number, amp: number, fill: string, waves = 3, bottom = c.h): string {
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
export function treeLine(c: Canvas, baseY: number, height: [number, number], fill: string, x0 = 0, x1 = c.w): string {
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
