import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of an admin screen (its one h1), a sentence about it, and its main actions. */
export function ScreenHeader({ title, description, actions, badges }: { title: string; description?: ReactNode; actions?: ReactNode; badges?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg">
      <Stack gap={4} style={{ flex: '1 1 320px' }}>
        <Group gap="sm" align="center">
          <Title order={1} size="h2" c="willow.9">
            {title}
          </Title>
          {badges}
        </Group>
        {description && (
          <Text c="dimmed" size="sm" maw={720}>
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}

/**
 * The plain heading of a settings or list screen: its one h1 and a dimmed sentence under it, for
 * screens that place their actions themselves (ScreenHeader lays them out beside the title).
 */
export function ScreenTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children && (
        <Text c="dimmed" mt={4}>
          {children}
        </Text>
      )}
    </div>
  );
}
