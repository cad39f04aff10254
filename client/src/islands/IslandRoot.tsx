import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { DeferredNotifications } from '../app/DeferredNotifications.tsx';
import { theme } from '../app/theme.ts';
import { RenderedSearch } from './location.tsx';

const keepLight = () => {};
const documentElement = () => document.documentElement;

/**
 * What Mantine's components read from MantineProvider, for an island. The page already has the
 * theme's CSS variables, global classes and `data-mantine-color-scheme="light"` (visitor pages are
 * light only), so an island needs only the theme and this context: MantineProvider would bring its
 * CSS-variable writer, colour-scheme manager and their helpers (about 11 kB of the islands' code)
 * to render nothing. `deduplicateInlineStyles`: responsive style props as `<style href precedence>`,
 * which the server moves to the head and React finds there (shared/page-styles.ts).
 */
const ISLAND_MANTINE_CONTEXT = {
  colorScheme: 'light',
  setColorScheme: keepLight,
  clearColorScheme: keepLight,
  getRootElement: documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: true,
} as const;

/**
 * What an island runs in, on the server and in the browser: the theme, toasts, and the query string
 * the page was rendered for. `onHydrated` is called once the island is attached.
 */
export function IslandRoot({ search, onHydrated, children }: { search: string; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    // As MantineProvider does for a theme with respectReducedMotion: Mantine's transitions follow
    // the visitor's reduced-motion setting.
    if (theme.respectReducedMotion) document.documentElement.setAttribute('data-respect-reduced-motion', 'true');
    onHydrated?.();
  }, [onHydrated]);
  return (
    <MantineContext value={ISLAND_MANTINE_CONTEXT}>
      <MantineThemeProvider theme={theme}>
        <DeferredNotifications />
        <RenderedSearch value={search}>{children}</RenderedSearch>
      </MantineThemeProvider>
    </MantineContext>
  );
}
