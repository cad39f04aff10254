import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
  fontFamily: '"Inter Variable", "Inter Fallback", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: {
    fontFamily: '"Playfair Display", "Playfair Display Fallback", Georgia, "Times New Roman", serif',
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Visitors and admins who ask their system for less motion get Mantine's modals, menus, toasts
  // and collapses without animation (WCAG 2.3.3).
  respectReducedMotion: true,
  // Filled buttons and badges pick dark or white text by the background's luminance, so a yellow
  // or orange fill never carries white text at 2.5:1.
  autoContrast: true,
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
/*
 * The "light" variant (badges, alerts, light buttons) writes shade 9 on shade 1; for the bright
 * hues shade 9 is not dark enough (yellow 2.7:1, orange 3.6:1, green 3.9:1): those get shade 9
 * darkened to 4.5:1 or more.
 */
const BRIGHT_HUES = ['yellow', 'orange', 'lime', 'green', 'teal'] as const;

/*
 * Filled components (buttons, badges) fill with shade 7 and, with autoContrast, write dark text
 * when the fill's luminance is over 0.3 and white text below. Between 0.18 and 0.3 white text is
 * under 4.5:1 (teal 3.1:1, red 3.8:1, gold 4.4:1): those hues fill with a darker shade instead.
 * (Placeholders are gray 5, 2.1:1; #6b7177 is 4.9:1 on white and still reads as a hint.)
 */
const WHITE_TEXT_MAX_LUMINANCE = 0.175;
function filledShade(shades: MantineColorsTuple): string | undefined {
  const fill = luminance(shades[7]);
  if (fill <= WHITE_TEXT_MAX_LUMINANCE || fill > 0.3) return undefined;
  return [shades[8], shades[9]].find((shade) => luminance(shade) <= WHITE_TEXT_MAX_LUMINANCE) ?? darken(shades[9], 0.25);
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Error texts and the text of an invalid field: Mantine's red 6 is 3.3:1 on white; red 9 is 5.6:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#6b7177',
    ...Object.fromEntries(BRIGHT_HUES.map((hue) => [`--mantine-color-${hue}-light-color`, darken(resolved.colors[hue][9], 0.35)])),
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([hue, shades]) => {
        const shade = filledShade(shades);
        return shade ? [[`--mantine-color-${hue}-filled`, shade], [`--mantine-color-${hue}-filled-hover`, darken(shade, 0.12)]] : [];
      }),
    ),
  },
  dark: {},
});
