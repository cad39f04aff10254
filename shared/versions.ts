/*
 * Versioned records: every record the owner edits carries a version that moves on every write. A
 * save names the version it started from; when the record has been saved since, the save is
 * refused (CONFLICT) with the record's current version and values, and the editor shows both.
 * Every saved version is kept (the change log's "Saved versions"). One home for the kinds, their
 * field labels, how a value reads as text and the messages, used by the server (errors, history)
 * and the admin's conflict view alike. Imports neither side.
 */

import { cancellationPolicyText, type CancellationPolicy } from './cancellation.ts';
import { inquirySourceLabel } from './inquiries.ts';
import { formatCents } from './quotes.ts';

/** The kinds of record that carry a version, as stored (GraphQL `RecordKind`, in capitals). */
export const RECORD_KINDS = [
  'faq',
  'content_section',
  'gallery_image',
  'hero_slide',
  'contact_info',
  'footer',
  'social_links',
  'branding',
  'booking',
  'quote',
  'follow_up',
  'page',
  'calendar_settings',
  'special_date',
  'booking_terms',
  'owner_alert',
  'profile',
  'api_allowed_origins',
  'inquiry',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** How a save changed its record (GraphQL `SavedVersionChange`). */
export const SAVED_VERSION_CHANGES = ['create', 'update', 'delete'] as const;
export type SavedVersionChange = (typeof SAVED_VERSION_CHANGES)[number];

/** A record's editable values as the API reads them (enum names, cents, ids), by field name. */
export type VersionValues = Record<string, unknown>;

interface KindInfo {
  /** "FAQ", "booking", ...: how a sentence names one. */
  label: string;
  /** The fields a version keeps, in the order screens show them, with their labels. */
  fields: Record<string, string>;
}

export const RECORD_KIND_INFO: Record<RecordKind, KindInfo> = {
  faq: { label: 'FAQ', fields: { question: 'Question', answer: 'Answer', category: 'Category', isActive: 'Live on the site' } },
  content_section: { label: 'section', fields: { title: 'Title', content: 'Content', link: 'Link', isActive: 'Live on the site' } },
  gallery_image: { label: 'gallery image', fields: { title: 'Title', category: 'Category', imageUrl: 'Image', altText: 'Alt text', sortOrder: 'Sort order', isActive: 'Live on the site' } },
  hero_slide: { label: 'hero slide', fields: { title: 'Title', subtitle: 'Subtitle', imageUrl: 'Image', altText: 'Alt text', isActive: 'Live on the site' } },
  contact_info: { label: 'contact details', fields: { phone: 'Phone', email: 'Email', address: 'Address', hours: 'Hours' } },
  footer: {
    label: 'footer',
    fields: {
      companyName: 'Company name',
      tagline: 'Tagline',
      copyright: 'Copyright',
      showSocialLinks: 'Show social links',
      showContactInfo: 'Show contact information',
      showBusinessHours: 'Show business hours',
    },
  },
  social_links: { label: 'social links', fields: { facebook: 'Facebook', instagram: 'Instagram', twitter: 'Twitter', linkedin: 'LinkedIn', youtube: 'YouTube' } },
  branding: { label: 'branding', fields: { siteTitle: 'Site title', siteDescription: 'Site description', logoUrl: 'Logo', faviconUrl: 'Favicon' } },
  booking: { label: 'booking', fields: { status: 'Status', adminNotes: 'Admin notes', totalCostCents: 'Total cost' } },
  quote: {
    label: 'quote',
    fields: {
      status: 'Status',
      lines: 'Line items',
      taxRateMilliPercent: 'Tax rate',
      discountCents: 'Discount',
      deposit: 'Deposit',
      blockDateOnAcceptance: 'Block the date on acceptance',
      message: 'Message to the client',
      schedule: 'Payment schedule',
    },
  },
  follow_up: { label: 'follow-up', fields: { enabled: 'On', subject: 'Subject', body: 'Message', days: 'Days' } },
  page: { label: 'page', fields: { pageName: 'Page name', description: 'Description', isActive: 'Visible' } },
  calendar_settings: { label: 'operating hours', fields: { startTime: 'Opening time', endTime: 'Closing time' } },
  special_date: { label: 'special date', fields: { status: 'Status', notes: 'Notes', startTime: 'Start time', endTime: 'End time', premiumMultiplier: 'Premium multiplier' } },
  booking_terms: { label: 'booking terms', fields: { paymentGraceDays: 'Grace period (days)', cancellationPolicy: 'Cancellation policy', quoteTerms: 'Quote terms' } },
  owner_alert: { label: 'venue alert', fields: { enabled: 'On' } },
  profile: { label: 'profile', fields: { displayName: 'Display name', avatarUrl: 'Profile picture' } },
  api_allowed_origins: { label: 'list of allowed sites', fields: { origins: 'Allowed sites' } },
  inquiry: { label: 'inquiry', fields: { status: 'Status', source: 'Source' } },
};

/** The label of a field of a kind ("Answer"), or the field's own name when the kind does not list it. */
export function versionFieldLabel(kind: RecordKind, field: string): string {
  return RECORD_KIND_INFO[kind].fields[field] ?? field;
}

/** Fields whose values are integer cents. */
const CENTS_FIELDS = new Set(['totalCostCents', 'discountCents']);

function words(value: string): string {
  const lower = value.replaceAll('_', ' ').toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * A value of a version as a person reads it: Yes/No, $1,250.00, 8.625%, a quote's lines and
 * schedule one per line; null for "not set".
 */
export function versionValueText(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (CENTS_FIELDS.has(field)) return formatCents(value);
    if (field === 'taxRateMilliPercent') return `${value / 1000}%`;
    return String(value);
  }
  if (field === 'lines' && Array.isArray(value)) {
    return value
      .map((line: { kind?: string; description?: string; quantity?: number; unitAmountCents?: number }) =>
        `${line.description || words(String(line.kind ?? 'line'))}: ${line.quantity ?? 1} × ${formatCents(line.unitAmountCents ?? 0)}`,
      )
      .join('\n');
  }
  if (field === 'schedule' && Array.isArray(value)) {
    return value
      .map((item: { dueRule?: string; dueDays?: number; dueDate?: string | null; amountCents?: number }) =>
        `${item.dueDate ?? `${item.dueDays ?? 0} days, ${words(String(item.dueRule ?? ''))}`}: ${formatCents(item.amountCents ?? 0)}`,
      )
      .join('\n');
  }
  if (field === 'origins' && Array.isArray(value)) return value.length ? value.join('\n') : null;
  // An inquiry's source reads as the card and the reports name it ("Wedding or event directory").
  if (field === 'source' && typeof value === 'string') return inquirySourceLabel(value);
  if (field === 'cancellationPolicy' && typeof value === 'object') return cancellationPolicyText(value as CancellationPolicy);
  if (field === 'deposit' && typeof value === 'object') {
    const deposit = value as { kind?: string; value?: number };
    return deposit.kind === 'AMOUNT' ? formatCents(deposit.value ?? 0) : `${(deposit.value ?? 0) / 100}% of the total`;
  }
  if (typeof value === 'string') return /^[A-Z][A-Z_]+$/.test(value) ? words(value) : value;
  return JSON.stringify(value);
}

/** Whether two values of a field are the same (arrays and objects by content). */
export function sameVersionValue(a: unknown, b: unknown): boolean {
  const norm = (value: unknown) => (value === undefined || value === '' ? null : value);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

/** The fields whose values differ between two versions, in the kind's order. */
export function changedVersionFields(kind: RecordKind, before: VersionValues | null, after: VersionValues | null): string[] {
  const known = Object.keys(RECORD_KIND_INFO[kind].fields);
  const present = [...new Set([...known, ...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return present.filter((field) => (before && field in before) || (after && field in after)).filter((field) => !sameVersionValue(before?.[field], after?.[field]));
}

/** Why a CONFLICT was raised, in `extensions.reason`: the record was saved since the version the save named. */
export const STALE_VERSION = 'STALE_VERSION';

/** A change that is not an edit of values: applied at once, refused whole when stale. */
export type StaleChange = 'switch' | 'delete' | 'reorder' | 'change';
const STALE_CHANGE_DONE: Record<StaleChange, string> = { switch: 'switched', delete: 'deleted', reorder: 'moved', change: 'changed' };
const STALE_CHANGE_VERB: Record<StaleChange, string> = { switch: 'switch it', delete: 'delete it', reorder: 'reorder the list', change: 'change it' };

/** Labels that name several things ("contact details"): a sentence says "These … have". */
const PLURAL_LABELS: ReadonlySet<string> = new Set(['contact details', 'social links', 'operating hours', 'booking terms']);

/**
 * How a sentence about one record starts, in agreement with its label: "This FAQ has",
 * "These contact details have", "This booking was", "These operating hours were".
 */
export function thisRecord(label: string, verb: 'has' | 'was'): string {
  const plural = PLURAL_LABELS.has(label);
  const said = plural ? (verb === 'has' ? 'have' : 'were') : verb;
  return `${plural ? 'These' : 'This'} ${label} ${said}`;
}

export const VERSION_MESSAGES = {
  /** The refusal of a stale save; the editor shows both versions beside it. */
  stale: (kind: RecordKind, yours: number, current: number) =>
    `${thisRecord(RECORD_KIND_INFO[kind].label, 'has')} been saved since you opened it (you edited version ${yours}; it is now version ${current}), in another tab or by someone else. Nothing was saved: compare your changes with the saved version, keep either or merge them, and save again.`,
  /** The refusal of a switch, delete or reorder made on a record saved since it was shown: nothing to merge, so it says what did not happen. */
  staleChange: (kind: RecordKind, yours: number, current: number, change: StaleChange) =>
    `${thisRecord(RECORD_KIND_INFO[kind].label, 'has')} been saved since ${change === 'reorder' ? 'the list was shown' : 'you were shown it'} (you saw version ${yours}; it is now version ${current}), in another tab or by someone else. Nothing was ${STALE_CHANGE_DONE[change]}: look at the saved version, then ${STALE_CHANGE_VERB[change]} again if you still mean to.`,
  badVersion: 'A version is a whole number of 0 or more (the version you read).',
  listVersions: 'Give one version per item, in the order of the ids (each version as you read it).',
} as const;

/** Whether a version given with a save can be one (0 names a record never saved yet). */
export function isVersionNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 2 ** 31;
}
