import { Badge, Box, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconRestore } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { CardHeading } from '../content-kit/CardHeading.tsx';
import { ACCEPTED_IMAGE_TYPES } from './upload-image.ts';

export type BrandingImage = 'logo' | 'favicon';

/** What each picture's card and notices say. */
export const IMAGE_TEXTS: Record<
  BrandingImage,
  { title: string; description: string; hint: string; uploadLabel: string; resetLabel: string; uploaded: string; reset: string; done: string }
> = {
  logo: {
    title: 'Logo',
    description: 'Shown beside the site title in the navigation bar.',
    hint: 'PNG, JPEG, WebP, GIF or AVIF up to 10 MB, resized to fit 512 × 512. A square logo on a transparent background looks best.',
    uploadLabel: 'Upload logo',
    resetLabel: 'Use built-in emblem',
    uploaded: 'Your new logo is shown in the navigation bar.',
    reset: 'The built-in emblem is back in the navigation bar.',
    done: 'Logo Updated',
  },
  favicon: {
    title: 'Favicon',
    description: 'The small icon browsers show in tabs and bookmarks.',
    hint: 'A square image works best; it is cropped to 64 × 64. Browsers may keep showing the old icon until the page is reloaded.',
    uploadLabel: 'Upload favicon',
    resetLabel: 'Use built-in icon',
    uploaded: 'Browsers show your new icon in their tabs.',
    reset: 'The built-in icon is back in browser tabs.',
    done: 'Favicon Updated',
  },
};

/** One picture (logo or favicon): how it looks now, a new upload, and the way back to the built-in one. */
export function ImageCard(props: {
  which: BrandingImage;
  custom: boolean;
  busy: BrandingImage | null;
  onFile: (which: BrandingImage, file: File | null) => void;
  onReset: (which: BrandingImage) => void;
  children: ReactNode;
}) {
  const texts = IMAGE_TEXTS[props.which];
  const busy = props.busy === props.which;
  const disabled = props.busy !== null;
  // Cleared after each choice, so choosing the same file again still uploads it.
  const resetFile = useRef<() => void>(null);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <CardHeading title={texts.title} description={texts.description} />
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
              props.onFile(props.which, file);
            }}
            accept={ACCEPTED_IMAGE_TYPES}
            resetRef={resetFile}
          >
            {(buttonProps) => (
              <Button {...buttonProps} leftSection={<IconPhotoUp size={16} aria-hidden />} loading={busy} disabled={disabled && !busy}>
                {texts.uploadLabel}
              </Button>
            )}
          </FileButton>
          {props.custom && (
            <Button variant="default" leftSection={<IconRestore size={16} aria-hidden />} onClick={() => props.onReset(props.which)} disabled={disabled}>
              {texts.resetLabel}
            </Button>
          )}
          <Text size="xs" c="dimmed">
            {texts.hint}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
