import { Alert, Anchor, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
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
  const summary = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;
  // An island attaching to a refused page may replace what the browser had focused: the focus then
  // comes back here rather than staying lost on the page's body. A focus elsewhere is left alone.
  useEffect(() => {
    if (shown && (document.activeElement === null || document.activeElement === document.body)) summary.current?.focus();
  }, [shown]);
  if (!shown) return null;
  // Rendered on the server, the summary is a refused post's answer: the browser puts the focus on it
  // as the page loads (autofocus), before any code arrives, so a keyboard or screen reader user
  // starts at what to correct. In the browser the islands move the focus themselves, and an island
  // attaching later must not take the focus from a field the visitor has moved to meanwhile.
  const onServer = typeof document === 'undefined';
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={title}
      ref={summary}
      tabIndex={-1}
      autoFocus={onServer}
    >
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
