import { vi } from 'vitest';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { asAdmin, expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { getBookingTerms, updateBookingTerms } from './terms.service.ts';

/*
 * The version rule for the venue's booking terms: a stale save is refused with the terms saved
 * meanwhile and writes nothing; every save is kept, the policy in words in the change log.
 */

describe('booking terms', () => {
  test('a stale save is refused with the terms saved meanwhile; both saves are kept', async ({ world }) => {
    const start = getBookingTerms(world.db);
    expect(start.version).toBe(0);
    const b = await updateBookingTerms(world, { paymentGraceDays: 5, quoteTerms: 'Deposits are non-refundable.', version: 0 }, asAdmin(world));
    expect(b.version).toBe(1);
    const error = await refusal(updateBookingTerms(world, { paymentGraceDays: 10, quoteTerms: 'Prices include tax.', version: 0 }, asAdmin(world)));
    expectStale(error, { kind: 'booking_terms', yours: 0, current: 1 });
    expect(error.extensions.current).toMatchObject({ paymentGraceDays: 5, quoteTerms: 'Deposits are non-refundable.' });
    expect(getBookingTerms(world.db)).toMatchObject({ paymentGraceDays: 5, version: 1 });
    const a = await updateBookingTerms(world, { paymentGraceDays: 10, quoteTerms: 'Prices include tax.', version: 1 }, asAdmin(world));
    expect(a.version).toBe(2);
    const kept = keptVersions(world, 'booking_terms', 'booking_terms');
    expect(kept.map((row) => [row.version, row.newValues?.quoteTerms])).toEqual([
      [2, 'Prices include tax.'],
      [1, 'Deposits are non-refundable.'],
    ]);
    expect(kept[0]!.summary).toBe("Updated grace period (days) and quote terms of 'Terms & Policies' (booking terms)");
  });

  test('a refused value changes nothing and keeps nothing', async ({ world }) => {
    await refusal(updateBookingTerms(world, { paymentGraceDays: 99, quoteTerms: '', version: 0 }, asAdmin(world)));
    expect(getBookingTerms(world.db).version).toBe(0);
    expect(keptVersions(world, 'booking_terms', 'booking_terms')).toEqual([]);
  });

  test('a save is announced to open screens with its version; a refused one is not', async ({ world }) => {
    const publish = vi.spyOn(world.pubsub, 'publish');
    await refusal(updateBookingTerms(world, { paymentGraceDays: 99, quoteTerms: '', version: 0 }, asAdmin(world)));
    expect(publish).not.toHaveBeenCalled();
    await updateBookingTerms(world, { paymentGraceDays: 4, quoteTerms: 'Deposits hold the date.', version: 0 }, asAdmin(world));
    expect(publish).toHaveBeenCalledWith('bookingTermsChanged', { version: 1 });
  });
});
