import { Box, Button, Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { navigate, PageLink, useSearchParams } from '../../islands/location.tsx';
import { imageSrcSet } from '../../../../shared/images.ts';
import classes from './Gallery.module.css';
import { Columns } from '../components/Columns.tsx';
import { GALLERY_FILTERS, galleryFilterSlug, type GalleryFilter } from './filters.ts';
import type { LightboxImage } from './Lightbox.tsx';
import { PHOTO_ANCHOR, PhotoPage } from './PhotoPage.tsx';

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
 * jump to the top. Each photo links to its lightbox page (`?photo=<id>`, PhotoPage.tsx), which
 * the server renders: a tap before the code has run, or without JavaScript, opens it. Once the
 * island runs, a tap opens the lightbox over the grid instead and adds a step to the history, so
 * Back closes it; the photo shown is always the address's.
 */

/** The history entry the island added by opening the lightbox (Back closes it). */
const OPENED_HERE = { galleryLightbox: true };
export function GalleryIsland({ images, failed, preview }: GalleryIslandProps) {
  const params = useSearchParams();
  // An unknown category (a stale link) shows them all.
  const filter: GalleryFilter = GALLERY_FILTERS.find((name) => galleryFilterSlug(name) === params.get('category')?.toLowerCase()) ?? 'All';
  const photoId = params.get('photo')?.toLowerCase() ?? null;
  // Opened by a tap on this page (the lightbox over the grid) rather than arrived at (the lightbox page).
  const [overGrid, setOverGrid] = useState(false);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const wantLightbox = () => setLightboxWanted(true);
  // Focus goes back to the photo that opened the lightbox, however it was opened (a tap or a click
  // in Safari does not focus a link).
  const opener = useRef<HTMLElement | null>(null);

  const shown = filter === 'All' ? images : images.filter((image) => image.category === filter);
  const filterHref = (name: string, photo?: string) => {
    const next = new URLSearchParams();
    if (name !== 'All') next.set('category', galleryFilterSlug(name));
    if (photo) next.set('photo', photo);
    if (preview) next.set('preview', 'true');
    const query = next.toString();
    return query ? `/gallery?${query}` : '/gallery';
  };
  // To the photo itself (#photo): on a phone the page's header would fill the screen.
  const photoHref = (id: string) => `${filterHref(filter, id)}#${PHOTO_ANCHOR}`;
  const found = photoId ? shown.findIndex((image) => image.id === photoId) : -1;
  const photoIndex = found >= 0 ? found : null;
  // Back (or a filter tab) took the photo out of the address: the lightbox is closed.
  const hadPhoto = useRef(photoIndex !== null);
  useEffect(() => {
    if (hadPhoto.current && photoIndex === null) setOverGrid(false);
    hadPhoto.current = photoIndex !== null;
  }, [photoIndex]);
  const open = overGrid ? photoIndex : null;
  const showPhoto = (index: number) => navigate(photoHref(shown[index]!.id), { replace: true, state: OPENED_HERE });
  const closeLightbox = () => {
    // The step the tap added is undone (Back and Close do the same); otherwise the photo leaves the address.
    if ((window.history.state as typeof OPENED_HERE | null)?.galleryLightbox) window.history.back();
    else navigate(filterHref(filter), { replace: true });
  };

  if (photoIndex !== null && !overGrid) {
    return <PhotoPage images={shown} index={photoIndex} photoHref={photoHref} allHref={filterHref(filter)} />;
  }

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
            <Columns cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {shown.map((image, position) => (
                <a
                  key={image.id}
                  href={photoHref(image.id)}
                  className={classes.tile}
                  onPointerEnter={wantLightbox}
                  onFocus={wantLightbox}
                  onClick={(event) => {
                    // A new tab or a download (modifier keys, another button) stays the browser's.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    opener.current = event.currentTarget;
                    wantLightbox();
                    setOverGrid(true);
                    navigate(photoHref(image.id), { state: OPENED_HERE });
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
            </Columns>
          )}
        </Container>
      </Box>
      {lightboxWanted && (
        <Suspense fallback={null}>
          <Lightbox images={shown} index={open} onIndexChange={showPhoto} onClose={closeLightbox} returnFocusTo={opener} />
        </Suspense>
      )}
    </>
  );
}
