import type { GraphQLContext } from '../../context.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { isAdmin } from '../../auth/access.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { todayIn } from '../../lib/dates.ts';
import { referenceOf } from '../../../shared/visitor-forms.ts';
import { allowedTransitions, bookingsConnection, calendarBookings, confirmBookingAndBlockDate, findBooking, findEventSpace, updateBooking, updateBookingStatus } from './bookings.service.ts';
import { createBooking, requestBooking } from './booking-creation.ts';
import { bookingsCsv } from './bookings-csv.ts';
import type { BookingRow } from '../../db/rows.ts';
import { notFound } from '../../errors.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import { actorOf } from './booking-ledger.resolvers.ts';
import { GUEST_CAPACITY } from '../../../shared/events.ts';
import { replayedChanges, replayThenLive } from '../sync/index.ts';

export const bookingsResolvers: Resolvers = {
  Query: {
    bookings: (_parent, { status, search, eventDateFrom, eventDateTo, updatedSince, orderBy, ...page }, ctx) =>
      bookingsConnection(ctx.db, page, { status: status ?? null, search, eventDateFrom, eventDateTo, updatedSince }, orderBy ?? undefined),
    booking: (_parent, { id }, ctx) => findBooking(ctx.db, id) ?? null,
    calendarBookings: (_parent, { month }, ctx) => calendarBookings(ctx.db, month),
    bookingsCsv: (_parent, _args, ctx) => bookingsCsv(ctx.db),
  },
  Mutation: {
    requestBooking: async (_parent, { input }, ctx) => {
      const booking = await requestBooking(ctx, input, { ...ctx.request, trusted: isAdmin(ctx.viewer) });
      // The calendar's ?sent=1 address shows the receipt again after a reload.
      if (booking.submissionKey) ctx.sessionCookie?.setReceipt('booking', booking.submissionKey);
      return { booking };
    },
    createBooking: async (_parent, { input }, ctx) => ({ booking: await createBooking(ctx, input, actorOf(ctx)) }),
    updateBookingStatus: async (_parent, { input }, ctx) => ({ booking: await updateBookingStatus(ctx, input, actorOf(ctx)) }),
    updateBooking: async (_parent, { input }, ctx) => ({ booking: await updateBooking(ctx, input, actorOf(ctx)) }),
    confirmBookingAndBlockDate: (_parent, { input }, ctx) => confirmBookingAndBlockDate(ctx, input, actorOf(ctx)),
  },
  Subscription: {
    bookingsChanged: {
      subscribe: (_parent, { updatedSince }, ctx) => {
        const live = ctx.pubsub.subscribe('bookingsChanged');
        if (!updatedSince) return live;
        const replay = replayedChanges(ctx.db, 'Booking', updatedSince, ({ id, change }) => ({ change, bookingId: id, replayed: true }));
        return replayThenLive(replay, live);
      },
      resolve: (event: unknown, _args: unknown, ctx: GraphQLContext) => {
        const payload = event as PubSubEvents['bookingsChanged'];
        const booking: BookingRow | undefined = findBooking(ctx.db, payload.bookingId);
        if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
        return { change: payload.change, booking, replayed: payload.replayed ?? false };
      },
    },
  },
  BookingConnection: {
    totalCount: (page) => page.totalCount(),
    statusCounts: (page) => page.statusCounts(),
  },
  EventSpace: {
    // The venue's one capacity rule lives in shared/events.ts (the forms and the server check it); no column holds a second copy.
    capacity: () => GUEST_CAPACITY,
  },
  Booking: {
    reference: (booking) => referenceOf('booking', booking.id),
    // The visitor who sent a request gets it back (and again for a repeated submission key, perhaps
    // after the owner wrote notes): the staff's notes stay theirs.
    adminNotes: (booking, _args, ctx) => (isAdmin(ctx.viewer) ? booking.adminNotes : null),
    eventSpace: (booking, _args, ctx) => booking.eventSpace ?? findEventSpace(ctx.db, booking.eventSpaceId),
    allowedTransitions: (booking, _args, ctx) => allowedTransitions(booking, todayIn(ctx.config.venueTimeZone)),
  },
};
