import { API_TOKEN_BUDGET } from '../../shared/api-limits.ts';

/*
 * Each API token's hourly budget of cost points (docs/api.md, "Rate limits"), so one integration's
 * bug cannot take the server from the public site. A token's window starts with its first call and
 * lasts an hour; every call spends its cost (at least 1 point) before it runs, and a call that would
 * overspend is refused with HTTP 429 until the window resets. Kept in memory: the site is one process,
 * and a restart gives every token a fresh window (a token is a known credential, not an attacker
 * to keep counting across restarts: those limits are in SQLite, security/rate-limit.ts).
 */

export interface TokenBudgetState {
  /** Points per window. */
  limit: number;
  /** Points spent in the current window. */
  used: number;
  remaining: number;
  /** When the current window ends (a new one starts with the next call). */
  resetAt: Date;
  /** How long a window lasts. */
  windowSeconds: number;
}

export interface TokenBudgets {
  /** Spends `cost` points of the token's window, or refuses (spending nothing) when too few are left. */
  charge(tokenId: string, cost: number): { allowed: boolean; state: TokenBudgetState };
  /** The token's window as it stands, without spending anything. */
  peek(tokenId: string): TokenBudgetState;
  /** Forgets every window (tests). */
  reset(): void;
}

export function createTokenBudgets({
  pointsPerHour = API_TOKEN_BUDGET.pointsPerHour,
  windowMs = API_TOKEN_BUDGET.windowMs,
  now = () => Date.now(),
}: { pointsPerHour?: number; windowMs?: number; now?: () => number } = {}): TokenBudgets {
  const windows = new Map<string, { startedAt: number; used: number }>();

  function current(tokenId: string) {
    const at = now();
    let window = windows.get(tokenId);
    if (!window || at >= window.startedAt + windowMs) {
      window = { startedAt: at, used: 0 };
      windows.set(tokenId, window);
    }
    // Windows of tokens no longer used are dropped as new ones are made (the map stays small).
    if (windows.size > 1_000) {
      for (const [id, other] of windows) if (at >= other.startedAt + windowMs) windows.delete(id);
    }
    return window;
  }

  const stateOf = (window: { startedAt: number; used: number }): TokenBudgetState => ({
    limit: pointsPerHour,
    used: window.used,
    remaining: Math.max(0, pointsPerHour - window.used),
    resetAt: new Date(window.startedAt + windowMs),
    windowSeconds: Math.round(windowMs / 1000),
  });

  return {
    charge(tokenId, cost) {
      const window = current(tokenId);
      const points = Math.max(1, Math.ceil(cost));
      if (window.used + points > pointsPerHour) return { allowed: false, state: stateOf(window) };
      window.used += points;
      return { allowed: true, state: stateOf(window) };
    },
    peek: (tokenId) => stateOf(current(tokenId)),
    reset: () => windows.clear(),
  };
}
