import { describe, expect, test, type ServiceWorld } from '../../../tests/support/service-world.ts';
import { acceptedQuoteScenario } from '../../../tests/support/scenarios.ts';
import { ledgerTotals } from '../../../shared/ledger.ts';
import { csvMoney, csvPercent, formatPercent } from '../../../shared/reports.ts';
import { recordPayment, recordRefund, voidLedgerEntry, bookingsCsv } from '../bookings/index.ts';
import { ledgerEntriesOf } from '../ledger/index.ts';
import { paymentsReceived } from './payments-received.ts';

/*
 * "Payments received": money in and back out by the month it changed hands, from the ledger, a
 * voided entry counting nowhere; the same figures as the bookings' ledgers and the bookings CSV.
 */

const owner = (world: ServiceWorld) => ({ kind: 'admin' as const, userId: world.adminId });

describe('payments received', () => {
  test('by month, voids left out, equal to the ledgers; the CSV carries them with two decimals', async ({ world }) => {
    world.clock.set('2027-03-20T12:00:00-04:00');
    const first = await acceptedQuoteScenario(world, { totalCents: 4_133_780 });
    const second = await acceptedQuoteScenario(world, { totalCents: 1_680_000, booking: { eventDate: '2027-08-14' } });
    const pay = (bookingId: string, amountCents: number, occurredOn: string) => recordPayment(world, { bookingId, amountCents, occurredOn, method: 'card' }, owner(world));
    await pay(first.booking.id, 1_000_000, '2027-02-27');
    await pay(first.booking.id, 500_050, '2027-03-02');
    const mistake = await pay(second.booking.id, 999_900, '2027-03-10');
    await voidLedgerEntry(world, { id: mistake.entry.id, reason: 'Entered twice' }, owner(world));
    await pay(second.booking.id, 1_700_000, '2027-03-11'); // $200.00 more than the price: credit
    await recordRefund(world, { bookingId: second.booking.id, amountCents: 20_000, occurredOn: '2027-03-19', method: 'card' }, owner(world));

    const report = paymentsReceived(world.db, ['2027-02', '2027-03', '2027-04']);
    expect(report.months).toEqual([
      { month: '2027-02', payments: 1, receivedCents: 1_000_000, refundedCents: 0, netCents: 1_000_000 },
      { month: '2027-03', payments: 2, receivedCents: 2_200_050, refundedCents: 20_000, netCents: 2_180_050 },
      { month: '2027-04', payments: 0, receivedCents: 0, refundedCents: 0, netCents: 0 },
    ]);
    // Every figure is the ledgers' own.
    const ledgers = [first, second].map(({ booking }) => ledgerTotals(ledgerEntriesOf(world.db, booking.id)));
    expect(report.receivedCents).toBe(ledgers.reduce((sum, totals) => sum + totals.receivedCents, 0));
    expect(report.refundedCents).toBe(ledgers.reduce((sum, totals) => sum + totals.refundedCents, 0));
    expect(report.netCents).toBe(ledgers.reduce((sum, totals) => sum + totals.paidCents, 0));
    // A range after the payments shows none.
    expect(paymentsReceived(world.db, ['2027-05']).netCents).toBe(0);

    const csv = bookingsCsv(world.db);
    const line = (id: string) => csv.split('\r\n').find((row) => row.startsWith(id))!;
    expect(line(first.booking.id).endsWith(',41337.80,15000.50,0.00,26337.30')).toBe(true);
    expect(line(second.booking.id).endsWith(',16800.00,17000.00,200.00,0.00')).toBe(true);
  });

  test('money and shares as the owner reads them: two decimals, a percentage with one', () => {
    expect(csvMoney(4_133_780)).toBe('41337.80');
    expect(csvMoney(1_680_000)).toBe('16800.00');
    expect(csvMoney(-5)).toBe('-0.05');
    expect(formatPercent(13 / 31)).toBe('41.9%');
    expect(formatPercent(1 / 3)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(null)).toBe('—');
    expect(csvPercent(13 / 31)).toBe('41.9');
    expect(csvPercent(null)).toBe('');
  });
});
