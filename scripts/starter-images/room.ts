/** The interior room shell: walls, windows, drapes, ceiling and floor seen in perspective. */
import { glow } from './backdrop.ts';
import type { Camera, Canvas } from './canvas.ts';
import { circle, darken, f, group, lighten, line, mix, pathEl, poly, rect } from './svg.ts';

export interface RoomSpec {
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

export function room(c: Canvas, cam: Camera, r: RoomSpec): string {
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
