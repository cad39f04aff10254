import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { ContentScreen } from '../content-kit/ContentScreen.tsx';
import { SectionsPanel } from '../content-kit/SectionsPanel.tsx';
import { useContentChangeEvents, useFetchErrorToast } from '../content-kit/useContentChanges.ts';
import { AddImageForm } from './AddImageForm.tsx';
import { GalleryImageCard, GalleryImageFields } from './GalleryImageCard.tsx';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { RecordList } from '../content-kit/RecordList.tsx';

const AdminGalleryImagesQuery = graphql(`
  query AdminGalleryImages {
    adminGalleryImages {
      ...GalleryImageCard_image
    }
  }
`);

/** Gallery Management (specification section 2): images, 'Add New Image', and a preview of /gallery. */
export default function GallerySection() {
  const { data, loading, error, refetch } = useQuery(AdminGalleryImagesQuery, { context: LIVE_QUERY_CONTEXT });
  useContentChangeEvents(() => void refetch());
  useFetchErrorToast(error, 'Failed to fetch gallery images');
  const [adding, setAdding] = useState(false);
  const images = getFragmentData(GalleryImageFields, data?.adminGalleryImages ?? []);
  const active = images.filter((image) => image.isActive).length;
  const nextSortOrder = images.reduce((max, image) => Math.max(max, image.sortOrder), 0) + 1;

  return (
    <ContentScreen
      title="Gallery Management"
      description="Add, edit and arrange the photos of the gallery page. New images and edits are staged until you publish; Active/Inactive and delete apply at once."
      previewPath="/gallery"
      previewToggle
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} disabled={adding}>
          Add New Image
        </Button>
      }
    >
      <Stack gap="xl">
        {adding && <AddImageForm nextSortOrder={nextSortOrder} onDone={() => setAdding(false)} />}
        <Stack gap="sm" component="section" aria-label="Gallery images">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h4">
              Images
            </Title>
            {!loading && (
              <Text size="sm" c="dimmed">
                {images.length} images · {active} active
              </Text>
            )}
          </Group>
          <RecordList loading={loading && !data} what="images" items={images} empty="No images yet. Click 'Add New Image' to upload the first one.">
            {(image) => <GalleryImageCard key={image.id} image={image} />}
          </RecordList>
        </Stack>
        <SectionsPanel type="GALLERY" heading="Gallery page heading" />
      </Stack>
    </ContentScreen>
  );
}
