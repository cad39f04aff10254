import type { ContactInfo } from '../../../shared/contact.ts';

/*
 * schema.org structured data for search engines (DESIGN.md, "search-engine basics"): the venue as
 * an EventVenue on the home page, the published FAQs as an FAQPage on /faq.
 */

const US_ADDRESS = /^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/** "1200 Willow Creek Road, Brookhaven, NY 11719" → a PostalAddress; anything else as written. */
export function postalAddress(address: string): Record<string, string> | string | undefined {
  if (!address) return undefined;
  const match = US_ADDRESS.exec(address.trim());
  if (!match) return address;
  const [, streetAddress, addressLocality, addressRegion, postalCode] = match;
  return { '@type': 'PostalAddress', streetAddress: streetAddress!, addressLocality: addressLocality!, addressRegion: addressRegion!, postalCode: postalCode!, addressCountry: 'US' };
}

export function venueJsonLd({
  name,
  description,
  contact,
  origin,
  image,
  sameAs = [],
}: {
  name: string;
  description?: string;
  contact: ContactInfo;
  origin: string;
  image?: string;
  /** The venue's social profiles (Social Media & Footer settings). */
  sameAs?: string[];
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    name,
    url: `${origin}/`,
    ...(description ? { description } : {}),
    ...(image ? { image: new URL(image, origin).toString() } : {}),
    ...(contact.address ? { address: postalAddress(contact.address) } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    maximumAttendeeCapacity: 450,
    amenityFeature: [
      { '@type': 'LocationFeatureSpecification', name: 'Wheelchair accessible', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Free parking (100+ spaces)', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'WiFi', value: true },
    ],
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function faqJsonLd(faqs: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
