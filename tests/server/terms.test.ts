import { DEFAULT_PAYMENT_GRACE_DAYS, DEFAULT_QUOTE_TERMS, TERMS_MESSAGES } from '../../shared/terms.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { graphql } from '../gql/index.ts';

/*
 * The venue's booking terms over GraphQL: the defaults until saved, saved whole, a refused value
 * changes nothing, and only the owner may read or change them.
 */

const TERMS = graphql(`
  query TermsTestRead { bookingTerms { paymentGraceDays quoteTerms updatedAt } }
`);
const UPDATE = graphql(`
  mutation TermsTestUpdate($input: UpdateBookingTermsInput!) {
    updateBookingTerms(input: $input) { bookingTerms { paymentGraceDays quoteTerms updatedAt } }
  }
`);

describe('booking terms', () => {
  test('read the defaults, save, and read back what was saved', async ({ admin }) => {
    const before = await admin.data(TERMS);
    expect(before.bookingTerms).toEqual({ paymentGraceDays: DEFAULT_PAYMENT_GRACE_DAYS, quoteTerms: DEFAULT_QUOTE_TERMS, updatedAt: null });
    const saved = await admin.data(UPDATE, { input: { paymentGraceDays: 7, quoteTerms: '  Final numbers 14 days before.  ' } });
    expect(saved.updateBookingTerms.bookingTerms).toMatchObject({ paymentGraceDays: 7, quoteTerms: 'Final numbers 14 days before.' });
    expect((await admin.data(TERMS)).bookingTerms.paymentGraceDays).toBe(7);
  });

  test('a grace period out of range or terms too long are refused with a clear message, and nothing changes', async ({ admin }) => {
    const before = (await admin.data(TERMS)).bookingTerms;
    for (const [input, message] of [
      [{ paymentGraceDays: -1, quoteTerms: 'x' }, TERMS_MESSAGES.graceDays],
      [{ paymentGraceDays: 61, quoteTerms: 'x' }, TERMS_MESSAGES.graceDays],
      [{ paymentGraceDays: 3, quoteTerms: 'x'.repeat(4001) }, TERMS_MESSAGES.quoteTerms],
    ] as const) {
      const refused = await admin.request(UPDATE, { input });
      expect(firstErrorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.message).toBe(message);
    }
    expect((await admin.data(TERMS)).bookingTerms).toEqual(before);
  });

  test('anonymous callers and non-admins are refused', async ({ server, factories, admin }) => {
    const { session: user } = await factories.signedInAs('user');
    expect(firstErrorCode(await server.session().request(TERMS))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await user.request(TERMS))).toBe('FORBIDDEN');
    const before = (await admin.data(TERMS)).bookingTerms;
    expect(firstErrorCode(await server.session().request(UPDATE, { input: { paymentGraceDays: 9, quoteTerms: '' } }))).toBe('UNAUTHENTICATED');
    expect(firstErrorCode(await user.request(UPDATE, { input: { paymentGraceDays: 9, quoteTerms: '' } }))).toBe('FORBIDDEN');
    expect((await admin.data(TERMS)).bookingTerms).toEqual(before);
  });
});
