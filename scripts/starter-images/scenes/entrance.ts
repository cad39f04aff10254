/** The entrance and car park at dusk. */
import { glow, vignette } from '../backdrop.ts';
import { Camera, type Canvas } from '../canvas.ts';
import { willow } from '../garden.ts';
import { type Attrs, circle, darken, ellipse, f, group, lighten, line, pathEl, poly, rect } from '../svg.ts';
import { landscape } from './outdoors.ts';

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

export function entranceScene(c: Canvas): string[] {
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
