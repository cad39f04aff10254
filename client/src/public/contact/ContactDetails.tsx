import { Anchor, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import { IconClock, IconMail, IconMapPin, IconPhone, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { telHref, type ContactInfo } from '../../../../shared/contact.ts';
import type { SocialProfile } from '../social-links.ts';
import { SocialProfileLinks } from '../components/SocialProfileLinks.tsx';
import { mailtoHref } from '../../../../shared/email-address.ts';

interface Texts {
  /** A short line above the heading (info_title's content). */
  infoEyebrow?: string;
  infoTitle: string;
  infoLead?: string;
  infoDescription?: string;
  followTitle: string;
  followDescription?: string;
}

/**
 * The contact details card: phone (tel:), e-mail (mailto:), address, hours, and the social
 * profiles saved under Social Media & Footer (the ones the footer shows; unset ones are hidden).
 */
export function ContactDetails({ info, social, texts }: { info: ContactInfo; social: SocialProfile[]; texts: Texts }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs" h="100%">
      <Stack gap="lg">
        <Stack gap={6}>
          {texts.infoEyebrow && (
            <Text size="xs" tt="uppercase" fw={600} lts={1.5} c="willow.8">
              {texts.infoEyebrow}
            </Text>
          )}
          <Title order={2} size="h3">
            {texts.infoTitle}
          </Title>
          {texts.infoLead && <Text fw={500}>{texts.infoLead}</Text>}
          {texts.infoDescription && (
            <Text c="dimmed" size="sm">
              {texts.infoDescription}
            </Text>
          )}
        </Stack>
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {info.phone && (
            <Line Icon={IconPhone} label="Phone">
              <Anchor href={telHref(info.phone)} fw={500}>
                {info.phone}
              </Anchor>
            </Line>
          )}
          {info.email && (
            <Line Icon={IconMail} label="Email">
              <Anchor href={mailtoHref(info.email)} fw={500} style={{ wordBreak: 'break-all' }}>
                {info.email}
              </Anchor>
            </Line>
          )}
          {info.address && (
            <Line Icon={IconMapPin} label="Address">
              <Text component="address" fw={500} style={{ fontStyle: 'normal' }}>
                {info.address}
              </Text>
            </Line>
          )}
          {info.hours && (
            <Line Icon={IconClock} label="Hours">
              <Text fw={500}>{info.hours}</Text>
            </Line>
          )}
        </Stack>
        {social.length > 0 && (
          <>
            <Divider />
            <Stack gap="xs">
              <Title order={3} size="h5">
                {texts.followTitle}
              </Title>
              {texts.followDescription && (
                <Text size="sm" c="dimmed">
                  {texts.followDescription}
                </Text>
              )}
              <SocialProfileLinks profiles={social} gap="sm" size="xl" variant="light" color="willow" iconSize={22} />
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Line({ Icon, label, children }: { Icon: Icon; label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" component="li">
      <ThemeIcon size={40} radius="md" variant="light" color="willow">
        <Icon size={20} aria-hidden />
      </ThemeIcon>
      <Box>
        <Text size="xs" tt="uppercase" c="dimmed" fw={600} lts={1}>
          {label}
        </Text>
        {children}
      </Box>
    </Group>
  );
}
