import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { ImageField } from '../content-kit/ImageField.tsx';
import { stagedMessage, failureText } from '../content-kit/text.ts';
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
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<GalleryCategoryName>('ALL');
  const [imageUrl, setImageUrl] = useState('');
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [altText, setAltText] = useState('');
  const [sortOrder, setSortOrder] = useState<number | string>(nextSortOrder);
  const [isActive, setIsActive] = useState(true);
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  const [create, { loading }] = useMutation(CreateGalleryImageMutation, { refetchQueries: ['AdminGalleryImages'] });
  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldError(null);
    try {
      await create({
        variables: {
          input: {
            title,
            category,
            imageUrl,
            altText,
            sortOrder: typeof sortOrder === 'number' ? sortOrder : 0,
            isActive,
            ...(size ? { width: size.width, height: size.height } : {}),
          },
        },
      });
      notify.success(stagedMessage('Gallery image', 'added'));
      onDone(true);
    } catch (error) {
      setFieldError({ field: errorField(error), message: errorMessage(error) });
      notify.error(failureText('Failed to add gallery image', error));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" shadow="sm" component="section" aria-label="Add New Image">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            Add New Image
          </Title>
          <ImageField
            purpose="gallery"
            value={imageUrl}
            onChange={(url, uploadedSize) => {
              setImageUrl(url);
              setSize(uploadedSize);
            }}
            error={errorFor('imageUrl')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} required error={errorFor('title')} />
            <Select label="Category" data={GALLERY_CATEGORY_OPTIONS} value={category} onChange={(value) => setCategory((value ?? 'ALL') as GalleryCategoryName)} allowDeselect={false} error={errorFor('category')} />
          </SimpleGrid>
          <TextInput
            label="Alt text"
            description="Describe the picture for visitors who use a screen reader (the title is used when empty)."
            value={altText}
            onChange={(event) => setAltText(event.currentTarget.value)}
            error={errorFor('altText')}
          />
          <Group align="flex-end" gap="lg">
            <NumberInput label="Sort order" value={sortOrder} onChange={setSortOrder} min={0} allowDecimal={false} w={140} error={errorFor('sortOrder')} />
            <Switch label="Active" checked={isActive} onChange={(event) => setIsActive(event.currentTarget.checked)} color="willow" mb={8} />
          </Group>
          <Group gap="sm">
            <Button type="submit" loading={loading}>
              Create
            </Button>
            <Button variant="default" onClick={() => onDone(false)} disabled={loading}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
