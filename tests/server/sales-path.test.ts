import { eq } from 'drizzle-orm';
import { bookings, inquiries, ledgerEntries, paymentScheduleItems, quoteLineItems, quotes } from '../../server/db/schema/index.ts';
import { startOfLocalDate } from '../../server/modules/reports/index.ts';
import { INQUIRY_SOURCE_MESSAGES, INQUIRY_SOURCES } from '../../shared/inquiries.ts';
import { QUOTE_MESSAGES } from '../../shared/quotes.ts';
import { paymentBadgeText, paymentSummary } from '../../shared/payment-schedule.ts';
import { graphql } from '../gql/index.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';

/*
 * The sales path, the parts between an inquiry and a paid booking: where an inquiry came
 * from (the contact form's "How did you hear about us?", the owner's correction), conversion by
 * source in Reports, the Bookings list's payment badge read for a whole page at once, and a quote
 * started from an inquiry.
 */

const SUBMIT = graphql(`
  mutation SalesPathSubmit($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id source } } }
`);
const SET_SOURCE = graphql(`
  mutation SalesPathSetSource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { id source } } }
`);
const INQUIRY_LIST = graphql(`
  query SalesPathInquiries($search: String!) { inquiries(search: $search, first: 5) { nodes { id source } } }
`);
const REPORTS = graphql(`
  query SalesPathReports($from: YearMonth!, $to: YearMonth!) {
    reports(from: $from, to: $to) { conversionRate conversionBySource { source inquiries convertedInquiries conversionRate } }
  }
`);
const BOOKINGS_PAGE = graphql(`
  query SalesPathBookings($first: Int!, $search: String!) {
    bookings(first: $first, search: $search) { nodes { id paymentSummary { status nextDueDate overdueCents } } }
  }
`);
const FROM_INQUIRY = graphql(`
  mutation SalesPathQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {
    createQuoteFromInquiry(input: $input) {
      created
      quote { id status inquiryId bookingId lines { kind description } }
      booking { id status source inquiryId eventDate }
    }
  }
`);

const UPDATE_QUOTE = graphql(`
  mutation SalesPathUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id totals { totalCents } } } }
`);
const SEND_QUOTE = graphql(`
  mutation SalesPathSendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link } }
`);
const MONTH_REVENUE = graphql(`
  query SalesPathRevenue($month: YearMonth!) { reports(from: $month, to: $month) { totalRevenueCents months { bookings revenueCents } } }
`);

test.beforeAll(({ server, admin }) => void [server, admin]);

