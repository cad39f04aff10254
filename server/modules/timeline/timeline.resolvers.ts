import { eq } from 'drizzle-orm';
import { writeTransaction } from '../../db/client.ts';
import { inquiries } from '../../db/schema/index.ts';
import { badInput, notFound } from '../../errors.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSub, PubSubEvents } from '../../pubsub.ts';
import { TIMELINE_LABELS } from '../../../shared/timeline.ts';
import { announceTimeline, clientTimeline, recordTimelineIn } from './index.ts';
import { announceInquiry, touchInquiry } from '../inquiries/index.ts';

/** The topics whose events may change a timeline. */
const TOPICS = ['bookingsChanged', 'inquiriesChanged', 'outboxChanged', 'calendarChanged', 'timelineChanged', 'ownerNoticesChanged'] as const satisfies readonly (keyof PubSubEvents)[];

/**
 * One iterator over several topics: the next event of any. `return()` ends every source at once
 * (graphql-ws calls it when the client unsubscribes).
 */
function anyOf(pubsub: PubSub): AsyncIterableIterator<true> {
  const sources = TOPICS.map((topic) => pubsub.subscribe(topic));
  const waiting: ((result: IteratorResult<true>) => void)[] = [];
  let queued = 0;
  let done = false;
  for (const source of sources) {
    void (async () => {
      for await (const _event of source) {
        if (done) break;
        const next = waiting.shift();
        if (next) next({ done: false, value: true });
        else queued = 1; // several changes before the client reads are one refetch
      }
    })();
  }
  const iterator: AsyncIterableIterator<true> = {
    [Symbol.asyncIterator]: () => iterator,
    next() {
      if (done) return Promise.resolve({ done: true, value: undefined });
      if (queued) {
        queued = 0;
        return Promise.resolve({ done: false, value: true });
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    async return() {
      done = true;
      await Promise.all(sources.map((source) => source.return?.()));
      for (const resolve of waiting.splice(0)) resolve({ done: true, value: undefined });
      return { done: true, value: undefined };
    },
  };
  return iterator;
}

export const timelineResolvers: Resolvers = {
  Query: {
    timeline: (_parent, { inquiryId, bookingId }, ctx) => {
      if (!inquiryId && !bookingId) throw badInput('Give an inquiryId or a bookingId.', 'inquiryId');
      return clientTimeline(ctx.db, { inquiryId, bookingId }, { timeZone: ctx.config.venueTimeZone });
    },
  },
  Mutation: {
    recordInquiryReply: async (_parent, { input }, ctx) => {
      const inquiry = await writeTransaction(ctx.db, (tx) => {
        const inquiry = tx.select().from(inquiries).where(eq(inquiries.id, input.id)).get();
        if (!inquiry) throw notFound('That inquiry no longer exists.');
        recordTimelineIn(tx, { inquiryId: inquiry.id, kind: 'replied', summary: `Reply to ${inquiry.email} opened in the owner's e-mail app`, actor: { kind: 'admin', userId: ctx.viewer?.user.id ?? null }, at: ctx.config.now() });
        // A reply moves the inquiry on: a status change from a card that had not seen it is refused.
        return touchInquiry(tx, inquiry.id) ?? inquiry;
      });
      announceTimeline(ctx, { inquiryId: inquiry.id });
      announceInquiry(ctx.pubsub, inquiry.id);
      return { inquiry };
    },
  },
  TimelineEntry: {
    label: (entry) => TIMELINE_LABELS[entry.kind],
  },
  Subscription: {
    timelineChanged: {
      subscribe: (_parent, _args, ctx) => anyOf(ctx.pubsub),
      resolve: () => ({ changedAt: new Date() }),
    },
  },
};
