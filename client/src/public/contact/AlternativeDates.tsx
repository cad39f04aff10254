import { Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ALTERNATIVE_DATE_FIELDS, ALTERNATIVE_DATES_MAX } from '../../../../shared/visitor-forms.ts';
import classes from './contact.module.css';
import { DesiredDateStatus } from './inquiry-parts.tsx';

type AlternativeField = (typeof ALTERNATIVE_DATE_FIELDS)[number];

interface Props {
  today: string;
  defaults: Record<AlternativeField, string>;
  errors: Partial<Record<string, string>>;
  fieldProps(field: AlternativeField): { id: string; name: string; label: string; defaultValue: string; error?: string; onChange(): void };
}

const ORDINALS = ['First', 'Second', 'Third'];

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * "Flexible on the date?": up to three other dates in the same inquiry, so a visitor weighing
 * several dates sends one message instead of one per date (and never meets the hourly limit for
 * it). A native disclosure, open when it holds dates or a message, so it works without JavaScript.
 * Each date chosen says its live status under it, as the desired date does ("We check each one").
 */
export function AlternativeDates({ today, defaults, errors, fieldProps }: Props) {
  const filled = ALTERNATIVE_DATE_FIELDS.some((field) => defaults[field] || errors[field]);
  const [dates, setDates] = useState<Record<AlternativeField, string>>(() => ({ ...defaults }));
  return (
    <details className={classes.alternatives} open={filled || undefined}>
      <summary className={classes.alternativesSummary}>Flexible on the date? Add up to {ALTERNATIVE_DATES_MAX} alternative dates</summary>
      <Stack gap="xs" mt="sm">
        <Text size="sm" c="dimmed">
          Optional. We check each one and tell you which are open.
        </Text>
        {ALTERNATIVE_DATE_FIELDS.map((field, index): ReactNode => {
          const props = fieldProps(field);
          const date = dates[field];
          return (
            <TextInput
              key={field}
              {...props}
              label={`${ORDINALS[index]} alternative date`}
              type="date"
              min={today}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDates((previous) => ({ ...previous, [field]: value }));
                props.onChange();
              }}
              description={isDate(date) ? <DesiredDateStatus date={date} /> : undefined}
            />
          );
        })}
      </Stack>
    </details>
  );
}
