import { Box } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';
import { PageSettingsChangedSubscription, PublicLayoutQuery, SiteSettingsChangedSubscription } from './site-queries.ts';
import { usePreviewMode, useStickyPreview } from '../lib/preview.ts';
import { useViewer } from '../lib/viewer.ts';
import { useEffect, useRef } from 'react';

/** The frame of every visitor page: header with navigation, preview banner, page, footer. */
export function PublicLayout() {
  const { data, refetch } = useQuery(PublicLayoutQuery);
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
  const current = pages.find((page) => page.path === location.pathname);
  const siteTitle = branding?.siteTitle ?? 'Grand Willow Hall';
  // Pages of the navigation get their title and description from page settings; other screens
  // (/auth, 404, hidden pages) set their own, which this must not overwrite.
  useDocumentMeta({
    title: current ? (current.pageSlug === 'home' ? siteTitle : `${current.pageName} · ${siteTitle}`) : undefined,
    description: current ? current.description || branding?.siteDescription : undefined,
    favicon: branding?.faviconUrl,
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
      <SiteFooter settings={data?.siteSettings ?? null} />
      <ScrollRestoration />
    </Box>
  );
}
