import { Card, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A form in a card: its heading (an h2) and its fields, submitted with Enter or its button. */
export function FormCard(props: { label: string; heading: string; gap?: 'sm' | 'md'; onSubmit: (event?: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={props.onSubmit} aria-label={props.label} noValidate>
      <Title order={2} size="h4">
        {props.heading}
      </Title>
      <Stack gap={props.gap ?? 'md'} mt="sm">
        {props.children}
      </Stack>
    </Card>
  );
}
