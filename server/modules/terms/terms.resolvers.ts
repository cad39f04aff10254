import { requireAdmin } from '../../auth/access.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { getBookingTerms, updateBookingTerms } from './terms.service.ts';
import { cancellationPolicyText } from '../../../shared/cancellation.ts';

export const termsResolvers: Resolvers = {
  Query: {
    bookingTerms: (_parent, _args, ctx) => getBookingTerms(ctx.db),
  },
  Mutation: {
    updateBookingTerms: async (_parent, { input }, ctx) => ({ bookingTerms: await updateBookingTerms(ctx, input, { userId: requireAdmin(ctx).user.id }) }),
  },
  CancellationPolicy: {
    text: (policy) => cancellationPolicyText(policy),
  },
};
