import { requireAdmin } from '../../auth/access.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { followUpLog, listFollowUps, previewFollowUp, resetFollowUp, updateFollowUp } from './followups.service.ts';

export const followUpsResolvers: Resolvers = {
  Query: {
    followUps: (_parent, _args, ctx) => listFollowUps(ctx.db),
    previewFollowUp: (_parent, { input }, ctx) => previewFollowUp(ctx, input),
  },
  Mutation: {
    updateFollowUp: async (_parent, { input }, ctx) => ({ followUp: await updateFollowUp(ctx, input, { userId: requireAdmin(ctx).user.id }) }),
    resetFollowUp: async (_parent, { input }, ctx) => ({
      followUp: await resetFollowUp(ctx, input.kind, { version: input.version, actor: { userId: requireAdmin(ctx).user.id } }),
    }),
  },
  FollowUp: {
    log: (followUp, { first }, ctx) => followUpLog(ctx.db, followUp.kind, first ?? 10),
  },
  Subscription: {
    followUpsChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('followUpsChanged'),
      resolve: (payload: PubSubEvents['followUpsChanged']) => ({ kind: payload.kind, changedAt: new Date() }),
    },
  },
};
