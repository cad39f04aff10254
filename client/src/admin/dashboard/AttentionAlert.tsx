import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';

/** Something waiting on the owner: what it is, why it matters, and the button that opens it. */
export function AttentionAlert({ color, title, text, action, onAction }: { color: 'yellow' | 'orange'; title: string; text: string; action: string; onAction(): void }) {
  return (
    <Alert color={color} variant="light" radius="lg" icon={<IconAlertTriangle size={20} />} title={title}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        <Button size="xs" color={`${color}.8`} rightSection={<IconArrowRight size={14} aria-hidden />} onClick={onAction}>
          {action}
        </Button>
      </Group>
    </Alert>
  );
}
