import { eq } from 'drizzle-orm';
import { immediate, type DB, type Transaction } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { badInput } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { bookingTermsProblem, DEFAULT_PAYMENT_GRACE_DAYS, DEFAULT_QUOTE_TERMS, type BookingTermsValues } from '../../../shared/terms.ts';

/*
 * The venue's booking terms (shared/terms.ts): one JSON document in site_settings, always read over
 * the defaults, so a term added later shows on an existing site without a migration, and a
 * database that never saved any reads the defaults.
 */

const KEY = 'booking_terms';

export interface BookingTerms extends BookingTermsValues {
  updatedAt: Date | null;
}

const DEFAULTS: BookingTermsValues = { paymentGraceDays: DEFAULT_PAYMENT_GRACE_DAYS, quoteTerms: DEFAULT_QUOTE_TERMS };

export function getBookingTerms(db: DB | Transaction): BookingTerms {
  const row = db.select().from(siteSettings).where(eq(siteSettings.key, KEY)).get();
  const stored = (row && typeof row.value === 'object' && row.value !== null ? row.value : {}) as Partial<BookingTermsValues>;
  return {
    paymentGraceDays: Number.isInteger(stored.paymentGraceDays) ? stored.paymentGraceDays! : DEFAULTS.paymentGraceDays,
    quoteTerms: typeof stored.quoteTerms === 'string' ? stored.quoteTerms : DEFAULTS.quoteTerms,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Saves the whole document; a refused value changes nothing. */
export async function updateBookingTerms(deps: Pick<AppServices, 'db'>, input: BookingTermsValues): Promise<BookingTerms> {
  const problem = bookingTermsProblem(input);
  if (problem) throw badInput(problem.message, problem.field);
  const value: BookingTermsValues = { paymentGraceDays: input.paymentGraceDays, quoteTerms: input.quoteTerms.trim() };
  const saved = await immediate(deps.db, (tx) => {
    tx.insert(siteSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } })
      .run();
    return getBookingTerms(tx);
  });
  return saved;
}
