import type { Resolvers } from '../../graphql/types.generated.ts';
import { withStagedValues } from '../content/index.ts';
import { dashboardOverview } from './dashboard.service.ts';

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboardOverview: (_parent, _args, ctx) => {
      const overview = dashboardOverview(ctx);
      // The admin sees content as it will look once published.
      return { ...overview, recentContent: overview.recentContent.map(withStagedValues) };
    },
  },
};
