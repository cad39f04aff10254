import { and, eq } from 'drizzle-orm';
import { ledgerEntries, paymentScheduleItems } from '../../server/db/schema/index.ts';
import { QUOTE_MESSAGES } from '../../shared/quotes.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { BOOKING, DASHBOARD, DELETE_PAYMENT, sentQuote, accept, RECORD_PAYMENT, REPORTS } from '../support/quotes-world.ts';

/*
 * Payments against a quote's schedule: payment status, money due on the dashboard and outstanding
 * in reports.
 */

describe('payments', () => {
  it('shows overdue, due and paid as payments are recorded; refuses bad input without recording', async ({ server, admin, factories }) => {
    const { booking, quoteId, path, total } = await sentQuote({ admin, factories }, {
      offset: 132,
      schedule: (total) => [
        { dueDate: factories.day(0), amountCents: 300_000 },
        { dueDate: factories.day(60), amountCents: total - 300_000 },
      ],
    });
    const read = async () => (await admin.request(BOOKING, { id: booking.id })).data!.booking!.paymentSummary;
    expect((await read()).status).toBe('NONE');
    await accept(server, path, 'Olivia Carter');
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

  it('the dashboard shows money due this month and reports money outstanding', async ({ server, admin, factories }) => {
    const before = (await admin.request(DASHBOARD)).data!.dashboardOverview;
    const month = factories.day(0).slice(0, 7);
    const beforeReport = (await admin.request(REPORTS, { from: month, to: month })).data!.reports.moneyOutstanding;
    const { path, total } = await sentQuote({ admin, factories }, {
      offset: 133,
      schedule: (total) => [
        { dueDate: factories.day(0), amountCents: 100_000 },
        { dueDate: factories.day(90), amountCents: total - 100_000 },
      ],
    });
    await accept(server, path, 'Client Name');
    const after = (await admin.request(DASHBOARD)).data!.dashboardOverview;
    expect(after.moneyDueThisMonthCents - before.moneyDueThisMonthCents).toBe(100_000);
    const report = (await admin.request(REPORTS, { from: month, to: month })).data!.reports.moneyOutstanding;
    expect(report.totalCents - beforeReport.totalCents).toBe(total);
    expect(report.months[0]!.dueCents - beforeReport.months[0]!.dueCents).toBe(100_000);
  });
});
