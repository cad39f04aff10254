import { Badge, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { memo } from 'react';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify.ts';
import { ImageField } from '../content-kit/ImageField.tsx';
import { LiveSwitch } from '../content-kit/LiveSwitch.tsx';
import { PictureRecordCard } from '../content-kit/PictureRecordCard.tsx';
import { StagingBadge } from '../content-kit/StagingBadge.tsx';
import { failureText } from '../content-kit/text.ts';
import { EditActions, EditButton, useStagedEdit } from '../content-kit/useStagedEdit.tsx';
import { useContentChangeEvents, useFetchErrorToast } from '../content-kit/useContentChanges.ts';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { recordChange, useStaleChange } from '../versions/useStaleChange.tsx';

const AdminHeroSlidesQuery = graphql(`
  query AdminHeroSlides {
    adminHeroSlides {
      id
      title
      subtitle
      imageUrl
      altText
      sortOrder
      isActive
      isPublished
      publishedAt
      version
    }
  }
`);

const UpdateHeroSlideMutation = graphql(`
  mutation UpdateHeroSlide($input: UpdateHeroSlideInput!) {
    updateHeroSlide(input: $input) {
      heroSlide {
        id
        title
        subtitle
        imageUrl
        altText
        isPublished
        publishedAt
        version
      }
    }
  }
`);

const SetHeroSlideActiveMutation = graphql(`
  mutation SetHeroSlideActive($input: SetHeroSlideActiveInput!) {
    setHeroSlideActive(input: $input) {
      heroSlide {
        id
        isActive
        version
      }
    }
  }
`);

type Slide = NonNullable<ReturnType<typeof useSlides>['slides']>[number];
type SlideEdit = Pick<Slide, 'title' | 'subtitle' | 'imageUrl' | 'altText'>;
const slideValues = (slide: Slide): SlideEdit => ({ title: slide.title, subtitle: slide.subtitle, imageUrl: slide.imageUrl, altText: slide.altText });

function useSlides() {
  const { data, loading, error, refetch } = useQuery(AdminHeroSlidesQuery, { context: LIVE_QUERY_CONTEXT });
  useContentChangeEvents(() => void refetch());
  useFetchErrorToast(error, 'Failed to fetch hero slides');
  return { slides: data?.adminHeroSlides ?? [], loading: loading && !data };
}

/** The home page's hero slides: title, subtitle, image and alt text edited in place (staged). */
export function HeroSlidesPanel() {
  const { slides, loading } = useSlides();
  return (
    <Stack gap="sm" component="section" aria-label="Hero slides">
      <Stack gap={2}>
        <Title order={2} size="h4">
          Hero slides
        </Title>
        <Text size="sm" c="dimmed">
          The pictures behind the home page's heading, shown in order as a gentle slideshow.
        </Text>
      </Stack>
      {loading
        ? [1, 2].map((n) => <Skeleton key={n} h={96} radius="md" />)
        : slides.map((slide, position) => <HeroSlideCard key={slide.id} slide={slide} position={position + 1} />)}
    </Stack>
  );
}

const HeroSlideCard = memo(function HeroSlideCard({ slide, position }: { slide: Slide; position: number }) {
  const [update] = useMutation(UpdateHeroSlideMutation);
  const [setActive, { loading: switching }] = useMutation(SetHeroSlideActiveMutation);
  const client = useApolloClient();
  const stale = useStaleChange();
  const name = `Hero slide ${position}`;
  const edit = useStagedEdit<SlideEdit>({
    current: { version: slide.version, values: slideValues(slide) },
    what: 'hero slide',
    label: 'Hero slide',
    failure: 'Failed to update hero slide',
    fields: [
      { key: 'title', label: 'Title' },
      { key: 'subtitle', label: 'Subtitle' },
      { key: 'imageUrl', label: 'Image', type: 'value' },
      { key: 'altText', label: 'Alt text' },
    ],
    fromApi: (current) => ({ title: String(current.title ?? ''), subtitle: String(current.subtitle ?? ''), imageUrl: String(current.imageUrl ?? ''), altText: String(current.altText ?? '') }),
    save: async (next, version) => {
      await update({ variables: { input: { id: slide.id, ...next, version } } });
    },
  });
  const { values, errorFor } = edit;

  /** Live/Hidden on the version the card shows: a slide saved meanwhile is shown first. */
  async function toggle(isActive: boolean) {
    try {
      const refresh = () => client.refetchQueries({ include: ['AdminHeroSlides'] });
      const applied = await stale.apply(
        recordChange('switch', isActive ? 'Show It' : 'Hide It', slide, (version) => setActive({ variables: { input: { id: slide.id, isActive, version } } }), refresh),
      );
      if (applied) notify.success(isActive ? 'The slide is now live on the site' : 'The slide is now hidden from the site');
    } catch (error) {
      notify.error(failureText('Failed to update hero slide', error));
    }
  }

  return (
    <PictureRecordCard
      name={name}
      picture={{ src: slide.imageUrl, active: slide.isActive, width: 144, height: 96, hiddenOpacity: 0.5 }}
      badges={
        <Badge variant="outline" color="gray" radius="sm">
          Slide {position}
        </Badge>
      }
      controls={
        <>
          <StagingBadge isPublished={slide.isPublished} publishedAt={slide.publishedAt} />
          <LiveSwitch checked={slide.isActive} onChange={toggle} name={name} disabled={switching} />
          {!edit.editing && <EditButton name={name} onClick={edit.start} />}
        </>
      }
      editor={
        edit.editing ? (
          <Stack gap="sm">
            <TextInput label="Title" {...edit.text('title')} />
            <TextInput label="Subtitle" {...edit.text('subtitle')} />
            <ImageField purpose="hero" value={values.imageUrl} onChange={(imageUrl) => edit.set('imageUrl', imageUrl)} error={errorFor('imageUrl')} />
            <TextInput label="Alt text" description="Describe the picture for visitors who use a screen reader." {...edit.text('altText')} />
            <EditActions edit={edit} />
          </Stack>
        ) : null
      }
      summary={
        <Stack gap={2}>
          <Text fw={600} c="willow.9" lineClamp={1}>
            {slide.title || '(no title)'}
          </Text>
          {slide.subtitle && (
            <Text size="sm" c="gray.7" lineClamp={1}>
              {slide.subtitle}
            </Text>
          )}
          <Text size="xs" c="dimmed" lineClamp={1}>
            Alt text: {slide.altText || '—'}
          </Text>
        </Stack>
      }
    >
      {edit.conflictView}
      {stale.view}
    </PictureRecordCard>
  );
});
