import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import { IconMail, IconPhone, type Icon } from '@tabler/icons-react';
import { mailtoHref } from '../../../../shared/email-address.ts';

export interface ContactHelpProps {
  phone: string | null;
  /** The phone's tel: link (made by the page, so the calendar's island needs no contact-info code). */
  phoneHref: string | null;
  email: string | null;
}

/** "Prefer to talk?" — the venue's phone and e-mail from the footer settings (given by the page). */
export function ContactHelp({ phone, phoneHref, email }: ContactHelpProps) {
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
        {phone && <ContactLine icon={IconPhone} href={phoneHref} text={phone} />}
        {email && <ContactLine icon={IconMail} href={mailtoHref(email)} text={email} />}
      </Stack>
    </Paper>
  );
}

/** One way to reach the venue: its icon and the link that calls or writes. */
function ContactLine({ icon: LineIcon, href, text }: { icon: Icon; href: string | null | undefined; text: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" radius="xl" size="md">
        <LineIcon size={16} aria-hidden />
      </ThemeIcon>
      <Anchor href={href ?? undefined} size="sm" fw={500}>
        {text}
      </Anchor>
    </Group>
  );
}
