import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { telHref } from '../contact-info.ts';

/** "Prefer to talk?" — the venue's phone and e-mail from the footer settings (given by the page). */
export function ContactHelp({ phone, email }: { phone: string | null; email: string | null }) {
  if (!phone && !email) return null;
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} bg="willow.0">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Prefer to talk it through?
        </Title>
        <Text size="sm" c="dimmed">
          Our event team answers within 24 hours and can hold a date while you decide.
        </Text>
        {phone && (
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="md">
              <IconPhone size={16} aria-hidden />
            </ThemeIcon>
            <Anchor href={telHref(phone)} size="sm" fw={500}>
              {phone}
            </Anchor>
          </Group>
        )}
        {email && (
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" size="md">
              <IconMail size={16} aria-hidden />
            </ThemeIcon>
            <Anchor href={`mailto:${email}`} size="sm" fw={500}>
              {email}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
