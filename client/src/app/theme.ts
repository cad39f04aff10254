import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  other: {
    ivory: '#faf7f1',
    navHeight: 72,
  },
});
