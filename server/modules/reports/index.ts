/* The reports module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { reportsResolvers } from './reports.resolvers.ts';
export { startOfLocalDate, type Reports } from './reports.service.ts';
