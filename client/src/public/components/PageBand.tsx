import { Box, Container, type BoxProps, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Reveal } from './Reveal.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/**
 * One band of a content page: a `<section>` named by its own h2 (`aria-labelledby` points at the
 * heading, so a screen reader's landmark list reads each band's title), the heading revealed
 * first, then what the band shows.
 */
export function PageBand({
  headingId,
  eyebrow,
  title,
  lead,
  light,
  className,
  py = { base: 56, md: 96 },
  bg,
  size = 'lg',
  children,
}: {
  headingId: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  light?: boolean;
  className?: string;
  py?: BoxProps['py'];
  bg?: BoxProps['bg'];
  size?: ContainerProps['size'];
  children: ReactNode;
}) {
  return (
    <Box component="section" className={className} py={py} bg={bg} aria-labelledby={headingId}>
      <Container size={size}>
        <Reveal>
          <SectionHeading id={headingId} light={light} eyebrow={eyebrow} title={title} lead={lead} />
        </Reveal>
        {children}
      </Container>
    </Box>
  );
}
