/* The booking terms module's front door: what other modules may use. */
export { getBookingTerms, updateBookingTerms, type BookingTerms } from './terms.service.ts';
export { termsResolvers } from './terms.resolvers.ts';
