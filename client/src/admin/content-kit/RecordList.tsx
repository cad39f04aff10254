import { Paper, Skeleton, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen's list of content cards: skeletons while it loads (saying what loads), a framed message
 * while there is none, the cards otherwise.
 */
export function RecordList<T>({
  loading,
  what,
  skeletons = 3,
  items,
  empty,
  children,
}: {
  loading: boolean;
  /** What loads, in the plural ("images"). */
  what: string;
  skeletons?: number;
  items: readonly T[];
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  if (loading) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Text size="sm" c="dimmed">
          Loading {what}...
        </Text>
        {Array.from({ length: skeletons }, (_, n) => (
          <Skeleton key={n} h={110} radius="md" />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Text c="dimmed">{empty}</Text>
      </Paper>
    );
  }
  return <>{items.map(children)}</>;
}

/** A short list inside a card, or one dimmed line saying there is nothing to list. */
export function ListOrEmpty<T>({ items, empty, gap = 'xs', children }: { items: readonly T[]; empty: string; gap?: MantineSpacing; children: (item: T, index: number) => ReactNode }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return <Stack gap={gap}>{items.map(children)}</Stack>;
}
