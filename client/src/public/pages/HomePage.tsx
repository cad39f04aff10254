import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePreviewMode } from '../../lib/preview.ts';
import { useSiteOrigin } from '../../lib/site-origin.ts';
import { JsonLd } from '../components/JsonLd.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { PhotoCard } from '../components/PhotoCard.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { useContactInfo, usePublicContent } from '../content.ts';
import { HeroSlideshow } from '../home/HeroSlideshow.tsx';
import classes from '../home/Home.module.css';
import { CtaBand, WelcomeBand, WhyChooseBand } from '../home/HomeBands.tsx';
import { EVENT_CARDS } from '../home/home-content.ts';
import { PublicLayoutQuery } from '../site-queries.ts';
import { savedSocialProfiles } from '../social-links.ts';
import { venueJsonLd } from '../structured-data.ts';

const HomeHeroQuery = graphql(`
  query HomeHero($preview: Boolean) {
    heroSlides(preview: $preview) {
      id
      title
      subtitle
      imageUrl
      altText
    }
  }
`);


export default function HomePage() {
  const preview = usePreviewMode();
  const { get, hidden, loading } = usePublicContent('HERO');
  const events = usePublicContent('EVENT');
  const { info } = useContactInfo();
  const { data: slidesData } = useQuery(HomeHeroQuery, { variables: { preview } });
  const { data: layout } = useQuery(PublicLayoutQuery, { fetchPolicy: 'cache-first' });
  const origin = useSiteOrigin();
  const venueName = layout?.siteSettings.branding.siteTitle ?? 'Grand Willow Hall';

  const heroTitle = get('hero_title');
  const heroSubtitle = get('hero_subtitle');
  const welcome = get('welcome');
  const cta = get('cta_title');
  const eventsTitle = events.get('events_section_title');
  const slides = slidesData?.heroSlides ?? [];

  return (
    <>
      <JsonLd
        data={venueJsonLd({
          name: venueName,
          description: layout?.siteSettings.branding.siteDescription,
          contact: info,
          origin,
          image: slides[0]?.imageUrl,
          sameAs: savedSocialProfiles(layout?.siteSettings.social).map((profile) => profile.href),
        })}
      />
      <HeroSlideshow slides={slides}>
        <Stack align="center" ta="center" gap="lg" c="white" maw={860} mx="auto">
          {loading ? (
            <>
              <Skeleton h={16} w={260} radius="sm" opacity={0.4} />
              <Skeleton h={64} w="90%" radius="sm" opacity={0.4} />
              <Skeleton h={20} w="70%" radius="sm" opacity={0.4} />
            </>
          ) : (
            <>
              {heroSubtitle?.title && (
                <Text size="sm" fw={600} c="gold.3" className={classes.eyebrow}>
                  {heroSubtitle.title}
                </Text>
              )}
              <Title order={1} fz={{ base: 40, sm: 56, md: 72 }} lh={1.05} c="white" style={{ textShadow: '0 2px 24px rgba(0,0,0,.35)' }}>
                {hidden('hero_title') ? venueName : (heroTitle?.title ?? 'Celebrate Under the Willow')}
              </Title>
              {heroTitle?.content && (
                <Text fz={{ base: 'lg', md: 24 }} ff="heading" fs="italic" c="gray.1">
                  {heroTitle.content}
                </Text>
              )}
              {heroSubtitle?.content && (
                <Text fz={{ base: 'sm', md: 'md' }} c="gray.3" maw={620} lh={1.7}>
                  {heroSubtitle.content}
                </Text>
              )}
            </>
          )}
          <Group justify="center" gap="sm" mt="sm" w="100%" wrap="wrap">
            <Button component={Link} to="/contact" size="lg" color="gold.8" radius="xl" miw={{ base: '100%', xs: 0 }}>
              Book Your Event
            </Button>
            <Button component={Link} to="/calendar" size="lg" variant="white" color="willow.9" radius="xl" miw={{ base: '100%', xs: 0 }}>
              Check Availability
            </Button>
            <Button component={Link} to="/gallery" size="lg" variant="outline" color="white" radius="xl" miw={{ base: '100%', xs: 0 }}>
              Explore the Venue
            </Button>
          </Group>
        </Stack>
      </HeroSlideshow>

      {!hidden('welcome') && <WelcomeBand loading={loading} welcome={welcome} venueName={venueName} />}

      {!events.hidden('events_section_title') && (
        <PageBand
          headingId="events-heading"
          py={{ base: 64, md: 104 }}
          bg="white"
          eyebrow="Celebrations"
          title={eventsTitle?.title ?? 'Events We Host'}
          lead={eventsTitle?.content ?? 'From intimate dinners to grand galas, every event gets the whole venue and a coordinator of its own.'}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {EVENT_CARDS.filter((card) => !events.hidden(card.key)).map((card, position) => {
              const section = events.get(card.key);
              return (
                <Reveal key={card.key} delay={position * 80}>
                  <PhotoCard image={card.image} title={section?.title ?? card.title} text={section?.content ?? card.text} loading={events.loading} textSkeleton={60} fill>
                    <Anchor component={Link} to="/events" size="sm" fw={600} c="willow.7" mt="xs">
                      <Group gap={4} component="span">
                        Learn more <IconArrowRight size={14} aria-hidden />
                      </Group>
                      <VisuallyHidden>{` about ${(section?.title ?? card.title).toLowerCase()}`}</VisuallyHidden>
                    </Anchor>
                  </PhotoCard>
                </Reveal>
              );
            })}
          </SimpleGrid>
        </PageBand>
      )}

      <WhyChooseBand venueName={venueName} />

      {!hidden('cta_title') && <CtaBand cta={cta} />}
    </>
  );
}
