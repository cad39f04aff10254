import { Badge, Button, Card, Collapse, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown, IconChevronRight, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ContentChangeLogQuery, ContentChangeStatus, ContentTable } from '../../gql/graphql.ts';
import { formatDateTime } from '../content-kit/text.ts';
import { ChangeDiff } from './ChangeDiff.tsx';

/* The Content Change Log's parts: a figure of its summary, and one entry with its difference. */

export const TABLE_LABELS: Record<ContentTable, string> = {
  CONTENT_SECTIONS: 'Content Sections',
  GALLERY_IMAGES: 'Gallery Images',
  HERO_SLIDES: 'Hero Slides',
  CONTACT_INFO: 'Contact Details',
};
const TYPE_LABELS = { CREATE: 'Created', UPDATE: 'Updated', DELETE: 'Deleted' } as const;

export type Entry = ContentChangeLogQuery['contentChangeLog']['nodes'][number];

export function StatCard({ icon, color, label, value, loading, note }: { icon: ReactNode; color: string; label: string; value?: number; loading: boolean; note?: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {loading ? (
            <Skeleton h={28} w={40} mt={4} />
          ) : (
            <Text fz={28} fw={700} lh={1.2}>
              {value ?? 0}
            </Text>
          )}
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function StatusBadge({ status }: { status: ContentChangeStatus }) {
  if (status === 'PENDING') {
    return (
      <Badge color="orange" variant="light" leftSection={<IconClock size={12} aria-hidden />}>
        Pending
      </Badge>
    );
  }
  if (status === 'PUBLISHED') {
    return (
      <Badge color="willow" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
        Published
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="light" leftSection={<IconArrowBackUp size={12} aria-hidden />}>
      Reverted
    </Badge>
  );
}

export function EntryCard({ entry, onRevert }: { entry: Entry; onRevert: () => void }) {
  const [open, setOpen] = useState(entry.status === 'PENDING');
  const when =
    entry.status === 'PUBLISHED' && entry.publishedAt
      ? `Published ${formatDateTime(entry.publishedAt)}`
      : entry.status === 'REVERTED' && entry.revertedAt
        ? `Reverted ${formatDateTime(entry.revertedAt)}`
        : 'Waiting to be published';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={entry.description}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <StatusBadge status={entry.status} />
              <Badge variant="outline" color="gray" radius="sm">
                {TABLE_LABELS[entry.tableName]}
              </Badge>
              <Badge variant="dot" color={entry.changeType === 'DELETE' ? 'red' : entry.changeType === 'CREATE' ? 'blue' : 'gray'}>
                {TYPE_LABELS[entry.changeType]}
              </Badge>
            </Group>
            <Text fw={600}>{entry.description}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.createdAt)}
              {entry.createdBy ? ` · by ${entry.createdBy}` : ''} · {when}
            </Text>
          </Stack>
          {entry.status === 'PENDING' && (
            <Button variant="light" color="orange" size="xs" leftSection={<IconArrowBackUp size={14} aria-hidden />} onClick={onRevert} style={{ flex: 'none' }}>
              Revert
            </Button>
          )}
        </Group>
        {entry.fieldChanges.length > 0 && (
          <>
            <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={open}>
              <Group gap={4}>
                {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
                <Text size="xs" fw={600} c="willow.8">
                  {open ? 'Hide changes' : `Show changes (${entry.fieldChanges.length})`}
                </Text>
              </Group>
            </UnstyledButton>
            <Collapse expanded={open}>
              <ChangeDiff changes={entry.fieldChanges} />
            </Collapse>
          </>
        )}
      </Stack>
    </Card>
  );
}
