import { Box } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';
import { useContactInfo } from './content.ts';
import { PageSettingsChangedSubscription, PublicLayoutQuery, SiteSettingsChangedSubscription } from './site-queries.ts';
import { usePreviewMode, useStickyPreview } from '../lib/preview.ts';
import { useViewer } from '../lib/viewer.ts';
import { useEffect, useRef } from 'react';
import { resolveAddress } from '../../../shared/route-match.ts';

/** The visitor page of the route table at this path (any spelling the server would redirect), if any. */
function visitorPageAt(pathname: string) {
  const address = resolveAddress('GET', pathname);
  return address.kind !== 'unknown' && address.route.kind === 'page' ? address.route : undefined;
}

/** The frame of every visitor page: header with navigation, preview banner, page, footer. */
export function PublicLayout() {
  const { data, refetch } = useQuery(PublicLayoutQuery);
  const { info: contact } = useContactInfo();
  const preview = usePreviewMode();
  const { viewer } = useViewer();
  const exitPreview = useStickyPreview(Boolean(viewer?.isAdmin));
  const location = useLocation();
  // Navigation follows page changes (hidden, renamed, reordered): admins at once in the preview
  // frame, through the subscriptions; visitors on their next page view, without a reload.
  useSubscription(PageSettingsChangedSubscription, { skip: !preview, onData: () => void refetch() });
  useSubscription(SiteSettingsChangedSubscription, { skip: !preview, onData: () => void refetch() });
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) firstView.current = false;
    else void refetch();
  }, [location.pathname, refetch]);

  const pages = data?.navigationPages ?? [];
  const branding = data?.siteSettings.branding;
  // The route table says which page this is (/FAQ/ is /faq: the server redirects it there).
  const route = visitorPageAt(location.pathname);
  const current = route && pages.find((page) => page.path === route.pattern);
  const siteTitle = branding?.siteTitle ?? 'Grand Willow Hall';
  // Pages of the navigation get their title and description from page settings. A page hidden from
  // the navigation (still reachable by its address) gets its built-in name and the site's
  // description, never the previous page's. Other screens (/auth, 404) set their own, which this
  // must not overwrite.
  const pageName = current ? (current.pageSlug === 'home' ? '' : current.pageName) : route?.title;
  const known = pageName !== undefined && Boolean(data);
  useDocumentMeta({
    title: known ? (pageName ? `${pageName} · ${siteTitle}` : siteTitle) : undefined,
    description: known ? current?.description || branding?.siteDescription : undefined,
    favicon: branding?.faviconUrl,
    siteName: branding?.siteTitle,
    image: branding?.shareImage,
    // Only the pages of the navigation are for search engines: a page the admin hid (still
    // reachable by its address), the 404 page and sign-in are not indexed.
    noindex: data ? !current : undefined,
  });

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {preview && <PreviewBanner onExit={exitPreview} />}
      <SiteHeader pages={pages} siteTitle={siteTitle} logoUrl={branding?.logoUrl ?? null} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter settings={data ? { ...data.siteSettings, contact } : null} />
      <ScrollRestoration />
    </Box>
  );
}
