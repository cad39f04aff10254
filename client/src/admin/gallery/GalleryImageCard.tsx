import { ActionIcon, Badge, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { graphql } from '../../gql';
import type { GalleryImageCard_ImageFragment } from '../../gql/graphql.ts';
import { notify } from '../../lib/notify.ts';
import { ImageField } from '../content-kit/ImageField.tsx';
import { LiveSwitch } from '../content-kit/LiveSwitch.tsx';
import { PictureRecordCard } from '../content-kit/PictureRecordCard.tsx';
import { StagingBadge } from '../content-kit/StagingBadge.tsx';
import { failureText } from '../content-kit/text.ts';
import { EditActions, EditButton, useStagedEdit } from '../content-kit/useStagedEdit.tsx';
import { GALLERY_CATEGORY_OPTIONS, galleryCategoryLabel, type GalleryCategoryName } from '../../../../shared/content.ts';
import { ConfirmDialog } from '../content-kit/ConfirmDialog.tsx';
import { recordChange, useStaleChange } from '../versions/useStaleChange.tsx';

/** A gallery image as its card shows and edits it: listed by the screen's query, answered by the card's save. */
export const GalleryImageFields = graphql(`
  fragment GalleryImageCard_image on GalleryImage {
    id
    title
    category
    imageUrl
    altText
    sortOrder
    width
    height
    isActive
    isPublished
    publishedAt
    version
  }
`);

const UpdateGalleryImageMutation = graphql(`
  mutation UpdateGalleryImage($input: UpdateGalleryImageInput!) {
    updateGalleryImage(input: $input) {
      galleryImage {
        ...GalleryImageCard_image
      }
    }
  }
`);

const SetGalleryImageActiveMutation = graphql(`
  mutation SetGalleryImageActive($input: SetGalleryImageActiveInput!) {
    setGalleryImageActive(input: $input) {
      galleryImage {
        id
        isActive
        version
      }
    }
  }
`);

const DeleteGalleryImageMutation = graphql(`
  mutation DeleteGalleryImage($input: DeleteGalleryImageInput!) {
    deleteGalleryImage(input: $input) {
      deletedId
    }
  }
`);

export type AdminGalleryImage = GalleryImageCard_ImageFragment;

type ImageEdit = Pick<AdminGalleryImage, 'title' | 'category' | 'imageUrl' | 'altText' | 'sortOrder'>;
const imageValues = (image: AdminGalleryImage): ImageEdit => ({ title: image.title, category: image.category, imageUrl: image.imageUrl, altText: image.altText, sortOrder: image.sortOrder });

/** One gallery image: Active/Inactive (at once), in-place edit (staged), delete after confirming. */
export const GalleryImageCard = memo(function GalleryImageCard({ image }: { image: AdminGalleryImage }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [setActive, { loading: switching }] = useMutation(SetGalleryImageActiveMutation);
  const [remove, { loading: deleting }] = useMutation(DeleteGalleryImageMutation, { refetchQueries: ['AdminGalleryImages'] });
  const [update] = useMutation(UpdateGalleryImageMutation);
  const client = useApolloClient();
  const edit = useStagedEdit<ImageEdit>({
    current: { version: image.version, values: imageValues(image) },
    what: 'gallery image',
    label: 'Gallery image',
    failure: 'Failed to update gallery image',
    fields: [
      { key: 'title', label: 'Title' },
      { key: 'category', label: 'Category', type: 'value', format: (value) => galleryCategoryLabel(value as GalleryCategoryName) },
      { key: 'imageUrl', label: 'Image', type: 'value' },
      { key: 'altText', label: 'Alt text' },
      { key: 'sortOrder', label: 'Sort order', type: 'value' },
    ],
    fromApi: (current) => ({
      title: String(current.title ?? ''),
      category: (current.category as GalleryCategoryName) ?? 'ALL',
      imageUrl: String(current.imageUrl ?? ''),
      altText: String(current.altText ?? ''),
      sortOrder: Number(current.sortOrder ?? 0),
    }),
    save: async (next, version) => {
      const newImage = next.imageUrl !== image.imageUrl && size;
      await update({ variables: { input: { id: image.id, ...next, ...(newImage ? { width: size.width, height: size.height } : {}), version } } });
    },
  });
  const { values, errorFor } = edit;

  const stale = useStaleChange();
  const refresh = () => client.refetchQueries({ include: ['AdminGalleryImages'] });

  /** Active/Inactive on the version the card shows: an image saved meanwhile is shown first. */
  async function toggle(isActive: boolean) {
    const shown = image;
    try {
      const applied = await stale.apply(
        recordChange('switch', isActive ? 'Make It Active' : 'Make It Inactive', shown, (version) => setActive({ variables: { input: { id: shown.id, isActive, version } } }), refresh),
      );
      if (applied) notify.success(isActive ? `'${shown.title}' is now active in the gallery` : `'${shown.title}' is now inactive and hidden from the gallery`);
    } catch (error) {
      notify.error(failureText('Failed to update gallery image', error));
    }
  }

  /** Deletes the image as the dialog showed it: one edited meanwhile is shown as saved now, to delete again or keep. */
  async function confirmDelete() {
    const shown = image;
    try {
      const applied = await stale.apply(recordChange('delete', 'Delete Image', shown, (version) => remove({ variables: { input: { id: shown.id, version } } }), refresh));
      if (applied) notify.success('Gallery image deleted successfully');
      setConfirming(false);
    } catch (error) {
      notify.error(failureText('Failed to delete gallery image', error));
    }
  }

  return (
    <PictureRecordCard
      name={image.title}
      picture={{ src: image.imageUrl, active: image.isActive, width: 132, height: 88, hiddenOpacity: 0.45, fallbackSrc: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }}
      badges={
        <>
          <Badge variant="light" color="willow" radius="sm">
            {galleryCategoryLabel(image.category)}
          </Badge>
          <StagingBadge isPublished={image.isPublished} publishedAt={image.publishedAt} />
        </>
      }
      controls={
        <>
          <LiveSwitch checked={image.isActive} onChange={toggle} name={image.title} onLabel="Active" offLabel="Inactive" disabled={switching} />
          {!edit.editing && (
            <EditButton
              name={image.title}
              onClick={() => {
                setSize(null);
                edit.start();
              }}
            />
          )}
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${image.title}`} onClick={() => setConfirming(true)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </>
      }
      editor={
        edit.editing ? (
          <Stack gap="sm">
            <ImageField
              purpose="gallery"
              value={values.imageUrl}
              onChange={(imageUrl, uploadedSize) => {
                edit.set('imageUrl', imageUrl);
                setSize(uploadedSize);
              }}
              error={errorFor('imageUrl')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Title" {...edit.text('title')} required />
              <Select label="Category" data={GALLERY_CATEGORY_OPTIONS} value={values.category} onChange={(value) => edit.set('category', (value ?? 'ALL') as GalleryCategoryName)} allowDeselect={false} error={errorFor('category')} />
            </SimpleGrid>
            <TextInput label="Alt text" {...edit.text('altText')} />
            <NumberInput
              label="Sort order"
              value={values.sortOrder}
              onChange={(value) => edit.set('sortOrder', typeof value === 'number' ? value : 0)}
              min={0}
              allowDecimal={false}
              w={140}
              error={errorFor('sortOrder')}
            />
            <EditActions edit={edit} />
          </Stack>
        ) : null
      }
      summary={
        <Stack gap={2}>
          <Text fw={600} c="willow.9" lineClamp={1}>
            {image.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            Sort order {image.sortOrder} · Alt text: {image.altText || '—'}
          </Text>
        </Stack>
      }
    >
      {edit.conflictView}
      {stale.view}
      <ConfirmDialog opened={confirming} onClose={() => setConfirming(false)} title="Delete this image?" confirmLabel="Delete image" onConfirm={confirmDelete} busy={deleting}>
        <Text size="sm">
          “{image.title}” will be removed from the gallery right away, for visitors too. The change log keeps a record of it.
        </Text>
      </ConfirmDialog>
    </PictureRecordCard>
  );
});
