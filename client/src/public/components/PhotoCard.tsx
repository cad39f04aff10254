import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ContentPage.module.css';

/**
 * A card topped by a photo, then a title and a few lines: the owner's section where there is one,
 * the built-in words where not, a skeleton while the sections load (so the built-in words never
 * flash before the owner's). What follows the text (a "Learn more" link) comes as children.
 */
export function PhotoCard({
  image,
  title,
  text,
  loading,
  textSkeleton,
  fill,
  children,
}: {
  image: string;
  title: string;
  text: string;
  loading: boolean;
  /** The text skeleton's height, near the built-in text's. */
  textSkeleton: number;
  /** The text takes the card's free height, so what follows it lines up across a row. */
  fill?: boolean;
  children?: ReactNode;
}) {
  const grow = fill ? { flex: 1 } : undefined;
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} component="article">
      <img src={image} alt="" className={classes.cardImage} width={800} height={600} loading="lazy" decoding="async" />
      <Stack gap="xs" p="lg" style={grow}>
        {loading ? (
          <>
            <Skeleton h={24} w="60%" />
            <Skeleton h={textSkeleton} />
          </>
        ) : (
          <>
            <Title order={3} fz="xl" c="willow.9">
              {title}
            </Title>
            <Text size="sm" c="gray.7" lh={1.7} style={grow}>
              {text}
            </Text>
          </>
        )}
        {children}
      </Stack>
    </Card>
  );
}
