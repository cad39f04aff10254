/* The dashboard module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { dashboardResolvers } from './dashboard.resolvers.ts';
export type { dashboardOverview } from './dashboard.service.ts';
