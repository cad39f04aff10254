import {
  IconAddressBook,
  IconBan,
  IconBellRinging,
  IconBook2,
  IconBrandHipchat,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconCalendarStats,
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
import { DEFAULT_SECTION, type AdminSectionKey } from './section-keys.ts';

export type AdminSectionGroup = 'overview' | 'bookings' | 'content' | 'site' | 'account';

export interface AdminSection {
  key: AdminSectionKey;
  label: string;
  /** Heading of the section's screen. */
  title: string;
  icon: Icon;
  group: AdminSectionGroup;
  /** An alias reachable by URL but not listed in the sidebar. */
  hidden?: boolean;
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
  title: string,
  icon: Icon,
  group: AdminSectionGroup,
  load: () => Promise<{ default: ComponentType }>,
): AdminSection => ({ key, label, title, icon, group, Component: lazy(load) });

/*
 * Every section of the admin area (specification section 2), each its own lazily loaded chunk.
 * The section is kept in the URL (/admin?section=bookings) so reload and back/forward work.
 * Calendar sits with bookings (blocking dates and confirming bookings go together), not with
 * the page texts.
 */
const CALENDAR = section('calendar', 'Calendar', 'Calendar Settings', IconCalendarEvent, 'bookings', () => import('./calendar/CalendarSection.tsx'));

export const ADMIN_SECTIONS: AdminSection[] = [
  section('dashboard', 'Dashboard', 'Dashboard Overview', IconLayoutDashboard, 'overview', () => import('./dashboard/DashboardSection.tsx')),
  section('reports', 'Reports', 'Reports', IconChartBar, 'overview', () => import('./reports/ReportsSection.tsx')),
  section('bookings', 'Bookings', 'Bookings Management', IconClipboardList, 'bookings', () => import('./bookings/BookingsSection.tsx')),
  section('inquiries', 'Inquiries', 'Inquiries', IconInbox, 'bookings', () => import('./inquiries/InquiriesSection.tsx')),
  CALENDAR,
  // The specification's alias: the same screen (and the same chunk), so Calendar shows as current.
  { ...CALENDAR, key: 'calendar-settings', label: 'Calendar Settings', icon: IconCalendarStats, hidden: true },
  section('quick-block', 'Quick Block', 'Quick Block', IconBan, 'bookings', () => import('./quick-block/QuickBlockSection.tsx')),
  section('follow-ups', 'Follow-ups', 'Follow-ups', IconBellRinging, 'bookings', () => import('./followups/FollowUpsSection.tsx')),
  section('terms', 'Terms & Policies', 'Terms & Policies', IconFileCertificate, 'bookings', () => import('./terms/TermsSection.tsx')),
  section('homepage', 'Homepage', 'Content Management', IconHome, 'content', () => import('./homepage/HomepageSection.tsx')),
  section('about', 'About', 'About Management', IconBuildingCommunity, 'content', () => import('./about/AboutSection.tsx')),
  section('faq', 'FAQ', 'FAQ Management', IconMessageQuestion, 'content', () => import('./faq/FaqSection.tsx')),
  section('events', 'Events', 'Events Management', IconConfetti, 'content', () => import('./events/EventsSection.tsx')),
  section('gallery', 'Gallery', 'Gallery Management', IconPhoto, 'content', () => import('./gallery/GallerySection.tsx')),
  section('contact', 'Contact', 'Contact Management', IconAddressBook, 'content', () => import('./contact/ContactSection.tsx')),
  section('pages', 'Pages', 'Page Management', IconSitemap, 'content', () => import('./pages/PagesSection.tsx')),
  section('resources', 'Resources', 'Resources', IconFileText, 'content', () => import('./resources/ResourcesSection.tsx')),
  section('changelog', 'Change Log', 'Content Change Log', IconHistory, 'content', () => import('./changelog/ChangeLogSection.tsx')),
  section('social', 'Social & Footer', 'Social Media & Footer', IconShare, 'site', () => import('./social/SocialSection.tsx')),
  section('branding', 'Branding', 'Branding Settings', IconPalette, 'site', () => import('./branding/BrandingSection.tsx')),
  section('seo', 'SEO', 'SEO Management', IconSeo, 'site', () => import('./seo/SeoSection.tsx')),
  section('ai-receptionist', 'AI Receptionist', 'AI Receptionist Services', IconBrandHipchat, 'site', () => import('./ai-receptionist/AiReceptionistSection.tsx')),
  section('profile', 'Profile', 'Profile', IconUserCircle, 'account', () => import('./profile/ProfileSection.tsx')),
  section('api-tokens', 'API Tokens', 'API Tokens', IconKey, 'account', () => import('./api-tokens/ApiTokensSection.tsx')),
  section('webhooks', 'Webhooks', 'Webhooks', IconWebhook, 'account', () => import('./webhooks/WebhooksSection.tsx')),
  section('outbox', 'E-mail Outbox', 'E-mail Outbox', IconMail, 'account', () => import('./outbox/OutboxSection.tsx')),
  section('guide', 'Dashboard Guide', 'Dashboard Guide', IconBook2, 'account', () => import('./guide/GuideSection.tsx')),
];

/** The section for a key from the URL; an unknown or missing key falls back to the dashboard. */
export function findSection(key: string | null): AdminSection {
  return ADMIN_SECTIONS.find((candidate) => candidate.key === key) ?? ADMIN_SECTIONS.find((candidate) => candidate.key === DEFAULT_SECTION)!;
}

/** Whether a sidebar item stands for the screen shown (an alias such as calendar-settings counts as its item). */
export function isCurrentSection(item: AdminSection, current: AdminSection): boolean {
  return item.key === current.key || (current.hidden === true && item.Component === current.Component);
}
