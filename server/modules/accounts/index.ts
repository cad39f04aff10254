/* The accounts module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { accountsResolvers } from './accounts.resolvers.ts';
export { ensureFirstAdmin, createUser, findUserByEmail, generatePassword, setRole } from './accounts.service.ts';
export { RESET_ATTEMPT_LIMIT, RESET_REQUEST_LIMITS } from './passwords.service.ts';
export { describeUserAgent } from './sessions.service.ts';
