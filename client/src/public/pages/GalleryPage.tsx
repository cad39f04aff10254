import { Box, Button, Container, SimpleGrid, Skeleton, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { graphql } from '../../gql';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { usePreviewMode } from '../../lib/preview.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePublicContent } from '../content.ts';
import classes from '../gallery/Gallery.module.css';
import { imageSrcSet } from '../../lib/images.ts';

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

export default function GalleryPage() {
  const preview = usePreviewMode();
  const { get, hidden, loading: introLoading } = usePublicContent('GALLERY');
  const intro = get('gallery_intro');
  const { data, loading, error } = useQuery(GalleryPageQuery, { variables: { preview } });
  const [filter, setFilter] = useState<string>('All');
  const [open, setOpen] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const wantLightbox = () => setLightboxWanted(true);

  const images = data?.galleryImages ?? [];
  const shown = filter === 'All' ? images : images.filter((image) => image.category === filter);
  // Links to the gallery are previewed with its first photo.
  useDocumentMeta({ image: images[0] ? { url: images[0].imageUrl, alt: images[0].altText } : null });

  return (
    <>
      <PageHeader
        eyebrow="Photo gallery"
        title={introLoading ? undefined : hidden('gallery_intro') ? 'Photo Gallery' : (intro?.title ?? 'Photo Gallery')}
        lead={hidden('gallery_intro') ? undefined : intro?.content ?? 'A look at weddings, ceremonies, receptions, corporate evenings and the details our clients chose.'}
      />
      <Box component="section" py={{ base: 40, md: 64 }} aria-label="Photos">
        <Container size="lg">
          <Tabs
            value={filter}
            onChange={(value) => {
              setFilter(value ?? 'All');
              setOpen(null);
            }}
            variant="pills"
            radius="xl"
            color="willow"
          >
            <Tabs.List justify="center" mb={{ base: 'lg', md: 40 }} aria-label="Filter photos by category">
              {GALLERY_FILTERS.map((name) => (
                <Tabs.Tab key={name} value={name} fw={500}>
                  {name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {GALLERY_FILTERS.map((name) => (
              <Tabs.Panel key={name} value={name}>
                {name === filter &&
                  (loading && !data ? (
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
                        <Button variant="light" color="willow" radius="xl" onClick={() => setFilter('All')}>
                          Show all photos
                        </Button>
                      )}
                    </Stack>
                  ) : (
                    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
                      {shown.map((image, position) => (
                        <button
                          key={image.id}
                          type="button"
                          className={classes.tile}
                          onPointerEnter={wantLightbox}
                          onFocus={wantLightbox}
                          onClick={() => {
                            wantLightbox();
                            setOpen(position);
                          }}
                          style={{ border: 0, padding: 0, cursor: 'zoom-in' }}
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
                        </button>
                      ))}
                    </SimpleGrid>
                  ))}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Container>
      </Box>
      {lightboxWanted && (
        <Suspense fallback={null}>
          <Lightbox images={shown} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
