import { Box, type BoxProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { revealOnScroll } from '../../islands/reveal.ts';
import classes from './Reveal.module.css';

/**
 * Fades its children in as they scroll into view (visible from 10% of their area, the
 * specification's threshold 0.1). What is on screen when the page appears is simply shown: a page
 * rendered by the server is painted before its code runs, and its first screen must not vanish to
 * fade back in. So content starts visible, and what the first look finds below the screen is set
 * aside (`data-reveal="pending"`, off screen, so never seen going) to fade in when scrolled to.
 * The attribute is set on the element directly (client/src/islands/reveal.ts, also run on pages
 * sent without React), not through React state: hydrating a page then costs no second render of
 * every section. With reduced motion preferred, the CSS shows it all.
 */
export function Reveal({ children, delay = 0, ...props }: BoxProps & { children: ReactNode; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => (ref.current ? revealOnScroll([ref.current]) : undefined), []);

  return (
    <Box ref={ref} className={classes.reveal} data-reveal-on-scroll style={delay ? { transitionDelay: `${delay}ms` } : undefined} {...props}>
      {children}
    </Box>
  );
}
