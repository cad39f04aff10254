/** Garden pieces: the willow, hanging fronds, the lawn, ceremony seating, the aisle and arches. */
import type { Camera, Canvas } from './canvas.ts';
import { flowerCluster, leaf } from './florals-lights.ts';
import { chair, type ChairStyle } from './furniture.ts';
import type { FloralPalette } from './palette.ts';
import { seatedBack } from './people.ts';
import { circle, darken, ellipse, f, group, lighten, mix, pathEl, poly, type Pt, rect, smooth } from './svg.ts';

export interface WillowOpts {
  dark: string;
  mid: string;
  light: string;
  trunk: string;
  /** Side the light comes from: -1 left, 1 right. */
  sun?: number;
  density?: number;
}

/** Weeping willow: trunk and limbs, a dark canopy mass, then layers of hanging strands. */
export function willow(c: Canvas, x: number, groundY: number, h: number, o: WillowOpts): string {
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
export function hangingFronds(c: Canvas, x0: number, x1: number, maxLen: number, color: string, light: string, count = 22): string {
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
export function lawn(c: Canvas, cam: Camera, far: string, near: string, stripes = true): string {
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
export function ceremonySeating(
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
export function aisle(c: Canvas, cam: Camera, halfWidth: number, zFar: number, zNear: number, color: string, petals: readonly string[]): string {
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

export interface ArchOpts {
  width: number;
  height: number;
  color: string;
  florals: FloralPalette;
  fabric?: string;
}

/** Wooden/painted arch with a rounded top, fabric drapes and floral corners. */
export function roundArch(c: Canvas, cam: Camera, X: number, Z: number, o: ArchOpts): string {
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
export function moonArch(c: Canvas, cam: Camera, X: number, Z: number, o: ArchOpts): string {
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
