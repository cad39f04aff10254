import { requireAdmin } from '../../auth/access.ts';
import type { GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { listVisibleHeroSlides } from '../content/index.ts';
import {
  getSiteSettings,
  updateBrandingImage,
  updateSiteDetails,
  updateSocialAndFooter,
  type SiteSettingsKey,
} from './settings.service.ts';

export const settingsResolvers: Resolvers = {
  Query: {
    siteSettings: (_parent, _args, ctx) => getSiteSettings(ctx.db),
  },
  Mutation: {
    updateSocialAndFooter: (_parent, { input }, ctx) => updateSocialAndFooter(settingsWriter(ctx), input),
    updateSiteDetails: async (_parent, { input }, ctx) => ({ branding: await updateSiteDetails(settingsWriter(ctx), input) }),
    updateLogo: async (_parent, { input }, ctx) => ({ branding: await updateBrandingImage(settingsWriter(ctx), 'logo', input.logoUrl, input.version) }),
    updateFavicon: async (_parent, { input }, ctx) => ({ branding: await updateBrandingImage(settingsWriter(ctx), 'favicon', input.faviconUrl, input.version) }),
  },
  Branding: {
    shareImage: (_branding, _args, ctx) => {
      const [first] = listVisibleHeroSlides(ctx.db, { preview: false });
      return first ? { url: first.imageUrl, alt: first.altText } : null;
    },
  },
  Subscription: {
    siteSettingsChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('siteSettingsChanged'),
      resolve: (payload: { key: SiteSettingsKey }) => ({ key: payload.key, changedAt: new Date() }),
    },
  },
};

/** The admin saving: kept with each saved version (the directive already refused anyone else). */
const settingsWriter = (ctx: GraphQLContext) => ({ ...ctx, userId: requireAdmin(ctx).user.id });
