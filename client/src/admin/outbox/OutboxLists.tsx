/*
 * The outbox's lists: the count of each status, and the messages as a table on a wide screen or a
 * list on a phone, each with its actions.
 */
import { Box, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import type { OutboxSummaryQuery } from '../../gql/graphql.ts';
import { TableHead } from '../content-kit/TableHead.tsx';
import { kindLabel, RowActions, StatusBadge, STATUS, Times, type Message } from './OutboxParts.tsx';

type Counts = OutboxSummaryQuery['emailOutboxSummary'];

interface MessagesProps {
  list: Message[];
  onOpen: (message: Message) => void;
  onRetry: (message: Message) => void;
  retrying: boolean;
}

/** Queued, sending, sent and failed: how many of each (a skeleton until counted). */
export function OutboxCounts({ counts }: { counts?: Counts }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {(['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const).map((status) => {
        const { label, color, icon: StatusIcon } = STATUS[status];
        const value = counts?.[status.toLowerCase() as 'queued' | 'sending' | 'sent' | 'failed'];
        return (
          <Paper key={status} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
                  {label}
                </Text>
                {value === undefined ? <Skeleton h={28} w={40} mt={4} /> : <Text fz={28} fw={700} lh={1.2}>{value}</Text>}
              </div>
              <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
                <StatusIcon size={22} />
              </ThemeIcon>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** The messages as a table (wide screens). */
export function MessagesTable({ list, onOpen, onRetry, retrying }: MessagesProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <TableHead columns={['Status', 'Recipient', 'Subject', 'Attempts', 'Times']} />
        <Table.Tbody>
          {list.map((message) => (
            <Table.Tr key={message.id}>
              <Table.Td>
                <StatusBadge status={message.status} />
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" truncate>
                  {message.to}
                </Text>
              </Table.Td>
              <Table.Td maw={340}>
                <Text size="sm" fw={500} truncate>
                  {message.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  {kindLabel(message.kind)}
                </Text>
                {message.lastError && (
                  <Text size="xs" c="red.7" lineClamp={2}>
                    {message.lastError}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{message.attempts}</Table.Td>
              <Table.Td>
                <Times message={message} />
              </Table.Td>
              <Table.Td>
                <RowActions message={message} onOpen={onOpen} onRetry={onRetry} retrying={retrying} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The messages as a list (phones). */
export function MessagesList({ list, onOpen, onRetry, retrying }: MessagesProps) {
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Messages">
      {list.map((message) => (
        <Box component="li" key={message.id} p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <StatusBadge status={message.status} />
            <RowActions message={message} onOpen={onOpen} onRetry={onRetry} retrying={retrying} />
          </Group>
          <Text size="sm" fw={600} mt={6}>
            {message.subject}
          </Text>
          <Text size="xs" c="dimmed">
            To {message.to} · {kindLabel(message.kind)} · {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
          </Text>
          {message.lastError && (
            <Text size="xs" c="red.7" mt={4}>
              {message.lastError}
            </Text>
          )}
          <Box mt={4}>
            <Times message={message} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
