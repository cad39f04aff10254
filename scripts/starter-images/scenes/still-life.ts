/** Close-up still lifes: birthday, anniversary, retirement, cake, centrepiece and place setting. */
import { bokeh, bokehDisc, glow, sky, vignette, wash } from '../backdrop.ts';
import type { Canvas, Stop } from '../canvas.ts';
import { eucalyptus, flowerCluster, leaf, pillarCandle, taperCandle } from '../florals-lights.ts';
import { C, FLORALS } from '../palette.ts';
import { balloon, bunting, compote, confetti, cylShade, flute, giftBox, mantelClock, ribbonBanner, tieredCake } from '../props.ts';
import { circle, darken, ellipse, f, group, lighten, line, pathEl, poly, rect } from '../svg.ts';

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

export function birthdayScene(c: Canvas): string[] {
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

export function anniversaryScene(c: Canvas): string[] {
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

export function retirementScene(c: Canvas): string[] {
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

export function cakeScene(c: Canvas): string[] {
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

export function centrepieceScene(c: Canvas): string[] {
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

export function placeSettingScene(c: Canvas): string[] {
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
