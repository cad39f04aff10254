import { describe, expect, it } from 'vitest';
import { createRenderBudget, RenderBudgetFull } from '../../server/http/render-budget.ts';

/*
 * The render budget on its own (server/http/render-budget.ts): so many renders at once, the rest
 * waiting in two lanes (visitor pages' plain addresses first), a full lane refused at once.
 */

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('the render budget', () => {
  it('runs so many renders at once, lets plain pages pass the others, and refuses past a full lane', async () => {
    const budget = createRenderBudget({ concurrency: 1, queued: 2 });
    const order: string[] = [];
    const first = deferred();
    const running = budget.run('later', async () => {
      order.push('search 1');
      await first.promise;
    });
    const waiting = [
      budget.run('later', async () => void order.push('search 2')),
      budget.run('later', async () => void order.push('search 3')),
      budget.run('first', async () => void order.push('home')),
    ];
    await expect(budget.run('later', async () => void order.push('search 4'))).rejects.toBeInstanceOf(RenderBudgetFull);
    expect(budget.stats()).toEqual({ running: 1, queued: 3, refused: 1 });
    first.resolve();
    await Promise.all([running, ...waiting]);
    expect(order).toEqual(['search 1', 'home', 'search 2', 'search 3']);
    expect(budget.stats()).toEqual({ running: 0, queued: 0, refused: 1 });
  });

  it('frees its place when a render fails', async () => {
    const budget = createRenderBudget({ concurrency: 1, queued: 1 });
    await expect(budget.run('first', async () => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page');
    await expect(budget.run('first', async () => 'rendered')).resolves.toBe('rendered');
    expect(budget.stats().running).toBe(0);
  });
});
