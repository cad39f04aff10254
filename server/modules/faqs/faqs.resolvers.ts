import type { Resolvers } from '../../graphql/types.generated.ts';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from './faqs.service.ts';

export const faqsResolvers: Resolvers = {
  Query: {
    faqs: (_parent, _args, ctx) => listFaqs(ctx.db, { activeOnly: true }),
    adminFaqs: (_parent, _args, ctx) => listFaqs(ctx.db, { activeOnly: false }),
  },
  Mutation: {
    createFaq: async (_parent, { input }, ctx) => ({ faq: await createFaq(ctx.db, input) }),
    updateFaq: async (_parent, { input }, ctx) => ({ faq: await updateFaq(ctx.db, input) }),
    deleteFaq: async (_parent, { input }, ctx) => ({ deletedId: await deleteFaq(ctx.db, input.id) }),
    reorderFaqs: async (_parent, { input }, ctx) => ({ faqs: await reorderFaqs(ctx.db, input.ids) }),
  },
};
