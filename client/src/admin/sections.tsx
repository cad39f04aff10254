import {
  IconAddressBook,
  IconBan,
  IconBellRinging,
  IconBook2,
  IconBrandHipchat,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconChartBar,
  IconClipboardList,
  IconFileText,
  IconFileCertificate,
  IconHistory,
  IconHome,
  IconInbox,
  IconKey,
  IconLayoutDashboard,
  IconMail,
  IconMessageQuestion,
  IconPalette,
  IconPhoto,
  IconSeo,
  IconShare,
  IconSitemap,
  IconUserCircle,
  IconWebhook,
  IconConfetti,
  type Icon,
} from '@tabler/icons-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ADMIN_SECTIONS as SECTION_ROUTES, adminSectionAt, DEFAULT_ADMIN_SECTION, type AdminSectionKey } from '../../../shared/routes.ts';

export type AdminSectionGroup = 'overview' | 'bookings' | 'content' | 'site' | 'account';

export interface AdminSection {
  key: AdminSectionKey;
  label: string;
  /** Heading of the section's screen (the route table's title). */
  title: string;
  /** The section's own address (the route table's). */
  path: string;
  icon: Icon;
  group: AdminSectionGroup;
  Component: LazyExoticComponent<ComponentType>;
}

export const ADMIN_GROUPS: { key: AdminSectionGroup; label: string; defaultOpened: boolean }[] = [
  { key: 'overview', label: 'Overview', defaultOpened: true },
  { key: 'bookings', label: 'Bookings & Calendar', defaultOpened: true },
  { key: 'content', label: 'Content Management', defaultOpened: true },
  { key: 'site', label: 'Site Settings', defaultOpened: false },
  { key: 'account', label: 'Account & Help', defaultOpened: false },
];

const section = (
  key: AdminSectionKey,
  label: string,
  icon: Icon,
  group: AdminSectionGroup,
  load: () => Promise<{ default: ComponentType }>,
): AdminSection => {
  const { title, path } = SECTION_ROUTES.find((route) => route.key === key)!;
  return { key, label, title, path, icon, group, Component: lazy(load) };
};

/*
 * Every section of the admin area, each its own lazily loaded chunk, in the sidebar's order. Each
 * is at its own address (/admin/bookings; the route table, shared/routes.ts, declares them), so
 * reload, back/forward and opening a section in a new tab work. Calendar sits with bookings
 * (blocking dates and confirming bookings go together), not with the page texts.
 */
export const ADMIN_SECTIONS: AdminSection[] = [
  section('dashboard', 'Dashboard', IconLayoutDashboard, 'overview', () => import('./dashboard/DashboardSection.tsx')),
  section('reports', 'Reports', IconChartBar, 'overview', () => import('./reports/ReportsSection.tsx')),
  section('bookings', 'Bookings', IconClipboardList, 'bookings', () => import('./bookings/BookingsSection.tsx')),
  section('inquiries', 'Inquiries', IconInbox, 'bookings', () => import('./inquiries/InquiriesSection.tsx')),
  section('calendar', 'Calendar', IconCalendarEvent, 'bookings', () => import('./calendar/CalendarSection.tsx')),
  section('quick-block', 'Quick Block', IconBan, 'bookings', () => import('./quick-block/QuickBlockSection.tsx')),
  section('follow-ups', 'Follow-ups', IconBellRinging, 'bookings', () => import('./followups/FollowUpsSection.tsx')),
  section('terms', 'Terms & Policies', IconFileCertificate, 'bookings', () => import('./terms/TermsSection.tsx')),
  section('homepage', 'Homepage', IconHome, 'content', () => import('./homepage/HomepageSection.tsx')),
  section('about', 'About', IconBuildingCommunity, 'content', () => import('./about/AboutSection.tsx')),
  section('faq', 'FAQ', IconMessageQuestion, 'content', () => import('./faq/FaqSection.tsx')),
  section('events', 'Events', IconConfetti, 'content', () => import('./events/EventsSection.tsx')),
  section('gallery', 'Gallery', IconPhoto, 'content', () => import('./gallery/GallerySection.tsx')),
  section('contact', 'Contact', IconAddressBook, 'content', () => import('./contact/ContactSection.tsx')),
  section('pages', 'Pages', IconSitemap, 'content', () => import('./pages/PagesSection.tsx')),
  section('resources', 'Resources', IconFileText, 'content', () => import('./resources/ResourcesSection.tsx')),
  section('changelog', 'Change Log', IconHistory, 'content', () => import('./changelog/ChangeLogSection.tsx')),
  section('social', 'Social & Footer', IconShare, 'site', () => import('./social/SocialSection.tsx')),
  section('branding', 'Branding', IconPalette, 'site', () => import('./branding/BrandingSection.tsx')),
  section('seo', 'SEO', IconSeo, 'site', () => import('./seo/SeoSection.tsx')),
  section('ai-receptionist', 'AI Receptionist', IconBrandHipchat, 'site', () => import('./ai-receptionist/AiReceptionistSection.tsx')),
  section('profile', 'Profile', IconUserCircle, 'account', () => import('./profile/ProfileSection.tsx')),
  section('api-tokens', 'API Tokens', IconKey, 'account', () => import('./api-tokens/ApiTokensSection.tsx')),
  section('webhooks', 'Webhooks', IconWebhook, 'account', () => import('./webhooks/WebhooksSection.tsx')),
  section('outbox', 'E-mail Outbox', IconMail, 'account', () => import('./outbox/OutboxSection.tsx')),
  section('guide', 'Dashboard Guide', IconBook2, 'account', () => import('./guide/GuideSection.tsx')),
];

/** The section shown at an address of the admin app (the router sends any other address elsewhere; the dashboard stands in). */
export function sectionAt(pathname: string): AdminSection {
  const key = adminSectionAt(pathname) ?? DEFAULT_ADMIN_SECTION;
  return ADMIN_SECTIONS.find((candidate) => candidate.key === key)!;
}
