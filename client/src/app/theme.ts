import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/* The venue's palette: willow green (primary), antique gold (accents) on warm ivory. */
const willow: MantineColorsTuple = [
  '#eef6f2', '#dcebe3', '#b6d6c6', '#8dc0a7', '#6aad8c', '#53a17b', '#3f8a67', '#2f6e52', '#245a43', '#1f3d33',
];
const gold: MantineColorsTuple = [
  '#fbf6ea', '#f4ead0', '#e8d3a1', '#dcbb6e', '#d2a744', '#cc9a2b', '#b7861f', '#9c7019', '#7c5813', '#5e420c',
];

export const theme = createTheme({
  primaryColor: 'willow',
  primaryShade: { light: 7, dark: 5 },
  colors: { willow, gold },
  fontFamily: '"Inter Variable", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: {
    fontFamily: '"Playfair Display", Georgia, "Times New Roman", serif',
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Mantine's close button on a toast is an icon without a name; screen readers need one. Set
    // as plain defaults (not Notification.extend) so the shell does not bundle the component.
    // Its description under a title is gray 6 (3.3:1 on white), too faint for WCAG AA.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
  other: {
    ivory: '#faf7f1',
    navHeight: 72,
  },
});

/**
 * Mantine's "dimmed" text (gray 6, #868e96) has a contrast of 3.3:1 on white, under WCAG AA's
 * 4.5:1 for body text; gray 7 (#495057) has 8:1 and still reads as secondary.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
