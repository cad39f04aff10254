/*
 * Setting up a new venue: the placeholder texts a production install starts with, and the steps
 * of the dashboard's "Set up your venue" checklist. One home for the server (which decides what is
 * done) and the dashboard (which shows it).
 */

/**
 * Placeholder texts are written in square brackets, so a visitor sees at once that a text is not
 * finished and the checklist can tell which texts the owner has not written yet.
 */
export function isPlaceholderText(text: string | null | undefined): boolean {
  return typeof text === 'string' && /^\s*\[[\s\S]*\]\s*$/.test(text);
}

/** Site settings the seed writes: when it ran, which venue it made, and the demo rows' ids. */
export const SEEDED_AT_KEY = 'seeded_at';
export const STARTER_VENUE_KEY = 'starter_venue';
export const DEMO_RECORDS_KEY = 'demo_records';

/** Which venue a new database starts as: the demo venue (DEMO_VENUE=1) or an empty one with placeholders. */
export type StarterVenue = 'demo' | 'empty';

/** The ids of the demo venue's sample rows, as stored under DEMO_RECORDS_KEY. */
export interface DemoRecords {
  bookings: string[];
  inquiries: string[];
  specialDates: string[];
}

/** The name a new venue has until the owner gives it theirs. */
export const PLACEHOLDER_VENUE_NAME = '[Your Venue]';

export const SETUP_STEP_KEYS = ['NAME', 'CONTACT', 'LOGO', 'HOME_PAGE', 'PAGES', 'PHOTOS', 'FAQS', 'EMAIL', 'DEMO_DATA'] as const;
export type SetupStepKey = (typeof SETUP_STEP_KEYS)[number];

/** The admin screens the steps are done on (keys of the admin's sections). */
export type SetupSection = 'branding' | 'contact' | 'homepage' | 'about' | 'gallery' | 'faq' | 'outbox';

export interface SetupStepText {
  label: string;
  /** What to do, in one sentence. */
  hint: string;
  /** The admin screen where it is done (none for what is configured on the server). */
  section: SetupSection | null;
}

export const SETUP_STEPS: Record<SetupStepKey, SetupStepText> = {
  NAME: { label: 'Name your venue', hint: 'Give the site your venue’s name and a one-line description.', section: 'branding' },
  CONTACT: { label: 'Add your contact details', hint: 'Your phone number, e-mail, address and opening hours, shown on every page once published.', section: 'contact' },
  LOGO: { label: 'Upload your logo', hint: 'It appears in the header of every page and in link previews.', section: 'branding' },
  HOME_PAGE: { label: 'Write your home page', hint: 'Replace the bracketed texts and pictures of the home page, then publish.', section: 'homepage' },
  PAGES: { label: 'Write your other pages', hint: 'About, Events, Gallery and Contact still have bracketed texts to replace.', section: 'about' },
  PHOTOS: { label: 'Add photos to your gallery', hint: 'Upload pictures of your venue and events, then publish them.', section: 'gallery' },
  FAQS: { label: 'Answer the common questions', hint: 'Replace the example question with your own FAQs.', section: 'faq' },
  EMAIL: { label: 'Turn on e-mail', hint: 'Set RESEND_API_KEY on the server so inquiries and confirmations are sent (until then they wait in the outbox).', section: 'outbox' },
  DEMO_DATA: { label: 'Remove the demo bookings and inquiries', hint: 'The demo venue’s sample bookings, inquiries and special dates are still in your lists and reports.', section: null },
};

export const SETUP_MESSAGES = {
  demoDataRemoved: (counts: { bookings: number; inquiries: number; specialDates: number }) =>
    `Removed the demo data: ${counts.bookings} bookings, ${counts.inquiries} inquiries and ${counts.specialDates} special dates.`,
  noDemoData: 'There is no demo data left to remove.',
  noteNotFound: 'This note was already dismissed.',
} as const;
