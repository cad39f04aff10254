import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PageLink } from '../../islands/location.tsx';
import { imageAtWidth } from '../../../../shared/images.ts';
import classes from './Gallery.module.css';
import type { LightboxImage } from './Lightbox.tsx';

/** The lightbox page's photo: the photos' links go straight to it. */
export const PHOTO_ANCHOR = 'photo';

/**
 * The gallery's lightbox page (`/gallery?photo=<id>`): one photo large, with its title, category,
 * place in the set and links to the previous and next photos (wrapping around) and back to all
 * photos. Rendered by the server, so a photo opens without JavaScript, and a tap before the
 * page's code runs lands here rather than on the bare image file. With the code, a tap on a photo
 * opens the lightbox over the grid instead (GalleryIsland.tsx).
 */
export function PhotoPage({ images, index, photoHref, allHref }: { images: LightboxImage[]; index: number; photoHref: (id: string) => string; allHref: string }) {
  const photo = images[index]!;
  const count = images.length;
  const previous = images[(index - 1 + count) % count]!;
  const next = images[(index + 1) % count]!;
  return (
    <Box component="section" py={{ base: 24, md: 48 }} aria-labelledby="photo-title" id={PHOTO_ANCHOR}>
      <Container size="lg">
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Button component={PageLink} href={allHref} variant="subtle" color="willow" leftSection={<IconArrowLeft size={18} aria-hidden />} px="xs">
              All photos
            </Button>
            <Text size="sm" c="dimmed">{`${index + 1} of ${count}`}</Text>
          </Group>
          <Box component="figure" m={0} className={classes.photoFigure}>
            <img
              src={imageAtWidth(photo.imageUrl, 1920)}
              alt={photo.altText || photo.title}
              width={photo.width ?? 1200}
              height={photo.height ?? 800}
              className={classes.photoPageImage}
            />
            <Box component="figcaption" mt="sm">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Title order={2} size="h3" id="photo-title" c="willow.9">
                  {photo.title}
                </Title>
                <Badge variant="light" color="willow" radius="sm" style={{ flex: 'none' }}>
                  {photo.category}
                </Badge>
              </Group>
            </Box>
          </Box>
          {count > 1 && (
            <Group component="nav" aria-label="More photos" justify="space-between" gap="sm">
              <Button component={PageLink} href={photoHref(previous.id)} variant="light" color="willow" radius="xl" leftSection={<IconChevronLeft size={18} aria-hidden />}>
                Previous photo
              </Button>
              <Button component={PageLink} href={photoHref(next.id)} variant="light" color="willow" radius="xl" rightSection={<IconChevronRight size={18} aria-hidden />}>
                Next photo
              </Button>
            </Group>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
