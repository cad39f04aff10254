import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section's heading inside a page (h2), with an optional eyebrow and lead. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'center',
  light,
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  light?: boolean;
  id?: string;
}) {
  return (
    <Stack gap="xs" align={align === 'center' ? 'center' : 'flex-start'} ta={align} mb={{ base: 'xl', md: 40 }}>
      {eyebrow && (
        <Text size="xs" fw={700} c={light ? 'gold.3' : 'gold.8'} tt="uppercase" lts="0.18em">
          {eyebrow}
        </Text>
      )}
      <Title order={2} id={id} fz={{ base: 28, md: 38 }} c={light ? 'white' : 'willow.9'} lh={1.2}>
        {title}
      </Title>
      {lead && (
        <Text c={light ? 'gray.3' : 'gray.7'} maw={640} fz={{ base: 'sm', md: 'md' }} lh={1.7}>
          {lead}
        </Text>
      )}
    </Stack>
  );
}
