import { ActionIcon, Box, Container, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { attachSlideshow } from '../../islands/slideshow.ts';
import { imageSrcSet } from '../../../../shared/images.ts';
import classes from './HeroSlideshow.module.css';

export interface Slide {
  id: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  altText: string;
}

const captionOf = (slide: Slide) => `${slide.title}${slide.subtitle ? ` — ${slide.subtitle}` : ''}`;

/**
 * The home page's hero: the published slides as a gentle cross-fading background (the first
 * slide alone when motion is reduced, or when paused), with the page's heading and calls to
 * action on top. This renders the first slide shown; what moves it (timer, dots, pause, holding
 * while hovered or focused) is plain DOM code, client/src/islands/slideshow.ts, attached here when
 * the page is hydrated and by the page's small script when it is sent without React.
 */
export function HeroSlideshow({ slides, children }: { slides: Slide[]; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const count = slides.length;
  const first = slides[0];
  // A new set of slides starts again from the first (the key below remounts the hero).
  const key = slides.map((slide) => slide.id).join(' ');
  useEffect(() => (ref.current ? attachSlideshow(ref.current) : undefined), [key]);

  return (
    <Box key={key} ref={ref} component="section" className={classes.hero} aria-roledescription="carousel" aria-label="Welcome" data-slideshow>
      {slides.map((item, position) => (
        <img
          key={item.id}
          src={item.imageUrl}
          srcSet={imageSrcSet(item.imageUrl)}
          sizes="100vw"
          alt={position === 0 ? item.altText : ''}
          aria-hidden={position === 0 ? undefined : true}
          data-slide
          data-active={position === 0 ? '' : undefined}
          data-alt={item.altText}
          data-caption={captionOf(item)}
          className={classes.slide}
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
                {first && (first.title || first.subtitle) && (
                  <Text size="xs" c="gray.2" className={classes.caption} lineClamp={2} aria-live="off" data-slide-caption>
                    {captionOf(first)}
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
                      aria-current={position === 0 ? 'true' : undefined}
                      data-slide-dot
                    />
                  ))}
                  <ActionIcon
                    className={classes.pause}
                    variant="subtle"
                    color="gray.0"
                    radius="xl"
                    size="md"
                    aria-label="Pause slideshow"
                    title="Pause slideshow"
                    data-slideshow-pause
                  >
                    <IconPlayerPause size={16} className={classes.pauseIcon} aria-hidden />
                    <IconPlayerPlay size={16} className={classes.playIcon} aria-hidden />
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
