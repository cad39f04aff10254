import { Badge, Button, Card, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconCircleCheck, IconClock, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useLoadOlder } from '../lists/load-older.ts';
import type { ContentChangeStatus } from '../../gql/graphql.ts';
import { notify } from '../../lib/notify.ts';
import { PublishButton } from '../content-kit/PublishButton.tsx';
import { ScreenHeader } from '../content-kit/ScreenHeader.tsx';
import { failureText } from '../content-kit/text.ts';
import { useContentChangeEvents, useFetchErrorToast } from '../content-kit/useContentChanges.ts';
import { EntryCard, StatCard, TABLE_LABELS, type Entry } from './ChangeLogParts.tsx';
import { SavedVersionsPanel } from './SavedVersionsPanel.tsx';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { ConfirmDialog } from '../content-kit/ConfirmDialog.tsx';

const ContentChangeLogQuery = graphql(`
  query ContentChangeLog($after: String) {
    contentChangeLog(first: 50, after: $after) {
      totalCount
      pageInfo {
        ...LoadOlder_pageInfo
      }
      nodes {
        id
        tableName
        recordId
        changeType
        status
        description
        createdBy
        createdAt
        publishedAt
        revertedAt
        fieldChanges {
          field
          label
          oldValue
          newValue
        }
      }
    }
    contentChangeStats {
      pending
      publishedToday
      pendingByTable {
        tableName
        count
      }
    }
  }
`);

const RevertContentChangeMutation = graphql(`
  mutation RevertContentChange($input: RevertContentChangeInput!) {
    revertContentChange(input: $input) {
      change {
        id
        status
        revertedAt
      }
    }
  }
`);

/** The pending preview lists 3 items, then '+N more' (specification section 9). */
const PENDING_PREVIEW = 3;

type Filter = 'ALL' | ContentChangeStatus;

function useChangeLog() {
  const result = useQuery(ContentChangeLogQuery, { context: LIVE_QUERY_CONTEXT });
  useContentChangeEvents(() => void result.refetch());
  useFetchErrorToast(result.error, 'Failed to fetch change log');
  return result;
}

/**
 * The Content Change Log (specification section 2): the latest 50 entries, pending, published and
 * reverted, each with its old → new difference, and older ones 50 at a time ("Load older
 * changes"); publish all or per table; revert pending ones.
 */
