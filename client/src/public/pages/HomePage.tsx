import { BackgroundImage, Box, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePreviewMode } from '../../lib/preview.ts';
import { usePublicContent } from '../content.ts';

const HomeHeroQuery = graphql(`
  query HomeHero($preview: Boolean) {
    heroSlides(preview: $preview) {
      id
      title
      imageUrl
      altText
    }
  }
`);

export default function HomePage() {
  const preview = usePreviewMode();
  const { get, loading } = usePublicContent('HERO');
  const { data } = useQuery(HomeHeroQuery, { variables: { preview } });
  const slide = data?.heroSlides[0];
  const title = get('hero_title');
  const subtitle = get('hero_subtitle');

  return (
    <BackgroundImage src={slide?.imageUrl ?? ''} aria-label={slide?.altText} role={slide ? 'img' : undefined}>
      <Box style={{ background: 'linear-gradient(180deg, rgba(15,30,25,.55), rgba(15,30,25,.75))' }} py={{ base: 96, md: 160 }}>
        <Container size="md">
          <Stack align="center" ta="center" gap="lg" c="white">
            {loading ? (
              <Skeleton h={56} w="80%" />
            ) : (
              <Title order={1} fz={{ base: 40, md: 64 }} c="white">
                {title?.title ?? 'Celebrate Under the Willow'}
              </Title>
            )}
            <Text fz={{ base: 'lg', md: 'xl' }} maw={640}>
              {subtitle?.content ?? title?.content}
            </Text>
            <Group justify="center" gap="md">
              <Button component={Link} to="/contact" size="lg" color="gold.6">
                Book Your Event
              </Button>
              <Button component={Link} to="/calendar" size="lg" variant="white" color="willow.9">
                Check Availability
              </Button>
              <Button component={Link} to="/gallery" size="lg" variant="outline" color="white">
                Explore the Venue
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
    </BackgroundImage>
  );
}
