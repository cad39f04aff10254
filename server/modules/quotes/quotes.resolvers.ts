import { BOOKING_FORM_MESSAGES } from '../../../shared/bookings.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { notFound } from '../../errors.ts';
import { monthsBetween } from '../../../shared/reports.ts';
import { lineAmountCents } from '../../../shared/quotes.ts';
import { describeDue } from '../../../shared/payment-schedule.ts';
import { todayIn } from '../../lib/dates.ts';
import { findBooking } from '../bookings/bookings.service.ts';
import { batchedField } from '../../lib/page-batch.ts';
import type { BookingRow } from '../../db/rows.ts';
import {
  bookingPaymentSummaries,
  createQuote,
  createQuoteFromInquiry,
  datePremiumMultiplier,
  deletePayment,
  findQuote,
  moneyDue,
  moneyOutstanding,
  paymentsOfBooking,
  quoteLines,
  quoteSchedule,
  quotesOfBooking,
  quoteStatusNow,
  recordPayment,
  scheduleItemDueDate,
  sendQuote,
  totalsOfQuote,
  updateQuote,
  withdrawQuote,
} from './quotes.service.ts';

// A page of bookings (the admin's Bookings list) reads every card's payment badge in one go.
const paymentSummaryOf = batchedField((page: readonly BookingRow[], deps: Parameters<typeof bookingPaymentSummaries>[0]) => {
  const summaries = bookingPaymentSummaries(deps, page.map((booking) => booking.id));
  return (booking: BookingRow) => summaries.get(booking.id)!;
});

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
    createQuoteFromInquiry: (_parent, { input }, ctx) => createQuoteFromInquiry(ctx, input),
    updateQuote: async (_parent, { input }, ctx) => ({
      quote: await updateQuote(ctx, input),
    }),
    sendQuote: (_parent, { input }, ctx) => sendQuote(ctx, input),
    withdrawQuote: async (_parent, { input }, ctx) => ({ quote: await withdrawQuote(ctx, input) }),
    recordPayment: async (_parent, { input }, ctx) => {
      const payment = await recordPayment(ctx, input);
      return { payment, booking: bookingOf(ctx.db, payment.bookingId) };
    },
    deletePayment: async (_parent, { input }, ctx) => {
      const payment = await deletePayment(ctx, input);
      return { deletedId: payment.id, booking: bookingOf(ctx.db, payment.bookingId) };
    },
  },
  Quote: {
    status: (quote) => quoteStatusNow(quote),
    taxRateBasisPoints: (quote) => Math.round(quote.taxRateMilliPercent / 10),
    lines: (quote, _args, ctx) => quoteLines(ctx.db, quote.id),
    schedule: (quote, _args, ctx) => {
      const eventDate = bookingOf(ctx.db, quote.bookingId).eventDate;
      return quoteSchedule(ctx.db, quote.id).map((item) => ({ ...item, eventDate }));
    },
    totals: (quote, _args, ctx) => totalsOfQuote(ctx.db, quote),
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
    payments: (booking, _args, ctx) => paymentsOfBooking(ctx.db, booking.id),
    paymentSummary: (booking, _args, ctx) => paymentSummaryOf(booking, ctx),
    datePremiumMultiplier: (booking, _args, ctx) => datePremiumMultiplier(ctx.db, booking.eventDate),
  },
  DashboardOverview: {
    moneyDueThisMonthCents: (_overview, _args, ctx) => moneyDue(ctx).dueThisMonthCents,
    moneyOverdueCents: (_overview, _args, ctx) => moneyDue(ctx).overdueCents,
  },
  Reports: {
    moneyOutstanding: (reports, _args, ctx) => moneyOutstanding(ctx, monthsBetween(reports.from, reports.to)),
  },
};
