import { useEffect } from 'react';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/** Sets the document title and meta description (and optionally the favicon) for a screen. */
export function useDocumentMeta({ title, description, favicon }: { title?: string; description?: string; favicon?: string | null }) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (description) setMeta('meta[name="description"]', 'content', description);
  }, [description]);
  useEffect(() => {
    if (!favicon) return;
    const link = document.head.querySelector('link[rel="icon"]');
    if (!link) return;
    link.setAttribute('href', favicon);
    // The built-in icon is SVG; an uploaded favicon is PNG. A stale type makes browsers skip it.
    if (favicon.endsWith('.svg')) link.setAttribute('type', 'image/svg+xml');
    else if (favicon.endsWith('.png')) link.setAttribute('type', 'image/png');
    else link.removeAttribute('type');
  }, [favicon]);
}
