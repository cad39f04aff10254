/**
 * The drawing surface: a canvas that collects <defs> (gradients, filters, clips) with
 * de-duplication, and a perspective camera (world units are metres; Y is up, Z is depth).
 */
import { Rand } from './random.ts';
import { el, type Pt } from './svg.ts';

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Canvas {
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

export type Proj = Pt & { s: number };

export class Camera {
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
