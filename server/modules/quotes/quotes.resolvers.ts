import { requireAdmin } from '../../auth/access.ts';
import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { notFound } from '../../errors.ts';
import { lineAmountCents } from '../../../shared/quotes.ts';
import { describeDue, scheduleItemDueDate } from '../../../shared/payment-schedule.ts';
import { todayIn } from '../../lib/dates.ts';
import { actorOf, changeBookingDetails, findBooking } from '../bookings/index.ts';
import { describeChanges } from '../../../shared/change-orders.ts';
import { createChangeOrder } from './change-orders.ts';
import { createQuote, createQuoteFromInquiry, datePremiumMultiplier, findQuote, quoteLines, quoteSchedule, quotesOfBooking, quoteStatusNow, totalsOfQuote, updateQuote } from './quotes.service.ts';
import { sendQuote, withdrawQuote } from './quote-link.ts';

function bookingOf(db: Parameters<typeof findBooking>[0], id: string) {
  const booking = findBooking(db, id);
  if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
  return booking;
}

export const quotesResolvers: Resolvers = {
  Query: {
    quote: (_parent, { id }, ctx) => findQuote(ctx.db, id) ?? null,
  },
  Mutation: {
    createQuote: async (_parent, { input }, ctx) => ({ quote: await createQuote(ctx, input) }),
    createQuoteFromInquiry: (_parent, { input }, ctx) => createQuoteFromInquiry(ctx, input, actorOf(ctx)),
    updateQuote: async (_parent, { input }, ctx) => ({
      quote: await updateQuote(ctx, input, { userId: requireAdmin(ctx).user.id }),
    }),
    sendQuote: (_parent, { input }, ctx) => sendQuote(ctx, input),
    withdrawQuote: async (_parent, { input }, ctx) => ({ quote: await withdrawQuote(ctx, input) }),
    createChangeOrder: async (_parent, { input }, ctx) => {
      const quote = await createChangeOrder(ctx, input);
      return { quote, booking: bookingOf(ctx.db, quote.bookingId) };
    },
    changeBookingDetails: async (_parent, { input }, ctx) => ({ booking: await changeBookingDetails(ctx, input, actorOf(ctx)) }),
  },
  Quote: {
    status: (quote) => quoteStatusNow(quote),
    taxRateBasisPoints: (quote) => Math.round(quote.taxRateMilliPercent / 10),
    lines: (quote, _args, ctx) => quoteLines(ctx.db, quote.id),
    schedule: (quote, _args, ctx) => {
      // A change order's payments before the event run to its new date.
      const eventDate = quote.changeOrder?.to.eventDate ?? bookingOf(ctx.db, quote.bookingId).eventDate;
      return quoteSchedule(ctx.db, quote.id).map((item) => ({ ...item, eventDate }));
    },
    totals: (quote, _args, ctx) => totalsOfQuote(ctx.db, quote),
    changeOrder: (quote) => (quote.changeOrder ? { ...quote.changeOrder, changes: describeChanges(quote.changeOrder.from, quote.changeOrder.to) } : null),
  },
  PaymentScheduleItem: {
    dueDate: (item, _args, ctx) => scheduleItemDueDate(item, item.eventDate, todayIn(ctx.config.venueTimeZone, ctx.config.now())),
    dueDescription: (item) => describeDue(item, item.eventDate),
  },
  QuoteLine: {
    amountCents: (line) => lineAmountCents(line),
  },
  Payment: {
    // A payment is never changed: a mistake is deleted (a tombstone) and recorded again.
    updatedAt: (payment) => payment.createdAt,
  },
  Booking: {
    quotes: (booking, _args, ctx) => quotesOfBooking(ctx.db, booking.id),
    datePremiumMultiplier: (booking, _args, ctx) => datePremiumMultiplier(ctx.db, booking.eventDate),
  },
};
