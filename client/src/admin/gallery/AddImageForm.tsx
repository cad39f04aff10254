import { Group, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify.ts';
import { AddItemCard } from '../content-kit/AddItemCard.tsx';
import { ImageField } from '../content-kit/ImageField.tsx';
import { stagedMessage } from '../content-kit/text.ts';
import { submitToServer } from '../forms/submit.ts';
import { GALLERY_CATEGORY_OPTIONS, type GalleryCategoryName } from '../../../../shared/content.ts';

const CreateGalleryImageMutation = graphql(`
  mutation CreateGalleryImage($input: CreateGalleryImageInput!) {
    createGalleryImage(input: $input) {
      galleryImage {
        id
      }
    }
  }
`);

/** 'Add New Image' with Create and Cancel: the new image stays off the site until published. */
export function AddImageForm({ nextSortOrder, onDone }: { nextSortOrder: number; onDone: (created: boolean) => void }) {
  const form = useForm({
    initialValues: { title: '', category: 'ALL' as GalleryCategoryName, imageUrl: '', altText: '', sortOrder: nextSortOrder as number | string, isActive: true },
  });
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [create, { loading }] = useMutation(CreateGalleryImageMutation, { refetchQueries: ['AdminGalleryImages'] });

  const onSubmit = form.onSubmit(async ({ sortOrder, ...values }) => {
    const input = { ...values, sortOrder: typeof sortOrder === 'number' ? sortOrder : 0, ...(size ? { width: size.width, height: size.height } : {}) };
    if (!(await submitToServer(form, () => create({ variables: { input } }), 'Failed to add gallery image'))) return;
    notify.success(stagedMessage('Gallery image', 'added'));
    onDone(true);
  });

  return (
    <AddItemCard label="Add New Image" heading="Add New Image" loading={loading} onSubmit={onSubmit} onCancel={() => onDone(false)}>
      <ImageField
        purpose="gallery"
        value={form.values.imageUrl}
        onChange={(url, uploadedSize) => {
          form.setFieldValue('imageUrl', url);
          setSize(uploadedSize);
        }}
        error={form.errors.imageUrl as string | undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Select label="Category" data={GALLERY_CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
      </SimpleGrid>
      <TextInput
        label="Alt text"
        description="Describe the picture for visitors who use a screen reader (the title is used when empty)."
        {...form.getInputProps('altText')}
      />
      <Group align="flex-end" gap="lg">
        <NumberInput label="Sort order" min={0} allowDecimal={false} w={140} {...form.getInputProps('sortOrder')} />
        <Switch label="Active" color="willow" mb={8} {...form.getInputProps('isActive', { type: 'checkbox' })} />
      </Group>
    </AddItemCard>
  );
}
