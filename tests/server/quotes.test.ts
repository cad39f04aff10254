import { and, eq } from 'drizzle-orm';
import { bookings, calendarAvailability, emailOutbox, ledgerEntries, paymentScheduleItems, quotes } from '../../server/db/schema/index.ts';
import { formatCents, lineAmountCents, QUOTE_MESSAGES, QUOTE_ROUNDING_RULE, quoteTotals } from '../../shared/quotes.ts';
import { paymentSummary } from '../../shared/payment-schedule.ts';
import { addDays, formatLongDate } from '../../shared/dates.ts';
import { QUOTE_PAGE_TEXTS } from '../../server/http/quote-page.ts';
import { escapeHtml } from '../../server/email/layout.ts';
import { DEFAULT_QUOTE_TERMS } from '../../shared/terms.ts';
import { cancellationPolicyText, DEFAULT_CANCELLATION_POLICY } from '../../shared/cancellation.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';
import type { Factories } from '../support/factories.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import type { TestServer } from '../support/test-server.ts';
import { graphql } from '../gql/index.ts';

/*
 * Quotes the client accepts online, and payments: the totals with the date's
 * premium multiplier, tax and discount; a schedule that must add up; the secret link and its
 * printable page; acceptance (expired, withdrawn, reused, unknown links; the overlap rules); payment
 * status; money due on the dashboard and outstanding in reports; access.
 */

let server: TestServer;
let admin: GraphQLSession;
let factories: Factories;

test.beforeAll(async ({ server: s, admin: a, factories: f }) => {
  server = s;
  admin = a;
  factories = f;
});


const CREATE = graphql(`
  mutation QuotesTestCreate($input: CreateQuoteInput!) {
    createQuote(input: $input) { quote { id status lines { kind description quantity unitAmountCents multiplier amountCents } } }
  }
`);
const UPDATE = graphql(`
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
const SEND = graphql(`
  mutation QuotesTestSend($input: SendQuoteInput!) {
    sendQuote(input: $input) { link quote { id status expiresAt } }
  }
`);
const WITHDRAW = graphql(`
  mutation QuotesTestWithdraw($input: WithdrawQuoteInput!) {
    withdrawQuote(input: $input) { quote { id status } }
  }
`);
const RECORD_PAYMENT = graphql(`
  mutation QuotesTestRecordPayment($input: RecordPaymentInput!) {
    recordPayment(input: $input) {
      payment { id amountCents receivedOn method note provider providerReference }
      booking { id paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents } }
    }
  }
`);
const DELETE_PAYMENT = graphql(`
  mutation QuotesTestDeletePayment($input: DeletePaymentInput!) {
    deletePayment(input: $input) { deletedId booking { id paymentSummary { status paidCents } } }
  }
`);
const BOOKING = graphql(`
  query QuotesTestBooking($id: ID!) {
    booking(id: $id) {
      id status datePremiumMultiplier
      quotes { id status acceptedName }
      payments { id amountCents }
      paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents }
    }
  }
`);
const CANCEL_BOOKING = graphql(`
  mutation QuotesTestCancelBooking($input: UpdateBookingStatusInput!) {
    updateBookingStatus(input: $input) { booking { id status } }
  }
`);
const DASHBOARD = graphql(`
  query QuotesTestDashboard { dashboardOverview { moneyDueThisMonthCents moneyOverdueCents } }
`);
const REPORTS = graphql(`
  query QuotesTestReports($from: YearMonth!, $to: YearMonth!) {
    reports(from: $from, to: $to) { moneyOutstanding { totalCents overdueCents months { month dueCents } } }
  }
