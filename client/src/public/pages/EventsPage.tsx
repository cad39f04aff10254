import { Badge, Box, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import {
  IconAccessible,
  IconCake,
  IconCalendarEvent,
  IconCamera,
  IconChefHat,
  IconCircleCheck,
  IconClockHour4,
  IconConfetti,
  IconFlower,
  IconMusic,
  IconParking,
  IconSparkles,
  IconUsers,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ClosingCta } from '../components/ClosingCta.tsx';
import classes from '../components/ContentPage.module.css';
import { PageHeader } from '../components/PageHeader.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { usePublicContent } from '../content.ts';
import { ADDITIONAL_SERVICES } from '../../../../shared/quotes.ts';

/** The five named event types (specification section 2); title and text come from event sections when present. */
const EVENT_TYPES = [
  {
    key: 'wedding_events',
    cta: 'Plan your wedding',
    image: '/starter/event-wedding.webp',
    title: 'Weddings',
    text: 'Ceremony on the willow lawn, cocktails on the terrace and a reception under the chandeliers — all in one place.',
    features: ['Ceremony on the lawn or in the ballroom', 'Cocktail hour on the covered terrace', 'Getting-ready suite for the whole day', 'Dance floor, head table and stage', 'A coordinator from first tour to last dance'],
  },
  {
    key: 'birthday_events',
    cta: 'Plan your birthday',
    image: '/starter/event-birthday.webp',
    title: 'Birthdays',
    text: 'Milestone birthdays, sweet sixteens and surprise parties with room to dance and a menu to match.',
    features: ['Room for intimate dinners or 450 guests', 'Dance floor and full sound system', 'Custom menus and cake service', 'Theme and décor support', 'Photo-ready garden lawn'],
  },
  {
    key: 'anniversary_events',
    cta: 'Plan your anniversary',
    image: '/starter/event-anniversary.webp',
    title: 'Anniversaries',
    text: 'Celebrate the years together with an elegant dinner, a toast with the people who matter and a first dance all over again.',
    features: ['Plated or family-style dinners', 'Toasts with wireless microphones', 'Slideshow on our projector and screens', 'Vow renewals on the willow lawn', 'Champagne toast service'],
  },
  {
    key: 'retirement_events',
    cta: 'Plan a retirement party',
    image: '/starter/event-retirement.webp',
    title: 'Retirements',
    text: 'Honour a career with speeches, a slideshow on our A/V system and a send-off worthy of the occasion.',
    features: ['Podium, microphones and stage', 'Slideshow on the built-in A/V system', 'Daytime or evening time slots', 'Buffet or plated menus', 'Memory table and guest book setup'],
  },
  {
    key: 'cultural_events',
    cta: 'Plan your cultural event',
    image: '/starter/event-cultural.webp',
    title: 'Cultural Events',
    text: 'Festivals, heritage celebrations and performances with space for family, community and tradition.',
    features: ['Seating for up to 450 guests', 'Caterers for traditional cuisines, including halal and kosher-style', 'Stage and lighting for performances', 'Extended setup time for décor', 'Flexible hours on request'],
  },
];

const VENUE_FEATURES: { icon: Icon; title: string; text: string }[] = [
  { icon: IconUsers, title: 'Up to 450 guests', text: 'Seated at round tables, with room for a dance floor and stage.' },
  { icon: IconParking, title: '100+ parking spaces', text: 'Complimentary parking beside the hall.' },
  { icon: IconAccessible, title: 'Wheelchair accessible', text: 'Step-free ballroom, garden, restrooms and suite.' },
  { icon: IconWifi, title: 'Free WiFi', text: 'Fast wireless internet throughout the venue.' },
  { icon: IconClockHour4, title: 'Flexible hours', text: 'Open 10AM to 12AM, with other hours on request.' },
];

// The services' words live in shared/quotes.ts: the owner's quote editor offers them as extras.
const SERVICE_ICONS: Record<(typeof ADDITIONAL_SERVICES)[number]['title'], Icon> = {
  'Event Planning': IconCalendarEvent,
  Catering: IconChefHat,
  'Floral Design': IconFlower,
  Photography: IconCamera,
  Entertainment: IconMusic,
  Decorations: IconSparkles,
  'Cakes & Desserts': IconCake,
};
const SERVICES: { icon: Icon; title: string; text: string }[] = ADDITIONAL_SERVICES.map((service) => ({ ...service, icon: SERVICE_ICONS[service.title] }));

export default function EventsPage() {
  const { get, hidden, loading } = usePublicContent('EVENT');
  const heading = get('events_section_title');

  return (
    <>
      <PageHeader
        eyebrow="Events & pricing"
        title="Events & Pricing"
        lead={hidden('events_section_title') ? undefined : heading?.content ?? 'From intimate dinners to grand galas, every event gets the whole venue and a coordinator of its own.'}
        loading={loading}
      />

      <PageBand headingId="event-types-heading" eyebrow="What we host" title={heading?.title ?? 'Events We Host'}>
        <Stack gap={64}>
          {EVENT_TYPES.filter((type) => !hidden(type.key)).map((type, position) => {
            const section = get(type.key);
            const title = section?.title ?? type.title;
            return (
              <Reveal key={type.key}>
                <Grid gap={{ base: 'lg', md: 56 }} align="center" component="article" aria-label={title}>
                  <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: position % 2 === 0 ? 1 : 2 }}>
                    <img src={type.image} alt="" className={classes.rowImage} width={800} height={600} loading={position === 0 ? 'eager' : 'lazy'} decoding="async" />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: position % 2 === 0 ? 2 : 1 }}>
                    <Stack gap="md">
                      {loading ? (
                        <>
                          <Skeleton h={32} w="50%" />
                          <Skeleton h={60} />
                        </>
                      ) : (
                        <>
                          <Title order={3} fz={{ base: 26, md: 32 }} c="willow.9">
                            {title}
                          </Title>
                          <Text c="gray.7" lh={1.7}>
                            {section?.content ?? type.text}
                          </Text>
                        </>
                      )}
                      <Stack gap={8} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${title}: what is included`}>
                        {type.features.map((feature) => (
                          <Group key={feature} gap="sm" wrap="nowrap" component="li" align="flex-start">
                            <Box c="willow.6" mt={2} aria-hidden>
                              <IconCircleCheck size={20} stroke={1.6} />
                            </Box>
                            <Text size="sm" c="gray.8">
                              {feature}
                            </Text>
                          </Group>
                        ))}
                      </Stack>
                      <Group mt="xs">
                        <Button component={Link} to="/contact" variant="light" color="willow" radius="xl">
                          {type.cta}
                        </Button>
                      </Group>
                    </Stack>
                  </Grid.Col>
                </Grid>
              </Reveal>
            );
          })}
        </Stack>
      </PageBand>

      <PageBand headingId="venue-features-heading" className={classes.band} py={{ base: 56, md: 88 }} light eyebrow="Included with every booking" title="Venue Features">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="lg">
          {VENUE_FEATURES.map((feature, position) => (
            <Reveal key={feature.title} delay={position * 60}>
              <Stack gap="xs" align="center" ta="center">
                <ThemeIcon size={56} radius="xl" color="gold.5" variant="light" aria-hidden>
                  <feature.icon size={28} stroke={1.5} />
                </ThemeIcon>
                <Title order={3} fz="lg" c="white">
                  {feature.title}
                </Title>
                <Text size="sm" c="gray.4">
                  {feature.text}
                </Text>
              </Stack>
            </Reveal>
          ))}
        </SimpleGrid>
      </PageBand>

      <PageBand headingId="pricing-heading" eyebrow="Pricing" title="Pricing Made Personal" lead="Every event is quoted for its date, guest count and services, and you receive a tailored proposal within 24 hours.">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {[
            { badge: 'Tailored', title: 'A quote for your event', text: 'Tell us your date, guest count and the services you would like; we reply with a detailed proposal within 24 hours.' },
            { badge: 'Premium dates', title: 'Holidays and peak Saturdays', text: 'Some dates carry a premium rate. The calendar shows them with their multiplier, so there are no surprises.' },
            { badge: 'Savings', title: 'Weekdays and winter', text: 'Weekday and off-season events often qualify for reduced pricing. Ask us about flexible dates.' },
          ].map((item, position) => (
            <Reveal key={item.title} delay={position * 80}>
              <Card withBorder radius="lg" padding="xl" h="100%">
                <Stack gap="sm">
                  <Badge variant="light" color="gold" size="lg" radius="sm">
                    {item.badge}
                  </Badge>
                  <Title order={3} fz="lg" c="willow.9">
                    {item.title}
                  </Title>
                  <Text size="sm" c="gray.7" lh={1.7}>
                    {item.text}
                  </Text>
                </Stack>
              </Card>
            </Reveal>
          ))}
        </SimpleGrid>
      </PageBand>

      <PageBand headingId="services-heading" className={classes.softBand} eyebrow="Everything in one place" title="Additional Services" lead="Arrange as much or as little as you like through our team and trusted partners.">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {SERVICES.map((service, position) => (
            <Reveal key={service.title} delay={position * 50}>
              <Card withBorder radius="lg" padding="lg" h="100%" className={classes.card}>
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={44} radius="md" color="willow" variant="light" aria-hidden>
                    <service.icon size={22} stroke={1.6} />
                  </ThemeIcon>
                  <Stack gap={4}>
                    <Title order={3} fz="md" c="willow.9">
                      {service.title}
                    </Title>
                    <Text size="sm" c="gray.7">
                      {service.text}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            </Reveal>
          ))}
          <Reveal delay={SERVICES.length * 50}>
            <Card radius="lg" padding="lg" h="100%" bg="willow.8">
              <Stack gap="sm" justify="center" h="100%">
                <Group gap="xs" c="gold.3">
                  <IconConfetti size={22} aria-hidden />
                  <Text fw={600} c="white">
                    Something else in mind?
                  </Text>
                </Group>
                <Text size="sm" c="gray.3">
                  Tell us about it — we love a new idea.
                </Text>
              </Stack>
            </Card>
          </Reveal>
        </SimpleGrid>
      </PageBand>

      <ClosingCta
        title="Let’s Plan Your Event"
        text="Ask for a quote, check open dates, or see how other celebrations looked at the hall."
        links={[
          { to: '/contact', label: 'Request a Quote' },
          { to: '/calendar', label: 'Check Availability' },
          { to: '/gallery', label: 'View Gallery' },
        ]}
      />
    </>
  );
}
