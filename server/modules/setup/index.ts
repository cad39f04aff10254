/* The setup module's front door: the admin notes, the dashboard's checklist and removing demo data, all through GraphQL. */
export { setupResolvers } from './setup.resolvers.ts';
