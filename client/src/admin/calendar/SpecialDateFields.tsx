import { NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';
import type { SpecialDateStatus } from '../../gql/graphql.ts';
import { END_TIME_OPTIONS, SPECIAL_STATUS_OPTIONS, START_TIME_OPTIONS } from './calendar-admin.ts';
import { ConfirmedBookingsWarning } from './ConfirmedBookingsWarning.tsx';

export interface SpecialDateValues {
  status: SpecialDateStatus;
  notes: string;
  startTime: string | null;
  endTime: string | null;
  premiumMultiplier: number | string;
}

export const EMPTY_SPECIAL_DATE: SpecialDateValues = { status: 'UNAVAILABLE', notes: '', startTime: null, endTime: null, premiumMultiplier: 1 };

/** What the server receives: times only when set, the multiplier only for a premium-rate date. */
export function specialDateInput(values: SpecialDateValues) {
  return {
    status: values.status,
    notes: values.notes.trim() || null,
    ...(values.startTime ? { startTime: values.startTime } : {}),
    ...(values.endTime ? { endTime: values.endTime } : {}),
    ...(values.status === 'PREMIUM_RATE' ? { premiumMultiplier: values.premiumMultiplier === '' ? 1 : Number(values.premiumMultiplier) } : {}),
  };
}

/** An optional time of day; empty means the whole day. */
function TimeSelect(props: { label: string; data: { value: string; label: string }[]; value: string | null; onChange(value: string | null): void; error: ReactNode }) {
  return <Select {...props} placeholder="Whole day" clearable searchable comboboxProps={{ withinPortal: true }} />;
}

/**
 * Status, notes, optional hours and (for premium rate) the multiplier, 1–5 in steps of 0.1; a
 * warning when the date already has confirmed bookings.
 */
export function SpecialDateFields({
  date,
  values,
  onField,
  errors,
}: {
  /** The chosen date (yyyy-MM-dd), if any. */
  date: string | null;
  values: SpecialDateValues;
  /** One field changed (the form or draft holding the values takes it). */
  onField(key: keyof SpecialDateValues, value: SpecialDateValues[keyof SpecialDateValues]): void;
  errors: FormErrors;
}) {
  return (
    <Stack gap="sm">
      <ConfirmedBookingsWarning date={date} status={values.status} />
      <Select
        label="Status"
        data={SPECIAL_STATUS_OPTIONS}
        value={values.status}
        onChange={(value) => value && onField('status', value as SpecialDateStatus)}
        allowDeselect={false}
        error={errors.status}
        comboboxProps={{ withinPortal: true }}
      />
      {values.status === 'PREMIUM_RATE' && (
        <NumberInput
          label="Premium multiplier"
          description="1 to 5, in steps of 0.1 (2 means twice the standard rate)"
          min={1}
          max={5}
          step={0.1}
          decimalScale={1}
          suffix="x"
          value={values.premiumMultiplier}
          onChange={(value) => onField('premiumMultiplier', value)}
          error={errors.premiumMultiplier}
        />
      )}
      <SimpleGrid cols={2} spacing="sm">
        <TimeSelect label="Start time" data={START_TIME_OPTIONS} value={values.startTime} onChange={(value) => onField('startTime', value)} error={errors.startTime} />
        <TimeSelect label="End time" data={END_TIME_OPTIONS} value={values.endTime} onChange={(value) => onField('endTime', value)} error={errors.endTime} />
      </SimpleGrid>
      <Textarea
        label="Notes"
        description={
          values.status === 'UNAVAILABLE'
            ? 'Private: visitors see a blocked date as unavailable, without these notes.'
            : 'Shown to visitors on the public calendar (Date Information) when they select this date.'
        }
        placeholder={values.status === 'PARTIALLY_AVAILABLE' ? 'e.g. "Evening only"' : 'Optional'}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={500}
        value={values.notes}
        onChange={(event) => onField('notes', event.currentTarget.value)}
        error={errors.notes}
      />
    </Stack>
  );
}
