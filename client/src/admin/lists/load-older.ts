import type { OperationVariables } from '@apollo/client';
import type { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../gql';

/** What a newest-first list needs of its page to offer the next, older one. */
export const LoadOlderPageInfoFragment = graphql(`
  fragment LoadOlder_pageInfo on PageInfo {
    hasNextPage
    endCursor
  }
`);

type Connection = { nodes: readonly unknown[] } | null | undefined;

/**
 * "Load older …" under a list read newest first (the outbox, the change log, saved versions, a
 * webhook's deliveries): asks for the page after the last one shown and adds its rows below those
 * already shown, so nothing on screen moves. `field` is the connection's field in the query's
 * answer, `fetchMore` the query's own; `onError` says why the page could not be read.
 */
export function useLoadOlder<Data, Variables extends OperationVariables & { after?: string | null }>({
  field,
  pageInfo,
  fetchMore,
  onError,
}: {
  field: keyof Data & string;
  pageInfo: FragmentType<typeof LoadOlderPageInfoFragment> | null | undefined;
  fetchMore: useQuery.Result<Data, Variables>['fetchMore'];
  onError(caught: unknown): void;
}) {
  const page = getFragmentData(LoadOlderPageInfoFragment, pageInfo);
  const [loadingOlder, setLoadingOlder] = useState(false);

  async function loadOlder() {
    if (!page?.endCursor) return;
    setLoadingOlder(true);
    try {
      await fetchMore({
        variables: { after: page.endCursor } as Partial<Variables>,
        updateQuery: (shown, { fetchMoreResult: older }) => {
          const connection = (data: typeof shown) => data[field] as Connection;
          return { ...older, [field]: { ...connection(older), nodes: [...(connection(shown)?.nodes ?? []), ...(connection(older)?.nodes ?? [])] } };
        },
      });
    } catch (caught) {
      onError(caught);
    } finally {
      setLoadingOlder(false);
    }
  }

  return { hasOlder: page?.hasNextPage === true, loadingOlder, loadOlder: () => void loadOlder() };
}
