import { Card, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card's heading on an admin screen (an h2 under the screen's h1) and a sentence about it. */
export function CardHeading({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={2}>
        {description}
      </Text>
    </div>
  );
}

/** A card with its heading and sentence, its fields stacked under them. */
export function HeadedCard({ title, description, gap = 'md', children }: { title: string; description: string; gap?: MantineSpacing; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <CardHeading title={title} description={description} />
      <Stack gap={gap} mt="md">
        {children}
      </Stack>
    </Card>
  );
}
