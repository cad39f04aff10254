import type { StagedTable } from '../../db/schema/index.ts';
import { users } from '../../db/schema/index.ts';
import type { ContentChangeStatus, ContentChangeType, ContentTable, Resolvers } from '../../graphql/types.generated.ts';
import { eq } from 'drizzle-orm';
import {
  contentChangeStats,
  fieldChanges,
  contentChangeLogConnection,
  pendingChangeCount,
  publishContentChanges,
  revertContentChange,
} from './publishing.service.ts';

const toDbTable = (table: ContentTable | null | undefined) => (table ? (table.toLowerCase() as StagedTable) : null);
const toGraphQLTable = (table: StagedTable) => table.toUpperCase() as ContentTable;

export const publishingResolvers: Resolvers = {
  Query: {
    contentChangeLog: (_parent, { tableName, ...page }, ctx) => contentChangeLogConnection(ctx.db, page, { tableName: toDbTable(tableName) }),
    pendingChangeCount: (_parent, { tableName }, ctx) => pendingChangeCount(ctx.db, toDbTable(tableName)),
    contentChangeStats: (_parent, _args, ctx) => {
      const stats = contentChangeStats(ctx.db, { timeZone: ctx.config.venueTimeZone });
      return { ...stats, pendingByTable: stats.pendingByTable.map((row) => ({ ...row, tableName: toGraphQLTable(row.tableName) })) };
    },
  },
  Mutation: {
    publishContentChanges: async (_parent, { input }, ctx) => ({
      publishedCount: await publishContentChanges(ctx, { tableName: toDbTable(input.tableName) }),
    }),
    revertContentChange: async (_parent, { input }, ctx) => ({ change: await revertContentChange(ctx, input.id) }),
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
    tableName: (entry) => toGraphQLTable(entry.tableName),
    changeType: (entry) => entry.changeType.toUpperCase() as ContentChangeType,
    status: (entry) => entry.status.toUpperCase() as ContentChangeStatus,
    fieldChanges: (entry) => fieldChanges(entry),
    oldValue: (entry) => (entry.oldValue == null ? null : JSON.stringify(entry.oldValue)),
    newValue: (entry) => (entry.newValue == null ? null : JSON.stringify(entry.newValue)),
    createdBy: (entry, _args, ctx) =>
      entry.createdBy ? (ctx.db.select({ email: users.email }).from(users).where(eq(users.id, entry.createdBy)).get()?.email ?? null) : null,
  },
};
