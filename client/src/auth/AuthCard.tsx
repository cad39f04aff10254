import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The card every /auth screen sits in: an icon, a title, a line of help, then the form. */
export function AuthCard({ icon, title, subtitle, children }: { icon: ReactNode; title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <Container size={440} py={{ base: 48, md: 96 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }} radius="lg">
        <Stack gap="md">
          <Stack gap={4} align="center" ta="center">
            {icon}
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

export const AUTH_ICON_COLOR = 'var(--mantine-color-willow-8)';

/** An e-mailed link that cannot be used (expired, used, unknown): why, and the way on. */
export function LinkProblem({ problem, children }: { problem: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="This link cannot be used">
        {problem}
      </Alert>
      {children}
    </Stack>
  );
}
