/*
 * The bookings module's front door: a booking's life (booking-life.ts: every move, what else must
 * happen with it, and the record of each event), its money (booking-money.ts) and the bookings
 * service. Other modules import from here.
 */
export { agreePriceIn, changeAgreedPriceIn, onBookingEvent, type Actor, type BookingEventRow, type BookingLifeDeps } from './booking-life.ts';
export { bookingPaymentSummaries, bookingPaymentSummary, cancelBooking, recordPayment, recordRefund, voidLedgerEntry } from './booking-money.ts';
export { assertDetailsAllowedIn, changeBookingDetails, changedDetails, changeDetailsIn, detailsOf, type DetailsInput } from './booking-changes.ts';
export { bookingChangedEmail } from './booking-emails.ts';
export { bookingWithEventSpace, confirmBookingAndBlockDate, confirmBookingIn, createBooking, findBooking, updateBookingStatus } from './bookings.service.ts';
