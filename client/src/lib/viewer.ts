import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../gql';

/**
 * What the client knows of the signed-in user: read by the session check and answered by signing
 * in (written straight into the session check's answer), so both must name the same fields.
 */
export const ViewerFields = graphql(`
  fragment Viewer_fields on Viewer {
    id
    email
    role
    isAdmin
    displayName
    avatarUrl
  }
`);

const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      ...Viewer_fields
    }
  }
`);

/** The signed-in user (or null), loading until the first session check finishes. */
export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerQuery, { fetchPolicy: 'cache-first' });
  return { viewer: getFragmentData(ViewerFields, data?.viewer) ?? null, loading: loading && !data, error, refetch };
}

export { ViewerQuery };
