import { Anchor, Box, Button, Card, Container, Flex, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import { useQuery } from '@apollo/client/react';
import {
  IconArrowRight,
  IconBuildingCastle,
  IconDeviceSpeaker,
  IconHeartHandshake,
  IconParking,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePreviewMode } from '../../lib/preview.ts';
import { JsonLd } from '../components/JsonLd.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { PhotoCard } from '../components/PhotoCard.tsx';
import { useContactInfo } from '../content.ts';
import { savedSocialProfiles } from '../social-links.ts';
import { usePublicContent } from '../content.ts';
import { HeroSlideshow } from '../home/HeroSlideshow.tsx';
import classes from '../home/Home.module.css';
import { PublicLayoutQuery } from '../site-queries.ts';
import { venueJsonLd } from '../structured-data.ts';
import { useSiteOrigin } from '../../lib/site-origin.ts';

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

/** The four event cards: the section keys of the specification and text used when a section is absent. */
const EVENT_CARDS = [
  {
    key: 'wedding_events',
    image: '/starter/event-wedding.webp',
    title: 'Weddings',
    text: 'Ceremony on the willow lawn, cocktails on the terrace and a reception under the chandeliers — all in one place.',
  },
  {
    key: 'birthday_events',
    image: '/starter/event-birthday.webp',
    title: 'Birthdays',
    text: 'Milestone birthdays, sweet sixteens and surprise parties with room to dance and a menu to match.',
  },
  {
    key: 'anniversary_events',
    image: '/starter/event-anniversary.webp',
    title: 'Anniversaries',
    text: 'Celebrate the years together with an elegant dinner and a first dance all over again.',
  },
  {
    key: 'retirement_events',
    image: '/starter/event-retirement.webp',
    title: 'Retirements',
    text: 'Honour a career with speeches, a slideshow on our A/V system and a send-off worthy of the occasion.',
  },
];

const FEATURES: { icon: Icon; title: string; text: string }[] = [
  { icon: IconBuildingCastle, title: 'Elegant Ballroom', text: 'Crystal chandeliers, a sprung dance floor and seating for up to 450 guests.' },
  { icon: IconSparkles, title: 'Private Getting-Ready Suite', text: 'A light-filled suite with mirrors and a lounge, yours for the whole day.' },
  { icon: IconParking, title: 'Ample Parking', text: 'More than 100 complimentary parking spaces right beside the hall.' },
  { icon: IconDeviceSpeaker, title: 'Built-in A/V System', text: 'Sound system, wireless microphones, projector and screens for every speech and slideshow.' },
  { icon: IconHeartHandshake, title: 'Vendor Flexibility', text: 'Bring the caterers, florists and bands you love, or choose from our trusted list.' },
];

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

      {!hidden('welcome') && (
        <Box component="section" py={{ base: 64, md: 104 }} aria-labelledby="welcome-heading">
          <Container size="lg">
            <Grid gap={{ base: 40, md: 64 }} align="center">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Reveal>
                  <Stack gap="lg">
                    <Text size="xs" fw={700} c="gold.8" tt="uppercase" lts="0.18em">
                      Welcome
                    </Text>
                    {loading ? (
                      <>
                        <Skeleton h={40} w="80%" />
                        <Skeleton h={120} />
                      </>
                    ) : (
                      <>
                        <Title order={2} id="welcome-heading" fz={{ base: 30, md: 40 }} c="willow.9" lh={1.2}>
                          {welcome?.title ?? `Welcome to ${venueName}`}
                        </Title>
                        <Text c="gray.7" lh={1.8} fz={{ base: 'md', md: 'lg' }}>
                          {welcome?.content ??
                            'An elegant ballroom and garden for weddings, celebrations and corporate events, with a team that takes care of every detail.'}
                        </Text>
                      </>
                    )}
                    <SimpleGrid cols={3} spacing="md" mt="sm">
                      <Stat value="450" label="seated guests" />
                      <Stat value="100+" label="free parking spaces" />
                      <Stat value="1" label="event per day" />
                    </SimpleGrid>
                  </Stack>
                </Reveal>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Reveal delay={120}>
                  <img
                    src="/starter/about-entrance.webp"
                    alt={`The entrance of ${venueName} framed by willows`}
                    className={classes.welcomeImage}
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                  />
                </Reveal>
              </Grid.Col>
            </Grid>
          </Container>
        </Box>
      )}

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

      <PageBand
        headingId="why-heading"
        py={{ base: 64, md: 104 }}
        bg="willow.9"
        light
        eyebrow="The venue"
        title={`Why Choose ${venueName}`}
        lead="Everything a celebration needs, under one roof and on one beautiful lawn."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="lg">
          {FEATURES.map((feature, position) => (
            <Reveal key={feature.title} delay={position * 70}>
              <Card radius="lg" padding="lg" className={classes.feature} bg="transparent">
                <Flex direction={{ base: 'row', md: 'column' }} gap="md" align="flex-start">
                  <ThemeIcon size={48} radius="xl" color="gold.5" variant="light" aria-hidden style={{ flex: 'none' }}>
                    <feature.icon size={24} stroke={1.6} />
                  </ThemeIcon>
                  <Stack gap={6}>
                    <Title order={3} fz="lg" c="white">
                      {feature.title}
                    </Title>
                    <Text size="sm" c="gray.4" lh={1.7}>
                      {feature.text}
                    </Text>
                  </Stack>
                </Flex>
              </Card>
            </Reveal>
          ))}
        </SimpleGrid>
      </PageBand>

      {!hidden('cta_title') && (
        <Box component="section" py={{ base: 64, md: 104 }} aria-labelledby="cta-heading">
          <Container size="md">
            <Reveal>
              <Card radius="xl" padding={0} className={classes.cta}>
                <Stack align="center" ta="center" gap="lg" px={{ base: 'lg', md: 64 }} py={{ base: 48, md: 72 }}>
                  <Title order={2} id="cta-heading" fz={{ base: 28, md: 40 }} c="white">
                    {cta?.title ?? 'Ready to Plan Your Event?'}
                  </Title>
                  <Text c="gray.2" maw={560} lh={1.7}>
                    {cta?.content ?? 'Tell us your date and guest count and we will send a tailored proposal within 24 hours.'}
                  </Text>
                  <Group justify="center" gap="sm" wrap="wrap">
                    <Button component={Link} to="/contact" size="md" radius="xl" color="gold.8">
                      Call Us
                    </Button>
                    <Button component={Link} to="/contact" size="md" radius="xl" variant="white" color="willow.9">
                      Book a Tour
                    </Button>
                    <Button component={Link} to="/events" size="md" radius="xl" variant="outline" color="white">
                      Request a Quote
                    </Button>
                  </Group>
                </Stack>
              </Card>
            </Reveal>
          </Container>
        </Box>
      )}
    </>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap={0} pl="sm" className={classes.stat}>
      <Text ff="heading" fz={{ base: 26, md: 32 }} fw={700} c="willow.8" lh={1.1}>
        {value}
      </Text>
      <Text size="xs" c="gray.7" tt="uppercase" lts="0.08em">
        {label}
      </Text>
    </Stack>
  );
}
