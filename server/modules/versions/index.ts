/* The versions module's front door: what other modules may use. */
export { assertListVersions, assertVersion, keepVersion, type CurrentRecord, type VersionActor, type RecordVersionRow } from './versions.service.ts';
export { versionsResolvers } from './versions.resolvers.ts';
