import { Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { ALTERNATIVE_DATE_FIELDS, ALTERNATIVE_DATES_MAX } from '../../../../shared/visitor-forms.ts';
import classes from './contact.module.css';

type AlternativeField = (typeof ALTERNATIVE_DATE_FIELDS)[number];

interface Props {
  today: string;
  defaults: Record<AlternativeField, string>;
  errors: Partial<Record<string, string>>;
  fieldProps(field: AlternativeField): { id: string; name: string; label: string; defaultValue: string; error?: string; onChange(): void };
}

const ORDINALS = ['First', 'Second', 'Third'];

/**
 * "Flexible on the date?": up to three other dates in the same inquiry, so a visitor weighing
 * several dates sends one message instead of one per date (and never meets the hourly limit for
 * it). A native disclosure, open when it holds dates or a message, so it works without JavaScript.
 */
export function AlternativeDates({ today, defaults, errors, fieldProps }: Props) {
  const filled = ALTERNATIVE_DATE_FIELDS.some((field) => defaults[field] || errors[field]);
  return (
    <details className={classes.alternatives} open={filled || undefined}>
      <summary className={classes.alternativesSummary}>Flexible on the date? Add up to {ALTERNATIVE_DATES_MAX} alternative dates</summary>
      <Stack gap="xs" mt="sm">
        <Text size="sm" c="dimmed">
          Optional. We check each one and tell you which are open.
        </Text>
        {ALTERNATIVE_DATE_FIELDS.map((field, index): ReactNode => {
          const props = fieldProps(field);
          return <TextInput key={field} {...props} label={`${ORDINALS[index]} alternative date`} type="date" min={today} />;
        })}
      </Stack>
    </details>
  );
}
