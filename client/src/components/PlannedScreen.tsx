import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * Scaffolding shown by a screen whose issue has not landed yet; it names the screen and says so
 * plainly. Every use is replaced by the real screen when its issue is resolved.
 */
export function PlannedScreen({ title, description }: { title: string; description?: string }) {
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="xs">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{description ?? 'This screen is being built.'}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
