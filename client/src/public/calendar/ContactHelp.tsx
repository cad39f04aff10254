import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { PublicLayoutQuery } from '../site-queries.ts';
import { mailtoHref } from '../../lib/validation/email-address.ts';

/** "Prefer to talk?" — the venue's phone and e-mail from the footer settings (already loaded by the layout). */
export function ContactHelp() {
  const { data } = useQuery(PublicLayoutQuery, { fetchPolicy: 'cache-first' });
  const footer = data?.siteSettings.footer;
  if (!footer) return null;
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} bg="willow.0">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Prefer to talk it through?
        </Title>
        <Text size="sm" c="dimmed">
          Our event team answers within 24 hours and can hold a date while you decide.
        </Text>
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="md">
            <IconPhone size={16} aria-hidden />
          </ThemeIcon>
          <Anchor href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`} size="sm" fw={500}>
            {footer.phone}
          </Anchor>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="md">
            <IconMail size={16} aria-hidden />
          </ThemeIcon>
          <Anchor href={mailtoHref(footer.email)} size="sm" fw={500}>
            {footer.email}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
