/* The followups module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { renderFollowUp } from './followup-emails.ts';
export { processDueFollowUps } from './followup-scan.ts';
export { createFollowUpScheduler, type FollowUpScheduler } from './followup-scheduler.ts';
export { followUpsResolvers } from './followups.resolvers.ts';
export { listFollowUps, resetFollowUp, updateFollowUp, type FollowUpModel } from './followups.service.ts';
