import { usePublicContent } from './content.ts';

/** The venue's contact details, kept as JSON in the title of the contact_info section (spec section 3). */
export interface ContactInfo {
  phone: string;
  email: string;
  address: string;
  hours: string;
  instagram: string;
  facebook: string;
}

/** Built-in details used when the contact_info section is missing (specification section 3). */
export const DEFAULT_CONTACT_INFO: ContactInfo = {
  phone: '(631) 555-0142',
  email: 'events@grandwillowhall.com',
  address: '1200 Willow Creek Road, Brookhaven, NY 11719',
  hours: 'Mon–Sun, 10AM–12AM',
  instagram: 'https://www.instagram.com/grandwillowhall',
  facebook: 'https://www.facebook.com/grandwillowhall',
};

const EMPTY: ContactInfo = { phone: '', email: '', address: '', hours: '', instagram: '', facebook: '' };

/** Missing section → the defaults; invalid JSON → nothing (an empty object), as the specification says. */
export function parseContactInfo(section: { title: string } | undefined): ContactInfo {
  if (!section) return DEFAULT_CONTACT_INFO;
  try {
    const parsed: unknown = JSON.parse(section.title);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return EMPTY;
    const value = parsed as Record<string, unknown>;
    const text = (key: keyof ContactInfo) => (typeof value[key] === 'string' ? (value[key] as string) : '');
    return { phone: text('phone'), email: text('email'), address: text('address'), hours: text('hours'), instagram: text('instagram'), facebook: text('facebook') };
  } catch {
    return EMPTY;
  }
}

/** tel: link for a displayed phone number ("(631) 555-0142" → "tel:+16315550142" style digits). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The contact details as published (or staged, in an admin's preview). */
export function useContactInfo() {
  const { get, loading } = usePublicContent('CONTACT');
  return { info: parseContactInfo(get('contact_info')), loading };
}
