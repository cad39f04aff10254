import { asc, eq, inArray } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.ts';
import type { DB } from '../../db/client.ts';
import type { BookingRow } from '../../db/rows.ts';
import { bookingEvents, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { batchedField } from '../../lib/page-batch.ts';
import { BOOKING_FORM_MESSAGES, centsOfDollars } from '../../../shared/bookings.ts';
import { ledgerTotals, owedChangeCents } from '../../../shared/ledger.ts';
import { monthsBetween } from '../../../shared/reports.ts';
import { hasAgreedPrice, ledgerEntriesFor, ledgerEntriesOf, voidedEntryIds, type LedgerEntryRow } from '../ledger/index.ts';
import type { Actor } from './booking-life.ts';
import {
  bookingPaymentSummaries,
  cancelBooking,
  cancellationTermsFor,
  moneyDue,
  moneyOutstanding,
  recordPayment,
  recordRefund,
  voidLedgerEntry,
} from './booking-money.ts';
import { findBooking } from './bookings.service.ts';

/*
 * A booking's money and history over GraphQL: its ledger with the balance after each entry, the
 * figures derived from it, where it stands against the agreed schedule, the policy's proposal for
 * cancelling, and the mutations that record money and cancel. Thin: the rules are in
 * booking-money.ts and booking-life.ts.
 */

/** A ledger entry as the API reads it: the row, the balance after it, and the entry that voids it. */
export type LedgerEntryModel = LedgerEntryRow & { balanceAfterCents: number; voidedById: string | null };

/** The owner acting through this request (their session or API token). */
export function actorOf(ctx: Pick<GraphQLContext, 'viewer'>): Actor {
  return { kind: 'admin', userId: ctx.viewer?.user.id ?? null };
}

function bookingOf(db: DB, id: string): BookingRow {
  const booking = findBooking(db, id);
  if (!booking) throw notFound(BOOKING_FORM_MESSAGES.bookingGone);
  return booking;
}

/** A booking's entries with the running balance and who voided what. */
export function ledgerModels(entries: readonly LedgerEntryRow[]): LedgerEntryModel[] {
  const voidedBy = new Map(entries.flatMap((entry) => (entry.voidsEntryId ? [[entry.voidsEntryId, entry.id] as const] : [])));
  let balance = 0;
  return entries.map((entry) => {
    balance += owedChangeCents(entry);
    return { ...entry, balanceAfterCents: balance, voidedById: voidedBy.get(entry.id) ?? null };
  });
}

/** The payments that count: payment entries not voided (the older API's Booking.payments). */
function livePayments(entries: readonly LedgerEntryRow[]): LedgerEntryRow[] {
  const voided = voidedEntryIds(entries);
  return entries.filter((entry) => entry.kind === 'payment' && !entry.voidsEntryId && !voided.has(entry.id));
}

// A page of bookings (the admin's Bookings list) reads every card's payment badge and price in one go.
const paymentSummaryOf = batchedField((page: readonly BookingRow[], deps: Parameters<typeof bookingPaymentSummaries>[0]) => {
  const summaries = bookingPaymentSummaries(deps, page.map((booking) => booking.id));
  return (booking: BookingRow) => summaries.get(booking.id)!;
});
const entriesOf = batchedField((page: readonly BookingRow[], deps: { db: DB }) => {
  const byBooking = ledgerEntriesFor(deps.db, page.map((booking) => booking.id));
  return (booking: BookingRow) => byBooking.get(booking.id) ?? [];
});

/**
 * The booking's price: the agreed price once agreed (the ledger: the accepted quote and its change
 * orders, or the price confirmed), otherwise the owner's estimate (the total cost column).
 */
export function priceCentsOf(booking: BookingRow, entries: readonly LedgerEntryRow[]): number | null {
  if (hasAgreedPrice(entries)) return ledgerTotals(entries).agreedCents;
  return booking.totalCost == null ? null : centsOfDollars(booking.totalCost);
}

function userEmails(db: DB, ids: (string | null)[]): Map<string, string> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map(db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, wanted)).all().map((row) => [row.id, row.email]));
}

