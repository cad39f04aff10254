import { ActionIcon, Box, Container, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { imageSrcSet } from '../../lib/images.ts';
import classes from './HeroSlideshow.module.css';

export interface Slide {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  altText: string;
}

const INTERVAL_MS = 7000;


/**
 * The home page's hero: the published slides as a gentle cross-fading background (the first
 * slide alone when motion is reduced, or when paused), with the page's heading and calls to
 * action on top. Auto-advance can be paused (WCAG 2.2.2) and stops while hovered or focused.
 */
export function HeroSlideshow({ slides, children }: { slides: Slide[]; children: ReactNode }) {
  const [index, setIndex] = useState(0);
  // Paused from the start when motion is reduced: read once in the browser (the server cannot know).
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true);
  }, []);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const current = count ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (count < 2 || paused || held) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [count, paused, held, current]);

  const slide = slides[current];
  return (
    <Box
      component="section"
      className={classes.hero}
      aria-roledescription="carousel"
      aria-label="Welcome"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {slides.map((item, position) => (
        <img
          key={item.id}
          src={item.imageUrl}
          srcSet={imageSrcSet(item.imageUrl)}
          sizes="100vw"
          alt={position === current ? item.altText : ''}
          aria-hidden={position === current ? undefined : true}
          className={`${classes.slide} ${position === current ? classes.active : ''}`}
          width={1920}
          height={1080}
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'low'}
          decoding="async"
        />
      ))}
      <div className={classes.shade} aria-hidden />
      <Container size="lg" w="100%" py={{ base: 72, md: 96 }}>
        {children}
      </Container>
      {count > 0 && (
        <div className={classes.controls}>
          <Container size="lg">
            <Group justify="space-between" align="flex-end" wrap="nowrap" gap="md">
              <Box maw={{ base: 200, sm: 420 }} visibleFrom="xs">
                {slide && (slide.title || slide.subtitle) && (
                  <Text size="xs" c="gray.2" className={classes.caption} lineClamp={2} aria-live={paused ? 'polite' : 'off'}>
                    {slide.title}
                    {slide.subtitle ? ` — ${slide.subtitle}` : ''}
                  </Text>
                )}
              </Box>
              {count > 1 && (
                <Group gap={0} wrap="nowrap" ml="auto">
                  {slides.map((item, position) => (
                    <button
                      key={item.id}
                      type="button"
                      className={classes.dot}
                      aria-label={`Show slide ${position + 1} of ${count}: ${item.title || item.altText}`}
                      aria-current={position === current ? 'true' : undefined}
                      onClick={() => setIndex(position)}
                    />
                  ))}
                  <ActionIcon
                    className={classes.pause}
                    variant="subtle"
                    color="gray.0"
                    radius="xl"
                    size="md"
                    onClick={() => setPaused((value) => !value)}
                    aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
                    title={paused ? 'Play slideshow' : 'Pause slideshow'}
                  >
                    {paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Container>
        </div>
      )}
    </Box>
  );
}
