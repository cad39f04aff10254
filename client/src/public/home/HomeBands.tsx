import { Box, Card, Container, Flex, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CtaLinks } from '../components/ClosingCta.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import { FEATURES } from './home-content.ts';
import classes from './Home.module.css';
import pageClasses from '../components/ContentPage.module.css';

/** A section of the home page as the owner wrote it (absent: the starter text shows). */
interface HomeText {
  title?: string | null;
  content?: string | null;
}

/** "Welcome": the owner's welcome text beside the entrance photo, with the venue's numbers. */
export function WelcomeBand({ loading, welcome, venueName }: { loading: boolean; welcome?: HomeText; venueName: string }) {
  return (
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
                className={pageClasses.rowImage}
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
  );
}

/** "Why Choose …": the venue's features on the dark band. */
export function WhyChooseBand({ venueName }: { venueName: string }) {
  return (
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
  );
}

/** The closing call to action. */
export function CtaBand({ cta }: { cta?: HomeText }) {
  return (
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
                <CtaLinks
                  links={[
                    { to: '/contact', label: 'Call Us' },
                    { to: '/contact', label: 'Book a Tour' },
                    { to: '/events', label: 'Request a Quote' },
                  ]}
                />
              </Group>
            </Stack>
          </Card>
        </Reveal>
      </Container>
    </Box>
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
