import { requireAdmin } from '../../auth/access.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSub, PubSubEvents } from '../../pubsub.ts';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from './faqs.service.ts';

export const faqsResolvers: Resolvers = {
  Query: {
    faqs: (_parent, _args, ctx) => listFaqs(ctx.db, { activeOnly: true }),
    adminFaqs: (_parent, _args, ctx) => listFaqs(ctx.db, { activeOnly: false }),
  },
  // Each change is announced (after it is committed) so another admin's FAQ screen and preview refetch.
  Mutation: {
    createFaq: async (_parent, { input }, ctx) => announced(ctx, 'created', { faq: await createFaq(ctx.db, input, actorOf(ctx)) }),
    updateFaq: async (_parent, { input }, ctx) => announced(ctx, 'updated', { faq: await updateFaq(ctx.db, input, actorOf(ctx)) }),
    deleteFaq: async (_parent, { input }, ctx) => announced(ctx, 'deleted', { deletedId: await deleteFaq(ctx.db, input.id, actorOf(ctx), input.version) }),
    reorderFaqs: async (_parent, { input }, ctx) => announced(ctx, 'reordered', { faqs: await reorderFaqs(ctx.db, input.ids, input.versions) }),
  },
  Subscription: {
    faqsChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('faqsChanged'),
      resolve: (payload: PubSubEvents['faqsChanged']) => ({ reason: payload.reason, changedAt: new Date() }),
    },
  },
};

function announced<T>(ctx: { pubsub: PubSub }, reason: PubSubEvents['faqsChanged']['reason'], result: T): T {
  ctx.pubsub.publish('faqsChanged', { reason });
  return result;
}

/** The admin saving (kept with each saved version). */
const actorOf = (ctx: GraphQLContext) => ({ userId: requireAdmin(ctx).user.id });
