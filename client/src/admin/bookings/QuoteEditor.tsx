import { useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import type { DepositKind } from '../../gql/graphql.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { pastDueDate } from '../../../../shared/payment-schedule.ts';
import {
  milliPercentToPercent,
  percentToBasisPoints,
  percentToMilliPercent,
  QUOTE_MESSAGES,
  quoteProblem,
  quoteTotals,
} from '../../../../shared/quotes.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { CardHeader, centsOf, dollars, QuoteStatusBadge } from './money-ui.tsx';
import { QuoteLines, type LineDraft } from './QuoteLines.tsx';
import { ClientLink, QuoteNotices, QuoteTotals } from './QuoteEditorParts.tsx';
import { SendQuoteMutation, UpdateQuoteMutation, WithdrawQuoteMutation, type PanelBooking, type QuoteView } from './quote-data.ts';
import { depositAndBalanceRows, ScheduleEditor, scheduleItemOf, scheduleTermsOf, type ScheduleRow } from './ScheduleEditor.tsx';
import { useVersionedSave, type VersionedBase } from '../versions/useVersionedSave.tsx';
import { QUOTE_VERSION_FIELDS, quoteVersionOfApi, quoteVersionOfQuote, scheduleVersionOf, updateQuoteInput, type QuoteVersion } from './quote-versions.ts';

/*
 * The quote editor: lines with live totals computed by the same shared arithmetic the server uses
 * (shared/quotes.ts), the tax at its exact rate, the deposit, the payment schedule (relative or
 * fixed dates), and send and copy the client's link.
 */

/**
 * The editor's form, from a version of the quote (its start, or the saved version the owner kept).
 * A relative payment keeps no date; `dates` (the dates the API worked out) prefill its date field.
 */
function formOf(version: QuoteVersion, dates: readonly string[] = []) {
  return {
    lines: version.lines.map((line): LineDraft => ({ kind: line.kind, description: line.description, quantity: line.quantity, unitPrice: dollars(line.unitAmountCents) })),
    taxPercent: milliPercentToPercent(version.taxRateMilliPercent) as number | string,
    discount: dollars(version.discountCents) as number | string,
    depositKind: version.deposit.kind,
    depositInput: (version.deposit.kind === 'PERCENT' ? version.deposit.value / 100 : dollars(version.deposit.value)) as number | string,
    block: version.blockDateOnAcceptance,
    message: version.message ?? '',
    schedule: version.schedule.map((item, index): ScheduleRow => ({ dueRule: item.dueRule, dueDays: item.dueDays, dueDate: item.dueDate ?? dates[index] ?? '', amount: dollars(item.amountCents) })),
  };
}

type QuoteForm = ReturnType<typeof formOf>;

/** The form as the arithmetic and the checks take it: whole cents, the tax in thousandths of a percent. */
function quoteInputOf(values: QuoteForm, multiplier: number) {
  const { lines, taxPercent, discount, depositKind, depositInput, schedule } = values;
  return {
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: Number(line.quantity),
      unitAmountCents: centsOf(line.unitPrice),
      multiplier: line.kind === 'VENUE_HIRE' ? multiplier : 1,
    })),
    taxRateMilliPercent: taxPercent === '' ? 0 : percentToMilliPercent(taxPercent),
    discountCents: centsOf(discount === '' ? 0 : discount),
    depositKind,
    depositValue: depositKind === 'PERCENT' ? percentToBasisPoints(Number(depositInput) || 0) : centsOf(depositInput === '' ? 0 : depositInput),
    schedule: schedule.map((item) => ({ ...scheduleTermsOf(item), amountCents: centsOf(item.amount) })),
  };
}

/** What stops the quote from being saved, in the server's words (shared/quotes.ts), or null. */
const problemOf = (input: ReturnType<typeof quoteInputOf>) => quoteProblem({ ...input, depositKind: input.depositKind === 'PERCENT' ? 'percent' : 'amount' });

