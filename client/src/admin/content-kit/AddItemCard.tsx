import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A content screen's "add" form in a card: its heading, its fields, and Create and Cancel. */
export function AddItemCard(props: {
  /** Names the card for screen readers. */
  label: string;
  heading: string;
  gap?: 'sm' | 'md';
  loading: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" shadow="sm" component="section" aria-label={props.label}>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap={props.gap ?? 'md'}>
          <Title order={2} size="h4">
            {props.heading}
          </Title>
          {props.children}
          <Group gap="sm">
            <Button type="submit" loading={props.loading}>
              Create
            </Button>
            <Button variant="default" onClick={props.onCancel} disabled={props.loading}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
