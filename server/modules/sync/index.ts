/*
 * Incremental sync (docs/api.md, "Incremental sync"): the front door other modules and the GraphQL
 * layer use. Records by id, tombstones, update orders and updatedSince for every list, replaying
 * subscriptions, and the triggers that keep it all true (synced-records.ts).
 */
export { syncResolvers } from './sync.resolvers.ts';
export { replayedChanges, replayThenLive, sinceAndOrdered, updateOrders, updatedSinceCondition, type TombstoneConnectionModel, type TombstoneRow, type UpdateOrderName } from './sync.service.ts';
export { SQL_NOW_MS, SYNCED_RECORDS } from './synced-records.ts';
