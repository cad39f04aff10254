import { ThemeIcon as MantineThemeIcon, type ThemeIconProps } from '@mantine/core';
import type { HTMLAttributes } from 'react';

/**
 * Mantine's ThemeIcon without its `color` and `radius` props reaching the DOM: Mantine 9 passes
 * them on to its root <div> as attributes, which HTML does not have (the Nu checker refuses
 * `<div color="…" radius="…">`). They are given to its CSS variables instead, as Mantine would.
 * `inline`: a <span> root, for places where a <div> may not be (a list item's icon slot).
 */
export function ThemeIcon({ color, radius, inline = false, ...props }: ThemeIconProps & { inline?: boolean }) {
  // Box's renderRoot (not in ThemeIcon's props type) draws the root as a <span>.
  const root = inline ? { renderRoot: (attributes: HTMLAttributes<HTMLSpanElement>) => <span {...attributes} /> } : {};
  return <MantineThemeIcon {...props} {...root} vars={(theme, resolved, ctx) => MantineThemeIcon.varsResolver(theme, { ...resolved, color, radius }, ctx)} />;
}
