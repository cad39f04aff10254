import { Title, Text } from '@mantine/core';

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
