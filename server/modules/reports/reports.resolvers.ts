import type { Resolvers } from '../../graphql/types.generated.ts';
import { buildReports } from './reports.service.ts';

export const reportsResolvers: Resolvers = {
  Query: {
    reports: (_parent, { from, to }, ctx) => buildReports(ctx, from, to),
  },
};
