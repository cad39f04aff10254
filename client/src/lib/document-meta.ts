import { createContext, useContext, useEffect } from 'react';

export interface CollectedMeta {
  title?: string;
  description?: string;
  /** The site's name and a picture for link previews (Open Graph), written by the server only. */
  siteName?: string;
  image?: SharedImage;
}

export interface SharedImage {
  url: string;
  alt?: string | null;
}

/**
 * On the server there is no document: the screens' title and description are collected here while
 * rendering (the innermost screen that sets one wins, as in the browser) and written into the page.
 */
export const DocumentMetaCollector = createContext<CollectedMeta | null>(null);

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

interface DocumentMeta {
  title?: string;
  description?: string;
  favicon?: string | null;
  /** For link previews of server-rendered pages; crawlers do not run scripts, so the browser ignores them. */
  siteName?: string;
  image?: SharedImage | null;
}

/** Sets the document title and meta description (and optionally the favicon) for a screen. */
export function useDocumentMeta({ title, description, favicon, siteName, image }: DocumentMeta) {
  const collector = useContext(DocumentMetaCollector);
  if (collector) {
    if (title) collector.title = title;
    if (description) collector.description = description;
    if (siteName) collector.siteName = siteName;
    if (image?.url) collector.image = image;
  }
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
