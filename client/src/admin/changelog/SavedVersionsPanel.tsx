import { useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Box, Button, Card, CopyButton, Group, NativeSelect, Paper, Skeleton, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useLoadOlder } from '../lists/load-older.ts';
import type { RecordKind, SavedVersionsQuery } from '../../gql/graphql.ts';
import { notify } from '../../lib/notify.ts';
import { formatDateTime, failureText } from '../content-kit/text.ts';
import { LIVE_QUERY_CONTEXT, useLiveAnyRecord } from '../shell/live-updates.ts';
import { RECORD_KIND_INFO } from '../../../../shared/versions.ts';

const SavedVersionsQueryDocument = graphql(`
  query SavedVersions($kind: RecordKind, $after: String) {
    savedVersions(first: 25, kind: $kind, after: $after) {
      totalCount
      pageInfo {
        ...LoadOlder_pageInfo
      }
      nodes {
        id
        kind
        recordId
        version
        change
        summary
        savedBy
        savedAt
        values {
          field
          label
          value
        }
        fieldChanges {
          field
          label
          oldValue
          newValue
        }
      }
    }
  }
`);

type SavedVersionView = SavedVersionsQuery['savedVersions']['nodes'][number];

/** The filter's choices: every kind of versioned record, by the name the sidebar gives it. */
const KIND_LABELS: Record<RecordKind, string> = {
  FAQ: 'FAQs',
  CONTENT_SECTION: 'Page sections',
  GALLERY_IMAGE: 'Gallery images',
  HERO_SLIDE: 'Hero slides',
  CONTACT_INFO: 'Contact details',
  FOOTER: 'Footer',
  SOCIAL_LINKS: 'Social links',
  BRANDING: 'Branding',
  BOOKING: 'Bookings',
  QUOTE: 'Quotes',
  FOLLOW_UP: 'Follow-ups',
  PAGE: 'Pages',
  CALENDAR_SETTINGS: 'Operating hours',
  SPECIAL_DATE: 'Special dates',
  BOOKING_TERMS: 'Terms & Policies',
  OWNER_ALERT: 'Venue alerts',
  PROFILE: 'Profiles',
  API_ALLOWED_ORIGINS: 'Allowed sites',
  INQUIRY: 'Inquiries',
};

const CHANGE_LABELS = { CREATE: 'Added', UPDATE: 'Saved', DELETE: 'Deleted' } as const;

/** "FAQ", "Gallery image": one record of the kind, as a card's badge names it. */
const kindLabel = (kind: RecordKind) => {
  const { label } = RECORD_KIND_INFO[kind.toLowerCase() as keyof typeof RECORD_KIND_INFO];
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/**
 * Every saved version of every record the owner edits (FAQs, page sections, bookings, quotes,
 * settings...), newest first: what each save changed, old → new, in full, with a copy button, so a
 * text that a later save replaced (in another tab, by another admin) is never lost.
 */
export function SavedVersionsPanel() {
  const [kind, setKind] = useState<RecordKind | ''>('');
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(SavedVersionsQueryDocument, {
    variables: { kind: kind || null },
    context: LIVE_QUERY_CONTEXT,
    notifyOnNetworkStatusChange: true,
  });
  useLiveAnyRecord(() => void refetch());
  const shown = (data ?? previousData)?.savedVersions;

  const older = useLoadOlder({
    field: 'savedVersions',
    pageInfo: shown?.pageInfo,
    fetchMore,
    onError: (caught) => notify.error(failureText('Failed to fetch saved versions', caught)),
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-versions-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h4" id="saved-versions-heading">
            Saved versions
          </Title>
          <Text size="sm" c="dimmed">
            Every save of every record, kept for good: a text replaced by a later save (in another tab or by someone else) can always be read and copied back.
          </Text>
        </div>
        <NativeSelect
          label="Show"
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as RecordKind | '')}
          data={[{ value: '', label: 'Every record' }, ...(Object.keys(KIND_LABELS) as RecordKind[]).map((value) => ({ value, label: KIND_LABELS[value] }))]}
          w={200}
        />
      </Group>
      {error && !shown ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="red">{failureText('Failed to fetch saved versions', error)}</Text>
        </Paper>
      ) : !shown ? (
        <Stack gap="sm" aria-busy="true">
          <Text size="sm" c="dimmed">
            Loading saved versions...
          </Text>
          {[1, 2].map((n) => (
            <Skeleton key={n} h={90} radius="md" />
          ))}
        </Stack>
      ) : shown.nodes.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text c="dimmed">No saved versions {kind ? `of ${KIND_LABELS[kind].toLowerCase()} ` : ''}yet. Every save you make from now on is kept here.</Text>
        </Paper>
      ) : (
        <Stack gap="sm" aria-busy={loading}>
          <Text size="xs" c="dimmed">
            {shown.nodes.length} of {shown.totalCount}, newest first
          </Text>
          {shown.nodes.map((entry) => (
            <VersionCard key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {older.hasOlder && (
        <Button variant="default" onClick={older.loadOlder} loading={older.loadingOlder} style={{ alignSelf: 'center' }}>
          Load older versions
        </Button>
      )}
    </Stack>
  );
}

function FullText({ value, tone }: { value: string | null; tone: 'old' | 'new' }) {
  if (value === null) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        (empty)
      </Text>
    );
  }
  return (
    <Group gap={4} align="flex-start" wrap="nowrap">
      <Box
        px={6}
        py={2}
        style={{
          flex: 1,
          borderRadius: 4,
          background: tone === 'old' ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-green-0)',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          maxHeight: 320,
          overflowY: 'auto',
        }}
      >
        <Text size="sm">{value}</Text>
      </Box>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'}>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy this text">
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function VersionCard({ entry }: { entry: SavedVersionView }) {
  const rows =
    entry.change === 'UPDATE'
      ? entry.fieldChanges.map((change) => ({ key: change.field, label: change.label, before: change.oldValue ?? null, after: change.newValue ?? null }))
      : entry.values.map((value) => ({ key: value.field, label: value.label, before: entry.change === 'DELETE' ? (value.value ?? null) : null, after: entry.change === 'DELETE' ? null : (value.value ?? null) }));
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={entry.summary}>
      <Stack gap="sm">
        <Stack gap={6}>
          <Group gap={6}>
            <Badge variant="outline" color="gray" radius="sm">
              {kindLabel(entry.kind)}
            </Badge>
            <Badge variant="dot" color={entry.change === 'DELETE' ? 'red' : entry.change === 'CREATE' ? 'blue' : 'willow'}>
              {CHANGE_LABELS[entry.change]}
            </Badge>
            <Badge variant="light" color="gray">
              Version {entry.version}
            </Badge>
          </Group>
          <Text fw={600}>{entry.summary}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.savedAt)}
            {entry.savedBy ? ` · by ${entry.savedBy}` : ''}
          </Text>
        </Stack>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={6} horizontalSpacing="sm" withTableBorder fz="sm" layout="fixed">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={130}>Field</Table.Th>
                {entry.change !== 'CREATE' && <Table.Th>Before</Table.Th>}
                {entry.change !== 'DELETE' && <Table.Th>{entry.change === 'CREATE' ? 'Saved' : 'After'}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.label}
                    </Text>
                  </Table.Td>
                  {entry.change !== 'CREATE' && (
                    <Table.Td>
                      <FullText value={row.before} tone="old" />
                    </Table.Td>
                  )}
                  {entry.change !== 'DELETE' && (
                    <Table.Td>
                      <FullText value={row.after} tone="new" />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
