import type { Resolvers } from '../../graphql/types.generated.ts';
import { listVisibleHeroSlides } from '../content/content.service.ts';
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
    updateSocialAndFooter: (_parent, { input }, ctx) => updateSocialAndFooter(ctx, input),
    updateSiteDetails: async (_parent, { input }, ctx) => ({ branding: await updateSiteDetails(ctx, input) }),
    updateLogo: async (_parent, { input }, ctx) => ({ branding: await updateBrandingImage(ctx, 'logo', input.logoUrl) }),
    updateFavicon: async (_parent, { input }, ctx) => ({ branding: await updateBrandingImage(ctx, 'favicon', input.faviconUrl) }),
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
