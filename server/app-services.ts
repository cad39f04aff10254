import type { Config } from './config.ts';
import type { DB } from './db/client.ts';
import type { Outbox } from './email/outbox.ts';
import type { Logger } from './logger.ts';
import type { PubSub } from './pubsub.ts';
import type { WebhookDispatcher } from './modules/webhooks/index.ts';
import type { TokenBudgets } from './security/token-budget.ts';
import { createRateLimiter, type RateLimiter, type RateLimitSettings } from './security/rate-limit.ts';

/** Everything a request handler may use, created once per running app (and once per test app). */
export interface AppServices {
  config: Config;
  db: DB;
  pubsub: PubSub;
  outbox: Outbox;
  /** Signs and sends stored webhook deliveries (modules/webhooks/webhook-dispatcher.ts). */
  webhooks: WebhookDispatcher;
  logger: Logger;
  /** The app's named rate limiter (counts kept in the database), created on first use with these settings. */
  rateLimiter(name: string, settings: RateLimitSettings): RateLimiter;
  /** Each API token's hourly budget of cost points (security/token-budget.ts). */
  tokenBudgets: TokenBudgets;
}

export function createRateLimiterRegistry(db: DB): AppServices['rateLimiter'] {
  const limiters = new Map<string, RateLimiter>();
  return (name, settings) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = createRateLimiter(db, name, settings);
      limiters.set(name, limiter);
    }
    return limiter;
  };
}
