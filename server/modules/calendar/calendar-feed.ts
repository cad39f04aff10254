import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { eq } from 'drizzle-orm';
import { generateSecureRandomString, hashSecret } from '../../auth/sessions.ts';
import { isDatabaseBusy, type DB, type Transaction } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

/*
 * The secret iCalendar feed address (/calendar/<token>.ics). Only a SHA-256 of the token is kept
 * (site_settings key "calendar_feed"), so the address is shown once, when created; creating a new
 * one replaces it and revoking removes it, and the old address stops working at once.
 */

export const CALENDAR_FEED_KEY = 'calendar_feed';
/** lastFetchedAt is written at most this often, so a polling calendar app does not write on every fetch. */
const FETCH_STAMP_INTERVAL_MS = 5 * 60 * 1000;

interface StoredFeed {
  tokenHash: string;
  createdAt: string;
  lastFetchedAt: string | null;
}

export interface CalendarFeedStatus {
  active: boolean;
  createdAt: Date | null;
  lastFetchedAt: Date | null;
}

function readFeed(db: DB | Transaction): StoredFeed | null {
  const row = db.select().from(siteSettings).where(eq(siteSettings.key, CALENDAR_FEED_KEY)).get();
  const value = row?.value as Partial<StoredFeed> | undefined;
  return value && typeof value.tokenHash === 'string' && typeof value.createdAt === 'string'
    ? { tokenHash: value.tokenHash, createdAt: value.createdAt, lastFetchedAt: value.lastFetchedAt ?? null }
    : null;
}

function writeFeed(db: DB | Transaction, feed: StoredFeed | null) {
  if (!feed) {
    db.delete(siteSettings).where(eq(siteSettings.key, CALENDAR_FEED_KEY)).run();
    return;
  }
  db.insert(siteSettings)
    .values({ key: CALENDAR_FEED_KEY, value: feed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: feed, updatedAt: new Date() } })
    .run();
}

export function calendarFeedStatus(db: DB): CalendarFeedStatus {
  const feed = readFeed(db);
  return {
    active: feed !== null,
    createdAt: feed ? new Date(feed.createdAt) : null,
    lastFetchedAt: feed?.lastFetchedAt ? new Date(feed.lastFetchedAt) : null,
  };
}

export function calendarFeedPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/** Creates (or replaces) the feed and returns its address; the token is not stored. */
export function createCalendarFeed(db: DB, publicUrl: string): { url: string; feed: CalendarFeedStatus } {
  const token = generateSecureRandomString(20);
  writeFeed(db, { tokenHash: hashSecret(token), createdAt: new Date().toISOString(), lastFetchedAt: null });
  return { url: `${publicUrl}${calendarFeedPath(token)}`, feed: calendarFeedStatus(db) };
}

export function revokeCalendarFeed(db: DB): CalendarFeedStatus {
  writeFeed(db, null);
  return calendarFeedStatus(db);
}

/** True when the token opens the current feed (compared in constant time); stamps the fetch. */
export function openCalendarFeed(db: DB, token: string, now = new Date()): boolean {
  const feed = readFeed(db);
  if (!feed || !opens(feed, token)) return false;
  const last = feed.lastFetchedAt ? Date.parse(feed.lastFetchedAt) : 0;
  if (now.getTime() - last > FETCH_STAMP_INTERVAL_MS) {
    // Stamped only if the feed read above is still the stored one (not revoked or replaced since).
    // The stamp is a courtesy: while another process holds the write lock the feed is served
    // without it (one try, no waiting), never held up or refused.
    try {
      db.transaction(
        (tx) => {
          const current = readFeed(tx);
          if (current?.tokenHash === feed.tokenHash) writeFeed(tx, { ...current, lastFetchedAt: now.toISOString() });
        },
        { behavior: 'immediate' },
      );
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
    }
  }
  return true;
}

function opens(feed: StoredFeed, token: string): boolean {
  if (!/^[a-z2-7]{16,64}$/.test(token)) return false;
  return constantTimeEqual(new TextEncoder().encode(feed.tokenHash), new TextEncoder().encode(hashSecret(token)));
}
