import { Box, Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { usePreviewMode } from '../../lib/preview.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePublicContent } from '../content.ts';
import classes from '../gallery/Gallery.module.css';
import { galleryFilterSlug } from '../gallery/filters.ts';
import { imageAtWidth, imageSrcSet } from '../../lib/images.ts';

// The lightbox (a modal with its scroll lock and focus trap) loads when a visitor points at or
// focuses a photo, not with the page.
const Lightbox = lazy(() => import('../gallery/Lightbox.tsx').then((module) => ({ default: module.Lightbox })));

const GalleryPageQuery = graphql(`
  query GalleryPage($preview: Boolean) {
    galleryImages(preview: $preview) {
      id
      title
      category
      imageUrl
      altText
      width
      height
    }
  }
`);

/** The filter tabs of the specification, default All. */
const GALLERY_FILTERS = ['All', 'Weddings', 'Ceremonies', 'Receptions', 'Corporate', 'Décor'] as const;
type GalleryFilter = (typeof GALLERY_FILTERS)[number];

/**
 * The filter is in the address (`/gallery?category=weddings`): the tabs are links, so the server
 * renders the chosen photos and the tabs work without JavaScript; with it they change the photos
 * without a reload or a jump to the top. Each photo links to its large copy, which the lightbox
 * shows instead once the page's code runs.
 */
export default function GalleryPage() {
  const preview = usePreviewMode();
  const { get, hidden, loading: introLoading } = usePublicContent('GALLERY');
  const intro = get('gallery_intro');
  const { data, loading, error } = useQuery(GalleryPageQuery, { variables: { preview } });
  const [params] = useSearchParams();
  // An unknown category (a stale link) shows them all.
  const filter: GalleryFilter = GALLERY_FILTERS.find((name) => galleryFilterSlug(name) === params.get('category')?.toLowerCase()) ?? 'All';
  const [open, setOpen] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const wantLightbox = () => setLightboxWanted(true);
  // Focus goes back to the photo that opened the lightbox, however it was opened (a tap or a click
  // in Safari does not focus a link).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => setOpen(null), [filter]);

  const images = data?.galleryImages ?? [];
  const shown = filter === 'All' ? images : images.filter((image) => image.category === filter);
  // Links to the gallery are previewed with its first photo.
  useDocumentMeta({ image: images[0] ? { url: images[0].imageUrl, alt: images[0].altText } : null });
  const keepPreview = params.get('preview') === 'true';
  const filterHref = (name: string) => {
    const next = new URLSearchParams();
    if (name !== 'All') next.set('category', galleryFilterSlug(name));
    if (keepPreview) next.set('preview', 'true');
    const query = next.toString();
    return query ? `/gallery?${query}` : '/gallery';
  };

  return (
    <>
      <PageHeader
        eyebrow="Photo gallery"
        title={introLoading ? undefined : hidden('gallery_intro') ? 'Photo Gallery' : (intro?.title ?? 'Photo Gallery')}
        lead={hidden('gallery_intro') ? undefined : intro?.content ?? 'A look at weddings, ceremonies, receptions, corporate evenings and the details our clients chose.'}
      />
      <Box component="section" py={{ base: 40, md: 64 }} aria-label="Photos">
        <Container size="lg">
          <Group component="nav" aria-label="Filter photos by category" justify="center" gap={6} mb={{ base: 'lg', md: 40 }}>
            {GALLERY_FILTERS.map((name) => {
              const selected = name === filter;
              return (
                <Button
                  key={name}
                  component={Link}
                  to={filterHref(name)}
                  preventScrollReset
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
          {loading && !data ? (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {Array.from({ length: 6 }, (_, n) => (
                <Skeleton key={n} radius="lg" style={{ aspectRatio: '3 / 2' }} />
              ))}
            </SimpleGrid>
          ) : shown.length === 0 ? (
            <Stack align="center" ta="center" py={64} gap="sm">
              <Box c="gray.5" aria-hidden>
                <IconPhoto size={48} stroke={1.3} />
              </Box>
              <Text fw={600} c="gray.8">
                {error ? 'The photos could not be loaded.' : filter === 'All' ? 'No photos yet.' : `No ${filter.toLowerCase()} photos yet.`}
              </Text>
              <Text c="dimmed" size="sm">
                {error ? 'Please reload the page in a moment.' : 'New photos are added after every season of events.'}
              </Text>
              {filter !== 'All' && !error && (
                <Button component={Link} to={filterHref('All')} preventScrollReset variant="light" color="willow" radius="xl">
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