function postContact(url: string, fields: Record<string, string>) {
  return fetch(`${url}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('where an inquiry came from', () => {
  test('the contact form stores the answer (GraphQL and native post); no answer is NOT_GIVEN', async ({ server }) => {
    const visitor = server.session();
    const given = await visitor.data(SUBMIT, { input: { name: 'Sofia Social', email: 'sofia.social@example.com', source: 'SOCIAL_MEDIA' } });
    expect(given.submitInquiry.inquiry!.source).toBe('SOCIAL_MEDIA');
    expect(server.db.select().from(inquiries).where(eq(inquiries.id, given.submitInquiry.inquiry!.id)).get()!.source).toBe('social_media');
    const silent = await visitor.data(SUBMIT, { input: { name: 'Nora None', email: 'nora.none@example.com' } });
    expect(silent.submitInquiry.inquiry!.source).toBe('NOT_GIVEN');

    const posted = await postContact(server.url, { name: 'Fred Friend', email: 'fred.friend@example.com', source: 'friend_or_family' });
    expect(posted.status).toBe(303);
    const stored = server.db.select().from(inquiries).where(eq(inquiries.email, 'fred.friend@example.com')).get()!;
    expect(stored.source).toBe('friend_or_family');
  });

  test('a source off the list is refused with a clear message and nothing is stored', async ({ server }) => {
    const count = () => server.db.select().from(inquiries).all().length;
    const before = count();
    const posted = await postContact(server.url, { name: 'Bob Bogus', email: 'bob.bogus@example.com', source: 'billboard' });
    expect(posted.status).toBe(422);
    expect(await posted.text()).toContain(INQUIRY_SOURCE_MESSAGES.unknown);
    expect(count()).toBe(before);
  });

  test('the owner sets or corrects it; visitors may not', async ({ server, admin, factories }) => {
    const inquiry = factories.inquiry({ email: 'correct.me@example.com' });
    expect(inquiry.source).toBe('not_given');
    const set = await admin.data(SET_SOURCE, { input: { id: inquiry.id, source: 'DIRECTORY' } });
    expect(set.updateInquirySource.inquiry).toEqual({ id: inquiry.id, source: 'DIRECTORY' });
    const listed = await admin.data(INQUIRY_LIST, { search: 'correct.me@example.com' });
    expect(listed.inquiries.nodes).toEqual([{ id: inquiry.id, source: 'DIRECTORY' }]);

    const anonymous = await server.session().request(SET_SOURCE, { input: { id: inquiry.id, source: 'OTHER' } });
    expect(firstErrorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(server.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)).get()!.source).toBe('directory');
    const missing = await admin.request(SET_SOURCE, { input: { id: 'no-such-inquiry', source: 'OTHER' } });
    expect(firstErrorCode(missing)).toBe('NOT_FOUND');
  });
});

describe('Reports: conversion by source', () => {
  test('per source: inquiries received in the range (venue time zone), how many are won (a confirmed booking), the rate', async ({ server, admin, factories }) => {
    const at = (date: string, hour = 12) => new Date(startOfLocalDate(date, server.config.venueTimeZone) + hour * 3_600_000);
    const booked = (inquiry: { id: string }, status: 'confirmed' | 'pending' = 'confirmed') => factories.booking({ inquiryId: inquiry.id, source: 'inquiry', eventDate: '2031-09-12', status });
    // May–June 2031: search engine 3 (2 booked; the third's booking only pending, so not won), social 1 (booked), not given 2 (none booked).
    booked(factories.inquiry({ source: 'search_engine', createdAt: at('2031-05-02') }));
    booked(factories.inquiry({ source: 'search_engine', createdAt: at('2031-06-30', 23.5) })); // 23:30 in New York: July in UTC, June here
    booked(factories.inquiry({ source: 'search_engine', createdAt: at('2031-05-20') }), 'pending');
    booked(factories.inquiry({ source: 'social_media', createdAt: at('2031-06-01', 0.5) }));
    factories.inquiry({ createdAt: at('2031-05-05') });
    factories.inquiry({ createdAt: at('2031-06-15') });
    // Outside the range: not counted.
    booked(factories.inquiry({ source: 'search_engine', createdAt: at('2031-07-01', 1) }));
    factories.inquiry({ source: 'social_media', createdAt: at('2031-04-30', 23) });

    const { reports } = await admin.data(REPORTS, { from: '2031-05', to: '2031-06' });
    expect(reports.conversionBySource.map((row) => row.source)).toEqual(['SEARCH_ENGINE', 'SOCIAL_MEDIA', 'FRIEND_OR_FAMILY', 'DIRECTORY', 'PAST_EVENT', 'OTHER', 'NOT_GIVEN']);
    expect(reports.conversionBySource).toHaveLength(INQUIRY_SOURCES.length);
    const row = (source: string) => reports.conversionBySource.find((entry) => entry.source === source);
    expect(row('SEARCH_ENGINE')).toEqual({ source: 'SEARCH_ENGINE', inquiries: 3, convertedInquiries: 2, conversionRate: 2 / 3 });
    expect(row('SOCIAL_MEDIA')).toEqual({ source: 'SOCIAL_MEDIA', inquiries: 1, convertedInquiries: 1, conversionRate: 1 });
    expect(row('NOT_GIVEN')).toEqual({ source: 'NOT_GIVEN', inquiries: 2, convertedInquiries: 0, conversionRate: 0 });
    expect(row('DIRECTORY')).toEqual({ source: 'DIRECTORY', inquiries: 0, convertedInquiries: 0, conversionRate: null });
    // The sources add up to the whole range's conversion.
    expect(reports.conversionRate).toBe(3 / 6);
  });
});

describe("the Bookings list's payment badge", () => {
  test('says where the money stands in words', () => {
    const schedule = [
      { dueDate: '2031-01-10', amountCents: 30_000 },
      { dueDate: '2031-03-01', amountCents: 70_000 },
    ];
    const text = (paid: number, today: string) => paymentBadgeText(paymentSummary(100_000, schedule, paid, today), (date) => `[${date}]`);
    expect(text(0, '2031-01-01')).toBe('Deposit due [2031-01-10]');
    expect(text(30_000, '2031-01-20')).toBe('Balance due [2031-03-01]');
    expect(text(10_000, '2031-01-20')).toBe('Overdue: $200.00');
    expect(text(100_000, '2031-04-01')).toBe('Paid');
    expect(paymentBadgeText(paymentSummary(100_000, [{ dueDate: '2031-02-01', amountCents: 100_000 }], 0, '2031-01-01'), (date) => date)).toBe('Payment due 2031-02-01');
    expect(paymentBadgeText(paymentSummary(null, [], 0, '2031-01-01'), (date) => date)).toBeNull();
  });

  test('is read for the whole page at once: the same number of statements for 2 cards as for 12', async ({ server, admin, factories }) => {
    const tag = 'badge-batch';
    const made = Array.from({ length: 12 }, (_, index) => factories.booking({ clientName: `${tag} ${index}`, eventDate: factories.day(200 + index), status: 'confirmed' }));
    // One paid in full, one with a deposit overdue, one due later: each card says where it stands.
    const acceptQuote = (bookingId: string, schedule: { dueDate: string; amountCents: number }[]) => {
      const quote = server.db.insert(quotes).values({ bookingId, status: 'accepted', acceptedAt: new Date(), acceptedName: 'Client' }).returning().get();
      // A one-line quote of $1,000 and its schedule, written directly: this test is about reading.
      server.db.insert(quoteLineItems).values({ quoteId: quote.id, position: 0, kind: 'custom', description: 'Hire', quantity: 1, unitAmountCents: 100_000, multiplier: 1 }).run();
      if (schedule.length) server.db.insert(paymentScheduleItems).values(schedule.map((item) => ({ quoteId: quote.id, ...item }))).run();
      server.db.insert(ledgerEntries).values({ bookingId, kind: 'charge', reason: 'quote_accepted', description: 'Quote accepted', amountCents: 100_000, quoteId: quote.id, actor: 'client' }).run();
    };
    acceptQuote(made[11]!.id, [{ dueDate: factories.day(-3), amountCents: 100_000 }]);
    server.db.insert(ledgerEntries).values({ bookingId: made[11]!.id, kind: 'payment', reason: 'payment', description: 'Payment received', amountCents: 100_000, occurredOn: factories.day(-2), method: 'cash', actor: 'admin' }).run();
    // Four days late: past the default grace period of three days.
    acceptQuote(made[10]!.id, [
      { dueDate: factories.day(-4), amountCents: 30_000 },
      { dueDate: factories.day(40), amountCents: 70_000 },
    ]);
    acceptQuote(made[9]!.id, [{ dueDate: factories.day(20), amountCents: 100_000 }]);

    const client = server.db.$client;
    const prepare = client.prepare.bind(client);
    let statements = 0;
    client.prepare = ((source: string) => {
      statements += 1;
      return prepare(source);
    }) as typeof client.prepare;
    try {
      statements = 0;
      const two = await admin.data(BOOKINGS_PAGE, { first: 2, search: tag });
      const forTwo = statements;
      statements = 0;
      const twelve = await admin.data(BOOKINGS_PAGE, { first: 12, search: tag });
      const forTwelve = statements;
      expect(two.bookings.nodes).toHaveLength(2);
      expect(twelve.bookings.nodes).toHaveLength(12);
      expect(forTwelve).toBe(forTwo);
      const summary = (id: string) => twelve.bookings.nodes.find((node) => node.id === id)!.paymentSummary;
      expect(summary(made[11]!.id)).toEqual({ status: 'PAID', nextDueDate: null, overdueCents: 0 });
      expect(summary(made[10]!.id)).toEqual({ status: 'OVERDUE', nextDueDate: factories.day(40), overdueCents: 30_000 });
      expect(summary(made[9]!.id)).toEqual({ status: 'DUE', nextDueDate: factories.day(20), overdueCents: 0 });
      expect(summary(made[0]!.id).status).toBe('NONE');
    } finally {
      client.prepare = prepare;
    }
  });
});

describe('a quote started from an inquiry', () => {
  const bookingFields = (eventDate: string, inquiry: { name: string; email: string }) => ({
    eventDate,
    timeSlot: 'EVENING' as const,
    guestCount: 120,
    eventType: 'WEDDING' as const,
    clientName: inquiry.name,
    clientEmail: inquiry.email,
  });

  test('without a booking: the pending booking and the draft quote are created together, linked to the inquiry', async ({ server, admin, factories }) => {
    const eventDate = factories.day(160);
    const inquiry = factories.inquiry({ desiredDate: eventDate, name: 'Quinn Quote', email: 'quinn.quote@example.com' });
    const { createQuoteFromInquiry: made } = await admin.data(FROM_INQUIRY, { input: { inquiryId: inquiry.id, booking: bookingFields(eventDate, inquiry) } });
    expect(made.created).toBe(true);
    expect(made.booking).toMatchObject({ status: 'PENDING', source: 'INQUIRY', inquiryId: inquiry.id, eventDate });
    expect(made.quote).toMatchObject({ status: 'DRAFT', inquiryId: inquiry.id, bookingId: made.booking!.id, lines: [{ kind: 'VENUE_HIRE', description: expect.stringContaining('Evening') }] });
    expect(server.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)).get()!.status).toBe('handled');

    // Asked again (the owner clicks "Create quote" twice): the same draft, no second booking.
    const { createQuoteFromInquiry: again } = await admin.data(FROM_INQUIRY, { input: { inquiryId: inquiry.id } });
    expect(again).toMatchObject({ created: false, quote: { id: made.quote!.id }, booking: { id: made.booking!.id } });
    expect(server.db.select().from(bookings).where(eq(bookings.inquiryId, inquiry.id)).all()).toHaveLength(1);
  });

  test("accepting it makes the quote's total the booking's price, which Reports count as revenue", async ({ server, admin, factories }) => {
    const eventDate = factories.day(230); // clear of the badge test's confirmed bookings (days 200–211)
    const inquiry = factories.inquiry({ desiredDate: eventDate, name: 'Rita Revenue', email: 'rita.revenue@example.com' });
    const { createQuoteFromInquiry: made } = await admin.data(FROM_INQUIRY, { input: { inquiryId: inquiry.id, booking: bookingFields(eventDate, inquiry) } });
    const month = eventDate.slice(0, 7);
    const before = (await admin.data(MONTH_REVENUE, { month })).reports.totalRevenueCents;
    await admin.data(UPDATE_QUOTE, {
      input: {
        id: made.quote!.id,
        lines: [{ kind: 'VENUE_HIRE', description: 'Venue hire: Evening', quantity: 1, unitAmountCents: 523_450 }],
        taxRateMilliPercent: 0,
        discountCents: 0,
        depositKind: 'AMOUNT',
        depositValue: 0,
        blockDateOnAcceptance: false,
        schedule: [{ dueDate: factories.day(30), amountCents: 523_450 }],
      },
    });
    const { sendQuote } = await admin.data(SEND_QUOTE, { input: { id: made.quote!.id } });
    const accepted = await fetch(`${server.url}${new URL(sendQuote.link!).pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ name: 'Rita Revenue' }).toString(),
    });
    expect(accepted.status, await accepted.clone().text()).toBeLessThan(400);
    expect(server.db.select().from(bookings).where(eq(bookings.id, made.booking!.id)).get()).toMatchObject({ status: 'confirmed' });
    // The accepted total is the agreed price: a charge in the ledger, and the booking's price on the API.
    expect(server.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, made.booking!.id)).all()).toEqual([
      expect.objectContaining({ kind: 'charge', reason: 'quote_accepted', amountCents: 523_450, quoteId: made.quote!.id, actor: 'client' }),
    ]);
    const price = await admin.data<{ booking: { totalCostCents: number; priceAgreed: boolean } }>('query ($id: ID!) { booking(id: $id) { totalCostCents priceAgreed } }', { id: made.booking!.id });
    expect(price.booking).toEqual({ totalCostCents: 523_450, priceAgreed: true });
    expect((await admin.data(MONTH_REVENUE, { month })).reports.totalRevenueCents).toBe(before + 523_450);
  });

  test("with the inquiry's booking already made: the quote goes on that booking", async ({ admin, factories }) => {
    const inquiry = factories.inquiry({ email: 'has.booking@example.com' });
    const booking = factories.booking({ inquiryId: inquiry.id, source: 'inquiry', eventDate: factories.day(170) });
    const { createQuoteFromInquiry: made } = await admin.data(FROM_INQUIRY, { input: { inquiryId: inquiry.id } });
    expect(made).toMatchObject({ created: true, booking: { id: booking.id }, quote: { status: 'DRAFT', bookingId: booking.id, inquiryId: inquiry.id } });
  });

  test('without a booking and without its fields, or with a refused booking: a clear message and nothing created', async ({ server, admin, factories }) => {
    const inquiry = factories.inquiry({ email: 'no.fields@example.com' });
    const counts = () => [server.db.select().from(bookings).all().length, server.db.select().from(quotes).all().length];
    const before = counts();
    const missing = await admin.request(FROM_INQUIRY, { input: { inquiryId: inquiry.id } });
    expect(firstErrorCode(missing)).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0]?.message).toBe(QUOTE_MESSAGES.inquiryNeedsBooking);
    const past = await admin.request(FROM_INQUIRY, { input: { inquiryId: inquiry.id, booking: bookingFields(factories.day(-5), inquiry) } });
    expect(firstErrorCode(past)).toBe('BAD_USER_INPUT');
    expect(counts()).toEqual(before);
    expect(server.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)).get()!.status).not.toBe('handled');

    const gone = await admin.request(FROM_INQUIRY, { input: { inquiryId: 'no-such-inquiry', booking: bookingFields(factories.day(180), inquiry) } });
    expect(firstErrorCode(gone)).toBe('NOT_FOUND');
    expect(counts()).toEqual(before);

    const anonymous = await server.session().request(FROM_INQUIRY, { input: { inquiryId: inquiry.id, booking: bookingFields(factories.day(180), inquiry) } });
    expect(firstErrorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(counts()).toEqual(before);

    // The booking is createBooking's own input: one naming another inquiry is refused.
    const other = factories.inquiry({ email: 'other.inquiry@example.com' });
    const mixed = await admin.request(FROM_INQUIRY, { input: { inquiryId: inquiry.id, booking: { ...bookingFields(factories.day(180), inquiry), inquiryId: other.id } } });
    expect(firstErrorCode(mixed)).toBe('BAD_USER_INPUT');
    expect(mixed.errors?.[0]?.message).toBe(QUOTE_MESSAGES.bookingForOtherInquiry);
    expect(counts()).toEqual(before);
    expect(server.db.select().from(inquiries).where(eq(inquiries.id, other.id)).get()!.status).not.toBe('handled');
  });

  test('the booking of a quote from an inquiry takes the same fields as createBooking, its price included', async ({ server, admin, factories }) => {
    const eventDate = factories.day(240);
    const inquiry = factories.inquiry({ desiredDate: eventDate, name: 'Sam Same', email: 'sam.same@example.com' });
    const booking = { ...bookingFields(eventDate, inquiry), clientPhone: '555-0100', adminNotes: 'Called back.', totalCostCents: 400_000, inquiryId: inquiry.id };
    const { createQuoteFromInquiry: made } = await admin.data(FROM_INQUIRY, { input: { inquiryId: inquiry.id, booking } });
    expect(made.booking).toMatchObject({ inquiryId: inquiry.id, eventDate });
    expect(server.db.select().from(bookings).where(eq(bookings.id, made.booking!.id)).get()).toMatchObject({ clientPhone: '555-0100', adminNotes: 'Called back.', totalCost: 4000 });
  });
});
