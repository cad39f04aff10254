import { isAdmin, requireAdmin } from '../../auth/access.ts';
import type { GraphQLContext } from '../../context.ts';
import type { PubSub, PubSubEvents } from '../../pubsub.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { createCalendarFeed, calendarFeedStatus, revokeCalendarFeed } from './calendar-feed.ts';
import { calendarMonth, getCalendarSettings, isDateAvailable, updateCalendarSettings } from './calendar.service.ts';
import { addSpecialDate, removeSpecialDate, specialDatesConnection, updateSpecialDate } from './special-dates.ts';
import { blockDate, describeSpecialDate, unblockDate } from './quick-block.ts';

export const calendarResolvers: Resolvers = {
  Query: {
    calendarMonth: (_parent, { month }, ctx) => calendarMonth(ctx, month),
    isDateAvailable: (_parent, args, ctx) => isDateAvailable(ctx, args),
    calendarSettings: (_parent, _args, ctx) => getCalendarSettings(ctx.db),
    specialDates: (_parent, { from, to, status, updatedSince, orderBy, ...page }, ctx) =>
      specialDatesConnection(ctx.db, page, { from, to, status, updatedSince }, orderBy ?? undefined),
    calendarFeed: (_parent, _args, ctx) => calendarFeedStatus(ctx.db),
  },
  // Each change is announced (after it is committed) so another admin's calendar screens refetch.
  Mutation: {
    updateCalendarSettings: async (_parent, { input }, ctx) =>
      announced(ctx, 'settings', { calendarSettings: await updateCalendarSettings(ctx.db, input, editor(ctx)) }),
    addSpecialDate: async (_parent, { input }, ctx) =>
      announced(ctx, 'specialDate', { specialDate: await addSpecialDate(ctx, input, editor(ctx)) }),
    updateSpecialDate: async (_parent, { input }, ctx) =>
      announced(ctx, 'specialDate', { specialDate: await updateSpecialDate(ctx, input, editor(ctx)) }),
    removeSpecialDate: async (_parent, { input }, ctx) =>
      announced(ctx, 'specialDate', { id: input.id, specialDate: await removeSpecialDate(ctx, input.id, { version: input.version, actor: editor(ctx) }) }),
    blockDate: async (_parent, { input }, ctx) => announced(ctx, 'block', { specialDate: await blockDate(ctx, input) }),
    unblockDate: async (_parent, { input }, ctx) => announced(ctx, 'block', { id: input.id, specialDate: await unblockDate(ctx, input.id) }),
    createCalendarFeed: (_parent, _args, ctx) => announced(ctx, 'feed', createCalendarFeed(ctx.db, ctx.config.publicUrl)),
    revokeCalendarFeed: (_parent, _args, ctx) => announced(ctx, 'feed', { feed: revokeCalendarFeed(ctx.db) }),
  },
  Subscription: {
    calendarChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('calendarChanged'),
      resolve: (payload: PubSubEvents['calendarChanged']) => ({ reason: payload.reason, changedAt: new Date() }),
    },
  },
  SpecialDateConnection: {
    totalCount: (page) => page.totalCount(),
  },
  SpecialDate: {
    replaces: (row) => (row.replacedSpecialDate ? describeSpecialDate(row.replacedSpecialDate) : null),
  },
  CalendarDay: {
    // A blocked date's reason ("maintenance: ...") is the owner's business, not the visitor's.
    notes: (day, _args, ctx) => (day.status === 'UNAVAILABLE' && !isAdmin(ctx.viewer) ? null : (day.notes ?? null)),
  },
};

function announced<T>(ctx: { pubsub: PubSub }, reason: PubSubEvents['calendarChanged']['reason'], result: T): T {
  ctx.pubsub.publish('calendarChanged', { reason });
  return result;
}

/** The admin saving, kept with each saved version (the directive already refused anyone else). */
const editor = (ctx: GraphQLContext) => ({ userId: requireAdmin(ctx).user.id });
