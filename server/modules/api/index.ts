/** The API's own state (cost, rate limits): what other modules may use. */
export { apiResolvers } from './api.resolvers.ts';
export { apiCorsOptions } from './api-origins.ts';
