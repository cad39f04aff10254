/* The holds module's front door: what other modules, the GraphQL layer and the HTTP routes may use. */
export { holdOfferedEmail } from './hold-emails.ts';
export { createHoldScheduler, type HoldScheduler } from './hold-scheduler.ts';
export { holdsResolvers } from './holds.resolvers.ts';
export { announceHoldsChanged, othersHoldOverlappingIn, settleHoldsForConfirmedBookingIn, releaseHoldsOfCancelledBookingIn, placeHold, extendHold, releaseHold } from './holds.service.ts';
