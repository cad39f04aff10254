import { createContext, useContext, useEffect } from 'react';
import { faviconType, type CollectedMeta, type SharedImage } from '../../../shared/ssr.ts';

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
  /** True: search engines must not index the page; false: they may; undefined: not known here. */
  noindex?: boolean;
}

/** Sets the document title and meta description (and optionally the favicon) for a screen. */
export function useDocumentMeta({ title, description, favicon, siteName, image, noindex }: DocumentMeta) {
  const collector = useContext(DocumentMetaCollector);
  if (collector) {
    if (title) collector.title = title;
    if (description) collector.description = description;
    if (siteName) collector.siteName = siteName;
    if (image?.url) collector.image = image;
    if (favicon) collector.favicon = favicon;
    if (noindex !== undefined) collector.noindex = noindex;
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
    const type = faviconType(favicon);
    if (type) link.setAttribute('type', type);
    else link.removeAttribute('type');
  }, [favicon]);
  useEffect(() => {
    // The same tag the server writes (server/http/server-render.ts), kept in step as the visitor
    // moves between pages without a reload (a crawler that runs scripts sees what it would have).
    if (noindex === undefined) return;
    const existing = document.head.querySelector('meta[name="robots"]');
    if (!noindex) existing?.remove();
    else if (existing) existing.setAttribute('content', 'noindex');
    else document.head.append(Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }));
  }, [noindex]);
}
