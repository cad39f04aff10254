import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard card: its h2 (with a link to the full screen, where there is one) over its content. */
export function DashboardCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}
