import { Box, Button, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import { IconArrowRight, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { usePublicContent } from '../content.ts';
import classes from '../components/ContentPage.module.css';
import { isSitePath } from '../../../../shared/text.ts';

const isExternal = (link: string) => /^https?:\/\//i.test(link);
/**
 * A file the site serves as it is (the starter's /wedding-planning-checklist.html, a PDF): the
 * browser loads it, since the app's router would not find it among its pages and show the 404.
 */
const isSiteFile = (link: string) => /^\/[^?#]*\.[a-z0-9]+(?:[?#].*)?$/i.test(link);

/** The resources page: the published sections of type other, each with its link. */
export default function ResourcesPage() {
  const { sections, loading, error } = usePublicContent('OTHER');

  return (
    <>
      <PageHeader eyebrow="Resources" title="Planning Resources" lead="Guides and helpful links for planning your event with us." />
      <Box component="section" py={{ base: 40, md: 72 }} aria-label="Resources">
        <Container size="lg">
          {loading ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {[1, 2, 3].map((n) => (
                <Skeleton key={n} h={200} radius="lg" />
              ))}
            </SimpleGrid>
          ) : sections.length === 0 ? (
            <Stack align="center" ta="center" py={48} gap="sm">
              <ThemeIcon size={64} radius="xl" variant="light" color="willow" aria-hidden>
                <IconFileText size={32} stroke={1.4} />
              </ThemeIcon>
              <Title order={2} fz="xl" c="willow.9">
                {error ? 'The resources could not be loaded.' : 'No resources have been published yet.'}
              </Title>
              <Text c="dimmed">Questions about planning your event? We are happy to help.</Text>
              <Button component={Link} to="/contact" variant="light" color="willow" radius="xl">
                Contact us
              </Button>
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {sections.map((section, position) => (
                <Reveal key={section.id} delay={position * 70}>
                  <Card withBorder radius="lg" padding="xl" className={classes.card} component="article">
                    <Stack gap="sm" style={{ flex: 1 }}>
                      <ThemeIcon size={44} radius="md" color="gold" variant="light" aria-hidden>
                        <IconFileText size={22} stroke={1.6} />
                      </ThemeIcon>
                      <Title order={2} fz="xl" c="willow.9">
                        {section.title}
                      </Title>
                      <Text size="sm" c="gray.7" lh={1.7} style={{ flex: 1, whiteSpace: 'pre-line' }}>
                        {section.content}
                      </Text>
                      {section.link &&
                        (isExternal(section.link) ? (
                          <Button
                            component="a"
                            href={section.link}
                            target="_blank"
                            rel="noopener noreferrer"
                            variant="light"
                            color="willow"
                            radius="xl"
                            rightSection={<IconExternalLink size={16} aria-hidden />}
                            aria-label={`${section.title} (opens in a new tab)`}
                          >
                            Visit link
                          </Button>
                        ) : (
                          // A link saved before the site-path rule (`/\host` leads elsewhere) gets no button.
                          isSitePath(section.link) && (
                          <Button component={Link} to={section.link} reloadDocument={isSiteFile(section.link)} variant="light" color="willow" radius="xl" rightSection={<IconArrowRight size={16} aria-hidden />} aria-label={`Open ${section.title}`}>
                            Open
                          </Button>
                          )
                        ))}
                    </Stack>
                  </Card>
                </Reveal>
              ))}
            </SimpleGrid>
          )}
        </Container>
      </Box>
    </>
  );
}
