import type { Resolvers } from '../../graphql/types.generated.ts';
import { monthsBetween } from '../../../shared/reports.ts';
import { paymentsReceived } from './payments-received.ts';
import { buildReports } from './reports.service.ts';

export const reportsResolvers: Resolvers = {
  Query: {
    reports: (_parent, { from, to }, ctx) => buildReports(ctx, from, to),
  },
  Reports: {
    paymentsReceived: (reports, _args, ctx) => paymentsReceived(ctx.db, monthsBetween(reports.from, reports.to)),
  },
};
