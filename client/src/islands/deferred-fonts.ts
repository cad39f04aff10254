import { DEFERRED_FONTS_ATTRIBUTE } from '../../../shared/islands.ts';

/** When the fonts are added whatever the island code's files do. */
const FONTS_AT_THE_LATEST_MS = 10_000;

/**
 * Adds a page's web fonts once its preloaded island code has arrived (server/http/deferred-fonts.ts
 * says why they wait). The rules are those of the page's `<noscript>`, which a browser running
 * scripts reads as text: the markup of one `<style>`.
 */
export function addFontsAfterIslandCode(doc: Document = document): void {
  const holder = doc.querySelector(`noscript[${DEFERRED_FONTS_ATTRIBUTE}]`);
  if (!holder) return;
  let observer: PerformanceObserver | undefined;
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    observer?.disconnect();
    const style = doc.createElement('style');
    style.textContent = (holder.textContent ?? '').replace(/^\s*<style>|<\/style>\s*$/g, '');
    holder.after(style);
  };
  // A file's resource timing entry is there once it has arrived whole (buffered: also those that
  // arrived before this script ran). Not the load event: it does not wait for module preloads.
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  const waiting = new Set(links.map((link) => link.href));
  if (waiting.size === 0 || typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    add();
    return;
  }
  observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) waiting.delete(entry.name);
    if (waiting.size === 0) add();
  });
  observer.observe({ type: 'resource', buffered: true });
  // A file that failed (or an entry the browser never wrote) must not keep the fonts away for good.
  for (const link of links) link.addEventListener('error', add, { once: true });
  window.setTimeout(add, FONTS_AT_THE_LATEST_MS);
}
