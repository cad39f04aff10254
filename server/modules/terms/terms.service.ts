import { eq } from 'drizzle-orm';
import { immediate, type DB, type Transaction } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { FieldErrors } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { bookingTermsProblems, DEFAULT_PAYMENT_GRACE_DAYS, DEFAULT_QUOTE_TERMS, type BookingTermsValues } from '../../../shared/terms.ts';
import { cancellationPolicyProblem, DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from '../../../shared/cancellation.ts';

/*
 * The venue's booking terms (shared/terms.ts): one JSON document in site_settings, always read over
 * the defaults, so a term added later shows on an existing site without a migration, and a
 * database that never saved any reads the defaults.
 */

const KEY = 'booking_terms';

export interface BookingTerms extends BookingTermsValues {
  updatedAt: Date | null;
}

const DEFAULTS: BookingTermsValues = { paymentGraceDays: DEFAULT_PAYMENT_GRACE_DAYS, quoteTerms: DEFAULT_QUOTE_TERMS, cancellationPolicy: DEFAULT_CANCELLATION_POLICY };

/** A stored policy read over the default, part by part (a document saved before a part existed keeps the default for it). */
function policyOf(stored: unknown): CancellationPolicy {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Partial<CancellationPolicy>;
  const merged: CancellationPolicy = {
    ...DEFAULT_CANCELLATION_POLICY,
    ...value,
    early: { ...DEFAULT_CANCELLATION_POLICY.early, ...(value.early ?? {}) },
    late: { ...DEFAULT_CANCELLATION_POLICY.late, ...(value.late ?? {}) },
  };
  return cancellationPolicyProblem(merged) ? DEFAULT_CANCELLATION_POLICY : merged;
}

export function getBookingTerms(db: DB | Transaction): BookingTerms {
  const row = db.select().from(siteSettings).where(eq(siteSettings.key, KEY)).get();
  const stored = (row && typeof row.value === 'object' && row.value !== null ? row.value : {}) as Partial<BookingTermsValues>;
  return {
    paymentGraceDays: Number.isInteger(stored.paymentGraceDays) ? stored.paymentGraceDays! : DEFAULTS.paymentGraceDays,
    quoteTerms: typeof stored.quoteTerms === 'string' ? stored.quoteTerms : DEFAULTS.quoteTerms,
    cancellationPolicy: policyOf(stored.cancellationPolicy),
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Saves the terms (a policy not given stays as it is); a refused value changes nothing. */
export async function updateBookingTerms(
  deps: Pick<AppServices, 'db'>,
  input: Omit<BookingTermsValues, 'cancellationPolicy'> & { cancellationPolicy?: CancellationPolicy | null },
): Promise<BookingTerms> {
  const saved = await immediate(deps.db, (tx) => {
    const value: BookingTermsValues = {
      paymentGraceDays: input.paymentGraceDays,
      quoteTerms: input.quoteTerms.trim(),
      cancellationPolicy: input.cancellationPolicy ?? getBookingTerms(tx).cancellationPolicy,
    };
    const errors = new FieldErrors();
    for (const problem of bookingTermsProblems(value)) errors.add(problem.field, problem.message, problem.field === 'quoteTerms' ? 'TOO_LONG' : 'OUT_OF_RANGE');
    errors.throwIfAny();
    tx.insert(siteSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } })
      .run();
    return getBookingTerms(tx);
  });
  return saved;
}
