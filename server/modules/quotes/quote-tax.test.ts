import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { bookingScenario } from '../../../tests/support/scenarios.ts';
import { formatTaxRate, percentToMilliPercent, QUOTE_MESSAGES, quoteTotals } from '../../../shared/quotes.ts';
import { createQuote, totalsOfQuote, updateQuote } from './quotes.service.ts';

/*
 * Tax is exact: a rate is kept to a thousandth of a percent and applied to the subtotal less the
 * discount, rounded once to the nearest cent (half a cent up). 8.625% is not 8.62%.
 */

const oneLine = (unitAmountCents: number, taxRateMilliPercent: number) => ({
  lines: [{ quantity: 1, unitAmountCents, multiplier: 1 }],
  taxRateMilliPercent,
  discountCents: 0,
  depositKind: 'percent' as const,
  depositValue: 0,
});

describe('exact tax (shared arithmetic)', () => {
  test('8.625% of $19,000.00 is $1,638.75; 6.625% of $10,000.00 is $662.50', () => {
    expect(quoteTotals(oneLine(1_900_000, 8625))).toMatchObject({ taxCents: 163_875, totalCents: 2_063_875 });
    expect(quoteTotals(oneLine(1_000_000, 6625))).toMatchObject({ taxCents: 66_250, totalCents: 1_066_250 });
  });

  test('rounds once, to the nearest cent, half a cent up', () => {
    // $10.00 at 8.625% is 86.25 cents → 86; $2.00 at 8.625% is 17.25 → 17; $14.00 → 120.75 → 121.
    expect(quoteTotals(oneLine(1_000, 8625)).taxCents).toBe(86);
    expect(quoteTotals(oneLine(200, 8625)).taxCents).toBe(17);
    expect(quoteTotals(oneLine(1_400, 8625)).taxCents).toBe(121);
    // Exactly half a cent: $1.00 at 0.5% = 0.5 cent → 1.
    expect(quoteTotals(oneLine(100, 500)).taxCents).toBe(1);
  });

  test('stays exact on amounts past 2^53 in the intermediate product', () => {
    const totals = quoteTotals({ ...oneLine(100_000_000, 99_999), lines: Array.from({ length: 50 }, () => ({ quantity: 10_000, unitAmountCents: 100_000_000, multiplier: 1 })) });
    // 5 × 10^13 cents × 99.999% = 49,999,500,000,000 cents exactly.
    expect(totals.taxCents).toBe(49_999_500_000_000);
  });

  test('a typed percent becomes thousandths of a percent exactly, and reads back the same', () => {
    expect(percentToMilliPercent('8.625')).toBe(8625);
    expect(percentToMilliPercent(6.625)).toBe(6625);
    expect(percentToMilliPercent('8')).toBe(8000);
    expect(percentToMilliPercent('8.6251')).toBeNaN();
    expect(formatTaxRate(8625)).toBe('8.625%');
    expect(formatTaxRate(8000)).toBe('8%');
    expect(formatTaxRate(6250)).toBe('6.25%');
  });
});

describe('a quote keeps its exact rate', () => {
  test('saved at 8.625% it totals $1,638.75 of tax on $19,000.00', async ({ world }) => {
    const booking = bookingScenario(world);
    const draft = await createQuote(world, { bookingId: booking.id });
    const saved = await updateQuote(world, {
      id: draft.id,
      lines: [{ kind: 'venue_hire', description: 'Venue hire', quantity: 1, unitAmountCents: 1_900_000 }],
      taxRateMilliPercent: 8625,
      discountCents: 0,
      depositKind: 'percent',
      depositValue: 0,
      blockDateOnAcceptance: false,
      schedule: [],
    });
    expect(saved.taxRateMilliPercent).toBe(8625);
    expect(totalsOfQuote(world.db, saved)).toMatchObject({ taxCents: 163_875, totalCents: 2_063_875 });
  });

  test('the older basis-points input still works (825 is 8.25%), and two different rates are refused', async ({ world }) => {
    const booking = bookingScenario(world);
    const draft = await createQuote(world, { bookingId: booking.id });
    const base = { id: draft.id, lines: [{ kind: 'custom' as const, description: 'Hire', quantity: 1, unitAmountCents: 1_000_000 }], discountCents: 0, depositKind: 'percent' as const, depositValue: 0, blockDateOnAcceptance: false, schedule: [] };
    const saved = await updateQuote(world, { ...base, taxRateBasisPoints: 825 });
    expect(saved.taxRateMilliPercent).toBe(8250);
    await expect(updateQuote(world, { ...base, taxRateBasisPoints: 825, taxRateMilliPercent: 8625 })).rejects.toThrow(QUOTE_MESSAGES.taxRateTwice);
    await expect(updateQuote(world, { ...base })).rejects.toThrow(QUOTE_MESSAGES.taxRateMissing);
    await expect(updateQuote(world, { ...base, taxRateMilliPercent: 100_001 })).rejects.toThrow(QUOTE_MESSAGES.taxRate);
  });
});