`);

/** The standard quote of these tests: venue hire $4,000 (×premium), 100 guests × $45, an extra $350; 8.25% tax, $500 off, 30% deposit. */
function standardInput(id: string, schedule: { dueDate: string; amountCents: number }[], extra: Partial<{ blockDateOnAcceptance: boolean }> = {}) {
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

/** A pending booking with a sent quote (total at multiplier 1: $9,038.88). */
async function sentQuote(options: { offset: number; premium?: number; block?: boolean; schedule?: (total: number) => { dueDate: string; amountCents: number }[] }) {
  const eventDate = factories.day(options.offset);
  if (options.premium) factories.specialDate({ date: eventDate, status: 'premium_rate', premiumMultiplier: options.premium });
  const booking = factories.booking({ eventDate, startTime: '17:00', endTime: '00:00' });
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

function getPage(path: string) {
  return fetch(`${server.url}${path}`, { redirect: 'manual' });
}

function accept(path: string, name: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ name }).toString(),
  });
}

const quoteRow = (id: string) => server.db.select().from(quotes).where(eq(quotes.id, id)).get()!;
const bookingRow = (id: string) => server.db.select().from(bookings).where(eq(bookings.id, id)).get()!;

describe('quote totals (shared arithmetic)', () => {
  it('applies the multiplier, then the discount, then tax, rounding half up to the cent', () => {
    expect(lineAmountCents({ quantity: 1, unitAmountCents: 400_000, multiplier: 1.5 })).toBe(600_000);
    expect(lineAmountCents({ quantity: 3, unitAmountCents: 15, multiplier: 1.1 })).toBe(50); // 49.5 → 50
    const totals = quoteTotals({
      lines: [
        { quantity: 1, unitAmountCents: 400_000, multiplier: 1.5 },
        { quantity: 100, unitAmountCents: 4_500, multiplier: 1 },
        { quantity: 1, unitAmountCents: 35_000, multiplier: 1 },
      ],
      taxRateMilliPercent: 8250,
      discountCents: 50_000,
      depositKind: 'percent',
      depositValue: 3_000,
    });
    // 1,085,000 − 50,000 = 1,035,000; tax 85,387.5 → 85,388; deposit 30% of 1,120,388 = 336,116.4 → 336,116.
    expect(totals).toEqual({ subtotalCents: 1_085_000, discountCents: 50_000, taxCents: 85_388, totalCents: 1_120_388, depositCents: 336_116 });
    expect(formatCents(totals.totalCents)).toBe('$11,203.88');
  });

  it('settles payments against the earliest due date: paid, due, overdue', () => {
    const schedule = [
      { dueDate: '2027-01-10', amountCents: 30_000 },
      { dueDate: '2027-03-01', amountCents: 70_000 },
    ];
    expect(paymentSummary(100_000, schedule, 0, '2027-02-01')).toMatchObject({ status: 'overdue', overdueCents: 30_000, outstandingCents: 100_000, nextDueDate: '2027-03-01' });
    expect(paymentSummary(100_000, schedule, 30_000, '2027-02-01')).toMatchObject({ status: 'due', overdueCents: 0, nextDueCents: 70_000 });
    expect(paymentSummary(100_000, schedule, 100_000, '2027-04-01')).toMatchObject({ status: 'paid', outstandingCents: 0 });
    expect(paymentSummary(null, [], 0, '2027-04-01').status).toBe('none');
  });
});

describe('building a quote', () => {
  it("venue hire takes the date's premium multiplier; totals with tax and discount", async () => {
    const eventDate = factories.day(120);
    factories.specialDate({ date: eventDate, status: 'premium_rate', premiumMultiplier: 1.5 });
    const booking = factories.booking({ eventDate });
    const created = await admin.request(CREATE, { input: { bookingId: booking.id } });
    expect(created.errors).toBeUndefined();
    const draft = created.data!.createQuote.quote;
    expect(draft!.status).toBe('DRAFT');
    expect(draft!.lines).toEqual([expect.objectContaining({ kind: 'VENUE_HIRE', quantity: 1, multiplier: 1.5 })]);
    const updated = await admin.request(UPDATE, { input: standardInput(draft!.id, [{ dueDate: factories.day(60), amountCents: 1_120_388 }]) });
    expect(updated.errors).toBeUndefined();
    const quote = updated.data!.updateQuote.quote;
    expect(quote!.lines.map((line) => [line.multiplier, line.amountCents])).toEqual([
      [1.5, 600_000],
      [1, 450_000],
      [1, 35_000],
    ]);
    expect(quote!.totals).toEqual({ subtotalCents: 1_085_000, discountCents: 50_000, taxCents: 85_388, totalCents: 1_120_388, depositCents: 336_116 });
    const read = await admin.request(BOOKING, { id: booking.id });
    expect(read.data!.booking!.datePremiumMultiplier).toBe(1.5);
  });

  it('refuses a schedule that does not add up to the total, with a clear message, and changes nothing', async () => {
    const booking = factories.booking({ eventDate: factories.day(121) });
    const quoteId = (await admin.request(CREATE, { input: { bookingId: booking.id } })).data!.createQuote.quote!.id;
    const before = await admin.request(graphql(`query QuotesTestQuote($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }`), { id: quoteId });
    const refused = await admin.request(UPDATE, { input: standardInput(quoteId, [{ dueDate: factories.day(30), amountCents: 100_000 }]) });
    expect(firstErrorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe(QUOTE_MESSAGES.scheduleSum(903_888, 100_000));
    expect(refused.errors![0]!.message).toContain('must add up to the total');
    const after = await admin.request(graphql(`query QuotesTestQuoteAgain($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }`), { id: quoteId });
    expect(after.data).toEqual(before.data);
  });

  it('refuses bad lines, tax and deposit with clear messages', async () => {
    const booking = factories.booking({ eventDate: factories.day(122) });
    const quoteId = (await admin.request(CREATE, { input: { bookingId: booking.id } })).data!.createQuote.quote!.id;
    const base = standardInput(quoteId, []);
    const cases: [Partial<typeof base>, string][] = [
      [{ lines: [{ ...base.lines[0]!, quantity: 0 }] }, QUOTE_MESSAGES.quantity],
      [{ lines: [{ ...base.lines[0]!, unitAmountCents: -1 }] }, QUOTE_MESSAGES.unitAmount],
      [{ lines: [{ ...base.lines[0]!, description: '  ' }] }, QUOTE_MESSAGES.description],
      [{ taxRateMilliPercent: 100_001 }, QUOTE_MESSAGES.taxRate],
      [{ discountCents: 99_999_999 }, QUOTE_MESSAGES.discount],
      [{ depositValue: 10_001 }, QUOTE_MESSAGES.deposit],
    ];
    for (const [change, message] of cases) {
      const result = await admin.request(UPDATE, { input: { ...base, ...change } });
      expect(result.errors?.[0]?.message).toBe(message);
    }
  });

  it('will not send a quote without a schedule that adds up', async () => {
    const booking = factories.booking({ eventDate: factories.day(123) });
    const quoteId = (await admin.request(CREATE, { input: { bookingId: booking.id } })).data!.createQuote.quote!.id;
    await admin.request(UPDATE, { input: standardInput(quoteId, []) });
    const refused = await admin.request(SEND, { input: { id: quoteId } });
    expect(refused.errors?.[0]?.message).toBe(QUOTE_MESSAGES.scheduleMissing);
    expect(quoteRow(quoteId).status).toBe('draft');
    expect(quoteRow(quoteId).tokenHash).toBeNull();
  });
});

describe('sending and the quote page', () => {
  it('sends a secret expiring link by e-mail; only a hash is stored; the page prints without JavaScript', async () => {
    const { booking, quoteId, link, path } = await sentQuote({ offset: 124 });
    const token = path.split('/').pop()!;
    const row = quoteRow(quoteId);
    expect(row.status).toBe('sent');
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const mail = server.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'quote_sent')).all().find((m) => m.to === booking.clientEmail)!;
    expect(mail).toBeDefined();
    expect(mail.text).not.toContain(token);
    expect(link).toBe(`${server.config.publicUrl}/quote/${token}`);
    const response = await getPage(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('$9,038.88');
    // The rate as set (8.25%, not rounded) and the one rounding rule, stated on the quote.
    expect(html).toContain('Tax (8.25%)');
    expect(html).toContain(QUOTE_ROUNDING_RULE);
    // The venue's terms, its cancellation policy in words, and how to reach it.
    expect(html).toContain(escapeHtml(DEFAULT_QUOTE_TERMS));
    expect(html).toContain(escapeHtml(cancellationPolicyText(DEFAULT_CANCELLATION_POLICY)));
    const contact = await server.session().data<{ contactInfo: { phone: string; email: string } }>('{ contactInfo { phone email } }');
    expect(html).toContain(`href="tel:${contact.contactInfo.phone.replace(/[^\d+]/g, '')}"`);
    expect(html).toContain(`mailto:${contact.contactInfo.email}`);
    expect(html).toContain('<form method="post"');
    expect(html).toContain('@media print');
    expect(html).not.toContain('<script');
  });

  it('a rate of 8.625% stays 8.625%: $1,638.75 of tax on $19,000.00, on the API and on the page', async () => {
    const booking = factories.booking({ eventDate: factories.day(161) });
    const quoteId = (await admin.request(CREATE, { input: { bookingId: booking.id } })).data!.createQuote.quote!.id;
    const input = {
      ...standardInput(quoteId, [{ dueDate: factories.day(100), amountCents: 2_063_875 }]),
      lines: [{ kind: 'VENUE_HIRE' as const, description: 'Venue hire', quantity: 1, unitAmountCents: 1_900_000 }],
      taxRateMilliPercent: 8625,
      discountCents: 0,
      depositValue: 0,
    };
    const saved = await admin.request(UPDATE, { input });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateQuote.quote).toMatchObject({ taxRateMilliPercent: 8625, taxRateBasisPoints: 863, totals: { taxCents: 163_875, totalCents: 2_063_875 } });
    const sent = await admin.request(SEND, { input: { id: quoteId } });
    const html = await (await getPage(new URL(sent.data!.sendQuote.link!).pathname)).text();
    expect(html).toContain('Tax (8.625%)');
    expect(html).toContain('$1,638.75');
    expect(html).toContain('$20,638.75');
  });

  it('relative payments read as their rule on the page until accepted, then as the dates they became', async () => {
    const eventDate = factories.day(162);
    const booking = factories.booking({ eventDate });
    const quoteId = (await admin.request(CREATE, { input: { bookingId: booking.id } })).data!.createQuote.quote!.id;
    const probe = await admin.request(UPDATE, { input: standardInput(quoteId, []) });
    const total = probe.data!.updateQuote.quote!.totals.totalCents;
    const schedule = [
      { dueRule: 'AFTER_ACCEPTANCE' as const, dueDays: 3, amountCents: 100_000 },
      { dueRule: 'BEFORE_EVENT' as const, dueDays: 30, amountCents: total - 100_000 },
    ];
    const saved = await admin.request(UPDATE, { input: { ...standardInput(quoteId, []), schedule } });
    expect(saved.errors).toBeUndefined();
    const sent = await admin.request(SEND, { input: { id: quoteId } });
    const path = new URL(sent.data!.sendQuote.link!).pathname;
    const before = await (await getPage(path)).text();
    expect(before).toContain('3 days after acceptance');
    expect(before).toContain(`30 days before the event (${formatLongDate(addDays(eventDate, -30))})`);
    expect((await accept(path, 'Rita Relative')).status).toBe(303);
    const after = await (await getPage(path)).text();
    expect(after).toContain(formatLongDate(factories.day(3)));
    expect(after).not.toContain('after acceptance');
  });

  it('an unknown link shows a clear page', async () => {
    const response = await getPage('/quote/abcdefghijklmnopqrstuvwxyz234567abcdefgh');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(QUOTE_PAGE_TEXTS.unknown);
    expect((await accept('/quote/not-a-token', 'Someone')).status).toBe(404);
  });
});

describe('accepting a quote', () => {
  it('records time, typed name and address, confirms the booking and blocks the date when chosen', async () => {
    const { booking, quoteId, path } = await sentQuote({ offset: 125, block: true });
    const response = await accept(path, '  Olivia   Carter ');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${path}?accepted=1`);
    const row = quoteRow(quoteId);
    expect(row).toMatchObject({ status: 'accepted', acceptedName: 'Olivia Carter' });
    expect(row.acceptedAddress).toMatch(/127\.0\.0\.1/);
    expect(row.acceptedAt).toBeInstanceOf(Date);
    expect(bookingRow(booking.id).status).toBe('confirmed');
    const block = server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, booking.eventDate)).get();
    expect(block).toMatchObject({ status: 'unavailable', blockedForBookingId: booking.id });
    const page = await (await getPage(`${path}?accepted=1`)).text();
    expect(page).toContain(QUOTE_PAGE_TEXTS.acceptedJustNow);
    // This server has no e-mail provider: the confirmation sits in the outbox, so no e-mail is promised.
    expect(page).toContain(QUOTE_PAGE_TEXTS.confirmationEmail.none);
    expect(page).not.toContain('e-mailed you');
    expect(page).toContain('Accepted by Olivia Carter');
    expect(page).not.toContain('<form');
    expect(server.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'booking_confirmed')).all().some((m) => m.to === booking.clientEmail)).toBe(true);
  });

  it('a reused link changes nothing', async () => {
    const { quoteId, path } = await sentQuote({ offset: 126 });
    expect((await accept(path, 'First Person')).status).toBe(303);
    const again = await accept(path, 'Second Person');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(QUOTE_PAGE_TEXTS.alreadyAccepted);
    expect(quoteRow(quoteId).acceptedName).toBe('First Person');
  });

  it('an expired link shows a clear page and changes nothing', async () => {
    const { booking, quoteId, path } = await sentQuote({ offset: 127 });
    server.db.update(quotes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(quotes.id, quoteId)).run();
    const page = await getPage(path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This quote expired on');
    const response = await accept(path, 'Late Client');
    expect(response.status).toBe(410);
    expect(quoteRow(quoteId)).toMatchObject({ status: 'sent', acceptedName: null });
    expect(bookingRow(booking.id).status).toBe('pending');
  });

  it('a withdrawn link says so and changes nothing', async () => {
    const { booking, quoteId, path } = await sentQuote({ offset: 128 });
    expect((await admin.request(WITHDRAW, { input: { id: quoteId } })).data!.withdrawQuote.quote!.status).toBe('WITHDRAWN');
    const response = await accept(path, 'Client');
    expect(response.status).toBe(410);
    expect(await response.text()).toContain(QUOTE_PAGE_TEXTS.withdrawn);
    expect(bookingRow(booking.id).status).toBe('pending');
  });

  it("a quote whose booking was cancelled shows the withdrawn page, in the client's words, and changes nothing", async () => {
    const cancel = (id: string) => admin.request(CANCEL_BOOKING, { input: { id, status: 'CANCELLED' } });
    const open = await sentQuote({ offset: 132 });
    expect((await cancel(open.booking.id)).errors).toBeUndefined();
    const page = await getPage(open.path);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain(QUOTE_PAGE_TEXTS.withdrawn);
    expect(html).not.toContain('<form');
    const response = await accept(open.path, 'Client After Cancel');
    expect(response.status).toBe(410);
    const answer = await response.text();
    expect(answer).toContain(QUOTE_PAGE_TEXTS.withdrawn);
    // Never the booking rules' wording meant for the owner.
    expect(answer).not.toMatch(/cancelled booking|cannot be|transition/i);
    // Cancelling the booking withdrew its open quote (the booking's life does that), and nothing was accepted.
    expect(quoteRow(open.quoteId)).toMatchObject({ status: 'withdrawn', acceptedName: null });
    expect(bookingRow(open.booking.id).status).toBe('cancelled');

    // An accepted quote whose booking was cancelled afterwards no longer says "Your booking is confirmed".
    const accepted = await sentQuote({ offset: 133 });
    expect((await accept(accepted.path, 'Early Client')).status).toBe(303);
    expect((await cancel(accepted.booking.id)).errors).toBeUndefined();
    const after = await getPage(accepted.path);
    expect(after.status).toBe(410);
    const afterHtml = await after.text();
    expect(afterHtml).toContain(QUOTE_PAGE_TEXTS.withdrawn);
    expect(afterHtml).not.toContain('Your booking is confirmed');
  });

  it("an edited quote's old link says it was updated (not a 404), with the venue's contact details, and accepts nothing", async () => {
    const { booking, quoteId, path, total } = await sentQuote({ offset: 129 });
    await admin.request(UPDATE, { input: standardInput(quoteId, [{ dueDate: factories.day(100), amountCents: total }]) });
    const page = await getPage(path);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain(escapeHtml(QUOTE_PAGE_TEXTS.replaced.draft));
    const contact = await server.session().data<{ contactInfo: { phone: string; email: string } }>('{ contactInfo { phone email } }');
    expect(html).toContain(`href="tel:${contact.contactInfo.phone.replace(/[^\d+]/g, '')}"`);
    expect(html).toContain(`mailto:${contact.contactInfo.email}`);
    // Never the quote's figures through the old link, and no way to accept them.
    expect(html).not.toContain('<form');
    expect(html).not.toContain('$9,038.88');
    expect((await accept(path, 'Old Link Client')).status).toBe(410);
    expect(bookingRow(booking.id).status).toBe('pending');

    // Sent again: the old link says a new one was sent, the new one opens the quote.
    const resent = await admin.request(SEND, { input: { id: quoteId } });
    const newPath = new URL(resent.data!.sendQuote.link!).pathname;
    expect(await (await getPage(path)).text()).toContain(escapeHtml(QUOTE_PAGE_TEXTS.replaced.sent));
    expect((await getPage(newPath)).status).toBe(200);

    // Sent again without an edit: the link before that one reads the same way.
    const third = await admin.request(SEND, { input: { id: quoteId } });
    const thirdPath = new URL(third.data!.sendQuote.link!).pathname;
    expect((await getPage(newPath)).status).toBe(410);
    expect(await (await getPage(newPath)).text()).toContain(escapeHtml(QUOTE_PAGE_TEXTS.replaced.sent));

    // Accepted through the newest link: the old ones say so and still accept nothing.
    expect((await accept(thirdPath, 'Olivia Carter')).status).toBe(303);
    expect(await (await getPage(path)).text()).toContain(escapeHtml(QUOTE_PAGE_TEXTS.replaced.accepted));
    expect((await accept(path, 'Someone Else')).status).toBe(410);
    expect(quoteRow(quoteId).acceptedName).toBe('Olivia Carter');
  });

  it("an old link of a quote withdrawn since reads as withdrawn", async () => {
    const { quoteId, path, total } = await sentQuote({ offset: 175 });
    await admin.request(UPDATE, { input: standardInput(quoteId, [{ dueDate: factories.day(100), amountCents: total }]) });
    await admin.request(WITHDRAW, { input: { id: quoteId } });
    const page = await getPage(path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(QUOTE_PAGE_TEXTS.withdrawn);
  });

  it('refuses an empty name and a cross-site post, changing nothing', async () => {
    const { booking, quoteId, path } = await sentQuote({ offset: 130 });
    const empty = await accept(path, '   ');
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain(QUOTE_MESSAGES.acceptedNameRequired);
    const crossSite = await accept(path, 'Mallory', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(quoteRow(quoteId).status).toBe('sent');
    expect(bookingRow(booking.id).status).toBe('pending');
  });

  it('keeps the overlap rules: a clash with a confirmed booking is refused and nothing changes', async () => {
    const { booking, quoteId, path } = await sentQuote({ offset: 131, block: true });
    factories.booking({ eventDate: booking.eventDate, startTime: '18:00', endTime: '23:00', status: 'confirmed', clientName: 'Other Client' });
    const response = await accept(path, 'Olivia Carter');
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain(QUOTE_PAGE_TEXTS.unavailable);
    expect(html).not.toContain('Other Client');
    expect(quoteRow(quoteId)).toMatchObject({ status: 'sent', acceptedName: null });
    expect(bookingRow(booking.id).status).toBe('pending');
    expect(server.db.select().from(calendarAvailability).where(eq(calendarAvailability.date, booking.eventDate)).get()).toBeUndefined();
  });
});

describe('payments', () => {
  it('shows overdue, due and paid as payments are recorded; refuses bad input without recording', async () => {
    const { booking, quoteId, path, total } = await sentQuote({
      offset: 132,
      schedule: (total) => [
        { dueDate: factories.day(0), amountCents: 300_000 },
        { dueDate: factories.day(60), amountCents: total - 300_000 },
      ],
    });
    const read = async () => (await admin.request(BOOKING, { id: booking.id })).data!.booking!.paymentSummary;
    expect((await read()).status).toBe('NONE');
    await accept(path, 'Olivia Carter');
    expect(await read()).toMatchObject({ status: 'DUE', totalCents: total, overdueCents: 0, nextDueDate: factories.day(0) });
    // Time passes: the deposit is four days late, past the three days of grace.
    server.db.update(paymentScheduleItems).set({ dueDate: factories.day(-4) }).where(and(eq(paymentScheduleItems.quoteId, quoteId), eq(paymentScheduleItems.amountCents, 300_000))).run();
    expect(await read()).toMatchObject({ status: 'OVERDUE', totalCents: total, overdueCents: 300_000, outstandingCents: total });

    const good = { bookingId: booking.id, amountCents: 300_000, receivedOn: factories.day(0), method: 'BANK_TRANSFER' as const };
    for (const [input, code] of [
      [{ ...good, amountCents: 0 }, QUOTE_MESSAGES.paymentAmount],
      [{ ...good, receivedOn: factories.day(2) }, QUOTE_MESSAGES.paymentDate],
    ] as const) {
      const refused = await admin.request(RECORD_PAYMENT, { input });
      expect(refused.errors?.[0]?.message).toBe(code);
    }
    expect(server.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.bookingId, booking.id), eq(ledgerEntries.kind, 'payment'))).all()).toHaveLength(0);

    const deposit = await admin.request(RECORD_PAYMENT, { input: { bookingId: booking.id, amountCents: 300_000, receivedOn: factories.day(0), method: 'BANK_TRANSFER', note: 'Deposit' } });
    expect(deposit.errors).toBeUndefined();
    expect(deposit.data!.recordPayment.payment).toMatchObject({ amountCents: 300_000, method: 'BANK_TRANSFER', provider: null, providerReference: null });
    expect(deposit.data!.recordPayment.booking!.paymentSummary).toMatchObject({ status: 'DUE', paidCents: 300_000, overdueCents: 0, nextDueDate: factories.day(60), nextDueCents: total - 300_000 });
    const rest = await admin.request(RECORD_PAYMENT, { input: { bookingId: booking.id, amountCents: total - 300_000, receivedOn: factories.day(0), method: 'CHECK' } });
    expect(rest.data!.recordPayment.booking!.paymentSummary).toMatchObject({ status: 'PAID', outstandingCents: 0 });
    const removed = await admin.request(DELETE_PAYMENT, { input: { id: rest.data!.recordPayment.payment!.id } });
    expect(removed.data!.deletePayment.booking!.paymentSummary).toMatchObject({ status: 'DUE', paidCents: 300_000 });
  });

  it('the dashboard shows money due this month and reports money outstanding', async () => {
    const before = (await admin.request(DASHBOARD)).data!.dashboardOverview;
    const month = factories.day(0).slice(0, 7);
    const beforeReport = (await admin.request(REPORTS, { from: month, to: month })).data!.reports.moneyOutstanding;
    const { path, total } = await sentQuote({
      offset: 133,
      schedule: (total) => [
        { dueDate: factories.day(0), amountCents: 100_000 },
        { dueDate: factories.day(90), amountCents: total - 100_000 },
      ],
    });
    await accept(path, 'Client Name');
    const after = (await admin.request(DASHBOARD)).data!.dashboardOverview;
    expect(after.moneyDueThisMonthCents - before.moneyDueThisMonthCents).toBe(100_000);
    const report = (await admin.request(REPORTS, { from: month, to: month })).data!.reports.moneyOutstanding;
    expect(report.totalCents - beforeReport.totalCents).toBe(total);
    expect(report.months[0]!.dueCents - beforeReport.months[0]!.dueCents).toBe(100_000);
  });
});

describe('access', () => {
  it('refuses anonymous and non-admin callers', async () => {
    const booking = factories.booking({ eventDate: factories.day(134) });
    const { session: user } = await factories.signedInAs('user');
    for (const session of [server.session(), user]) {
      const created = await session.request(CREATE, { input: { bookingId: booking.id } });
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(firstErrorCode(created));
      const paid = await session.request(RECORD_PAYMENT, { input: { bookingId: booking.id, amountCents: 100, receivedOn: factories.day(0), method: 'CASH' } });
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(firstErrorCode(paid));
    }
    expect(firstErrorCode(await server.session().request(CREATE, { input: { bookingId: booking.id } }))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await user.request(CREATE, { input: { bookingId: booking.id } }))).toBe('FORBIDDEN');
    expect(server.db.select().from(quotes).where(eq(quotes.bookingId, booking.id)).all()).toHaveLength(0);
  });
});
