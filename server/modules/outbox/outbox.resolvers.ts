import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { outboxMessagesConnection, outboxSummary, retryOutboxMessage } from './outbox.service.ts';

export const outboxResolvers: Resolvers = {
  Query: {
    outboxMessages: (_parent, { status, updatedSince, orderBy, ...page }, ctx) =>
      outboxMessagesConnection(ctx.db, page, { status: status ?? null, updatedSince }, orderBy ?? undefined),
    emailOutboxSummary: (_parent, _args, ctx) => outboxSummary(ctx.db, ctx.outbox),
  },
  Mutation: {
    retryOutboxMessage: (_parent, { input }, ctx) => ({ message: retryOutboxMessage(ctx, input.id) }),
  },
  Subscription: {
    outboxChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('outboxChanged'),
      resolve: (payload: PubSubEvents['outboxChanged']) => ({ messageId: payload.messageId, status: payload.status, changedAt: new Date() }),
    },
  },
  OutboxMessageConnection: {
    totalCount: (page) => page.totalCount(),
  },
};
