import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { ContentSectionType } from '../gql/graphql.ts';
import { usePreviewMode } from '../lib/preview.ts';
import { contactInfoOf, DEFAULT_CONTACT_INFO, type ContactInfo } from '../../../shared/contact.ts';

const PublicContentSectionsQuery = graphql(`
  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {
    contentSections(type: $type, preview: $preview) {
      id
      sectionKey
      title
      content
      link
    }
    hiddenContentSectionKeys(type: $type)
  }
`);

export interface PublicSection {
  id: string;
  sectionKey: string;
  title: string;
  content: string;
  link?: string | null;
}

/**
 * The published sections of one type (staged ones in an admin's preview), keyed by section key.
 * `get(key)` gives the section or undefined, so pages can fall back to built-in text when a key
 * has no section at all; `hidden(key)` says the admin switched the section to Hidden, and then
 * the page shows nothing in its place (never the built-in text).
 */
export function usePublicContent(type: ContentSectionType) {
  const preview = usePreviewMode();
  const { data, loading, error } = useQuery(PublicContentSectionsQuery, { variables: { type, preview } });
  const sections: PublicSection[] = data?.contentSections ?? [];
  const byKey = new Map(sections.map((section) => [section.sectionKey, section]));
  const hiddenKeys = new Set(data?.hiddenContentSectionKeys ?? []);
  return {
    sections,
    get: (key: string) => byKey.get(key),
    hidden: (key: string) => hiddenKeys.has(key),
    loading: loading && !data,
    error,
    preview,
  };
}

const PublicContactInfoQuery = graphql(`
  query PublicContactInfo($preview: Boolean) {
    contactInfo(preview: $preview) {
      phone
      email
      address
      hours
    }
  }
`);

/**
 * The venue's contact details (one record) as published, or staged in an admin's
 * preview: the contact page, the footer and the structured data all read them here.
 */
export function useContactInfo(): { info: ContactInfo; loading: boolean } {
  const preview = usePreviewMode();
  const { data, loading } = useQuery(PublicContactInfoQuery, { variables: { preview } });
  const record = data?.contactInfo;
  const info: ContactInfo = record ? contactInfoOf(record) : DEFAULT_CONTACT_INFO;
  return { info, loading: loading && !data };
}
