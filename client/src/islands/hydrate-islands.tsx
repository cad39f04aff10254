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
      // Its form is on its way natively (sent before the code arrived): nothing may change under it.
      if (element.querySelector('form[data-sent-natively]')) return;
      const json = document.querySelector(`script[data-island-props="${name}"]`)?.textContent;
      const props = json ? (JSON.parse(json) as object) : {};
      const keepTyping = recordTyping(element);
      await new Promise<void>((hydrated) => {
        startTransition(() => {
          hydrateRoot(
            element,
            <IslandRoot
              search={element.dataset.search ?? ''}
              onHydrated={() => {
                keepTyping();
                hydrated();
              }}
            >
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

type TextField = HTMLInputElement | HTMLTextAreaElement;
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password', 'date']);
const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type));

/**
 * What the visitor types into an island's fields while its code loads and hydrates. A controlled
 * field (the FAQ search) would be set back to the value it was rendered with at the island's next
 * render, so once the island has hydrated the returned function types each field's text in again,
 * as React hears typing. Uncontrolled fields (the inquiry form) simply keep theirs.
 */
function recordTyping(island: HTMLElement): () => void {
  const typed = new Map<TextField, string>();
  // Typed before this code ran: the value differs from the one the server wrote.
  island.querySelectorAll('input, textarea').forEach((field) => {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  });
  const record = (event: Event) => {
    if (isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  island.addEventListener('input', record, true);
  return () => {
    island.removeEventListener('input', record, true);
    for (const [field, value] of typed) {
      if (!field.isConnected || value === field.defaultValue) continue;
      const focused = document.activeElement === field;
      // Hydration leaves the text in place, but the island's state does not have it yet: the next
      // render would put the rendered value back. So the text is typed in again, as React sees
      // typing: through the field's own setter (which React tracks) a different value, then the
      // text through the element's, then an input event, which React turns into onChange.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // The caret back at the end of the text (e-mail and number fields have no selection).
      if (focused && !(field instanceof HTMLInputElement && ['email', 'number', 'date'].includes(field.type))) field.setSelectionRange(value.length, value.length);
    }
  };
}
