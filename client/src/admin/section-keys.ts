/*
 * The admin sections' keys and addresses, for screens that link to another section. It imports no
 * screen: the registry (sections.tsx) imports the screens lazily, and a screen imports only this
 * module (and shell/useGoToSection.ts), so no screen sits in an import circle with the registry.
 */

export const ADMIN_SECTION_KEYS = [
  'dashboard',
  'reports',
  'bookings',
  'inquiries',
  'calendar',
  'calendar-settings',
  'quick-block',
  'follow-ups',
  'terms',
  'homepage',
  'about',
  'faq',
  'events',
  'gallery',
  'contact',
  'pages',
  'resources',
  'changelog',
  'social',
  'branding',
  'seo',
  'ai-receptionist',
  'profile',
  'api-tokens',
  'webhooks',
  'outbox',
  'guide',
] as const;

export type AdminSectionKey = (typeof ADMIN_SECTION_KEYS)[number];

export const DEFAULT_SECTION: AdminSectionKey = 'dashboard';

/** The section's own address: a real link that opens in a new tab or can be copied. */
export const sectionHref = (key: AdminSectionKey) => `/admin?section=${encodeURIComponent(key)}`;

/** One booking's address: the Bookings screen with that booking shown first (an inquiry's "Booking created" link). */
export const bookingAdminPath = (bookingId: string) => `${sectionHref('bookings')}&booking=${encodeURIComponent(bookingId)}`;
