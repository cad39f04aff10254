import { eq } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { FieldErrors } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
import { nextVersion } from '../../db/schema/columns.ts';
import { assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';
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
  /** 0 until the terms are first saved. */
  version: number;
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
    version: row?.version ?? 0,
  };
}

/** The terms as a saved version keeps them (the policy as stored: lower-case names). */
function termsValues(terms: BookingTermsValues): Record<string, unknown> {
  return { paymentGraceDays: terms.paymentGraceDays, cancellationPolicy: terms.cancellationPolicy, quoteTerms: terms.quoteTerms };
}

/**
 * Saves the terms (a policy not given stays as it is); a refused value changes nothing. A save
 * naming a version other than the stored one is refused (CONFLICT) and every change is kept; a
 * save is announced (bookingTermsChanged).
 */
export async function updateBookingTerms(
  deps: Pick<AppServices, 'db' | 'pubsub'>,
  input: Omit<BookingTermsValues, 'cancellationPolicy'> & { cancellationPolicy?: CancellationPolicy | null; version?: number | null },
  actor: VersionActor = { userId: null },
): Promise<BookingTerms> {
  const saved = await writeTransaction(deps.db, (tx) => {
    const before = getBookingTerms(tx);
    assertVersion(tx, { kind: 'booking_terms', recordId: KEY, version: before.version, values: termsValues(before) }, input.version);
    const value: BookingTermsValues = {
      paymentGraceDays: input.paymentGraceDays,
      quoteTerms: input.quoteTerms.trim(),
      cancellationPolicy: input.cancellationPolicy ?? before.cancellationPolicy,
    };
    const errors = new FieldErrors();
    for (const problem of bookingTermsProblems(value)) errors.add(problem.field, problem.message, problem.field === 'quoteTerms' ? 'TOO_LONG' : 'OUT_OF_RANGE');
    errors.throwIfAny();
    tx.insert(siteSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date(), version: nextVersion } })
      .run();
    const after = getBookingTerms(tx);
    keepVersion(tx, { kind: 'booking_terms', recordId: KEY, version: after.version, change: 'update', name: 'Terms & Policies', before: termsValues(before), after: termsValues(after), actor });
    return after;
  });
  // Open Terms & Policies screens (another tab, another admin) refetch: an untouched form follows.
  deps.pubsub.publish('bookingTermsChanged', { version: saved.version });
  return saved;
}
