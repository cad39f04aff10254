/*
 * How many pages the server renders at once. A render is a few to a few tens of milliseconds of the
 * one event loop; renders that nobody else will reuse (a random search, an unknown address, a
 * refused form post) could otherwise be forced by anyone, as fast as they can ask, and every other
 * visitor would wait behind them. Renders therefore run `concurrency` at a time; the rest wait in
 * two queues: the visitor pages' plain addresses (what every visitor needs again after a change)
 * before everything else. A queue that is full refuses at once: the caller answers without a
 * render (the app's shell, which the browser renders itself, or a plain page). Pages already in the
 * cache never wait here.
 */

export const RENDER_BUDGET_LIMITS = {
  /** Renders running at once. */
  concurrency: 2,
  /** Renders waiting per lane; more are refused. */
  queued: 32,
} as const;

/** `first`: a visitor page's plain address, or an admin's preview frame; `later`: anything else. */
export type RenderLane = 'first' | 'later';

export class RenderBudgetFull extends Error {
  constructor() {
    super('Too many pages are being rendered; answered without a render');
  }
}

export interface RenderBudget {
  /** Runs `render` when the budget allows; rejects with RenderBudgetFull when its lane's queue is full. */
  run<T>(lane: RenderLane, render: () => Promise<T>): Promise<T>;
  stats(): { running: number; queued: number; refused: number };
}

export function createRenderBudget(limits: { concurrency: number; queued: number } = RENDER_BUDGET_LIMITS): RenderBudget {
  let running = 0;
  let refused = 0;
  const queues: Record<RenderLane, (() => void)[]> = { first: [], later: [] };

  const next = () => {
    while (running < limits.concurrency) {
      const start = queues.first.shift() ?? queues.later.shift();
      if (!start) return;
      start();
    }
  };

  return {
    run(lane, render) {
      return new Promise((resolve, reject) => {
        const start = () => {
          running += 1;
          let finished: Promise<unknown>;
          try {
            finished = render().then(resolve, reject);
          } catch (error) {
            reject(error);
            finished = Promise.resolve();
          }
          void finished.finally(() => {
            running -= 1;
            next();
          });
        };
        if (running < limits.concurrency && queues.first.length === 0 && queues.later.length === 0) return start();
        if (queues[lane].length >= limits.queued) {
          refused += 1;
          return reject(new RenderBudgetFull());
        }
        queues[lane].push(start);
      });
    },
    stats: () => ({ running, queued: queues.first.length + queues.later.length, refused }),
  };
}
