import { Box, Card, Flex, Group, Image, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of a content card with a picture (a gallery image, a hero slide): the picture (faded
 * while the record is hidden), its badges and controls, then the open editor or the summary, then
 * the dialogs (a conflict, a change made meanwhile, a delete to confirm).
 */
export function PictureRecordCard({
  name,
  picture,
  badges,
  controls,
  editor,
  summary,
  children,
}: {
  /** Names the card (an article) for screen readers. */
  name: string;
  picture: { src: string; active: boolean; width: number; height: number; hiddenOpacity: number; fallbackSrc?: string };
  badges: ReactNode;
  controls: ReactNode;
  /** The open editor, or null while closed (the summary shows). */
  editor: ReactNode | null;
  summary: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Flex direction={{ base: 'column', xs: 'row' }} align="flex-start" gap="md">
        <Box w={{ base: '100%', xs: picture.width }} style={{ flex: 'none', borderRadius: 8, overflow: 'hidden', opacity: picture.active ? 1 : picture.hiddenOpacity }}>
          <Image src={picture.src} alt="" h={{ base: 140, xs: picture.height }} fit="cover" fallbackSrc={picture.fallbackSrc} />
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }} w="100%">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap={6} wrap="wrap">
              {badges}
            </Group>
            <Group gap="sm" wrap="wrap">
              {controls}
            </Group>
          </Group>
          {editor ?? summary}
        </Stack>
      </Flex>
      {children}
    </Card>
  );
}