export function QuoteEditor({ booking, quote, onChanged, link, onSent }: { booking: PanelBooking; quote: QuoteView; onChanged: () => void; link: string | null; onSent: (link: string | null) => void }) {
  const [base, setBase] = useState<VersionedBase<QuoteVersion>>(() => ({ version: quote.version, values: quoteVersionOfQuote(quote) }));
  const datesOf = (view: QuoteView) => view.schedule.map((item) => item.dueDate);
  // A change order runs to its new date, priced at that date's premium; what was paid settles its first payments.
  const change = quote.changeOrder ?? null;
  const eventDate = change?.to.eventDate ?? booking.eventDate;
  const multiplier = change ? (quote.lines.find((line) => line.kind === 'VENUE_HIRE')?.multiplier ?? 1) : booking.datePremiumMultiplier;
  const form = useForm<QuoteForm>({
    initialValues: formOf(base.values, datesOf(quote)),
    validate: (values) => {
      const found = problemOf(quoteInputOf(values, multiplier));
      return found ? { quote: found } : {};
    },
  });
  const { lines, taxPercent, discount, depositKind, depositInput, block, message, schedule } = form.values;
  /** The form shows a saved version of the quote, and counts as unsaved from there. */
  const adopt = (version: QuoteVersion, dates?: readonly string[]) => {
    const next = formOf(version, dates);
    form.setValues(next);
    form.resetDirty(next);
  };
  const dirty = form.isDirty();
  // The client holds a link to a sent quote: the owner reads what a change does to it before any
  // field can be changed (the fields sit in a disabled fieldset until then).
  const [changingSent, setChangingSent] = useState(false);
  const locked = quote.status === 'SENT' && !changingSent;
  // Typed prices are never dropped by closing the dialog or leaving the screen: both ask first.
  useUnsavedChanges(dirty);
  // Untouched, the editor follows saves made elsewhere (another tab, another admin); once touched,
  // a save made meanwhile is caught as stale and shown beside the owner's (useVersionedSave).
  useEffect(() => {
    if (dirty || quote.version <= base.version) return;
    const next = { version: quote.version, values: quoteVersionOfQuote(quote) };
    setBase(next);
    adopt(next.values, datesOf(quote));
    // Only a newer saved version matters here.
  }, [quote.version]);
  const [updateQuote] = useMutation(UpdateQuoteMutation);
  const savedAs = useRef<VersionedBase<QuoteVersion> | null>(null);
  const versioned = useVersionedSave<QuoteVersion>({
    what: 'quote',
    fields: QUOTE_VERSION_FIELDS,
    fromApi: quoteVersionOfApi,
    save: async (values, version) => {
      const result = await updateQuote({ variables: { input: updateQuoteInput(quote.id, version, values) } });
      const saved = result.data?.updateQuote.quote as unknown as QuoteView | null | undefined;
      savedAs.current = saved ? { version: saved.version, values } : null;
    },
  });
  const saving = versioned.saving;
  const [sendQuote, { loading: sending }] = useMutation(SendQuoteMutation);
  const [withdrawQuote, { loading: withdrawing }] = useMutation(WithdrawQuoteMutation);
  const paidCents = booking.money.paidCents;
  /** A field the owner changed: a changed quote is a draft again on saving, so the link shown before stops working. */
  const edit = <K extends keyof QuoteForm>(field: K, value: QuoteForm[K] | ((previous: QuoteForm[K]) => QuoteForm[K])) => {
    form.setFieldValue(field, value as never);
    onSent(null);
  };

  const input = useMemo(() => quoteInputOf(form.values, multiplier), [form.values, multiplier]);
  const totals = quoteTotals({ ...input, taxRateMilliPercent: input.taxRateMilliPercent || 0, depositKind: depositKind === 'PERCENT' ? 'percent' : 'amount', lines: input.lines.map((line) => ({ ...line, quantity: line.quantity || 0, unitAmountCents: line.unitAmountCents || 0 })) });
  const problem = problemOf(input);

  const setLine = (index: number, change: Partial<LineDraft>) => edit('lines', (all) => all.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const addLine = (line: LineDraft) => edit('lines', (all) => [...all, line]);

  /** The form as a version of the quote: what a save sends and what the conflict view compares. */
  const mine = (): QuoteVersion => ({
    lines: input.lines.map(({ multiplier: _m, ...line }) => ({ ...line, description: line.description.trim() })),
    taxRateMilliPercent: input.taxRateMilliPercent,
    discountCents: input.discountCents,
    deposit: { kind: depositKind, value: input.depositValue },
    blockDateOnAcceptance: block,
    message: message.trim() || null,
    schedule: schedule.map((item) => scheduleVersionOf({ dueRule: item.dueRule, dueDays: Number(item.dueDays) || 0, dueDate: item.dueDate, amountCents: centsOf(item.amount) })),
  });

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) {
      notify.error(problem ?? '', 'Quote not saved');
      return false;
    }
    try {
      savedAs.current = null;
      const outcome = await versioned.save(mine(), base);
      if (outcome.status === 'discarded') {
        setBase({ version: outcome.version, values: outcome.values });
        adopt(outcome.values);
        return false;
      }
      if (outcome.status === 'open') return false;
      const saved = savedAs.current as VersionedBase<QuoteVersion> | null;
      if (saved) {
        setBase(saved);
        adopt(saved.values);
      } else form.resetDirty();
      return true;
    } catch (error) {
      notify.error(errorMessage(error), 'Quote not saved');
      return false;
    }
  };

  const send = async () => {
    if ((dirty || quote.status === 'DRAFT') && !(await save())) return;
    try {
      const result = await sendQuote({ variables: { input: { id: quote.id } } });
      onSent(result.data?.sendQuote.link ?? null);
      notify.success(`The quote was e-mailed to the client.`, 'Quote sent');
      onChanged();
    } catch (error) {
      notify.error(errorMessage(error), 'Quote not sent');
    }
  };

  const withdraw = async () => {
    try {
      await withdrawQuote({ variables: { input: { id: quote.id } } });
      notify.success('The quote was withdrawn; its link no longer opens it.', 'Quote withdrawn');
      onChanged();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const fillSchedule = () => {
    edit('schedule', depositAndBalanceRows(totals.totalCents, totals.depositCents, eventDate, booking.paymentSummary.today));
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <CardHeader title={change ? 'Change order' : 'Quote'} badge={<QuoteStatusBadge quote={quote} />} />
        <QuoteNotices quote={quote} change={change} paidCents={paidCents} locked={locked} onChangeSent={() => setChangingSent(true)} />
        <fieldset disabled={locked} aria-label="Quote lines, tax, deposit and schedule" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            {multiplier !== 1 && (
              <Alert color="gold" variant="light">
                {formatLongDate(eventDate)} is a premium date: venue hire is multiplied by {multiplier}.
              </Alert>
            )}
            <QuoteLines
              lines={lines}
              multiplier={multiplier}
              guestCount={booking.guestCount}
              onLine={setLine}
              onAdd={addLine}
              onRemove={(index) => edit('lines', (all) => all.filter((_, i) => i !== index))}
            />

            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label="Tax rate (%)" description="Up to three decimals, for example 8.625" min={0} max={100} decimalScale={3} value={taxPercent} onChange={(value) => edit('taxPercent', value)} />
              <NumberInput label="Discount ($)" min={0} decimalScale={2} thousandSeparator="," value={discount} onChange={(value) => edit('discount', value)} />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Deposit
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <SegmentedControl
                    size="xs"
                    aria-label="Deposit as"
                    data={[
                      { value: 'PERCENT', label: '%' },
                      { value: 'AMOUNT', label: '$' },
                    ]}
                    value={depositKind}
                    onChange={(value) => edit('depositKind', value as DepositKind)}
                  />
                  <NumberInput aria-label={depositKind === 'PERCENT' ? 'Deposit percent' : 'Deposit amount'} min={0} decimalScale={2} value={depositInput} onChange={(value) => edit('depositInput', value)} style={{ flex: 1 }} />
                </Group>
              </Stack>
            </SimpleGrid>

            <QuoteTotals totals={totals} />

            <ScheduleEditor rows={schedule} onChange={(rows) => edit('schedule', rows)} eventDate={eventDate} today={booking.paymentSummary.today} fill={fillSchedule} paidCents={paidCents} />

            <Textarea label="Note to the client" autosize minRows={2} value={message} onChange={(event) => edit('message', event.currentTarget.value)} />
            <Checkbox label="Block the date on the calendar when the client accepts" checked={block} onChange={(event) => edit('block', event.currentTarget.checked)} />
          </Stack>
        </fieldset>

        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {!problem && schedule.length === 0 && (
          <Text size="sm" c="dimmed">
            {QUOTE_MESSAGES.scheduleMissing}
          </Text>
        )}

        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={withdraw} loading={withdrawing}>
            Withdraw quote
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={() => void save().then((ok) => { if (ok) { notify.success('Quote saved.'); onChanged(); } })} loading={saving} disabled={!dirty}>
              Save quote
            </Button>
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={send} loading={sending || saving} disabled={Boolean(problem) || schedule.length === 0 || pastDueDate(schedule.map(scheduleItemOf), eventDate, booking.paymentSummary.today, paidCents) !== null}>
              {quote.status === 'DRAFT' ? 'Send to client' : 'Send again (new link)'}
            </Button>
          </Group>
        </Group>
        {link && <ClientLink link={link} />}
      </Stack>
      {versioned.conflictView}
    </Paper>
  );
}

