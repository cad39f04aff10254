import { useQuery } from '@apollo/client/react';
import { Alert, Center, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { failureText } from '../content-kit/text.ts';
import { LIVE_QUERY_CONTEXT, useLiveSiteSettings } from '../shell/live-updates.ts';
import { BrandingPreview, BrowserTab } from './BrandingPreview.tsx';
import { IMAGE_TEXTS, ImageCard, type BrandingImage } from './ImageCard.tsx';
import { SiteDetailsCard } from './SiteDetailsCard.tsx';
import { uploadImage } from './upload-image.ts';
import { useBrandingSaves } from './useBrandingSaves.tsx';

const BrandingQuery = graphql(`
  query BrandingSettings {
    siteSettings {
      branding {
        siteTitle
        siteDescription
        logoUrl
        faviconUrl
        version
      }
    }
  }
`);

const BUILT_IN_LOGO = '/logo.svg';
const BUILT_IN_FAVICON = '/favicon.svg';

/** Branding Settings: logo, favicon, site title and description, with a preview of where each shows. */
export default function BrandingSection() {
  const { data, error, refetch: refetchBranding } = useQuery(BrandingQuery, { fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  // Saved from another tab or by another admin: shown here unless this form has unsaved edits.
  useLiveSiteSettings(() => void refetchBranding());
  const [busy, setBusy] = useState<BrandingImage | null>(null);
  const branding = data?.siteSettings.branding;
  const { details, saveDetails, savingDetails, saveImage, conflictViews } = useBrandingSaves(branding);

  if (error && !data) {
    return (
      <Stack gap="lg">
        <Header />
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error">
          {errorMessage(error, 'Failed to load the branding settings')}
        </Alert>
      </Stack>
    );
  }
  // Only before the first read: a refetch (a save in another tab) keeps the form on screen.
  if (!branding) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Header />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton h={280} radius="md" />
          <Skeleton h={280} radius="md" />
        </SimpleGrid>
        <Skeleton h={300} radius="md" />
      </Stack>
    );
  }

  /** Uploads a new picture (a file) or goes back to the built-in one (null). */
  async function changeImage(which: BrandingImage, file: File | null) {
    setBusy(which);
    try {
      const url = file ? (await uploadImage(file, which)).url : null;
      if ((await saveImage(which, url)).status !== 'saved') return;
      notify.success(file ? IMAGE_TEXTS[which].uploaded : IMAGE_TEXTS[which].reset, IMAGE_TEXTS[which].done);
    } catch (failure) {
      // An upload error (not GraphQL) carries the upload route's own sentence.
      const what = `Failed to update the ${which}`;
      notify.error(file && failure instanceof Error && !('errors' in failure) ? `${what}: ${failure.message}` : failureText(what, failure));
    } finally {
      setBusy(null);
    }
  }
  const onFile = (which: BrandingImage, file: File | null) => void (file && changeImage(which, file));
  const onReset = (which: BrandingImage) => void changeImage(which, null);

  const logo = branding.logoUrl ?? BUILT_IN_LOGO;
  const favicon = branding.faviconUrl ?? BUILT_IN_FAVICON;
  const shownTitle = details.values?.siteTitle.trim() || branding.siteTitle;

  return (
    <Stack gap="lg">
      <Header />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ImageCard which="logo" custom={Boolean(branding.logoUrl)} busy={busy} onFile={onFile} onReset={onReset}>
          <Center h={140} w={140} bg="white" style={{ borderRadius: 12, border: '1px solid var(--mantine-color-gray-3)' }}>
            <Image src={logo} alt={branding.logoUrl ? 'Current logo' : 'Built-in emblem'} w={112} h={112} fit="contain" />
          </Center>
        </ImageCard>
        <ImageCard which="favicon" custom={Boolean(branding.faviconUrl)} busy={busy} onFile={onFile} onReset={onReset}>
          <Stack gap="xs" align="center" justify="center" h={140} w={{ base: '100%', xs: 220 }}>
            <BrowserTab favicon={favicon} title={shownTitle} />
            <Group gap="md" align="flex-end">
              {[16, 32, 48].map((size) => (
                <Stack key={size} gap={2} align="center">
                  <Image src={favicon} alt="" w={size} h={size} fit="contain" />
                  <Text size="xs" c="dimmed">
                    {size}px
                  </Text>
                </Stack>
              ))}
            </Group>
          </Stack>
        </ImageCard>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SiteDetailsCard details={details} save={saveDetails} saving={savingDetails} />
        <BrandingPreview logo={logo} favicon={favicon} title={shownTitle} description={details.values?.siteDescription.trim() ?? ''} />
      </SimpleGrid>
      {conflictViews}
    </Stack>
  );
}

function Header() {
  return (
    <div>
      <Title order={1} size="h2">
        Branding Settings
      </Title>
      <Text c="dimmed" mt={4}>
        Your logo, browser icon, and the name and description the site goes by.
      </Text>
    </div>
  );
}
