/* The diagnostics module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { diagnosticsResolvers } from './diagnostics.resolvers.ts';
