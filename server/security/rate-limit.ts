/**
 * An in-memory sliding-window limiter for one process: `hit(key)` counts an attempt and says
 * whether it is allowed. Used for the inquiry form and other public writes; sign-in throttling is
 * persisted instead (auth/sign-in-throttle.ts) so it survives a restart.
 */
export interface RateLimiter {
  hit(key: string, now?: number): { allowed: boolean; retryAfterMs: number };
  reset(key?: string): void;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) {
      if (times.every((t) => now - t >= windowMs)) hits.delete(key);
    }
  }

  return {
    hit(key, now = Date.now()) {
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: windowMs - (now - recent[0]!) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true, retryAfterMs: 0 };
    },
    reset(key) {
      if (key === undefined) hits.clear();
      else hits.delete(key);
    },
  };
}
