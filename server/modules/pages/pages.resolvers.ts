import { isAdmin, requireAdmin } from '../../auth/access.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { findPageBySlug, listPages, pagePath, reorderPageSettings, updatePageSetting } from './pages.service.ts';

export const pagesResolvers: Resolvers = {
  Query: {
    navigationPages: (_parent, _args, ctx) => listPages(ctx.db, { activeOnly: true }),
    page: (_parent, { slug }, ctx) => {
      const page = findPageBySlug(ctx.db, slug);
      return page && (page.isActive || isAdmin(ctx.viewer)) ? page : null;
    },
    pageSettings: (_parent, _args, ctx) => listPages(ctx.db, { activeOnly: false }),
  },
  Mutation: {
    updatePageSetting: async (_parent, { input }, ctx) => ({ pageSetting: await updatePageSetting(ctx, input, { userId: requireAdmin(ctx).user.id }) }),
    reorderPageSettings: async (_parent, { input }, ctx) => ({ pageSettings: await reorderPageSettings(ctx, input.ids, input.versions) }),
  },
  Subscription: {
    pageSettingsChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('pageSettingsChanged'),
      resolve: () => ({ changedAt: new Date() }),
    },
  },
  PageSetting: {
    path: (page) => pagePath(page),
  },
};
