import { errorMessage } from '../../lib/errors.ts';

/** The first `max` characters, with '...' when cut (the specification's list previews: 120, 150). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/**
 * Friendly names of the section keys the public pages read
 * (docs/decisions/029-public-pages-and-section-keys.md).
 */
export const SECTION_LABELS: Record<string, string> = {
  hero_title: 'Hero heading',
  hero_subtitle: 'Hero subtitle',
  welcome: 'Welcome',
  cta_title: 'Closing call to action',
  about_intro: 'Our story',
  about_space_ballroom: 'Space: ballroom',
  about_space_garden: 'Space: garden',
  about_space_suite: 'Space: getting-ready suite',
  about_difference: 'What sets us apart (one point per line)',
  events_section_title: 'Events section heading',
  wedding_events: 'Weddings',
  birthday_events: 'Birthdays',
  anniversary_events: 'Anniversaries',
  retirement_events: 'Retirements',
  cultural_events: 'Cultural Events',
  gallery_intro: 'Gallery heading',
  info_title: 'Contact details heading',
  info_description: 'Contact details text',
  follow_us_title: 'Follow us',
};

export function sectionLabel(sectionKey: string): string {
  return (
    SECTION_LABELS[sectionKey] ??
    sectionKey
      .replace(/^resource_/, '')
      .replace(/_/g, ' ')
      .replace(/^\w/, (letter) => letter.toUpperCase())
  );
}

/** "Nov 22, 2026, 3:05 PM" in the browser's locale conventions (US English). */
export function formatDateTime(value: string | Date): string {
  return new Date(value).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The toast after a staged edit (specification section 8). */
export const stagedMessage = (what: 'Content' | 'Gallery image' | 'Hero slide', verb: 'updated' | 'added' = 'updated') =>
  `${what} ${verb} and staged for preview, Click 'Publish' to make it live`;

/**
 * A failure toast's text: the specification's failure text, then the server's reason
 * ("Failed to update content: Title is required."), as the other admin screens write them.
 */
export const failureText = (what: string, error: unknown) => `${what}: ${errorMessage(error)}`;
