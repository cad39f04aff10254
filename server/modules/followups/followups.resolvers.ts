import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { listFollowUps, previewFollowUp, resetFollowUp, updateFollowUp } from './followups.service.ts';

export const followUpsResolvers: Resolvers = {
  Query: {
    followUps: (_parent, _args, ctx) => listFollowUps(ctx.db),
    previewFollowUp: (_parent, { input }, ctx) => previewFollowUp(ctx, input),
  },
  Mutation: {
    updateFollowUp: async (_parent, { input }, ctx) => ({ followUp: await updateFollowUp(ctx, input) }),
    resetFollowUp: async (_parent, { input }, ctx) => ({ followUp: await resetFollowUp(ctx, input.kind) }),
  },
  Subscription: {
    followUpsChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('followUpsChanged'),
      resolve: (payload: PubSubEvents['followUpsChanged']) => ({ kind: payload.kind, changedAt: new Date() }),
    },
  },
};
