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
    if (favicon) setMeta('link[rel="icon"]', 'href', favicon);
  }, [favicon]);
}
