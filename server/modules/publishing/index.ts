/* The publishing module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { publishingResolvers } from './publishing.resolvers.ts';
export { stageCreate, stageUpdate, deleteStagedRow, publishContentChanges, revertContentChange, contentChangeStats, TABLES } from './publishing.service.ts';
