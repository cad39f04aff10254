import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { PaymentDueRule } from '../../gql/graphql.ts';
import { addDays } from '../../../../shared/dates.ts';
import { describeDue, pastDueDate, SCHEDULE_DUE_RULE_LABELS, SCHEDULE_DUE_RULES, SCHEDULE_LIMITS, SCHEDULE_MESSAGES, type ScheduleDueRule } from '../../../../shared/payment-schedule.ts';

/*
 * A quote's payment schedule as the owner writes it: each payment due on a date, so many days after
 * the client accepts, or so many days before the event (shared/payment-schedule.ts). Relative dates
 * become dates when the client accepts; a payment that would already be past due is flagged here,
 * as the server refuses to send it.
 */

export interface ScheduleRow {
  dueRule: PaymentDueRule;
  dueDays: number | string;
  dueDate: string;
  amount: number | string;
}

const RULE_OPTIONS = SCHEDULE_DUE_RULES.map((rule) => ({ value: rule.toUpperCase(), label: SCHEDULE_DUE_RULE_LABELS[rule] }));
const storedRule = (rule: PaymentDueRule) => rule.toLowerCase() as ScheduleDueRule;

/** The stored shape of a row, for the shared rules. */
export function scheduleTermsOf(row: ScheduleRow) {
  return { dueRule: storedRule(row.dueRule), dueDays: Number(row.dueDays) || 0, dueDate: row.dueRule === 'ON_DATE' ? row.dueDate || null : null };
}

/** A row's terms with its amount in cents (what settles it). */
export const scheduleItemOf = (row: ScheduleRow) => ({ ...scheduleTermsOf(row), amountCents: Math.round((Number(row.amount) || 0) * 100) });

export function ScheduleEditor({
  rows,
  onChange,
  eventDate,
  today,
  fill,
  paidCents = 0,
}: {
  rows: ScheduleRow[];
  onChange: (rows: ScheduleRow[]) => void;
  eventDate: string;
  /** The venue's today (the server's), which "past due" is judged by. */
  today: string;
  /** The quick fill: deposit after acceptance, balance before the event. */
  fill: () => void;
  /** What the client has paid already (a change order's booking): it settles the first payments, which are then not past due. */
  paidCents?: number;
}) {
  const set = (index: number, change: Partial<ScheduleRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const late = pastDueDate(rows.map(scheduleItemOf), eventDate, today, paidCents);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Payment schedule</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={fill}>
            Deposit 3 days after acceptance, balance 30 days before
          </Button>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...rows, { dueRule: 'AFTER_ACCEPTANCE', dueDays: 0, dueDate: today, amount: '' }])}>
            Add payment
          </Button>
        </Group>
      </Group>
      {rows.map((row, index) => {
        const terms = scheduleTermsOf(row);
        return (
          <Group key={index} gap="xs" wrap="wrap" align="flex-end">
            <Select w={200} aria-label={`Payment ${index + 1} due`} data={RULE_OPTIONS} value={row.dueRule} allowDeselect={false} onChange={(value) => value && set(index, { dueRule: value as PaymentDueRule })} />
            {row.dueRule === 'ON_DATE' ? (
              <TextInput type="date" aria-label={`Payment ${index + 1} due date`} value={row.dueDate} onChange={(event) => set(index, { dueDate: event.currentTarget.value })} />
            ) : (
              <NumberInput w={110} aria-label={`Payment ${index + 1} days`} min={0} max={SCHEDULE_LIMITS.daysMax} allowDecimal={false} suffix=" days" value={row.dueDays} onChange={(value) => set(index, { dueDays: value })} />
            )}
            <NumberInput w={150} aria-label={`Payment ${index + 1} amount`} prefix="$" min={0} decimalScale={2} thousandSeparator="," value={row.amount} onChange={(value) => set(index, { amount: value })} />
            <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 160 }}>
              {row.dueRule === 'ON_DATE' ? '' : describeDue(terms, eventDate)}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove payment ${index + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {late && (
        <Alert color="orange" variant="light" role="alert">
          {SCHEDULE_MESSAGES.pastDue(late)}
        </Alert>
      )}
    </Stack>
  );
}

/** The quick fill's rows: the deposit 3 days after acceptance, the rest 30 days before the event (or on acceptance when that is sooner than the deposit). */
export function depositAndBalanceRows(totalCents: number, depositCents: number, eventDate: string, today: string): ScheduleRow[] {
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  const rest = totalCents - depositCents;
  const balanceBefore = addDays(eventDate, -30) > addDays(today, 3) ? 30 : 0;
  return [
    ...(depositCents > 0 ? [{ dueRule: 'AFTER_ACCEPTANCE' as const, dueDays: 3, dueDate: '', amount: dollars(depositCents) }] : []),
    ...(rest > 0
      ? [balanceBefore ? { dueRule: 'BEFORE_EVENT' as const, dueDays: 30, dueDate: '', amount: dollars(rest) } : { dueRule: 'AFTER_ACCEPTANCE' as const, dueDays: 3, dueDate: '', amount: dollars(rest) }]
      : []),
  ];
}

