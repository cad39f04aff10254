import type { Resolvers } from '../../graphql/types.generated.ts';
import { getBookingTerms, updateBookingTerms } from './terms.service.ts';

export const termsResolvers: Resolvers = {
  Query: {
    bookingTerms: (_parent, _args, ctx) => getBookingTerms(ctx.db),
  },
  Mutation: {
    updateBookingTerms: async (_parent, { input }, ctx) => ({ bookingTerms: await updateBookingTerms(ctx, input) }),
  },
};
