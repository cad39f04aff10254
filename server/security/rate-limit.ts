import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { writeTransaction, type DB } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/**
 * A sliding-window limiter kept in SQLite (table rate_limit_hits): `hit(key)` counts an attempt
 * and says whether it is allowed. Used for the inquiry form, booking requests, password resets and
 * current-password checks. Counts live in the database, like the sign-in throttle's
 * (auth/sign-in-throttle.ts), so restarting the server does not reset an attacker's allowance.
 * Each hit is one `writeTransaction` transaction (count, then record), so parallel requests cannot all
 * pass the count, and it waits without blocking while another process holds the write lock.
 */
export interface RateLimiter {
  hit(key: string, now?: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Forgets the counted attempts of one key, or of every key (tests, maintenance). */
  reset(key?: string): void;
}

export interface RateLimitSettings {
  limit: number;
  windowMs: number;
}

/** Keys are addresses, e-mails and account ids: only their hash is stored. */
const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export function createRateLimiter(db: DB, name: string, { limit, windowMs }: RateLimitSettings): RateLimiter {
  return {
    hit(key, now = Date.now()) {
      const keyHash = hashKey(key);
      const since = new Date(now - windowMs);
      return writeTransaction(db, (tx) => {
        // Attempts older than the window no longer count: pruned here, so the table stays small.
        tx.delete(rateLimitHits)
          .where(and(eq(rateLimitHits.limiter, name), lte(rateLimitHits.createdAt, since)))
          .run();
        const recent = tx
          .select({ hits: count(), oldest: min(rateLimitHits.createdAt) })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.limiter, name), eq(rateLimitHits.keyHash, keyHash), gt(rateLimitHits.createdAt, since)))
          .get();
        if (recent && recent.hits >= limit && recent.oldest) {
          return { allowed: false, retryAfterMs: recent.oldest.getTime() + windowMs - now };
        }
        tx.insert(rateLimitHits).values({ limiter: name, keyHash, createdAt: new Date(now) }).run();
        return { allowed: true, retryAfterMs: 0 };
      });
    },
    reset(key) {
      db.delete(rateLimitHits)
        .where(and(eq(rateLimitHits.limiter, name), key === undefined ? undefined : eq(rateLimitHits.keyHash, hashKey(key))))
        .run();
    },
  };
}

/**
 * The network a client address belongs to, for limits "per address": an IPv4 address's /24 and an
 * IPv6 address's /64 (an IPv4-mapped IPv6 address counts as its IPv4 address). One home or office
 * connection gets a whole IPv6 /64, and a small host gets many neighbouring IPv4 addresses: a
 * limit per single address is a limit per attacker's choice. Anything that is not an IP address
 * (a test's made-up name) is its own group.
 */
export function addressGroup(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.trim());
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = parsed.toByteArray();
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
