import type { EmailDeliveryMode, OutboxStatus, Resolvers } from '../../graphql/types.generated.ts';
import type { OutboxStatus as OutboxStatusValue } from '../../db/schema/index.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { outboxMessagesConnection, outboxSummary, retryOutboxMessage } from './outbox.service.ts';

const STATUS_ENUM: Record<OutboxStatusValue, OutboxStatus> = { queued: 'QUEUED', sending: 'SENDING', sent: 'SENT', failed: 'FAILED' };
const MODE_ENUM: Record<'resend' | 'outbox-only', EmailDeliveryMode> = { resend: 'RESEND', 'outbox-only': 'OUTBOX_ONLY' };

export const outboxResolvers: Resolvers = {
  Query: {
    outboxMessages: (_parent, { status, ...page }, ctx) =>
      outboxMessagesConnection(ctx.db, page, { status: status ? (status.toLowerCase() as OutboxStatusValue) : null }),
    emailOutboxSummary: (_parent, _args, ctx) => {
      const summary = outboxSummary(ctx.db, ctx.outbox);
      return { ...summary, mode: MODE_ENUM[summary.mode] };
    },
  },
  Mutation: {
    retryOutboxMessage: (_parent, { input }, ctx) => ({ message: retryOutboxMessage(ctx, input.id) }),
  },
  Subscription: {
    outboxChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('outboxChanged'),
      resolve: (payload: PubSubEvents['outboxChanged']) => ({ messageId: payload.messageId, status: STATUS_ENUM[payload.status], changedAt: new Date() }),
    },
  },
  OutboxMessageConnection: {
    totalCount: (page) => page.totalCount(),
  },
  OutboxMessage: {
    status: (row) => STATUS_ENUM[row.status],
  },
};
