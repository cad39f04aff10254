/*
 * Where an inquiry came from ("How did you hear about us?": conversion by source). One
 * home for the contact form (native post and island), the server's check, the GraphQL enum
 * `InquirySource` (codegen.ts maps each enum value to the value stored, through this table), the
 * admin's inquiry card and the Reports table. Imports neither side.
 */

/** GraphQL `InquirySource` value → the value stored in inquiries.source and posted by the form. */
export const INQUIRY_SOURCE_VALUES = {
  SEARCH_ENGINE: 'search_engine',
  SOCIAL_MEDIA: 'social_media',
  FRIEND_OR_FAMILY: 'friend_or_family',
  DIRECTORY: 'directory',
  PAST_EVENT: 'past_event',
  OTHER: 'other',
  NOT_GIVEN: 'not_given',
} as const;
export type InquirySourceName = keyof typeof INQUIRY_SOURCE_VALUES;
export type InquirySource = (typeof INQUIRY_SOURCE_VALUES)[InquirySourceName];

/** Every source in the form's (and the report's) order; "not given" last. */
export const INQUIRY_SOURCES = Object.values(INQUIRY_SOURCE_VALUES) as [InquirySource, ...InquirySource[]];

/** What a stored row without an answer (and every inquiry from before the question) reads as. */
export const INQUIRY_SOURCE_NOT_GIVEN: InquirySource = 'not_given';

export const INQUIRY_SOURCE_LABELS: Record<InquirySource, string> = {
  search_engine: 'Search engine',
  social_media: 'Social media',
  friend_or_family: 'Friend or family',
  directory: 'Wedding or event directory',
  past_event: 'Been to an event here',
  other: 'Other',
  not_given: 'Not given',
};

/** What the owner reads beside an inquiry's source: the inquiry card, Reports, the CSV export and the new-inquiry e-mail. */
export const INQUIRY_SOURCE_HEADING = 'How they heard about us';

/** The form's question and its empty choice (posts "", stored as not given). */
export const INQUIRY_SOURCE_QUESTION = 'How did you hear about us?';
export const INQUIRY_SOURCE_PLACEHOLDER = 'Choose one (optional)';

export const INQUIRY_SOURCE_MESSAGES = {
  unknown: 'Please choose how you heard about us from the list.',
} as const;

export function isInquirySource(value: string): value is InquirySource {
  return (INQUIRY_SOURCES as string[]).includes(value);
}

/** The GraphQL enum value of a stored (or posted) source; undefined when it is none. */
export function inquirySourceName(value: string): InquirySourceName | undefined {
  return (Object.keys(INQUIRY_SOURCE_VALUES) as InquirySourceName[]).find((name) => INQUIRY_SOURCE_VALUES[name] === value);
}

/** The label of a GraphQL enum value or a stored value. */
export function inquirySourceLabel(value: string): string {
  const stored = value in INQUIRY_SOURCE_VALUES ? INQUIRY_SOURCE_VALUES[value as InquirySourceName] : value;
  return isInquirySource(stored) ? INQUIRY_SOURCE_LABELS[stored] : INQUIRY_SOURCE_LABELS.not_given;
}

/**
 * Inquiries held for review: past the contact form's overall hourly limit an inquiry is stored with
 * this status instead of being refused, and no e-mail is sent about it (an attacker could otherwise
 * make the venue mail anyone). The owner sees it in Inquiries and moves it to the inbox when it is real.
 */
export const INQUIRY_HELD_TEXTS = {
  label: 'Held for review',
  explanation:
    'This inquiry arrived while the contact form was receiving unusually many messages, so it was held and no e-mail was sent about it (the sender got no confirmation). If it is real, move it to the inbox and reply.',
  moveToInbox: 'Move to inbox',
  onlyTheFormHolds: 'Only the contact form holds an inquiry for review. Choose New, Read or Handled.',
} as const;

/** How many inquiries one importInquiries call takes (a larger file is sent in parts). */
export const INQUIRY_IMPORT_MAX = 500;

export const INQUIRY_INTAKE_MESSAGES = {
  importEmpty: 'Send at least one inquiry to import.',
  importTooMany: `Import at most ${INQUIRY_IMPORT_MAX} inquiries at once; send a larger file in parts.`,
  receivedInFuture: 'The time it was received cannot be in the future.',
} as const;
