/*
 * The page cache: rendered visitor pages kept like the GraphQL response cache keeps answers
 * (server/lib/cache.ts): served only while the database's data version is unchanged, for at most
 * `ttlMs` (pages that depend on the date), and only so many entries.
 *
 * Keys come from the route table only (server-render.ts, `pageTarget`): a visitor page's id plus
 * the parameters it declares, normalised (`faq?q=parking`), or, for an address no route answers,
 * that address itself (a "not found" page is never shared between addresses). Nothing the client
 * sends beyond that (other parameters, the Host header, the spelling of the path) reaches a key.
 *
 * Three stores, so one kind of traffic cannot push out another: each visitor page's plain address
 * (at most one entry per page, never evicted by the others), pages with parameters (a search, a
 * month) and "not found" pages, each bounded on its own.
 *
 * An entry past its time is dropped, not only skipped: a page is tens of kilobytes with its
 * compressed copies, and 300 searches and unknown addresses left in memory after the traffic that
 * made them were megabytes the quiet server kept for good. A timer (not holding the process open)
 * sweeps them while the cache holds any.
 */
import type { RenderedPage } from './rendered-page.ts';

export const PAGE_CACHE_LIMITS = { ttlMs: 10_000, maxWithParams: 200, maxNotFound: 100 } as const;

/** Which store a key belongs to. */
export type PageStore = 'plain' | 'params' | 'notFound';

interface Entry {
  version: string;
  storedAt: number;
  page: RenderedPage;
}

export interface PageCache {
  get(store: PageStore, key: string, version: string): RenderedPage | null;
  set(store: PageStore, key: string, version: string, page: RenderedPage): void;
  size(): number;
}

export function createPageCache({ now = Date.now, limits = PAGE_CACHE_LIMITS }: { now?: () => number; limits?: typeof PAGE_CACHE_LIMITS } = {}): PageCache {
  const stores: Record<PageStore, Map<string, Entry>> = { plain: new Map(), params: new Map(), notFound: new Map() };
  const bound: Record<PageStore, number> = { plain: Number.POSITIVE_INFINITY, params: limits.maxWithParams, notFound: limits.maxNotFound };
  const size = () => stores.plain.size + stores.params.size + stores.notFound.size;
  const expired = (entry: Entry) => now() - entry.storedAt >= limits.ttlMs;

  let sweep: NodeJS.Timeout | null = null;
  /** Drops every entry past its time; again later while any is left. */
  const sweepLater = () => {
    if (sweep) return;
    sweep = setTimeout(() => {
      sweep = null;
      for (const entries of Object.values(stores)) {
        // Entries are in the order they were stored (set re-inserts), so the oldest come first.
        for (const [key, entry] of entries) {
          if (!expired(entry)) break;
          entries.delete(key);
        }
      }
      if (size() > 0) sweepLater();
    }, limits.ttlMs);
    sweep.unref();
  };

  return {
    get(store, key, version) {
      const entry = stores[store].get(key);
      if (!entry) return null;
      if (expired(entry)) {
        stores[store].delete(key);
        return null;
      }
      return entry.version === version ? entry.page : null;
    },
    set(store, key, version, page) {
      const entries = stores[store];
      entries.delete(key);
      if (entries.size >= bound[store]) entries.delete(entries.keys().next().value!);
      entries.set(key, { version, storedAt: now(), page });
      sweepLater();
    },
    size,
  };
}
