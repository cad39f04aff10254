import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Divider, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import type { PaymentMethod } from '../../gql/graphql.ts';
import { formatLongDate, formatMediumDate } from '../../../../shared/dates.ts';
import { LEDGER_MESSAGES, moneyEntryProblems, overpaymentText, voidReasonProblem } from '../../../../shared/ledger.ts';
import { QUOTE_MESSAGES } from '../../../../shared/quotes.ts';
import { formatCents } from '../../../../shared/money.ts';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { problemsOnly } from '../forms/submit.ts';
import { notify } from '../../lib/notify.ts';
import { useVenueInstant } from '../shell/venue-time.ts';
import { DialogActions } from '../content-kit/ConfirmDialog.tsx';
import { CardHeader, centsOf, Figure, METHOD_OPTIONS, methodLabel, PaymentStatusBadge } from './money-ui.tsx';
import { RecordPaymentMutation, RecordRefundMutation, VoidLedgerEntryMutation, type LedgerEntryView, type PanelBooking } from './quote-data.ts';

/*
 * A booking's money: what was charged and paid and what is owed or held as the client's credit
 * (figures derived by the server from the ledger), every ledger entry with who made it and the
 * balance after it, and recording a payment or a refund or voiding one recorded by mistake. A
 * cancelled booking takes no payment.
 */

export function MoneyCard({ booking, onChanged }: { booking: PanelBooking; onChanged: () => void }) {
  const summary = booking.paymentSummary;
  const money = booking.money;
  const cancelled = booking.status === 'CANCELLED';
  const [voiding, setVoiding] = useState<LedgerEntryView | null>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <CardHeader title="Payments" badge={<PaymentStatusBadge status={summary.status} />} />
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Charged" cents={money.chargedCents} testId="money-charged" />
          <Figure label="Paid" cents={money.paidCents} testId="money-paid" />
          {money.creditCents > 0 ? (
            <Figure label="Credit" cents={money.creditCents} strong testId="money-credit" />
          ) : (
            <Figure label={cancelled ? 'Owed' : 'Balance due'} cents={money.dueCents} strong testId="money-due" />
          )}
          {!cancelled && <Figure label="Overdue" cents={summary.overdueCents} testId="money-overdue" />}
        </SimpleGrid>
        {money.creditCents > 0 && (
          <Alert color="grape" variant="light" title={`In credit: ${formatCents(money.creditCents)}`}>
            {cancelled
              ? 'The venue holds this for the client: refund it, or keep it toward another date as the cancellation allowed.'
              : 'The client paid more than they owe. Refund it, or it counts toward a change to the booking.'}
          </Alert>
        )}
        {!cancelled && summary.nextDueDate && (
          <Text size="sm">
            Next: {formatCents(summary.nextDueCents)} due {formatLongDate(summary.nextDueDate)}
          </Text>
        )}
        {!cancelled && summary.status !== 'NONE' && (
          <Text size="xs" c="dimmed">
            A payment counts as overdue {summary.graceDays === 0 ? 'the day after its due date' : `${summary.graceDays} day${summary.graceDays === 1 ? '' : 's'} after its due date`} (Terms &amp; Policies).
          </Text>
        )}
        {booking.ledger.length > 0 && <Ledger entries={booking.ledger} onVoid={setVoiding} />}
        <Divider label={cancelled ? 'Record refund' : 'Record money'} labelPosition="left" />
        <RecordMoneyForm booking={booking} onChanged={onChanged} />
      </Stack>
      <VoidEntryModal entry={voiding} onClose={() => setVoiding(null)} onChanged={onChanged} />
    </Paper>
  );
}

