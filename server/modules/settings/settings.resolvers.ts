import type { Resolvers } from '../../graphql/types.generated.ts';
import { getSiteSettings } from './settings.service.ts';

export const settingsResolvers: Resolvers = {
  Query: {
    siteSettings: (_parent, _args, ctx) => getSiteSettings(ctx.db),
  },
};
