import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import { IconCheck } from '@tabler/icons-react';
import { ClosingCta } from '../components/ClosingCta.tsx';
import classes from '../components/ContentPage.module.css';
import { PageHeader } from '../components/PageHeader.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { PhotoCard } from '../components/PhotoCard.tsx';
import { usePublicContent } from '../content.ts';

const SPACES = [
  {
    key: 'about_space_ballroom',
    image: '/starter/about-ballroom.webp',
    title: 'The Grand Ballroom',
    text: 'Crystal chandeliers and seating for up to 450 guests, with room for a dance floor and a stage.',
  },
  {
    key: 'about_space_garden',
    image: '/starter/about-garden.webp',
    title: 'The Willow Garden',
    text: 'A level lawn framed by old willows for ceremonies, with a covered terrace for cocktail hour.',
  },
  {
    key: 'about_space_suite',
    image: '/starter/about-suite.webp',
    title: 'The Getting-Ready Suite',
    text: 'A private, light-filled suite reserved for you for the whole day.',
  },
];

const DEFAULT_POINTS = [
  'One event per day — the whole venue is yours.',
  'A dedicated coordinator from first tour to last dance.',
  'Bring the vendors you love, or choose from our trusted list.',
  '100+ complimentary parking spaces and full wheelchair access.',
];

export default function AboutPage() {
  const { get, hidden, loading } = usePublicContent('ABOUT');
  const intro = get('about_intro');
  const difference = get('about_difference');
  const points = difference
    ? difference.content
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : DEFAULT_POINTS;

  return (
    <>
      <PageHeader
        eyebrow="About the venue"
        title={loading ? undefined : hidden('about_intro') ? 'About Us' : (intro?.title ?? 'Our Story')}
        lead={hidden('about_intro') ? undefined : intro?.content ?? 'A restored 1920s ballroom and garden, run by a family that has hosted celebrations here for over twenty-five years.'}
      />

      <PageBand headingId="spaces-heading" eyebrow="The space" title="Three Spaces, One Celebration" lead="Every booking includes the whole venue: ballroom, garden and suite.">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {SPACES.filter((space) => !hidden(space.key)).map((space, position) => {
            const section = get(space.key);
            return (
              <Reveal key={space.key} delay={position * 90}>
                <PhotoCard image={space.image} title={section?.title ?? space.title} text={section?.content ?? space.text} loading={loading} textSkeleton={64} />
              </Reveal>
            );
          })}
        </SimpleGrid>
      </PageBand>

      {!hidden('about_difference') && (
        <PageBand headingId="difference-heading" className={classes.softBand} size="md" eyebrow="Why couples and planners choose us" title={difference?.title ?? 'What Sets Us Apart'}>
          {loading ? (
            <Stack>
              {[1, 2, 3, 4].map((n) => (
                <Skeleton key={n} h={56} radius="md" />
              ))}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" renderRoot={(props) => <ul {...props} style={{ ...props.style, listStyle: 'none', padding: 0, margin: 0 }} />}>
              {points.map((point, position) => (
                <li key={point}>
                  <Reveal delay={position * 60} h="100%">
                    <Card withBorder radius="md" padding="lg" h="100%">
                      <Group gap="md" wrap="nowrap" align="flex-start">
                        <ThemeIcon color="willow.7" size={28} radius="xl" aria-hidden>
                          <IconCheck size={16} />
                        </ThemeIcon>
                        <Text c="gray.8" lh={1.6}>
                          {point}
                        </Text>
                      </Group>
                    </Card>
                  </Reveal>
                </li>
              ))}
            </SimpleGrid>
          )}
        </PageBand>
      )}

      <ClosingCta
        title="See It for Yourself"
        text="Walk the ballroom, the garden and the suite with one of our coordinators and picture your day."
        links={[{ to: '/contact', label: 'Schedule a Private Tour' }]}
      />
    </>
  );
}
