/*
 * The contact details live as JSON in the title of the `contact_info` content section
 * (specification section 3): built-in defaults when the section is missing, an empty object when
 * its JSON is invalid.
 */
export interface ContactInfo {
  phone?: string;
  email?: string;
  address?: string;
  hours?: string;
  instagram?: string;
  facebook?: string;
}

export const DEFAULT_CONTACT_INFO: ContactInfo = {
  phone: '(631) 555-0142',
  email: 'events@grandwillowhall.com',
  address: '1200 Willow Creek Road, Brookhaven, NY 11719',
  hours: 'Mon–Sun, 10AM–12AM',
  instagram: 'https://www.instagram.com/grandwillowhall',
  facebook: 'https://www.facebook.com/grandwillowhall',
};

export function parseContactInfo(section: { title: string } | undefined): ContactInfo {
  if (!section) return DEFAULT_CONTACT_INFO;
  try {
    const parsed: unknown = JSON.parse(section.title);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const info: ContactInfo = {};
    for (const key of ['phone', 'email', 'address', 'hours', 'instagram', 'facebook'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) info[key] = value.trim();
    }
    return info;
  } catch {
    return {};
  }
}

/** tel: link for a phone number as people write it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Only web links are followed (the JSON is admin-edited text). */
export const safeWebUrl = (value: string | undefined) => (value && /^https?:\/\//i.test(value) ? value : undefined);
