/** Outdoor scenes: the garden landscape, the ceremony beneath the willow, the reception and the garden walk. */
import { glow, hills, sky, treeLine, vignette } from '../backdrop.ts';
import { Camera, type Canvas, type Stop } from '../canvas.ts';
import { bloom, stringLights } from '../florals-lights.ts';
import { type ChairStyle, longTable, post } from '../furniture.ts';
import { aisle, type ArchOpts, ceremonySeating, hangingFronds, lawn, moonArch, roundArch, willow, type WillowOpts } from '../garden.ts';
import { C, type FloralPalette, FLORALS, GUEST_COLORS } from '../palette.ts';
import { couple } from '../people.ts';
import { circle, ellipse, line, mix, pathEl, type Pt, rect, smooth } from '../svg.ts';

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
export function landscape(c: Canvas, cam: Camera, o: Landscape): string[] {
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

export function gardenCeremony(c: Canvas, o: GardenOpts): string[] {
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
export function reception(c: Canvas, o: ReceptionOpts): string[] {
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

export function gardenWalk(c: Canvas): string[] {
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
