import { Box, type BoxProps } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './Reveal.module.css';

/**
 * Fades its children in as they scroll into view (visible from 10% of their area, the
 * specification's threshold 0.1). With reduced motion preferred, the CSS shows them at once.
 */
export function Reveal({ children, delay = 0, ...props }: BoxProps & { children: ReactNode; delay?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setVisible(true);
      return;
    }
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
  }, []);

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
