import { ActionIcon, Badge, Box, Group, Modal, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect } from 'react';
import classes from './Gallery.module.css';

export interface LightboxImage {
  id: string;
  title: string;
  category: string;
  imageUrl: string;
  altText: string;
  width?: number | null;
  height?: number | null;
}

/**
 * One image large, with its title and category. Left/Right arrows (keys or buttons) move through
 * the images of the current filter, wrapping around; Escape or the close button closes it.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: LightboxImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const opened = index !== null && images.length > 0;
  const current = opened ? images[Math.min(index, images.length - 1)] : undefined;
  const count = images.length;
  const go = (step: number) => {
    if (index === null) return;
    onIndexChange((index + step + count) % count);
  };

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="min(1200px, 100%)"
      centered
      padding="md"
      radius="lg"
      title={
        current && (
          <Text fw={600} c="willow.9" ff="heading" fz="lg">
            {current.title}
          </Text>
        )
      }
      closeButtonProps={{ 'aria-label': 'Close photo' }}
      overlayProps={{ backgroundOpacity: 0.85, blur: 2, color: '#0c1c16' }}
    >
      {current && (
        <Stack gap="sm">
          <Box className={classes.lightboxStage}>
            <img
              key={current.id}
              src={current.imageUrl}
              alt={current.altText || current.title}
              className={classes.lightboxImage}
              width={current.width ?? undefined}
              height={current.height ?? undefined}
            />
            {count > 1 && (
              <>
                <ActionIcon className={classes.nav} style={{ left: 8 }} size="xl" radius="xl" variant="white" color="willow.9" onClick={() => go(-1)} aria-label="Previous photo">
                  <IconChevronLeft size={24} />
                </ActionIcon>
                <ActionIcon className={classes.nav} style={{ right: 8 }} size="xl" radius="xl" variant="white" color="willow.9" onClick={() => go(1)} aria-label="Next photo">
                  <IconChevronRight size={24} />
                </ActionIcon>
              </>
            )}
          </Box>
          <Group justify="space-between" gap="xs">
            <Badge variant="light" color="willow" radius="sm">
              {current.category}
            </Badge>
            <Text size="sm" c="dimmed" aria-live="polite">
              {`${Math.min(index ?? 0, count - 1) + 1} of ${count}`}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Use the left and right arrow keys to browse.
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
