import { Box } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';
import { PageSettingsChangedSubscription, PublicLayoutQuery, SiteSettingsChangedSubscription } from './site-queries.ts';
import { usePreviewMode } from '../lib/preview.ts';

/** The frame of every visitor page: header with navigation, preview banner, page, footer. */
export function PublicLayout() {
  const { data, refetch } = useQuery(PublicLayoutQuery);
  const preview = usePreviewMode();
  const location = useLocation();
  // Navigation follows page changes as they happen (hidden, renamed, reordered): admins see it
  // at once in the preview frame; visitors on their next page view.
  useSubscription(PageSettingsChangedSubscription, { skip: !preview, onData: () => void refetch() });
  useSubscription(SiteSettingsChangedSubscription, { skip: !preview, onData: () => void refetch() });

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
      {preview && <PreviewBanner />}
      <SiteHeader pages={pages} siteTitle={siteTitle} logoUrl={branding?.logoUrl ?? null} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter settings={data?.siteSettings ?? null} />
      <ScrollRestoration />
    </Box>
  );
}
