import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface FormErrorSummaryItem {
  /** The id of the field the message is about. */
  id: string;
  label: string;
  message: string;
}

/**
 * What is wrong with a submitted form, at its top, each message a link to its field (as GOV.UK's
 * error summary does): a visitor whose form came back from the server sees at once what to fix,
 * and a screen reader hears it. Each message is also shown beside its field.
 */
export function FormErrorSummary({ errors, title = 'Please correct the following' }: { errors: FormErrorSummaryItem[]; title?: string }) {
  if (errors.length === 0) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={title}>
      <List size="sm" spacing={4}>
        {errors.map((error) => (
          <List.Item key={error.id}>
            <Anchor href={`#${error.id}`} c="red.9" fw={500} size="sm" underline="always">
              {error.label}: {error.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
