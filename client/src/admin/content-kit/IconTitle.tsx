import { Card, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A card's title on an admin screen (an h2 under the screen's h1) after its icon, in the card's colour. */
export function IconTitle({ icon: TitleIcon, color = 'willow-7', id, mb, children }: { icon: Icon; color?: string; id?: string; mb?: MantineSpacing; children: ReactNode }) {
  return (
    <Group gap="xs" mb={mb}>
      <TitleIcon size={20} color={`var(--mantine-color-${color})`} aria-hidden />
      <Title order={2} size="h4" id={id}>
        {children}
      </Title>
    </Group>
  );
}

/** A settings card: its icon title and what it sets in a dimmed sentence, then its fields and buttons. */
export function SettingsCard({ icon, title, description, gap = 'sm', children }: { icon: Icon; title: string; description: ReactNode; gap?: MantineSpacing; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap={gap}>
        <IconTitle icon={icon}>{title}</IconTitle>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
