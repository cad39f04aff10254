import { Box, Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One of a booking card's facts: an icon, a small label and its value. */
export function CardField({ Icon, label, children }: { Icon: Icon; label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box c="willow.7" mt={2}>
        <Icon size={16} aria-hidden />
      </Box>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text size="sm" component="div">
          {children}
        </Text>
      </div>
    </Group>
  );
}
