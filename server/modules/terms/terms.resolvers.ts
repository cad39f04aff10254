import { requireAdmin } from '../../auth/access.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { getBookingTerms, updateBookingTerms } from './terms.service.ts';
import { cancellationPolicyText } from '../../../shared/cancellation.ts';

export const termsResolvers: Resolvers = {
  Query: {
    bookingTerms: (_parent, _args, ctx) => getBookingTerms(ctx.db),
  },
  Mutation: {
    updateBookingTerms: async (_parent, { input }, ctx) => ({ bookingTerms: await updateBookingTerms(ctx, input, { userId: requireAdmin(ctx).user.id }) }),
  },
  Subscription: {
    bookingTermsChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('bookingTermsChanged'),
      resolve: (payload: PubSubEvents['bookingTermsChanged']) => ({ version: payload.version, changedAt: new Date() }),
    },
  },
  CancellationPolicy: {
    text: (policy) => cancellationPolicyText(policy),
  },
};
