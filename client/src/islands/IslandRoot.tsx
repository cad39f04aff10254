import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { DeferredNotifications } from '../app/DeferredNotifications.tsx';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { RenderedSearch } from './location.tsx';

/**
 * What an island runs in, on the server and in the browser: the theme (its CSS variables and global
 * classes are the page's, so the island adds none), toasts, and the query string the page was
 * rendered for. `onHydrated` is called once the island is attached.
 */
export function IslandRoot({ search, onHydrated, children }: { search: string; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
      // Responsive style props as <style href precedence>, which the server moves to the head and
      // React finds there (shared/page-styles.ts): an island renders no <style> of its own.
      deduplicateInlineStyles
    >
      <DeferredNotifications />
      <RenderedSearch value={search}>{children}</RenderedSearch>
    </MantineProvider>
  );
}
