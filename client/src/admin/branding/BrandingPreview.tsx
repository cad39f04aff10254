import { Card, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconWorld, IconX } from '@tabler/icons-react';
import { CardHeading } from '../content-kit/CardHeading.tsx';

/** About what search engines show before cutting a description. */
export const DESCRIPTION_SHOWN = 160;

/** How it looks: the navigation bar and a search result, drawn from the branding as it is being edited. */
export function BrandingPreview({ logo, favicon, title, description }: { logo: string; favicon: string; title: string; description: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <CardHeading title="How it looks" description="A preview of your branding as you edit it." />
      <Stack gap="md" mt="md">
        <PreviewLabel>Navigation bar</PreviewLabel>
        <Paper withBorder radius="md" px="md" h={64} style={{ display: 'flex', alignItems: 'center' }}>
          <Group gap="sm" wrap="nowrap">
            <Image src={logo} alt="" w={40} h={40} fit="contain" />
            <Text ff="heading" fw={600} size="lg" c="willow.9" truncate>
              {title}
            </Text>
          </Group>
        </Paper>
        <PreviewLabel>Search result</PreviewLabel>
        <Paper withBorder radius="md" p="md" role="region" aria-label="Search result preview">
          <Group gap="xs" wrap="nowrap">
            <Center w={28} h={28} bg="gray.1" style={{ borderRadius: '50%', flexShrink: 0 }}>
              <Image src={favicon} alt="" w={18} h={18} fit="contain" />
            </Center>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" truncate>
                {title}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {window.location.host}
              </Text>
            </div>
          </Group>
          <Text c="blue.8" size="lg" mt={6} lineClamp={1}>
            {title}
          </Text>
          <Text size="sm" c="gray.7" lineClamp={2}>
            {description ? truncate(description, DESCRIPTION_SHOWN) : 'No description yet: search engines will pick text from the page.'}
          </Text>
        </Paper>
      </Stack>
    </Card>
  );
}

/** A browser tab drawn in CSS, showing the favicon and page title. */
export function BrowserTab({ favicon, title }: { favicon: string; title: string }) {
  return (
    <Paper radius="md" bg="gray.2" p={6} pb={0} w="100%" maw={240} aria-hidden>
      <Group gap={6} bg="white" px="xs" py={6} wrap="nowrap" style={{ borderRadius: '8px 8px 0 0' }}>
        <Image src={favicon} alt="" w={16} h={16} fit="contain" />
        <Text size="xs" truncate style={{ flex: 1 }}>
          {title}
        </Text>
        <IconX size={12} color="var(--mantine-color-gray-6)" />
      </Group>
      <Group gap={6} bg="white" px="xs" py={4} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <IconWorld size={12} color="var(--mantine-color-gray-6)" />
        <Text size="xs" c="dimmed" truncate>
          {window.location.host}
        </Text>
      </Group>
    </Paper>
  );
}

function PreviewLabel({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={1} mb={-8}>
      {children}
    </Text>
  );
}

function truncate(text: string, length: number) {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
