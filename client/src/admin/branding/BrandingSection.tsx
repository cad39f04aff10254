import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconPhotoUp, IconRestore, IconWorld, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { fieldErrorsOf, type FieldErrorMap } from '../social/field-errors.ts';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from './upload-image.ts';
import { failureText } from '../content-kit/text.ts';
import { useLiveSiteSettings, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { useBrandingSaves } from './useBrandingSaves.tsx';
import { SETTINGS_MESSAGES } from '../../../../shared/settings.ts';

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
const TITLE_MAX = 70;
const DESCRIPTION_MAX = 300;
/** About what search engines show before cutting a description. */
const DESCRIPTION_SHOWN = 160;

/** Branding Settings: logo, favicon, site title and description, with a preview of where each shows. */
export default function BrandingSection() {
  const { data, loading, error, refetch: refetchBranding } = useQuery(BrandingQuery, { fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  // Saved from another tab or by another admin: shown here unless this form has unsaved edits.
  useLiveSiteSettings(() => void refetchBranding());
  const [busy, setBusy] = useState<'logo' | 'favicon' | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const branding = data?.siteSettings.branding;
  const { details, saveDetails: saveVersionedDetails, savingDetails, saveImage, conflictViews } = useBrandingSaves(branding);
  const title = details.values?.siteTitle ?? '';
  const description = details.values?.siteDescription ?? '';

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
  if (!branding || loading) {
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

  async function replaceImage(which: 'logo' | 'favicon', file: File | null) {
    if (!file) return;
    setBusy(which);
    try {
      const { url } = await uploadImage(file, which);
      if ((await saveImage(which, url)).status !== 'saved') return;
      notify.success(
        which === 'logo' ? 'Your new logo is shown in the navigation bar.' : 'Browsers show your new icon in their tabs.',
        which === 'logo' ? 'Logo Updated' : 'Favicon Updated',
      );
    } catch (failure) {
      // An upload error (not GraphQL) carries the upload route's own sentence.
      const what = `Failed to update the ${which}`;
      notify.error(failure instanceof Error && !('errors' in failure) ? `${what}: ${failure.message}` : failureText(what, failure));
    } finally {
      setBusy(null);
    }
  }

  async function resetImage(which: 'logo' | 'favicon') {
    setBusy(which);
    try {
      if ((await saveImage(which, null)).status !== 'saved') return;
      notify.success(
        which === 'logo' ? 'The built-in emblem is back in the navigation bar.' : 'The built-in icon is back in browser tabs.',
        which === 'logo' ? 'Logo Updated' : 'Favicon Updated',
      );
    } catch (failure) {
      notify.error(failureText(`Failed to update the ${which}`, failure));
    } finally {
      setBusy(null);
    }
  }

  const detailsChanged = details.dirty;

  async function saveDetails(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ siteTitle: SETTINGS_MESSAGES.siteTitleRequired });
      return;
    }
    try {
      if ((await saveVersionedDetails()).status !== 'saved') return;
      setErrors({});
      notify.success('The site title and description are live.', 'Site Details Updated');
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify.error(failureText('Failed to update the site details', failure));
    }
  }

  const logo = branding.logoUrl ?? BUILT_IN_LOGO;
  const favicon = branding.faviconUrl ?? BUILT_IN_FAVICON;
  const shownTitle = title.trim() || branding.siteTitle;
  const shownDescription = description.trim();

  return (
    <Stack gap="lg">
      <Header />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ImageCard
          title="Logo"
          description="Shown beside the site title in the navigation bar."
          hint="PNG, JPEG, WebP, GIF or AVIF up to 10 MB, resized to fit 512 × 512. A square logo on a transparent background looks best."
          custom={Boolean(branding.logoUrl)}
          busy={busy === 'logo'}
          disabled={busy !== null}
          uploadLabel="Upload logo"
          resetLabel="Use built-in emblem"
          onFile={(file) => void replaceImage('logo', file)}
          onReset={() => void resetImage('logo')}
        >
          <Center h={140} w={140} bg="white" style={{ borderRadius: 12, border: '1px solid var(--mantine-color-gray-3)' }}>
            <Image src={logo} alt={branding.logoUrl ? 'Current logo' : 'Built-in emblem'} w={112} h={112} fit="contain" />
          </Center>
        </ImageCard>

        <ImageCard
          title="Favicon"
          description="The small icon browsers show in tabs and bookmarks."
          hint="A square image works best; it is cropped to 64 × 64. Browsers may keep showing the old icon until the page is reloaded."
          custom={Boolean(branding.faviconUrl)}
          busy={busy === 'favicon'}
          disabled={busy !== null}
          uploadLabel="Upload favicon"
          resetLabel="Use built-in icon"
          onFile={(file) => void replaceImage('favicon', file)}
          onReset={() => void resetImage('favicon')}
        >
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
        <Card withBorder radius="md" padding="lg" component="form" onSubmit={saveDetails} noValidate>
          <Title order={2} size="h4">
            Site details
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            The site title names every page in browser tabs and search results; the description is used for pages that have none of
            their own (set those under Pages).
          </Text>
          <Stack gap="md" mt="md">
            <TextInput
              label="Site title"
              required
              value={title}
              maxLength={TITLE_MAX}
              onChange={(event) => {
                details.set('siteTitle', event.currentTarget.value);
                setErrors(({ siteTitle: _removed, ...rest }) => rest);
              }}
              error={errors.siteTitle}
              rightSectionWidth={64}
              rightSection={<Counter value={title.length} max={TITLE_MAX} />}
            />
            <Textarea
              label="Site description"
              description={`Search engines show about ${DESCRIPTION_SHOWN} characters.`}
              autosize
              minRows={3}
              maxRows={6}
              maxLength={DESCRIPTION_MAX}
              value={description}
              onChange={(event) => {
                details.set('siteDescription', event.currentTarget.value);
                setErrors(({ siteDescription: _removed, ...rest }) => rest);
              }}
              error={errors.siteDescription}
              inputWrapperOrder={['label', 'description', 'input', 'error']}
            />
            <Group justify="space-between">
              <Counter value={description.length} max={DESCRIPTION_MAX} soft={DESCRIPTION_SHOWN} />
              <Group gap="sm">
                <Button
                  variant="default"
                  disabled={!detailsChanged || savingDetails}
                  onClick={() => {
                    details.stop();
                    setErrors({});
                  }}
                >
                  Reset
                </Button>
                <Button type="submit" loading={savingDetails} disabled={!detailsChanged} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                  Save Site Details
                </Button>
              </Group>
            </Group>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4">
            How it looks
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            A preview of your branding as you edit it.
          </Text>
          <Stack gap="md" mt="md">
            <PreviewLabel>Navigation bar</PreviewLabel>
            <Paper withBorder radius="md" px="md" h={64} style={{ display: 'flex', alignItems: 'center' }}>
              <Group gap="sm" wrap="nowrap">
                <Image src={logo} alt="" w={40} h={40} fit="contain" />
                <Text ff="heading" fw={600} size="lg" c="willow.9" truncate>
                  {shownTitle}
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
                    {shownTitle}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {window.location.host}
                  </Text>
                </div>
              </Group>
              <Text c="blue.8" size="lg" mt={6} lineClamp={1}>
                {shownTitle}
              </Text>
              <Text size="sm" c="gray.7" lineClamp={2}>
                {shownDescription ? truncate(shownDescription, DESCRIPTION_SHOWN) : 'No description yet: search engines will pick text from the page.'}
              </Text>
            </Paper>
          </Stack>
        </Card>
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

function ImageCard(props: {
  title: string;
  description: string;
  hint: string;
  custom: boolean;
  busy: boolean;
  disabled: boolean;
  uploadLabel: string;
  resetLabel: string;
  onFile: (file: File | null) => void;
  onReset: () => void;
  children: React.ReactNode;
}) {
  // Cleared after each choice, so choosing the same file again still uploads it.
  const resetFile = useRef<() => void>(null);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size="h4">
            {props.title}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {props.description}
          </Text>
        </div>
        <Badge variant="light" color={props.custom ? 'willow' : 'gray'} style={{ flexShrink: 0 }}>
          {props.custom ? 'Custom' : 'Built-in'}
        </Badge>
      </Group>
      <Group mt="md" gap="lg" align="center" wrap="wrap">
        <Box style={{ flexShrink: 0 }}>{props.children}</Box>
        <Stack gap="xs" style={{ flex: '1 1 180px' }}>
          <FileButton
            onChange={(file) => {
              resetFile.current?.();
              props.onFile(file);
            }}
            accept={ACCEPTED_IMAGE_TYPES}
            resetRef={resetFile}
          >
            {(buttonProps) => (
              <Button {...buttonProps} leftSection={<IconPhotoUp size={16} aria-hidden />} loading={props.busy} disabled={props.disabled && !props.busy}>
                {props.uploadLabel}
              </Button>
            )}
          </FileButton>
          {props.custom && (
            <Button variant="default" leftSection={<IconRestore size={16} aria-hidden />} onClick={props.onReset} disabled={props.disabled}>
              {props.resetLabel}
            </Button>
          )}
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** A browser tab drawn in CSS, showing the favicon and page title. */
function BrowserTab({ favicon, title }: { favicon: string; title: string }) {
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

function Counter({ value, max, soft }: { value: number; max: number; soft?: number }) {
  const over = soft !== undefined && value > soft;
  return (
    <Text size="xs" c={value >= max ? 'red.7' : over ? 'gold.8' : 'dimmed'} aria-live="polite">
      {value}/{max}
      {over ? ' · may be cut in search results' : ''}
    </Text>
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
