import { Badge, Button, Group, Paper, Text, } from '@mantine/core';
import { IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import type { FooterContent } from '../../public/SiteFooter.tsx';
import type { SocialNetwork } from '../../public/social-links.ts';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';

/* The Social Media & Footer screen's fixed parts: examples, field lists, heading and save bar. */

export const EXAMPLES: Record<SocialNetwork, string> = {
  facebook: 'https://facebook.com/yourvenue',
  instagram: 'https://instagram.com/yourvenue',
  twitter: 'https://x.com/yourvenue',
  linkedin: 'https://linkedin.com/company/yourvenue',
  youtube: 'https://youtube.com/@yourvenue',
};

export const FOOTER_FIELDS: { key: keyof Omit<FooterContent, `show${string}`>; label: string; description?: string; multiline?: boolean; max: number }[] = [
  { key: 'companyName', label: 'Company name', max: 120 },
  { key: 'copyright', label: 'Copyright line', max: 200 },
  { key: 'tagline', label: 'Tagline', description: 'A sentence under the name.', multiline: true, max: 300 },
];

export const DISPLAY_OPTIONS: { key: 'showSocialLinks' | 'showContactInfo' | 'showBusinessHours'; label: string; description: string }[] = [
  { key: 'showSocialLinks', label: 'Show social links', description: 'Icons for every profile link that is filled in.' },
  { key: 'showContactInfo', label: 'Show contact info', description: 'Phone, e-mail and address from Contact details.' },
  { key: 'showBusinessHours', label: 'Show business hours', description: 'The hours from Contact details, under the contact lines.' },
];

/** The screen's heading, with a badge while there are unsaved changes. */
export function Header({ dirty }: { dirty: boolean }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <ScreenTitle title="Social Media & Footer">
        Your social profiles and the footer shown on every page of the site.
      </ScreenTitle>
      {dirty && (
        <Badge color="gold" variant="light" size="lg">
          Unsaved changes
        </Badge>
      )}
    </Group>
  );
}

/** Save and Reset, kept in view at the bottom of the screen while there are unsaved changes. */
export function SaveBar({ dirty, saving, onReset }: { dirty: boolean; saving: boolean; onReset: () => void }) {
  return (
    <Paper
      withBorder
      shadow={dirty ? 'md' : undefined}
      radius="md"
      p="sm"
      mt="lg"
      // Kept in view only while there is something to save.
      style={dirty ? { position: 'sticky', bottom: 16, zIndex: 5 } : undefined}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={dirty ? 'gold.8' : 'dimmed'} fw={dirty ? 600 : 400}>
          {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
        </Text>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconRestore size={16} aria-hidden />} onClick={onReset} disabled={!dirty || saving}>
            Reset
          </Button>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={saving} disabled={!dirty}>
            Save Changes
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
