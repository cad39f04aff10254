import { useApolloClient, useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { csvName, downloadCsv, failure } from '../bookings/booking-ui.tsx';
import { ListPager } from './ListControls.tsx';
import { pageArgs, type ListState } from './list-state.ts';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';

/** What a list's pager reads of its page: whether pages come before and after it, and where. */
export const ListPagePageInfoFragment = graphql(`
  fragment ListPage_pageInfo on PageInfo {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`);

/**
 * A list screen's query variables from its state in the URL: the page, the status filter (ALL asks
 * for every status), the search, the date range and the order. The server does the paging.
 */
export function listVariables<Status extends string>(state: ListState<Status>) {
  return {
    ...pageArgs(state),
    status: state.status === 'ALL' ? null : (state.status as Exclude<Status, 'ALL'>),
    search: state.search || null,
    eventDateFrom: state.from,
    eventDateTo: state.to,
    orderBy: state.sort,
  };
}

/**
 * A list screen's page as the server answers it, kept live (the screen refetches on its live
 * events). While the next page loads, the last one stays on screen: no flash of "Loading".
 */
export function useListQuery<Data, Variables extends OperationVariables>(document: TypedDocumentNode<Data, Variables>, variables: Variables) {
  const result = useQuery(document, { variables, notifyOnNetworkStatusChange: true, context: LIVE_QUERY_CONTEXT } as useQuery.Options<Data, Variables>);
  const data = result.data ?? result.previousData;
  return {
    data,
    refetch: result.refetch,
    /** What ListPage shows before and around the rows. */
    page: { loading: result.loading, error: result.error, answered: result.data !== undefined, hasData: data !== undefined },
  };
}

/** "Export CSV": the whole list as the server writes it, downloaded as `<what>-<today>.csv`. */
export function ExportCsvButton<Data>({ query, csvOf, what }: { query: TypedDocumentNode<Data, Record<string, never>>; csvOf(data: Data): string; what: string }) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const result = await client.query({ query, fetchPolicy: 'network-only' });
      downloadCsv(csvName(what), csvOf(result.data as Data));
    } catch (caught) {
      notify.error(failure(`Failed to export ${what}`, errorMessage(caught)));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={exportCsv} loading={exporting}>
      Export CSV
    </Button>
  );
}

/**
 * A list's page: why it could not be read, "Loading …" before the first answer, then the pager and
 * the rows (or `empty`). While the next page loads the last one stays on screen, marked busy.
 */
export function ListPage({
  what,
  state,
  update,
  query,
  connection,
  shown,
  empty,
  children,
}: {
  what: string;
  state: ListState<string>;
  update: Parameters<typeof ListPager>[0]['update'];
  query: ReturnType<typeof useListQuery>['page'];
  connection: { totalCount: number; pageInfo: FragmentType<typeof ListPagePageInfoFragment> } | undefined;
  shown: number;
  empty: string;
  children: ReactNode;
}) {
  if (query.error && !query.hasData) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} title={`Failed to fetch ${what}`}>
        {errorMessage(query.error, 'Please reload the page.')}
      </Alert>
    );
  }
  if (query.loading && !query.hasData) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading {what}...</Text>
        </Group>
      </Center>
    );
  }
  return (
    <Stack gap="md" aria-busy={query.loading}>
      <ListPager
        state={state}
        update={update}
        shown={shown}
        totalCount={connection?.totalCount ?? 0}
        pageInfo={getFragmentData(ListPagePageInfoFragment, connection?.pageInfo) ?? null}
        loading={query.loading}
        answered={query.answered}
        what={what}
      />
      {shown === 0 ? (
        <Center py={48}>
          <Text c="dimmed">{empty}</Text>
        </Center>
      ) : (
        children
      )}
    </Stack>
  );
}

/** How many records each status has (the tabs' and filters' counts), and all of them together. */
export function statusCountsOf<Status extends string>(counts: readonly { status: Status; count: number }[] | undefined) {
  return {
    count: (status: Status) => counts?.find((entry) => entry.status === status)?.count ?? 0,
    all: counts?.reduce((sum, entry) => sum + entry.count, 0) ?? 0,
  };
}
