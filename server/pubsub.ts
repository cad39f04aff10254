import { EventEmitter, on } from 'node:events';
import type { FollowUpKind } from '../shared/followups.ts';

/*
 * Apollo Server ships no PubSub; on one process an EventEmitter is all it takes. subscribe()
 * returns node's `on()` iterator (mapped to the payload) rather than an async generator, because
 * `return()` on a generator suspended in `await` would not run until the next event arrived, and
 * graphql-ws calls `return()` when a client unsubscribes.
 */
export interface PubSubEvents {
  pageSettingsChanged: { reason: string };
  siteSettingsChanged: { key: string };
  contentChangeLogChanged: { reason: 'staged' | 'published' | 'reverted' | 'deleted' | 'visibility' };
  /** `replayed`: read from the database for a subscription that asked for updatedSince (never published). */
  bookingsChanged: { change: 'CREATED' | 'UPDATED'; bookingId: string; replayed?: boolean };
  inquiriesChanged: { change: 'CREATED' | 'UPDATED'; inquiryId: string; replayed?: boolean };
  faqsChanged: { reason: 'created' | 'updated' | 'deleted' | 'reordered' };
  calendarChanged: { reason: 'specialDate' | 'block' | 'settings' | 'feed' | 'hold' };
  /** Only the account's own subscriptions hear it (subscribe's filter). */
  accountChanged: { userId: string; change: 'PROFILE' | 'EMAIL' | 'PASSWORD' | 'SESSIONS' | 'API_TOKENS' };
  outboxChanged: { messageId: string; status: 'queued' | 'sending' | 'sent' | 'failed' };
  /** An endpoint changed (admin or token) or a delivery was attempted: the admin's Webhooks screen refetches. */
  webhooksChanged: { change: 'ENDPOINT' | 'DELIVERY'; endpointId: string };
  /** In-process only (no GraphQL subscription): the hold scheduler re-arms its timer. */
  holdsChanged: Record<string, never>;
  /** A follow-up was saved or reset: open Follow-ups screens refetch, and the scheduler scans at once. */
  followUpsChanged: { kind: FollowUpKind };
  /** A notice for the owner was written or read (the admin's notices refetch); null when several were. */
  ownerNoticesChanged: { noticeId: string | null };
  /** The booking terms were saved (an open Terms & Policies screen refetches). */
  bookingTermsChanged: { version: number };
  /** The API's allowed origins were saved (an open API Tokens screen refetches). */
  apiAllowedOriginsChanged: { version: number };
  /** The setup checklist was hidden or shown, a note dismissed or the demo data removed (an open dashboard refetches). */
  setupChanged: { change: 'CHECKLIST' | 'NOTE' | 'DEMO_DATA' };
  /** Something on a client's timeline happened (an open timeline refetches). */
  timelineChanged: { bookingId?: string | null; inquiryId?: string | null };
  [topic: string]: unknown;
}

export type PubSub = ReturnType<typeof createPubSub>;

export function createPubSub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish<K extends keyof PubSubEvents & string>(topic: K, payload: PubSubEvents[K]): void {
      emitter.emit(topic, payload);
    },
    /** Events of a topic; with `only`, just those it accepts (an account's own events, say). */
    subscribe<K extends keyof PubSubEvents & string>(topic: K, only?: (payload: PubSubEvents[K]) => boolean): AsyncIterableIterator<PubSubEvents[K]> {
      const source = on(emitter, topic) as AsyncIterableIterator<[PubSubEvents[K]]>;
      const iterator: AsyncIterableIterator<PubSubEvents[K]> = {
        [Symbol.asyncIterator]: () => iterator,
        async next() {
          for (;;) {
            const result = await source.next();
            if (result.done) return { done: true, value: undefined };
            if (!only || only(result.value[0])) return { done: false, value: result.value[0] };
          }
        },
        async return() {
          await source.return?.();
          return { done: true, value: undefined };
        },
        async throw(error?: unknown) {
          await source.return?.();
          throw error;
        },
      };
      return iterator;
    },
    listenerCount: (topic: string) => emitter.listenerCount(topic),
  };
}
