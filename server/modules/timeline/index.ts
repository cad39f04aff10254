/*
 * The timeline module's front door: a client's story composed from its records (timeline.service.ts).
 */
export { announceTimeline, clientTimeline, recordTimelineIn, type TimelineEntryModel } from './timeline.service.ts';
export { timelineResolvers } from './timeline.resolvers.ts';
