import { Button, type ButtonProps } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconRocket } from '@tabler/icons-react';
import { graphql } from '../../gql';
import type { ContentTable } from '../../gql/graphql.ts';
import { notify } from '../../lib/notify.ts';
import { useContentChangeEvents } from './useContentChanges.ts';
import { failureText } from './text.ts';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';

const PendingChangeCountQuery = graphql(`
  query PendingChangeCount($tableName: ContentTable) {
    pendingChangeCount(tableName: $tableName)
  }
`);

const PublishContentChangesMutation = graphql(`
  mutation PublishContentChanges($input: PublishContentChangesInput!) {
    publishContentChanges(input: $input) {
      publishedCount
    }
  }
`);

/**
 * "Publish (N)": makes the pending changes live (all, or one table's) and says how many
 * ('Published N changes successfully'). The count follows every change through the subscription.
 */
export function PublishButton({
  tableName,
  label = 'Publish',
  onPublished,
  ...props
}: ButtonProps & { tableName?: ContentTable; label?: string; onPublished?: (count: number) => void }) {
  const { data, refetch } = useQuery(PendingChangeCountQuery, { variables: { tableName }, context: LIVE_QUERY_CONTEXT });
  useContentChangeEvents(() => void refetch());
  const [publish, { loading }] = useMutation(PublishContentChangesMutation, { refetchQueries: 'active' });
  const count = data?.pendingChangeCount ?? 0;

  async function onClick() {
    try {
      const result = await publish({ variables: { input: { tableName } } });
      const published = result.data?.publishContentChanges.publishedCount ?? 0;
      notify.success(`Published ${published} changes successfully`);
      onPublished?.(published);
    } catch (error) {
      notify.error(failureText('Failed to publish changes', error));
    }
  }

  return (
    <Button
      color="gold.7"
      leftSection={<IconRocket size={16} aria-hidden />}
      loading={loading}
      disabled={count === 0}
      onClick={onClick}
      {...props}
    >
      {`${label} (${count})`}
    </Button>
  );
}
