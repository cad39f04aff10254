/* The outbox module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { outboxResolvers } from './outbox.resolvers.ts';
