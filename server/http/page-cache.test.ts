import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, PAGE_CACHE_LIMITS } from './page-cache.ts';
import { renderedPage } from './rendered-page.ts';

/*
 * The page cache keeps a page for PAGE_CACHE_LIMITS.ttlMs and then lets it go: a burst of searches
 * and unknown addresses must not stay in a quiet server's memory once their time has passed.
 */

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const page = (text: string) => renderedPage(`<html><body>${text}</body></html>`, { status: 200 });

describe('the page cache', () => {
  it('answers a page while it is fresh and of the same data version', () => {
    const cache = createPageCache();
    cache.set('plain', 'faq', 'v1', page('FAQ'));
    expect(cache.get('plain', 'faq', 'v1')?.html).toContain('FAQ');
    expect(cache.get('plain', 'faq', 'v2')).toBeNull();
    vi.advanceTimersByTime(PAGE_CACHE_LIMITS.ttlMs - 1);
    expect(cache.get('plain', 'faq', 'v1')?.html).toContain('FAQ');
    vi.advanceTimersByTime(1);
    expect(cache.get('plain', 'faq', 'v1')).toBeNull();
  });

  it('drops the entries past their time, with nobody asking for them again', () => {
    const cache = createPageCache();
    cache.set('plain', 'home', 'v1', page('home'));
    for (let i = 0; i < 150; i++) cache.set('params', `faq?q=${i}`, 'v1', page(`search ${i}`));
    for (let i = 0; i < 80; i++) cache.set('notFound', `/no-such-page-${i}`, 'v1', page('not found'));
    expect(cache.size()).toBe(231);

    // A later entry lives its own full time.
    vi.advanceTimersByTime(PAGE_CACHE_LIMITS.ttlMs / 2);
    cache.set('params', 'faq?q=later', 'v1', page('later'));
    vi.advanceTimersByTime(PAGE_CACHE_LIMITS.ttlMs / 2);
    expect(cache.size()).toBe(1);
    expect(cache.get('params', 'faq?q=later', 'v1')?.html).toContain('later');

    vi.advanceTimersByTime(PAGE_CACHE_LIMITS.ttlMs);
    expect(cache.size()).toBe(0);
    // Nothing is left to sweep: no timer keeps running for an empty cache.
    expect(vi.getTimerCount()).toBe(0);
  });
});
