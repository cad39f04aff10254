import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ComponentType, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { savedSocialProfiles, type SocialLinks } from './social-links.ts';
import { SocialProfileLinks } from './components/SocialProfileLinks.tsx';
import { mailtoHref } from '../../../shared/email-address.ts';
import { telHref, type ContactInfo } from '../../../shared/contact.ts';

export interface FooterContent {
  companyName: string;
  tagline: string;
  copyright: string;
  showSocialLinks: boolean;
  showContactInfo: boolean;
  showBusinessHours: boolean;
}
export type FooterSocialLinks = SocialLinks;

/** The footer's phone, e-mail, address and business hours: the venue's contact details (one record). */
export type FooterContact = Pick<ContactInfo, 'phone' | 'email' | 'address' | 'hours'>;

/**
 * What the footer shows: the footer and social settings (the public layout's query, or the admin's
 * form) and the contact details (phone, e-mail and address shown when the footer's showContactInfo
 * is on, the hours when its showBusinessHours is on).
 */
export interface FooterSettingsView {
  footer: FooterContent;
  social: FooterSocialLinks;
  contact: FooterContact | null;
}

const QUICK_LINKS = [
  { to: '/about', label: 'About the venue' },
  { to: '/events', label: 'Events & Pricing' },
  { to: '/gallery', label: 'Photo Gallery' },
  { to: '/contact', label: 'Contact Us' },
];

/**
 * The footer, driven by the footer and social settings the admin saves. `preview` renders it for
 * the admin's live preview: not a page landmark, and its links do not navigate away.
 */
export function SiteFooter({ settings, preview = false }: { settings: FooterSettingsView | null; preview?: boolean }) {
  const footer = settings?.footer;
  const contact = footer?.showContactInfo ? settings?.contact : null;
  const socialLinks = savedSocialProfiles(settings?.social);
  const contactLines = contact ? [contact.phone, contact.email, contact.address].some(Boolean) : false;
  const hours = footer?.showBusinessHours ? settings?.contact?.hours : '';
  const blockLinks = preview
    ? (event: MouseEvent) => {
        if ((event.target as HTMLElement).closest('a')) event.preventDefault();
      }
    : undefined;

  return (
    <Box component={preview ? 'div' : 'footer'} bg="willow.9" c="gray.3" pt={56} pb="lg" onClickCapture={blockLinks}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          <Stack gap="sm">
            <Title order={preview ? 3 : 2} size="h3" c="gold.2">
              {footer?.companyName ?? 'Grand Willow Hall'}
            </Title>
            <Text size="sm" maw={320}>
              {footer?.tagline}
            </Text>
            {footer?.showSocialLinks && socialLinks.length > 0 && (
              <SocialProfileLinks
                profiles={socialLinks}
                nameOf={({ label }) => `${footer.companyName} on ${label}`}
                gap="xs"
                mt="xs"
                variant="outline"
                color="gold.3"
                size="lg"
                iconSize={18}
              />
            )}
          </Stack>
          <Stack gap="xs" component="nav" aria-label={preview ? 'Footer preview links' : 'Footer'}>
            <Text fw={600} c="white" tt="uppercase" size="xs" lts={1.5}>
              Quick links
            </Text>
            {QUICK_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="gray.3" size="sm">
                {link.label}
              </Anchor>
            ))}
          </Stack>
          {footer && (contactLines || hours) && (
            <Stack gap="xs">
              <Text fw={600} c="white" tt="uppercase" size="xs" lts={1.5}>
                Visit &amp; contact
              </Text>
              {contact && (
                <>
                  {contact.phone && (
                    <FooterLine Icon={IconPhone}>
                      <Anchor href={/\d/.test(contact.phone) ? telHref(contact.phone) : undefined} c="gray.3" size="sm">
                        {contact.phone}
                      </Anchor>
                    </FooterLine>
                  )}
                  {contact.email && (
                    <FooterLine Icon={IconMail}>
                      <Anchor href={mailtoHref(contact.email)} c="gray.3" size="sm">
                        {contact.email}
                      </Anchor>
                    </FooterLine>
                  )}
                  {contact.address && (
                    <FooterLine Icon={IconMapPin}>
                      <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
                        {contact.address}
                      </Text>
                    </FooterLine>
                  )}
                </>
              )}
              {hours && (
                <FooterLine Icon={IconClock}>
                  <Text size="sm">{hours}</Text>
                </FooterLine>
              )}
            </Stack>
          )}
        </SimpleGrid>
        <Divider my="lg" color="willow.7" />
        <Group justify="space-between" gap="xs">
          <Text size="xs">{footer?.copyright}</Text>
          <Text size="xs" c="gray.5">
            Website powered by venue-site
          </Text>
        </Group>
      </Container>
    </Box>
  );
}

function FooterLine({ Icon, children }: { Icon: ComponentType<{ size?: number }>; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box c="gold.3" mt={2} aria-hidden>
        <Icon size={16} />
      </Box>
      {children}
    </Group>
  );
}
