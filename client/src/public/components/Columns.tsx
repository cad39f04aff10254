import { Box, type BoxProps, type MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './Columns.module.css';

type Breakpoint = 'xs' | 'sm' | 'md';
export type ColumnCounts = number | ({ base: number } & Partial<Record<Breakpoint, number>>);

const spacing = (value: MantineSpacing | number) => (typeof value === 'number' ? `${value / 16}rem` : `var(--mantine-spacing-${value})`);

/**
 * SimpleGrid's columns without the `<style>` element SimpleGrid renders beside itself: islands may
 * render none (shared/page-styles.ts), so their layouts use this. Same props, same look.
 */
export function Columns({
  cols,
  spacing: gapX = 'md',
  verticalSpacing: gapY = gapX,
  component = 'div',
  className,
  style,
  children,
  ...props
}: Omit<BoxProps, 'style'> & {
  cols: ColumnCounts;
  spacing?: MantineSpacing | number;
  verticalSpacing?: MantineSpacing | number;
  component?: 'div' | 'ul';
  style?: CSSProperties;
  children: ReactNode;
}) {
  const counts = typeof cols === 'number' ? { base: cols } : cols;
  const variables = Object.fromEntries(Object.entries(counts).map(([breakpoint, count]) => [`--columns-${breakpoint}`, String(count)]));
  return (
    <Box
      // Box's polymorphic props want one literal element; both are block containers.
      component={component as 'div'}
      className={className ? `${classes.columns} ${className}` : classes.columns}
      style={{ ...variables, '--columns-gap-x': spacing(gapX), '--columns-gap-y': spacing(gapY), ...style }}
      {...props}
    >
      {children}
    </Box>
  );
}
