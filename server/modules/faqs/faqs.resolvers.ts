import type { Resolvers } from '../../graphql/types.generated.ts';
import { listFaqs } from './faqs.service.ts';

export const faqsResolvers: Resolvers = {
  Query: {
    faqs: (_parent, _args, ctx) => listFaqs(ctx.db, { activeOnly: true }),
  },
};
