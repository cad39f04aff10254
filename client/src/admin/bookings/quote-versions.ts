import type { DepositKind, PaymentDueRule, QuoteLineKind } from '../../gql/graphql.ts';
import { RECORD_KIND_INFO, versionValueText } from '../../../../shared/versions.ts';
import type { VersionedFieldSpec } from '../versions/useVersionedSave.tsx';
import type { QuoteView } from './quote-data.ts';

/**
 * A quote as its saved versions keep it (the server's quoteVersionValues, without the status): the
 * values the quote editor saves, compared field by field with a save made meanwhile (a second tab,
 * another admin). A relative payment keeps its days and no date; a dated one its date and no days.
 */
export interface QuoteVersion {
  lines: { kind: QuoteLineKind; description: string; quantity: number; unitAmountCents: number }[];
  taxRateMilliPercent: number;
  discountCents: number;
  deposit: { kind: DepositKind; value: number };
  blockDateOnAcceptance: boolean;
  message: string | null;
  schedule: { dueRule: PaymentDueRule; dueDays: number; dueDate: string | null; amountCents: number }[];
}

type ScheduleLike = { dueRule: PaymentDueRule; dueDays: number; dueDate?: string | null; amountCents: number };

export const scheduleVersionOf = (item: ScheduleLike): QuoteVersion['schedule'][number] =>
  item.dueRule === 'ON_DATE'
    ? { dueRule: item.dueRule, dueDays: 0, dueDate: item.dueDate || null, amountCents: item.amountCents }
    : { dueRule: item.dueRule, dueDays: item.dueDays, dueDate: null, amountCents: item.amountCents };

/** The quote as read (the editor's start), in the shape its versions keep. */
export function quoteVersionOfQuote(
  quote: Pick<QuoteView, 'taxRateMilliPercent' | 'discountCents' | 'depositKind' | 'depositValue' | 'blockDateOnAcceptance' | 'message'> & { lines: QuoteVersion['lines']; schedule: ScheduleLike[] },
): QuoteVersion {
  return {
    lines: quote.lines.map(({ kind, description, quantity, unitAmountCents }) => ({ kind, description, quantity, unitAmountCents })),
    taxRateMilliPercent: quote.taxRateMilliPercent,
    discountCents: quote.discountCents,
    deposit: { kind: quote.depositKind, value: quote.depositValue },
    blockDateOnAcceptance: quote.blockDateOnAcceptance,
    message: quote.message ?? null,
    schedule: quote.schedule.map(scheduleVersionOf),
  };
}

/** The values a stale save's refusal carries (extensions.current), as the editor's. */
export function quoteVersionOfApi(current: Record<string, unknown>): QuoteVersion {
  const deposit = (current.deposit ?? {}) as { kind?: DepositKind; value?: number };
  return {
    lines: Array.isArray(current.lines) ? (current.lines as QuoteVersion['lines']) : [],
    taxRateMilliPercent: Number(current.taxRateMilliPercent ?? 0),
    discountCents: Number(current.discountCents ?? 0),
    deposit: { kind: deposit.kind ?? 'PERCENT', value: Number(deposit.value ?? 0) },
    blockDateOnAcceptance: current.blockDateOnAcceptance === true,
    message: typeof current.message === 'string' ? current.message : null,
    schedule: Array.isArray(current.schedule) ? (current.schedule as ScheduleLike[]).map(scheduleVersionOf) : [],
  };
}

const { status: _status, ...QUOTE_FIELD_LABELS } = RECORD_KIND_INFO.quote.fields;

/** The conflict view's fields: the note merges as text; lines, rates and schedule are kept whole from one side. */
export const QUOTE_VERSION_FIELDS: VersionedFieldSpec<QuoteVersion>[] = (Object.keys(QUOTE_FIELD_LABELS) as (keyof QuoteVersion)[]).map((key) =>
  key === 'message'
    ? { key, label: QUOTE_FIELD_LABELS[key]! }
    : { key, label: QUOTE_FIELD_LABELS[key]!, type: 'value', format: (value: unknown) => versionValueText(key, value) ?? 'None' },
);

/** What updateQuote takes to save this version over `version` (a relative payment sends its days, a fixed one its date). */
export function updateQuoteInput(id: string, version: number, values: QuoteVersion) {
  return {
    id,
    version,
    lines: values.lines,
    taxRateMilliPercent: values.taxRateMilliPercent,
    discountCents: values.discountCents,
    depositKind: values.deposit.kind,
    depositValue: values.deposit.value,
    blockDateOnAcceptance: values.blockDateOnAcceptance,
    message: values.message,
    schedule: values.schedule.map((item) => ({
      dueRule: item.dueRule,
      ...(item.dueRule === 'ON_DATE' ? { dueDate: item.dueDate } : { dueDays: item.dueDays }),
      amountCents: item.amountCents,
    })),
  };
}
