import { isAdmin } from '../../auth/access.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { createCalendarFeed, calendarFeedStatus, revokeCalendarFeed } from './calendar-feed.ts';
import {
  addSpecialDate,
  blockDate,
  calendarMonth,
  describeSpecialDate,
  getCalendarSettings,
  isDateAvailable,
  listSpecialDates,
  removeSpecialDate,
  specialStatusFromGraphQL,
  specialStatusToGraphQL,
  updateCalendarSettings,
  unblockDate,
  updateSpecialDate,
} from './calendar.service.ts';

export const calendarResolvers: Resolvers = {
  Query: {
    calendarMonth: (_parent, { month }, ctx) => calendarMonth(ctx, month),
    isDateAvailable: (_parent, args, ctx) => isDateAvailable(ctx, args),
    calendarSettings: (_parent, _args, ctx) => getCalendarSettings(ctx.db),
    specialDates: (_parent, _args, ctx) => listSpecialDates(ctx.db),
    calendarFeed: (_parent, _args, ctx) => calendarFeedStatus(ctx.db),
  },
  Mutation: {
    updateCalendarSettings: async (_parent, { input }, ctx) => ({ calendarSettings: await updateCalendarSettings(ctx.db, input) }),
    addSpecialDate: async (_parent, { input }, ctx) => ({
      specialDate: await addSpecialDate(ctx, { ...input, status: specialStatusFromGraphQL(input.status) }),
    }),
    updateSpecialDate: async (_parent, { input }, ctx) => ({
      specialDate: await updateSpecialDate(ctx, { ...input, status: specialStatusFromGraphQL(input.status) }),
    }),
    removeSpecialDate: async (_parent, { input }, ctx) => ({ id: await removeSpecialDate(ctx, input.id) }),
    blockDate: async (_parent, { input }, ctx) => ({ specialDate: await blockDate(ctx, input) }),
    unblockDate: async (_parent, { input }, ctx) => ({ id: input.id, specialDate: await unblockDate(ctx, input.id) }),
    createCalendarFeed: (_parent, _args, ctx) => createCalendarFeed(ctx.db, ctx.config.publicUrl),
    revokeCalendarFeed: (_parent, _args, ctx) => ({ feed: revokeCalendarFeed(ctx.db) }),
  },
  SpecialDate: {
    status: (row) => specialStatusToGraphQL(row.status),
    replaces: (row) => (row.replacedSpecialDate ? describeSpecialDate(row.replacedSpecialDate) : null),
  },
  CalendarDay: {
    // A blocked date's reason ("maintenance: ...") is the owner's business, not the visitor's.
    notes: (day, _args, ctx) => (day.status === 'UNAVAILABLE' && !isAdmin(ctx.viewer) ? null : (day.notes ?? null)),
  },
};
