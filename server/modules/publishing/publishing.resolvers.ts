import { users } from '../../db/schema/index.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { eq } from 'drizzle-orm';
import { publishContentChanges, revertContentChange } from './publishing.service.ts';
import { contentChangeStats, fieldChanges, contentChangeLogConnection, pendingChangeCount } from './content-change-log.ts';

export const publishingResolvers: Resolvers = {
  Query: {
    contentChangeLog: (_parent, { tableName, updatedSince, orderBy, ...page }, ctx) =>
      contentChangeLogConnection(ctx.db, page, { tableName: tableName ?? null, updatedSince }, orderBy ?? undefined),
    pendingChangeCount: (_parent, { tableName }, ctx) => pendingChangeCount(ctx.db, tableName ?? null),
    contentChangeStats: (_parent, _args, ctx) => contentChangeStats(ctx.db, { timeZone: ctx.config.venueTimeZone }),
  },
  Mutation: {
    publishContentChanges: async (_parent, { input }, ctx) => ({
      publishedCount: await publishContentChanges(ctx, { tableName: input.tableName ?? null }),
    }),
    revertContentChange: async (_parent, { input }, ctx) => ({ change: await revertContentChange(ctx, input.id, new Date(), ctx.viewer?.user.id ?? null) }),
  },
  Subscription: {
    contentChangeLogChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('contentChangeLogChanged'),
      resolve: (payload: { reason: string }) => ({ reason: payload.reason, changedAt: new Date() }),
    },
  },
  ContentChangeConnection: {
    totalCount: (page) => page.totalCount(),
  },
  ContentChange: {
    fieldChanges: (entry) => fieldChanges(entry),
    oldValue: (entry) => (entry.oldValue == null ? null : JSON.stringify(entry.oldValue)),
    newValue: (entry) => (entry.newValue == null ? null : JSON.stringify(entry.newValue)),
    createdBy: (entry, _args, ctx) =>
      entry.createdBy ? (ctx.db.select({ email: users.email }).from(users).where(eq(users.id, entry.createdBy)).get()?.email ?? null) : null,
  },
};
