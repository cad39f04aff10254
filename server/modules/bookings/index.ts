/*
 * The bookings module's front door: a booking's life (booking-life.ts: every move, what else must
 * happen with it, and the record of each event), its money (booking-money.ts) and the bookings
 * service. Other modules import from here.
 */
export { agreePriceIn, changeAgreedPriceIn, onBookingEvent, type Actor, type BookingEventRow, type BookingLifeServices } from './booking-life.ts';
export { bookingPaymentSummaries, bookingPaymentSummary, cancelBooking, recordPayment, recordRefund, voidLedgerEntry } from './booking-money.ts';
export { assertDetailsAllowedIn, changeBookingDetails, changedDetails, changeDetailsIn, detailsOf, type DetailsInput } from './booking-changes.ts';
export { bookingChangedEmail, type BookingEmailContext } from './booking-emails.ts';
export { bookingWithEventSpace, confirmBookingAndBlockDate, confirmBookingIn, findBooking, updateBookingStatus, bookingsForInquiries } from './bookings.service.ts';
export { createBooking, sendBookingRequest } from './booking-creation.ts';
export { bookingsCsv } from './bookings-csv.ts';
export { bookingLedgerResolvers, actorOf, type LedgerEntryModel } from './booking-ledger.resolvers.ts';
export { bookingsResolvers } from './bookings.resolvers.ts';
export { mainEventSpaceId, MAIN_EVENT_SPACE_ID, MAIN_EVENT_SPACE } from './event-space.ts';
