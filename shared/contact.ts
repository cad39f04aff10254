/*
 * The venue's contact details: the one ContactInfo type and the one set of defaults, for the
 * server (its checks, the starter content, the footer's defaults) and the pages. They live as JSON
 * in the title of the `contact_info` content section (specification section 3): the defaults when
 * the section is missing, an empty object when its JSON is invalid. parseContactInfo is the one
 * reader of that JSON. Imports neither side.
 */
export interface ContactInfo {
  phone: string;
  email: string;
  address: string;
  hours: string;
  instagram: string;
  facebook: string;
}

const CONTACT_INFO_KEYS = ['phone', 'email', 'address', 'hours', 'instagram', 'facebook'] as const satisfies readonly (keyof ContactInfo)[];

/** Built-in details used when the contact_info section is missing (specification section 3). */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  phone: '(631) 555-0142',
  email: 'events@grandwillowhall.com',
  address: '1200 Willow Creek Road, Brookhaven, NY 11719',
  hours: 'Mon–Sun, 10AM–12AM',
  instagram: 'https://www.instagram.com/grandwillowhall',
  facebook: 'https://www.facebook.com/grandwillowhall',
};

const EMPTY_CONTACT_INFO: ContactInfo = { phone: '', email: '', address: '', hours: '', instagram: '', facebook: '' };

/**
 * Missing section → the defaults; invalid JSON (or JSON that is not an object) → nothing, as the
 * specification says. Values that are not strings are ignored; strings are trimmed.
 */
export function parseContactInfo(section: { title: string } | undefined): ContactInfo {
  if (!section) return DEFAULT_CONTACT_INFO;
  let parsed: unknown;
  try {
    parsed = JSON.parse(section.title);
  } catch {
    return EMPTY_CONTACT_INFO;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return EMPTY_CONTACT_INFO;
  const value = parsed as Record<string, unknown>;
  const info = { ...EMPTY_CONTACT_INFO };
  for (const key of CONTACT_INFO_KEYS) {
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
