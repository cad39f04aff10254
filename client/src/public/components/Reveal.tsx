import { Box, type BoxProps } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import classes from './Reveal.module.css';

/**
 * Fades its children in as they scroll into view (visible from 10% of their area, the
 * specification's threshold 0.1). What is already on screen when the page appears is simply
 * shown: a page rendered by the server is painted before its code runs, and its first screen must
 * not vanish to fade back in. So content starts visible, and only what lies below the first screen
 * is hidden, before the browser paints, to be revealed on scroll. With reduced motion preferred,
 * the CSS shows everything at once.
 */
export function Reveal({ children, delay = 0, ...props }: BoxProps & { children: ReactNode; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(true);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top > window.innerHeight) setVisible(false);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <Box
      ref={ref}
      className={`${classes.reveal} ${visible ? classes.visible : ''}`}
      style={delay ? { transitionDelay: `${delay}ms` } : undefined}
      {...props}
    >
      {children}
    </Box>
  );
}