function Ledger({ entries, onVoid }: { entries: LedgerEntryView[]; onVoid: (entry: LedgerEntryView) => void }) {
  const instant = useVenueInstant();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Ledger">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th w={70} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const voidable = (entry.kind === 'PAYMENT' || entry.kind === 'REFUND') && !entry.voidsEntryId && !entry.voidedById;
            const change = entry.owedChangeCents;
            return (
              <Table.Tr key={entry.id} data-testid="ledger-entry">
                <Table.Td>
                  <Text size="sm">{entry.occurredOn ? formatMediumDate(entry.occurredOn) : instant(entry.createdAt)}</Text>
                  <Text size="xs" c="dimmed">
                    {entry.actorName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {entry.description}
                    {entry.method ? ` · ${methodLabel(entry.method)}` : ''}
                  </Text>
                  {entry.note && (
                    <Text size="xs" c="dimmed">
                      {entry.note}
                    </Text>
                  )}
                  {entry.voidedById && (
                    <Badge size="xs" color="gray" variant="outline">
                      Voided
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" c={change < 0 ? 'teal.8' : undefined}>
                    {change < 0 ? `−${formatCents(-change)}` : `+${formatCents(change)}`}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{entry.balanceAfterCents < 0 ? `${formatCents(-entry.balanceAfterCents)} credit` : formatCents(entry.balanceAfterCents)}</Text>
                </Table.Td>
                <Table.Td>
                  {voidable && (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onVoid(entry)} aria-label={`Void ${entry.description.toLowerCase()} of ${formatCents(entry.amountCents)}`}>
                      Void
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What the owner types to record money; the kind is fixed to a refund once the booking is cancelled. */
interface MoneyValues {
  kind: 'PAYMENT' | 'REFUND';
  amount: number | string;
  occurredOn: string;
  method: PaymentMethod;
  note: string;
}

/** The form's field for each field the server may name in a refusal. */
const MONEY_FIELD_OF: Record<string, keyof MoneyValues> = { amountCents: 'amount', receivedOn: 'occurredOn', occurredOn: 'occurredOn', method: 'method', note: 'note' };

function RecordMoneyForm({ booking, onChanged }: { booking: PanelBooking; onChanged: () => void }) {
  const cancelled = booking.status === 'CANCELLED';
  // The venue's today, not the browser's: money "received in the future" is refused.
  const today = booking.paymentSummary.today;
  const isRefund = (values: MoneyValues) => cancelled || values.kind === 'REFUND';
  const form = useForm<MoneyValues>({
    initialValues: { kind: cancelled ? 'REFUND' : 'PAYMENT', amount: '', occurredOn: today, method: 'BANK_TRANSFER', note: '' },
    validate: (values) => {
      const found = moneyEntryProblems(
        { amountCents: centsOf(values.amount || 0), occurredOn: values.occurredOn, method: values.method.toLowerCase(), note: values.note },
        today,
        isRefund(values) ? undefined : { amount: QUOTE_MESSAGES.paymentAmount, day: QUOTE_MESSAGES.paymentDate },
      );
      return problemsOnly({ amount: found.amount, occurredOn: found.day, method: found.method, note: found.note });
    },
  });
  const [recordPayment, { loading: paying }] = useMutation(RecordPaymentMutation);
  const [recordRefund, { loading: refunding }] = useMutation(RecordRefundMutation);
  const refund = isRefund(form.values);
  const notRecorded = refund ? 'Refund not recorded' : 'Payment not recorded';

  const submit = async ({ kind, amount, occurredOn, method, note }: MoneyValues) => {
    const amountCents = centsOf(amount || 0);
    try {
      if (cancelled || kind === 'REFUND') {
        await recordRefund({ variables: { input: { bookingId: booking.id, amountCents, occurredOn, method, note: note.trim() || null } } });
        notify.success(`Refund of ${formatCents(amountCents)} recorded.`);
      } else {
        const result = await recordPayment({ variables: { input: { bookingId: booking.id, amountCents, receivedOn: occurredOn, method, note: note.trim() || null } } });
        const credit = result.data?.recordPayment.creditCents ?? 0;
        notify.success(credit > 0 ? `Payment recorded. ${overpaymentText(credit)}` : 'Payment recorded.');
      }
      form.setValues({ amount: '', note: '' });
      onChanged();
    } catch (error) {
      const field = MONEY_FIELD_OF[errorField(error) ?? ''];
      if (field) form.setFieldError(field, errorMessage(error));
      notify.error(errorMessage(error), notRecorded);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => notify.error(String(Object.values(errors)[0]), notRecorded))} noValidate>
      <Stack gap="xs">
        {cancelled ? (
          <Text size="sm" c="dimmed">
            {LEDGER_MESSAGES.cancelledTakesNoPayment}
          </Text>
        ) : (
          <SegmentedControl
            aria-label="Record"
            data={[
              { value: 'PAYMENT', label: 'Payment received' },
              { value: 'REFUND', label: 'Refund made' },
            ]}
            {...form.getInputProps('kind')}
            w="fit-content"
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <NumberInput label="Amount ($)" min={0} decimalScale={2} thousandSeparator="," {...form.getInputProps('amount')} />
          <TextInput label={refund ? 'Refunded on' : 'Received on'} type="date" {...form.getInputProps('occurredOn')} />
          <Select label="Method" data={METHOD_OPTIONS} allowDeselect={false} {...form.getInputProps('method')} />
          <TextInput label="Note" {...form.getInputProps('note')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={paying || refunding} color={refund ? 'grape' : undefined}>
            {refund ? 'Record refund' : 'Record payment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function VoidEntryModal({ entry, onClose, onChanged }: { entry: LedgerEntryView | null; onClose: () => void; onChanged: () => void }) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: voidReasonProblem },
  });
  const [voidEntry, { loading }] = useMutation(VoidLedgerEntryMutation);
  // A reason typed and then discarded is not shown again for the next entry.
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async ({ reason }: { reason: string }) => {
    if (!entry) return;
    try {
      await voidEntry({ variables: { input: { id: entry.id, reason } } });
      notify.success(`${entry.description} of ${formatCents(entry.amountCents)} voided; the ledger keeps both entries.`);
      form.reset();
      onClose();
      onChanged();
    } catch (error) {
      if (errorField(error) === 'reason') form.setFieldError('reason', errorMessage(error));
      notify.error(errorMessage(error), 'Not voided');
    }
  };
  return (
    <GuardedModal opened={entry !== null} onClose={close} title="Void an entry recorded by mistake" centered dirty={form.values.reason.trim() !== ''}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          {entry && (
            <Text size="sm">
              {entry.description} of {formatCents(entry.amountCents)}
              {entry.occurredOn ? ` on ${formatLongDate(entry.occurredOn)}` : ''} stops counting. It stays in the ledger, with the entry that voids it and your reason.
            </Text>
          )}
          <TextInput label="Why is it voided?" placeholder="Recorded twice" {...form.getInputProps('reason')} data-autofocus />
          <DialogActions cancelLabel="Keep it" onCancel={close} confirmLabel="Void entry" color="red" busy={loading} />
        </Stack>
      </form>
    </GuardedModal>
  );
}
