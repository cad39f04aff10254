import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { bookingScenario, sentQuoteScenario } from '../../../tests/support/scenarios.ts';
import { asAdmin, expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { createQuote, findQuote, quoteLines, updateQuote, type UpdateQuoteInput } from './quotes.service.ts';

/*
 * A quote follows the version rule: the editor's save names the version it read; when the quote
 * was saved since (another tab, sent, accepted), the save is refused with the quote as it stands
 * (lines, rates, deposit, note, schedule, status) and nothing is written. Every save is kept.
 */

const quoteOf = (id: string, message: string, version?: number): UpdateQuoteInput => ({
  id,
  lines: [{ kind: 'venue_hire', description: 'Venue hire', quantity: 1, unitAmountCents: 500_000 }],
  taxRateMilliPercent: 8_625,
  discountCents: 0,
  depositKind: 'percent',
  depositValue: 2_500,
  blockDateOnAcceptance: true,
  message,
  schedule: [{ dueRule: 'after_acceptance', dueDays: 3, amountCents: 543_125 }],
  version,
});

describe('quotes', () => {
  test('a stale save is refused with the quote saved meanwhile; both notes are kept', async ({ world }) => {
    const booking = bookingScenario(world);
    const draft = await createQuote(world, { bookingId: booking.id });
    const b = await updateQuote(world, quoteOf(draft.id, 'We look forward to your wedding.', draft.version), asAdmin(world));
    expect(b.version).toBe(draft.version + 1);
    const error = await refusal(updateQuote(world, { ...quoteOf(draft.id, 'Prices held for 14 days.', draft.version), discountCents: 10_000 }, asAdmin(world)));
    expectStale(error, { kind: 'quote', yours: draft.version, current: b.version });
    expect(error.extensions.current).toEqual({
      status: 'DRAFT',
      lines: [{ kind: 'VENUE_HIRE', description: 'Venue hire', quantity: 1, unitAmountCents: 500_000 }],
      taxRateMilliPercent: 8_625,
      discountCents: 0,
      deposit: { kind: 'PERCENT', value: 2_500 },
      blockDateOnAcceptance: true,
      message: 'We look forward to your wedding.',
      schedule: [{ dueRule: 'AFTER_ACCEPTANCE', dueDays: 3, dueDate: null, amountCents: 543_125 }],
    });
    expect(findQuote(world.db, draft.id)).toMatchObject({ message: 'We look forward to your wedding.', discountCents: 0, version: b.version });

    await updateQuote(world, quoteOf(draft.id, 'We look forward to your wedding. Prices held for 14 days.', b.version), asAdmin(world));
    const kept = keptVersions(world, 'quote', draft.id);
    expect(kept.map((row) => row.newValues?.message)).toEqual(['We look forward to your wedding. Prices held for 14 days.', 'We look forward to your wedding.']);
    expect(kept[0]!.summary).toMatch(/^Updated message to the client of '.+' \(quote\)$/);
    expect(kept[1]!.summary).toMatch(/^Updated line items, tax rate, deposit, block the date on acceptance, message to the client and payment schedule of/);
  });

  test('a quote sent meanwhile refuses an edit made from the draft; the refusal says it is sent', async ({ world }) => {
    const { quote } = await sentQuoteScenario(world);
    const before = quoteLines(world.db, quote.id);
    const error = await refusal(updateQuote(world, quoteOf(quote.id, 'Changed my mind.', quote.version - 1), asAdmin(world)));
    expectStale(error, { kind: 'quote', yours: quote.version - 1, current: quote.version });
    expect(error.extensions.current).toMatchObject({ status: 'SENT' });
    expect(quoteLines(world.db, quote.id)).toEqual(before);
    expect(findQuote(world.db, quote.id)).toMatchObject({ status: 'sent', version: quote.version });
  });
});
