import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Reveal } from './Reveal.tsx';
import classes from './ContentPage.module.css';

/** Where a closing call to action leads: a page of the site and the button's words. */
export interface CtaLink {
  to: string;
  label: string;
}

/** The buttons' looks in order: the step most visitors want first (gold), then white, then outlined. */
const CTA_LOOKS = [{ color: 'gold.8' }, { variant: 'white', color: 'willow.9' }, { variant: 'outline', color: 'white' }] as const;

/** A closing call to action's links, as buttons on its dark band: one to three, most wanted first. */
export function CtaLinks({ links }: { links: readonly [CtaLink] | readonly [CtaLink, CtaLink] | readonly [CtaLink, CtaLink, CtaLink] }) {
  return links.map((link, position) => (
    <Button key={link.label} component={Link} to={link.to} size="md" radius="xl" {...CTA_LOOKS[position]}>
      {link.label}
    </Button>
  ));
}

/** The green band with a heading, a sentence and buttons that ends the content pages. */
export function ClosingCta({ title, text, links, id = 'closing-cta' }: { title: string; text: string; links: Parameters<typeof CtaLinks>[0]['links']; id?: string }) {
  return (
    <Box component="section" className={classes.band} py={{ base: 56, md: 88 }} aria-labelledby={id}>
      <Container size="md">
        <Reveal>
          <Stack align="center" ta="center" gap="lg">
            <Title order={2} id={id} c="white" fz={{ base: 28, md: 38 }}>
              {title}
            </Title>
            <Text c="gray.3" maw={560} lh={1.7}>
              {text}
            </Text>
            <Group justify="center" gap="sm">
              <CtaLinks links={links} />
            </Group>
          </Stack>
        </Reveal>
      </Container>
    </Box>
  );
}
