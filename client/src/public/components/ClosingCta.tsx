import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Reveal } from './Reveal.tsx';
import classes from './ContentPage.module.css';

/** The green band with a heading, a sentence and buttons that ends the content pages. */
export function ClosingCta({ title, text, children, id = 'closing-cta' }: { title: string; text: string; children: ReactNode; id?: string }) {
  return (
    <Box component="section" className={classes.band} py={{ base: 56, md: 88 }} aria-labelledby={id}>
      <Container size="md">
        <Reveal>
          <Stack align="center" ta="center" gap="lg">
            <Title order={2} id={id} c="white" fz={{ base: 28, md: 38 }}>
              {title}
            </Title>
            <Text c="gray.3" maw={560} lh={1.7}>
              {text}
            </Text>
            <Group justify="center" gap="sm">
              {children}
            </Group>
          </Stack>
        </Reveal>
      </Container>
    </Box>
  );
}
