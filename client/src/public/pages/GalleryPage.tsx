import { Container, SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { Island } from '../../islands/Island.tsx';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { usePreviewMode } from '../../lib/preview.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { usePublicContent } from '../content.ts';
import { GalleryIsland } from '../gallery/GalleryIsland.tsx';
import { galleryCategoryLabel } from '../../../../shared/content.ts';

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

/**
 * /gallery — the introduction, then the photos with their filter tabs and lightbox as an island
 * (client/src/public/gallery/GalleryIsland.tsx) given the photos.
 */
export default function GalleryPage() {
  const preview = usePreviewMode();
  const { get, hidden, loading: introLoading } = usePublicContent('GALLERY');
  const intro = get('gallery_intro');
  const { data, loading, error } = useQuery(GalleryPageQuery, { variables: { preview } });
  const [params] = useSearchParams();
  const images = (data?.galleryImages ?? []).map(({ id, title, category, imageUrl, altText, width, height }) => ({ id, title, category: galleryCategoryLabel(category), imageUrl, altText, width, height }));
  // Links to the gallery are previewed with its first photo.
  useDocumentMeta({ image: images[0] ? { url: images[0].imageUrl, alt: images[0].altText } : null });
  const keepPreview = params.get('preview') === 'true';
  return (
    <>
      <PageHeader
        eyebrow="Photo gallery"
        title={introLoading ? undefined : hidden('gallery_intro') ? 'Photo Gallery' : (intro?.title ?? 'Photo Gallery')}
        lead={hidden('gallery_intro') ? undefined : intro?.content ?? 'A look at weddings, ceremonies, receptions, corporate evenings and the details our clients chose.'}
      />
      {loading && !data ? (
        <Container size="lg" py={{ base: 40, md: 64 }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy="true">
            {Array.from({ length: 6 }, (_, n) => (
              <Skeleton key={n} radius="lg" style={{ aspectRatio: '3 / 2' }} />
            ))}
          </SimpleGrid>
        </Container>
      ) : (
        <Island name="gallery" component={GalleryIsland} props={{ images, failed: Boolean(error), preview: keepPreview }} />
      )}
    </>
  );
}