function actorName(actor: string, email: string | undefined, clientName: string | null): string {
  if (actor === 'client') return clientName ? `The client (${clientName})` : 'The client';
  if (actor === 'system') return 'The site';
  return email ? `The owner (${email})` : 'The owner';
}

export const bookingLedgerResolvers: Resolvers = {
  Mutation: {
    recordPayment: async (_parent, { input }, ctx) => {
      const { entry, totals } = await recordPayment(ctx, { ...input, occurredOn: input.receivedOn }, actorOf(ctx));
      return { payment: entry, booking: bookingOf(ctx.db, entry.bookingId), creditCents: totals.creditCents };
    },
    deletePayment: async (_parent, { input }, ctx) => {
      const { voided } = await voidLedgerEntry(ctx, { id: input.id, reason: 'Removed by the owner (recorded by mistake)' }, actorOf(ctx));
      return { deletedId: voided.id, booking: bookingOf(ctx.db, voided.bookingId) };
    },
    recordRefund: async (_parent, { input }, ctx) => {
      const { entry } = await recordRefund(ctx, input, actorOf(ctx));
      const booking = bookingOf(ctx.db, entry.bookingId);
      return { entry: ledgerModels(ledgerEntriesOf(ctx.db, booking.id)).find((model) => model.id === entry.id)!, booking };
    },
    voidLedgerEntry: async (_parent, { input }, ctx) => {
      const { entry } = await voidLedgerEntry(ctx, input, actorOf(ctx));
      const booking = bookingOf(ctx.db, entry.bookingId);
      return { entry: ledgerModels(ledgerEntriesOf(ctx.db, booking.id)).find((model) => model.id === entry.id)!, booking };
    },
    cancelBooking: async (_parent, { input }, ctx) => {
      const result = await cancelBooking(ctx, input, actorOf(ctx));
      return { booking: result.booking };
    },
  },
  Booking: {
    totalCostCents: (booking, _args, ctx) => priceCentsOf(booking, entriesOf(booking, ctx)),
    payments: (booking, _args, ctx) => livePayments(entriesOf(booking, ctx)),
    paymentSummary: (booking, _args, ctx) => paymentSummaryOf(booking, ctx),
    ledger: (booking, _args, ctx) => ledgerModels(entriesOf(booking, ctx)),
    money: (booking, _args, ctx) => ledgerTotals(entriesOf(booking, ctx)),
    priceAgreed: (booking, _args, ctx) => hasAgreedPrice(entriesOf(booking, ctx)),
    cancellationTerms: (booking, _args, ctx) => (booking.status === 'pending' || booking.status === 'confirmed' ? cancellationTermsFor(ctx, booking) : null),
    history: (booking, _args, ctx) => ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id)).orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id)).all(),
  },
  Payment: {
    receivedOn: (entry) => entry.occurredOn!,
    method: (entry) => entry.method!,
  },
  LedgerEntry: {
    owedChangeCents: (entry) => owedChangeCents(entry),
    actorName: (entry, _args, ctx) => actorName(entry.actor, userEmails(ctx.db, [entry.createdBy]).get(entry.createdBy ?? ''), null),
  },
  BookingEvent: {
    actorName: (event, _args, ctx) => actorName(event.actor, userEmails(ctx.db, [event.actorId]).get(event.actorId ?? ''), event.actorName),
  },
  CancellationOutcome: {
    tier: (outcome) => outcome.tier.toUpperCase(),
  },
  DashboardOverview: {
    moneyDueThisMonthCents: (_overview, _args, ctx) => moneyDue(ctx).dueThisMonthCents,
    moneyOverdueCents: (_overview, _args, ctx) => moneyDue(ctx).overdueCents,
  },
  Reports: {
    moneyOutstanding: (reports, _args, ctx) => moneyOutstanding(ctx, monthsBetween(reports.from, reports.to)),
  },
};
