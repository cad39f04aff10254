/*
 * The empty venue a production install starts with (DEMO_VENUE=0): every page exists with its
 * sections, each text a placeholder in square brackets that says what to write (shared/setup.ts,
 * isPlaceholderText), no contact details (nothing is shown until the owner adds theirs: never the
 * demo venue's phone), no bookings, inquiries or special dates. The owner replaces the texts;
 * the dashboard's checklist tracks what is left.
 */
import { PLACEHOLDER_VENUE_NAME } from '../../../shared/setup.ts';
import { STARTER_PAGES, STARTER_SECTIONS } from './starter-content.ts';

const PAGE_DESCRIPTIONS: Record<string, string> = {
  home: '[One or two sentences about your venue, shown in search results and link previews]',
  about: '[What visitors find on the About page, for search results]',
  events: '[The events you host and your packages, for search results]',
  gallery: '[What the photos show, for search results]',
  faq: '[Answers to common questions about booking your venue, for search results]',
  calendar: '[Check open dates on the availability calendar, for search results]',
  contact: '[How to reach you and send an inquiry, for search results]',
  resources: '[Planning guides and links, for search results]',
};

export const EMPTY_VENUE_PAGES = STARTER_PAGES.map((page) => ({ ...page, description: PAGE_DESCRIPTIONS[page.pageSlug] ?? '[A sentence about this page for search results]' }));

/** What each section's placeholder asks for: [title, content]. */
const SECTION_PLACEHOLDERS: Record<string, [string, string]> = {
  'hero:hero_title': ['[Your headline]', '[A short line under the headline]'],
  'hero:hero_subtitle': ['[The kinds of events you host]', '[One sentence: capacity, spaces, what is included]'],
  'hero:welcome': ['[Welcome to your venue]', '[A paragraph welcoming visitors: who you are, what makes your venue special]'],
  'hero:cta_title': ['[Invite visitors to plan their event]', '[Tell them how to reach you or book a tour]'],
  'about:about_intro': ['[Your story]', '[How your venue began and who runs it today]'],
  'about:about_space_ballroom': ['[Your main space]', '[Its size, how many guests it seats, what it looks like]'],
  'about:about_space_garden': ['[Your second space]', '[An outdoor area, a terrace or a smaller room; or hide this section]'],
  'about:about_space_suite': ['[Another space]', '[A getting-ready suite, a lounge; or hide this section]'],
  'about:about_difference': ['[What sets you apart]', '[One reason per line: what guests get only here]'],
  'event:events_section_title': ['[Events you host]', '[A sentence introducing your event types]'],
  'event:wedding_events': ['[Weddings]', '[What a wedding at your venue includes; or hide this section]'],
  'event:birthday_events': ['[Birthdays]', '[What a birthday party at your venue includes; or hide this section]'],
  'event:anniversary_events': ['[Anniversaries]', '[What an anniversary at your venue includes; or hide this section]'],
  'event:retirement_events': ['[Retirements]', '[What a retirement party at your venue includes; or hide this section]'],
  'event:cultural_events': ['[Cultural events]', '[What a cultural event at your venue includes; or hide this section]'],
  'gallery:gallery_intro': ['[Your gallery]', '[A sentence introducing your photos]'],
  'contact:hero_title': ['[Invite visitors to get in touch]', '[Contact us]'],
  'contact:hero_subtitle': ['[When you reply to inquiries]', '[What visitors can ask you about]'],
  'contact:info_title': ['[Get in touch]', '[Visit, call or write]'],
  'contact:info_description': ['[When your team is available]', '[How tours work and when to call]'],
  'contact:follow_us_title': ['[Follow us]', '[What you post on social media]'],
};

/** The fixed pages' sections with placeholder texts (no resources: that page starts hidden and empty). */
export const EMPTY_VENUE_SECTIONS = STARTER_SECTIONS.filter((section) => section.type !== 'other').map((section) => {
  const [title, content] = SECTION_PLACEHOLDERS[`${section.type}:${section.sectionKey}`] ?? ['[Heading]', '[Text]'];
  return { type: section.type, sectionKey: section.sectionKey, title, content, link: null };
});

export const EMPTY_VENUE_FAQ = {
  category: 'General',
  question: '[A question visitors often ask]',
  answer: '[Its answer. Add your own questions under FAQ, and delete this one.]',
};

export const EMPTY_VENUE_HERO = { title: '[A caption for this picture]', subtitle: '', altText: 'Placeholder picture, to be replaced with a photo of the venue' };

/** Footer, social links and branding as stored for the empty venue (over the demo defaults). */
export const EMPTY_VENUE_SETTINGS = (year: number) => ({
  footer: {
    companyName: PLACEHOLDER_VENUE_NAME,
    tagline: '[A one-line description of your venue]',
    copyright: `© ${year} ${PLACEHOLDER_VENUE_NAME}`,
    showSocialLinks: true,
    showContactInfo: true,
    showBusinessHours: true,
  },
  social: { facebook: null, instagram: null, twitter: null, linkedin: null, youtube: null },
  branding: { siteTitle: PLACEHOLDER_VENUE_NAME, siteDescription: '[One sentence about your venue for search results and link previews]', logoUrl: null, faviconUrl: null },
});
