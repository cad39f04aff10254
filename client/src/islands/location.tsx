import { createContext, useCallback, useContext, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/*
 * An island's address state without a router. Islands keep what they show in the address
 * (/faq?q=…, /calendar?month=…) so the server renders the same thing and the page works without
 * JavaScript; once hydrated, an island changes the address with the History API and re-renders
 * from it. The server (and hydration, which must match it) reads the query string the page was
 * rendered for, given by IslandRoot.
 */

const NAVIGATED = 'venue:navigate';

/** The query string the page was rendered for ('' or '?…'): the server's and hydration's answer. */
export const RenderedSearch = createContext('');

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

/** The current query string's parameters; follows navigate() and Back/Forward. */
export function useSearchParams(): URLSearchParams {
  const rendered = useContext(RenderedSearch);
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => rendered,
  );
  return new URLSearchParams(search);
}

/**
 * Goes to another address of the same page without a reload: pushed (a step Back undoes) or
 * replaced (typing in a search box), with `state` kept in the history entry. The scroll position
 * stays where it is.
 */
export function navigate(href: string, { replace = false, state }: { replace?: boolean; state?: unknown } = {}) {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
    window.location.assign(url.href);
    return;
  }
  if (replace) window.history.replaceState(state ?? window.history.state, '', url.href);
  else window.history.pushState(state ?? null, '', url.href);
  window.dispatchEvent(new Event(NAVIGATED));
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
export function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; replace?: boolean };

/**
 * A link to another address of this page: an ordinary link in the HTML (it works without
 * JavaScript), followed without a reload once the island runs.
 */
export function PageLink({ href, replace, onClick, ref, ...rest }: PageLinkProps & { ref?: React.Ref<HTMLAnchorElement> }) {
  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || isModifiedClick(event)) return;
      event.preventDefault();
      navigate(href, { replace });
    },
    [href, replace, onClick],
  );
  return <a ref={ref} href={href} onClick={follow} {...rest} />;
}
