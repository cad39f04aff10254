import { writeTransaction } from '../../db/client.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { notFound } from '../../errors.ts';
import { SLOT_OTHERS_PLACEHOLDERS, SLOT_TAKEN_MESSAGE } from '../../../shared/notices.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { findBooking } from '../bookings/index.ts';
import { describeSlotOther, listNotices, markNoticesRead, offerDateBack, othersOnSlotIn, ownerAlerts, setOwnerAlert } from './index.ts';

export const noticesResolvers: Resolvers = {
  Query: {
    ownerNotices: (_parent, { first }, ctx) => listNotices(ctx.db, first ?? 50),
    ownerAlerts: (_parent, _args, ctx) => ownerAlerts(ctx.db),
    othersOnSlot: async (_parent, { bookingId }, ctx) => {
      const booking = findBooking(ctx.db, bookingId);
      if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
      // Read in a transaction so the list is one moment's picture.
      const others = await writeTransaction(ctx.db, (tx) => othersOnSlotIn(tx, booking));
      return { others, defaultSubject: SLOT_TAKEN_MESSAGE.subject, defaultBody: SLOT_TAKEN_MESSAGE.body, placeholders: [...SLOT_OTHERS_PLACEHOLDERS] };
    },
  },
  Mutation: {
    markOwnerNoticesRead: async (_parent, { input }, ctx) => ({ marked: await markNoticesRead(ctx, input.ids ?? null) }),
    offerDateBack: async (_parent, { input }, ctx) => ({ notice: await offerDateBack(ctx, input, ctx.viewer?.user.id ?? null) }),
    setOwnerAlert: async (_parent, { input }, ctx) => ({ alert: await setOwnerAlert(ctx, input, { userId: ctx.viewer?.user.id ?? null }) }),
  },
  SlotOther: {
    openQuoteStatuses: (other) => other.openQuotes.map((quote) => quote.status),
    description: (other) => describeSlotOther(other),
  },
  Subscription: {
    ownerNoticesChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('ownerNoticesChanged'),
      resolve: (payload: PubSubEvents['ownerNoticesChanged']) => ({ noticeId: payload.noticeId, changedAt: new Date() }),
    },
  },
};
