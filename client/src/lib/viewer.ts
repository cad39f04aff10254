import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      id
      email
      role
      isAdmin
      displayName
      avatarUrl
    }
  }
`);

/** The signed-in user (or null), loading until the first session check finishes. */
export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerQuery, { fetchPolicy: 'cache-first' });
  return { viewer: data?.viewer ?? null, loading: loading && !data, error, refetch };
}

export { ViewerQuery };
