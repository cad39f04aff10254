/*
 * The venue's contact details: the one ContactInfo type and the one set of defaults, for the
 * server (its table `contact_info`, its checks, the starter content) and the pages (contact page,
 * footer, structured data). An empty string means "not set". Imports neither side.
 * The business hours live here only (the footer shows them, it keeps no copy); the social profiles
 * live only in the Social Media & Footer settings (SocialLinks), not here.
 */
export interface ContactInfo {
  phone: string;
  email: string;
  address: string;
  hours: string;
}

export const CONTACT_INFO_KEYS = ['phone', 'email', 'address', 'hours'] as const satisfies readonly (keyof ContactInfo)[];

/** The starter venue's details, and what the site shows before a contact record exists (specification section 3). */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  phone: '(631) 555-0142',
  email: 'events@grandwillowhall.com',
  address: '1200 Willow Creek Road, Brookhaven, NY 11719',
  hours: 'Mon–Sun, 10AM–12AM',
};

export const EMPTY_CONTACT_INFO: ContactInfo = { phone: '', email: '', address: '', hours: '' };

/** The contact record as the API answers it (null for a detail not set) → ContactInfo ('' for not set). */
export function contactInfoOf(record: { [Key in keyof ContactInfo]?: string | null }): ContactInfo {
  return Object.fromEntries(CONTACT_INFO_KEYS.map((key) => [key, record[key] ?? ''])) as unknown as ContactInfo;
}

/** Limits of the contact details form, checked by the server and shown by the admin form. */
export const CONTACT_INFO_LIMITS = { phone: 40, email: 254, address: 300, hours: 200 } as const;

/** The contact form's messages, one home for the server's checks and the admin form. */
export const CONTACT_INFO_MESSAGES = {
  invalidEmail: 'Enter a valid email address, like events@example.com.',
  phoneDigits: 'Enter a phone number with digits, like (631) 555-0142.',
} as const;

/** The two social profiles older contact records kept (moved into the social links at start-up). */
export const LEGACY_CONTACT_PROFILE_KEYS = ['instagram', 'facebook'] as const;
export type LegacyContactInfo = ContactInfo & Record<(typeof LEGACY_CONTACT_PROFILE_KEYS)[number], string>;

/**
 * Reads the JSON that databases from before the `contact_info` table kept in the title of the
 * `contact_info` content section (used once, by the start-up upgrade). Invalid JSON, or JSON that
 * is not an object, reads as nothing set; values that are not strings are ignored; strings are trimmed.
 */
export function parseLegacyContactInfoJson(json: string): LegacyContactInfo {
  const empty: LegacyContactInfo = { ...EMPTY_CONTACT_INFO, instagram: '', facebook: '' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return empty;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return empty;
  const value = parsed as Record<string, unknown>;
  const info = { ...empty };
  for (const key of [...CONTACT_INFO_KEYS, ...LEGACY_CONTACT_PROFILE_KEYS]) {
    const text = value[key];
    if (typeof text === 'string') info[key] = text.trim();
  }
  return info;
}

/** tel: link for a phone number as people write it ("(631) 555-0142" → "tel:6315550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Only web links are followed (the values are admin-edited text). */
export function safeWebUrl(value: string | null | undefined): string | undefined {
  return value && /^https?:\/\//i.test(value) ? value : undefined;
}
