import { ActionIcon, Badge, Box, Group, Modal, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
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

/** Up to this width the lightbox fills the screen (Mantine's `xs` breakpoint, 576 px). */
const FULL_SCREEN_QUERY = '(max-width: 36em)';
/** A horizontal move at least this long (px), and clearly more sideways than up or down, is a swipe. */
const SWIPE_MIN_DISTANCE = 40;

/**
 * One image large, with its title and category. Left/Right arrows (keys or buttons) and swipes
 * move through the images of the current filter, wrapping around; Escape or the close button
 * closes it, and the focus goes back to `returnFocusTo` (the photo that opened it). On a phone it
 * fills the screen.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
  returnFocusTo,
}: {
  images: LightboxImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const opened = index !== null && images.length > 0;
  const current = opened ? images[Math.min(index, images.length - 1)] : undefined;
  const count = images.length;
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
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

  // Mantine's own focus return gives the focus back to whatever had it when the modal opened,
  // which is nothing after a tap, or a click in Safari: the opener is named instead.
  const wasOpened = useRef(false);
  useEffect(() => {
    if (opened) wasOpened.current = true;
    else if (wasOpened.current) {
      wasOpened.current = false;
      returnFocusTo?.current?.focus();
    }
  }, [opened, returnFocusTo]);

  const swipe = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const swipeHandlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.isPrimary) swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = swipe.current;
      swipe.current = null;
      if (!start || start.pointerId !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) >= SWIPE_MIN_DISTANCE && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      swipe.current = null;
    },
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      fullScreen={fullScreen}
      size="min(1200px, 100%)"
      centered
      padding="md"
      radius={fullScreen ? 0 : 'lg'}
      classNames={fullScreen ? { content: classes.fullScreenContent, body: classes.fullScreenBody } : undefined}
      className={fullScreen ? classes.fullScreen : undefined}
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
        <Stack gap="sm" className={fullScreen ? classes.fullScreenStack : undefined}>
          <Box className={classes.lightboxStage} {...swipeHandlers}>
            <img
              key={current.id}
              src={current.imageUrl}
              alt={current.altText || current.title}
              className={classes.lightboxImage}
              width={current.width ?? undefined}
              height={current.height ?? undefined}
              draggable={false}
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
          {count > 1 && (
            <>
              <Text size="xs" c="dimmed" className={classes.keyHint}>
                Use the left and right arrow keys to browse.
              </Text>
              <Text size="xs" c="dimmed" className={classes.swipeHint}>
                Swipe left or right to browse.
              </Text>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
