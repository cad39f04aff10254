import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix } from './Island.tsx';
import { IslandRoot } from './IslandRoot.tsx';
import { ISLANDS, type IslandName } from './registry.ts';

/**
 * Attaches React to each island of the page, each in a root of its own, with the props the server
 * rendered it with; then marks the document (`<html data-hydrated>`): every part now responds.
 * Hydration runs as a transition, which React renders in slices that yield to the browser every
 * few milliseconds, so a tap or a keystroke during hydration is not held up by one long task (the
 * page already works natively meanwhile).
 */
export async function hydrateIslands(elements: HTMLElement[]) {
  await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island as IslandName;
      const Component = (await ISLANDS[name]()) as ComponentType<object>;
      const json = document.querySelector(`script[data-island-props="${name}"]`)?.textContent;
      const props = json ? (JSON.parse(json) as object) : {};
      await new Promise<void>((hydrated) => {
        startTransition(() => {
          hydrateRoot(
            element,
            <IslandRoot search={element.dataset.search ?? ''} onHydrated={hydrated}>
              <Component {...props} />
            </IslandRoot>,
            { identifierPrefix: islandIdPrefix(name) },
          );
        });
      });
    }),
  );
  document.documentElement.dataset.hydrated = 'true';
}
