import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { dismissAdminNote, listAdminNotes, removeDemoData, setSetupChecklistHidden, setupChecklist } from './setup.service.ts';

export const setupResolvers: Resolvers = {
  Query: {
    adminNotes: (_parent, _args, ctx) => listAdminNotes(ctx.db),
    setupChecklist: (_parent, _args, ctx) => setupChecklist(ctx),
  },
  Mutation: {
    dismissAdminNote: (_parent, { input }, ctx) => dismissAdminNote(ctx, input.id),
    setSetupChecklistHidden: async (_parent, { input }, ctx) => ({ setupChecklist: await setSetupChecklistHidden(ctx, input.hidden) }),
    removeDemoData: (_parent, _args, ctx) => removeDemoData(ctx),
  },
  Subscription: {
    setupChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('setupChanged'),
      resolve: (payload: PubSubEvents['setupChanged']) => ({ change: payload.change, changedAt: new Date() }),
    },
  },
};
