import { Box, Button, Container, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageLink, useSearchParams } from '../../islands/location.tsx';
import { imageAtWidth, imageSrcSet } from '../../../../shared/images.ts';
import classes from './Gallery.module.css';
import { GALLERY_FILTERS, galleryFilterSlug, type GalleryFilter } from './filters.ts';
import type { LightboxImage } from './Lightbox.tsx';

// The lightbox (a modal with its scroll lock and focus trap) loads when a visitor points at or
// focuses a photo, not with the page.
const Lightbox = lazy(() => import('./Lightbox.tsx').then((module) => ({ default: module.Lightbox })));

export interface GalleryIslandProps {
  images: LightboxImage[];
  /** The photos could not be loaded. */
  failed: boolean;
  /** An admin browsing staged content: links keep ?preview=true. */
  preview: boolean;
}

/**
 * The gallery's filter tabs, photos and lightbox: an island. The filter is in the address
 * (`/gallery?category=weddings`): the tabs are links, so the server renders the chosen photos and
 * the tabs work without JavaScript; once hydrated they change the photos without a reload or a
 * jump to the top. Each photo links to its large copy, which the lightbox shows instead.
 */
export function GalleryIsland({ images, failed, preview }: GalleryIslandProps) {
  const params = useSearchParams();
  // An unknown category (a stale link) shows them all.
  const filter: GalleryFilter = GALLERY_FILTERS.find((name) => galleryFilterSlug(name) === params.get('category')?.toLowerCase()) ?? 'All';
  const [open, setOpen] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const wantLightbox = () => setLightboxWanted(true);
  // Focus goes back to the photo that opened the lightbox, however it was opened (a tap or a click
  // in Safari does not focus a link).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => setOpen(null), [filter]);

  const shown = filter === 'All' ? images : images.filter((image) => image.category === filter);
  const filterHref = (name: string) => {
    const next = new URLSearchParams();
    if (name !== 'All') next.set('category', galleryFilterSlug(name));
    if (preview) next.set('preview', 'true');
    const query = next.toString();
    return query ? `/gallery?${query}` : '/gallery';
  };

  return (
    <>
      <Box component="section" py={{ base: 40, md: 64 }} aria-label="Photos">
        <Container size="lg">
          <Group component="nav" aria-label="Filter photos by category" justify="center" gap={6} mb={{ base: 'lg', md: 40 }}>
            {GALLERY_FILTERS.map((name) => {
              const selected = name === filter;
              return (
                <Button
                  key={name}
                  component={PageLink}
                  href={filterHref(name)}
                  aria-current={selected ? 'page' : undefined}
                  variant={selected ? 'filled' : 'subtle'}
                  color={selected ? 'willow' : 'dark'}
                  radius="xl"
                  fw={500}
                  size="sm"
                >
                  {name}
                </Button>
              );
            })}
          </Group>
          {shown.length === 0 ? (
            <Stack align="center" ta="center" py={64} gap="sm">
              <Box c="gray.5" aria-hidden>
                <IconPhoto size={48} stroke={1.3} />
              </Box>
              <Text fw={600} c="gray.8">
                {failed ? 'The photos could not be loaded.' : filter === 'All' ? 'No photos yet.' : `No ${filter.toLowerCase()} photos yet.`}
              </Text>
              <Text c="dimmed" size="sm">
                {failed ? 'Please reload the page in a moment.' : 'New photos are added after every season of events.'}
              </Text>
              {filter !== 'All' && !failed && (
                <Button component={PageLink} href={filterHref('All')} variant="light" color="willow" radius="xl">
                  Show all photos
                </Button>
              )}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {shown.map((image, position) => (
                <a
                  key={image.id}
                  href={imageAtWidth(image.imageUrl, 1920)}
                  className={classes.tile}
                  onPointerEnter={wantLightbox}
                  onFocus={wantLightbox}
                  onClick={(event) => {
                    // A new tab or a download (modifier keys, another button) stays the browser's.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    opener.current = event.currentTarget;
                    wantLightbox();
                    setOpen(position);
                  }}
                >
                  {/* Named by its content ("Open photo: <title> <category>", so the name holds what it
                      shows); the lightbox gives the photo's full description. */}
                  <img
                    src={image.imageUrl}
                    srcSet={imageSrcSet(image.imageUrl)}
                    sizes="(min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw"
                    alt=""
                    width={image.width ?? 1200}
                    height={image.height ?? 800}
                    loading={position < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <VisuallyHidden>Open photo: </VisuallyHidden>
                  <span className={classes.caption}>
                    <Text component="span" size="sm" fw={600} display="block" lineClamp={1}>
                      {image.title}
                    </Text>{' '}
                    <Text component="span" size="xs" c="gold.2" display="block">
                      {image.category}
                    </Text>
                  </span>
                </a>
              ))}
            </SimpleGrid>
          )}
        </Container>
      </Box>
      {lightboxWanted && (
        <Suspense fallback={null}>
          <Lightbox images={shown} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} returnFocusTo={opener} />
        </Suspense>
      )}
    </>
  );
}
