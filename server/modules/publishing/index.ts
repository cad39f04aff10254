/* The publishing module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { publishingResolvers } from './publishing.resolvers.ts';
export { stageCreate, stageUpdate, deleteStagedRow, setStagedRowActive, publishContentChanges, revertContentChange } from './publishing.service.ts';
export { TABLES } from './staged-tables.ts';
export { contentChangeStats } from './content-change-log.ts';
