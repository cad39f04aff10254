import type { Resolvers } from '../../graphql/types.generated.ts';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from './faqs.service.ts';

export const faqsResolvers: Resolvers = {
  Query: {
    faqs: (_parent, _args, ctx) => listFaqs(ctx.db, { activeOnly: true }),
    adminFaqs: (_parent, _args, ctx) => listFaqs(ctx.db, { activeOnly: false }),
  },
  Mutation: {
    createFaq: (_parent, { input }, ctx) => ({ faq: createFaq(ctx.db, input) }),
    updateFaq: (_parent, { input }, ctx) => ({ faq: updateFaq(ctx.db, input) }),
    deleteFaq: (_parent, { input }, ctx) => ({ deletedId: deleteFaq(ctx.db, input.id) }),
    reorderFaqs: (_parent, { input }, ctx) => ({ faqs: reorderFaqs(ctx.db, input.ids) }),
  },
};
