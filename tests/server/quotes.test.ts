import { eq } from 'drizzle-orm';
import { quotes } from '../../server/db/schema/index.ts';
import { formatCents, lineAmountCents, QUOTE_MESSAGES, quoteTotals } from '../../shared/quotes.ts';
import { paymentSummary } from '../../shared/payment-schedule.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { firstErrorCode, } from '../support/graphql.ts';
import { BOOKING, CREATE, quoteRow, RECORD_PAYMENT, SEND, standardInput, UPDATE } from '../support/quotes-world.ts';
import { graphql } from '../gql/index.ts';

/*
 * Quotes: the totals with the date's premium multiplier, tax and discount; a schedule that must
 * add up; access.
 */

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
  it("venue hire takes the date's premium multiplier; totals with tax and discount", async ({ admin, factories }) => {
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

  it('refuses a schedule that does not add up to the total, with a clear message, and changes nothing', async ({ admin, factories }) => {
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

  it('refuses bad lines, tax and deposit with clear messages', async ({ admin, factories }) => {
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

  it('will not send a quote without a schedule that adds up', async ({ server, admin, factories }) => {
    const booking = factories.booking({ eventDate: factories.day(123) });
    const quoteId = (await admin.request(CREATE, { input: { bookingId: booking.id } })).data!.createQuote.quote!.id;
    await admin.request(UPDATE, { input: standardInput(quoteId, []) });
    const refused = await admin.request(SEND, { input: { id: quoteId } });
    expect(refused.errors?.[0]?.message).toBe(QUOTE_MESSAGES.scheduleMissing);
    expect(quoteRow(server, quoteId).status).toBe('draft');
    expect(quoteRow(server, quoteId).tokenHash).toBeNull();
  });
});

describe('access', () => {
  it('refuses anonymous and non-admin callers', async ({ server, factories }) => {
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
