import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings, quotes } from '../../server/db/schema/index.ts';
import { graphql } from '../gql/index.ts';
import type { Factories } from './factories.ts';
import type { GraphQLSession } from './graphql.ts';
import type { TestServer } from './test-server.ts';

/*
 * What the quote test files share: the typed documents they send, the standard quote, and a
 * booking with a sent quote. Each helper takes the file's server, or its admin and factories, from
 * the test's fixtures (tests/support/fixtures.ts).
 */

export const CREATE = graphql(`
  mutation QuotesTestCreate($input: CreateQuoteInput!) {
    createQuote(input: $input) { quote { id status lines { kind description quantity unitAmountCents multiplier amountCents } } }
  }
`);
export const UPDATE = graphql(`
  mutation QuotesTestUpdate($input: UpdateQuoteInput!) {
    updateQuote(input: $input) {
      quote {
        id status taxRateMilliPercent taxRateBasisPoints discountCents depositKind depositValue blockDateOnAcceptance
        lines { kind description quantity unitAmountCents multiplier amountCents }
        schedule { dueDate amountCents }
        totals { subtotalCents discountCents taxCents totalCents depositCents }
      }
    }
  }
`);
export const SEND = graphql(`
  mutation QuotesTestSend($input: SendQuoteInput!) {
    sendQuote(input: $input) { link quote { id status expiresAt } }
  }
`);
export const WITHDRAW = graphql(`
  mutation QuotesTestWithdraw($input: WithdrawQuoteInput!) {
    withdrawQuote(input: $input) { quote { id status } }
  }
`);
export const RECORD_PAYMENT = graphql(`
  mutation QuotesTestRecordPayment($input: RecordPaymentInput!) {
    recordPayment(input: $input) {
      payment { id amountCents receivedOn method note provider providerReference }
      booking { id paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents } }
    }
  }
`);
export const DELETE_PAYMENT = graphql(`
  mutation QuotesTestDeletePayment($input: DeletePaymentInput!) {
    deletePayment(input: $input) { deletedId booking { id paymentSummary { status paidCents } } }
  }
`);
export const BOOKING = graphql(`
  query QuotesTestBooking($id: ID!) {
    booking(id: $id) {
      id status datePremiumMultiplier
      quotes { id status acceptedName }
      payments { id amountCents }
      paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents }
    }
  }
`);
export const CANCEL_BOOKING = graphql(`
  mutation QuotesTestCancelBooking($input: UpdateBookingStatusInput!) {
    updateBookingStatus(input: $input) { booking { id status } }
  }
`);
export const DASHBOARD = graphql(`
  query QuotesTestDashboard { dashboardOverview { moneyDueThisMonthCents moneyOverdueCents } }
`);
export const REPORTS = graphql(`
  query QuotesTestReports($from: YearMonth!, $to: YearMonth!) {
    reports(from: $from, to: $to) { moneyOutstanding { totalCents overdueCents months { month dueCents } } }
  }
`);

/** The standard quote of these tests: venue hire $4,000 (×premium), 100 guests × $45, an extra $350; 8.25% tax, $500 off, 30% deposit. */
export function standardInput(id: string, schedule: { dueDate: string; amountCents: number }[], extra: Partial<{ blockDateOnAcceptance: boolean }> = {}) {
  return {
    id,
    lines: [
      { kind: 'VENUE_HIRE' as const, description: 'Venue hire: Evening', quantity: 1, unitAmountCents: 400_000 },
      { kind: 'PER_GUEST' as const, description: 'Dinner per guest', quantity: 100, unitAmountCents: 4_500 },
      { kind: 'EXTRA' as const, description: 'Floral Design', quantity: 1, unitAmountCents: 35_000 },
    ],
    taxRateMilliPercent: 8250,
    discountCents: 50_000,
    depositKind: 'PERCENT' as const,
    depositValue: 3_000,
    blockDateOnAcceptance: extra.blockDateOnAcceptance ?? false,
    message: 'We look forward to your evening.',
    schedule,
  };
}

/** What a sent quote is made with: the file's admin session and factories (fixtures). */
export interface QuoteMaker {
  admin: GraphQLSession;
  factories: Factories;
}

/** A pending booking with a sent quote (total at multiplier 1: $9,038.88). */
export async function sentQuote(
  { admin, factories }: QuoteMaker,
  options: {
    offset: number;
    premium?: number;
    block?: boolean;
    schedule?: (total: number) => { dueDate: string; amountCents: number }[];
    /** The booking's own values (its client's name, another event date) over the defaults. */
    booking?: Partial<typeof bookings.$inferInsert>;
  },
) {
  const eventDate = options.booking?.eventDate ?? factories.day(options.offset);
  if (options.premium) factories.specialDate({ date: eventDate, status: 'premium_rate', premiumMultiplier: options.premium });
  const booking = factories.booking({ eventDate, startTime: '17:00', endTime: '00:00', ...options.booking });
  const created = await admin.request(CREATE, { input: { bookingId: booking.id } });
  const quoteId = created.data!.createQuote.quote!.id;
  const probe = await admin.request(UPDATE, { input: standardInput(quoteId, []) });
  const total = probe.data!.updateQuote.quote!.totals.totalCents;
  const schedule = options.schedule?.(total) ?? [{ dueDate: factories.day(options.offset - 14), amountCents: total }];
  const updated = await admin.request(UPDATE, { input: standardInput(quoteId, schedule, { blockDateOnAcceptance: options.block ?? false }) });
  expect(updated.errors).toBeUndefined();
  const sent = await admin.request(SEND, { input: { id: quoteId } });
  expect(sent.errors).toBeUndefined();
  const link = sent.data!.sendQuote.link!;
  return { booking, quoteId, link, path: new URL(link).pathname, total };
}

/** The quote page at `path`, as a visitor's browser asks (redirects not followed). */
export function getPage(server: TestServer, path: string) {
  return fetch(`${server.url}${path}`, { redirect: 'manual' });
}

/** The quote page's accept form, posted with the client's typed name. */
export function accept(server: TestServer, path: string, name: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ name }).toString(),
  });
}

export const quoteRow = (server: TestServer, id: string) => server.db.select().from(quotes).where(eq(quotes.id, id)).get()!;
export const bookingRow = (server: TestServer, id: string) => server.db.select().from(bookings).where(eq(bookings.id, id)).get()!;