export default function ChangeLogSection() {
  const { data, loading, fetchMore } = useChangeLog();
  const [filter, setFilter] = useState<Filter>('ALL');
  const narrow = useMediaQuery('(max-width: 36em)');
  const [reverting, setReverting] = useState<Entry | null>(null);
  const [revert, { loading: revertLoading }] = useMutation(RevertContentChangeMutation, { refetchQueries: 'active' });

  const entries = data?.contentChangeLog.nodes ?? [];
  const older = useLoadOlder({
    field: 'contentChangeLog',
    pageInfo: data?.contentChangeLog.pageInfo,
    fetchMore,
    onError: (error) => notify.error(failureText('Failed to fetch change log', error)),
  });
  const stats = data?.contentChangeStats;
  const pendingEntries = entries.filter((entry) => entry.status === 'PENDING');
  const counts = {
    ALL: entries.length,
    PENDING: pendingEntries.length,
    PUBLISHED: entries.filter((entry) => entry.status === 'PUBLISHED').length,
    REVERTED: entries.filter((entry) => entry.status === 'REVERTED').length,
  };
  const shown = filter === 'ALL' ? entries : entries.filter((entry) => entry.status === filter);
  const pendingTotal = stats?.pending ?? 0;

  async function confirmRevert() {
    if (!reverting) return;
    try {
      await revert({ variables: { input: { id: reverting.id } } });
      notify.success('Change reverted successfully');
      setReverting(null);
    } catch (error) {
      notify.error(failureText('Failed to revert change', error));
      setReverting(null);
    }
  }

  return (
    <Stack gap="lg" maw={1100}>
      <ScreenHeader
        title="Content Change Log"
        description="Every staged change to your content, what it changes, and whether it is live. Publish makes pending changes live; Revert discards a pending change. Below: every saved version of every record you edit."
        actions={<PublishButton label="Publish All" size="md" />}
      />

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <StatCard icon={<IconClock size={20} />} color="orange" label="Pending Changes" value={stats?.pending} loading={loading && !data} />
        <StatCard icon={<IconCircleCheck size={20} />} color="willow" label="Published Today" value={stats?.publishedToday} loading={loading && !data} />
        <StatCard
          icon={<IconHistory size={20} />}
          color="gray"
          label="Entries shown"
          value={entries.length}
          loading={loading && !data}
          note={data ? `of ${data.contentChangeLog.totalCount} in the log, newest first` : undefined}
        />
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pending-heading">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id="pending-heading">
              Pending changes
            </Title>
            <Badge variant="light" color={pendingTotal ? 'orange' : 'gray'} size="lg">
              {pendingTotal} pending
            </Badge>
          </Group>
          {pendingTotal === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing is waiting: the site shows everything you have saved.
            </Text>
          ) : (
            <>
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {pendingEntries.slice(0, PENDING_PREVIEW).map((entry) => (
                  <Group key={entry.id} gap="xs" component="li" wrap="nowrap">
                    <IconClock size={14} color="var(--mantine-color-orange-6)" aria-hidden />
                    <Text size="sm">{entry.description}</Text>
                  </Group>
                ))}
              </Stack>
              {pendingTotal > PENDING_PREVIEW && (
                <Text size="sm" c="dimmed">
                  +{pendingTotal - PENDING_PREVIEW} more
                </Text>
              )}
              <Group gap="sm">
                {(stats?.pendingByTable ?? [])
                  .filter((row) => row.count > 0)
                  .map((row) => (
                    <PublishButton key={row.tableName} tableName={row.tableName} label={`Publish ${TABLE_LABELS[row.tableName]}`} variant="light" color="gold" size="sm" />
                  ))}
              </Group>
            </>
          )}
        </Stack>
      </Card>

      <Stack gap="sm" component="section" aria-labelledby="history-heading">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="history-heading">
            History
          </Title>
          <SegmentedControl
            // On a phone the four filters do not fit side by side: stack them, full width.
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            w={narrow ? '100%' : undefined}
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            aria-label="Show entries"
            data={[
              { value: 'ALL', label: `All (${counts.ALL})` },
              { value: 'PENDING', label: `Pending (${counts.PENDING})` },
              { value: 'PUBLISHED', label: `Published (${counts.PUBLISHED})` },
              { value: 'REVERTED', label: `Reverted (${counts.REVERTED})` },
            ]}
          />
        </Group>
        {loading && !data ? (
          <Stack gap="sm" aria-busy="true">
            <Text size="sm" c="dimmed">
              Loading changes...
            </Text>
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} h={90} radius="md" />
            ))}
          </Stack>
        ) : shown.length === 0 ? (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Text c="dimmed">{entries.length === 0 ? 'No content changes yet. Edits you make to the site’s content will appear here.' : 'No entries with this status.'}</Text>
          </Paper>
        ) : (
          shown.map((entry) => <EntryCard key={entry.id} entry={entry} onRevert={() => setReverting(entry)} />)
        )}
        {older.hasOlder && (
          <Button variant="default" onClick={older.loadOlder} loading={older.loadingOlder} style={{ alignSelf: 'center' }}>
            Load older changes
          </Button>
        )}
      </Stack>

      <SavedVersionsPanel />

      <ConfirmDialog
        opened={reverting !== null}
        onClose={() => setReverting(null)}
        title="Revert this change?"
        confirmLabel="Revert change"
        onConfirm={confirmRevert}
        busy={revertLoading}
        color="orange"
        icon={<IconArrowBackUp size={16} aria-hidden />}
      >
        <Text size="sm" fw={500}>
          {reverting?.description}
        </Text>
        <Text size="sm" c="dimmed">
          {reverting?.changeType === 'CREATE'
            ? 'The new item has never been published; reverting removes it.'
            : 'The staged edit is discarded; the item goes back to what visitors see now.'}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
