import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ContentSectionType } from '../../gql/graphql.ts';
import { useContentChangeEvents, useFetchErrorToast } from './useContentChanges.ts';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';

const AdminContentSectionsQuery = graphql(`
  query AdminContentSections($type: ContentSectionType) {
    adminContentSections(type: $type) {
      id
      type
      sectionKey
      title
      content
      link
      sortOrder
      isActive
      isPublished
      publishedAt
      updatedAt
      version
    }
  }
`);

/** Every section of a type as the admin edits it (staged values), refetched on every content change. */
export function useAdminSections(type: ContentSectionType) {
  const { data, loading, error, refetch } = useQuery(AdminContentSectionsQuery, { variables: { type }, context: LIVE_QUERY_CONTEXT });
  useContentChangeEvents(() => void refetch());
  useFetchErrorToast(error, 'Failed to fetch content sections');
  return { sections: data?.adminContentSections ?? [], loading: loading && !data, error, refetch };
}

export type AdminSection = ReturnType<typeof useAdminSections>['sections'][number];
