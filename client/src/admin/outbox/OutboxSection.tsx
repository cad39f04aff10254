import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Code, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconMailOff,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useLoadOlder } from '../lists/load-older.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { PAGE_SIZE_DEFAULT } from '../../../../shared/pagination.ts';
import { useLiveOutbox, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { MessageModal, STATUS, type Filter, type Message } from './OutboxParts.tsx';
import { MessagesList, MessagesTable, OutboxCounts } from './OutboxLists.tsx';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';

const OutboxSummaryQuery = graphql(`
  query OutboxSummary {
    emailOutboxSummary {
      mode
      queued
      sending
      sent
      failed
      total
    }
  }
`);

const OutboxMessagesQueryDocument = graphql(`
  query OutboxMessages($status: OutboxStatus, $first: Int, $after: String) {
    outboxMessages(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        ...LoadOlder_pageInfo
      }
      nodes {
        id
        kind
        to
        replyTo
        subject
        status
        attempts
        lastError
        createdAt
        nextAttemptAt
        sentAt
        text
        html
      }
    }
  }
`);

const RetryOutboxMessageMutation = graphql(`
  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {
    retryOutboxMessage(input: $input) {
      message {
        id
        status
        attempts
        nextAttemptAt
        lastError
      }
    }
  }
`);

/** E-mail Outbox: every message the site wrote, whether it went out, and Retry for those that did not. */
export default function OutboxSection() {
  const [filter, setFilter] = useState<Filter>('ALL');
  const [open, setOpen] = useState<Message | null>(null);
  const summary = useQuery(OutboxSummaryQuery, { fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  const messages = useQuery(OutboxMessagesQueryDocument, {
    variables: { status: filter === 'ALL' ? null : filter, first: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  // The server announces every queued, sent, failed or retried message: no polling.
  useLiveOutbox(() => void Promise.all([summary.refetch(), messages.refetch()]));
  const [retry, { loading: retrying }] = useMutation(RetryOutboxMessageMutation, {
    refetchQueries: ['OutboxSummary', 'OutboxMessages'],
  });
  const counts = summary.data?.emailOutboxSummary;
  const outboxOnly = counts?.mode === 'OUTBOX_ONLY';
  const wide = useMediaQuery('(min-width: 62em)');

  async function onRetry(message: Message) {
    try {
      await retry({ variables: { input: { id: message.id } } });
      notify.success(
        outboxOnly ? 'It is back in line and will be sent once e-mail delivery is set up.' : `The message to ${message.to} is being sent again.`,
        'Retry Queued',
      );
    } catch (failure) {
      notify.error(errorMessage(failure, 'Failed to retry the message'));
    }
  }

  const refresh = () => void Promise.all([summary.refetch(), messages.refetch()]);
  const list = messages.data?.outboxMessages.nodes ?? [];
  const older = useLoadOlder({
    field: 'outboxMessages',
    pageInfo: messages.data?.outboxMessages.pageInfo,
    fetchMore: messages.fetchMore,
    onError: (failure) => notify.error(errorMessage(failure, 'Failed to load the outbox')),
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <ScreenTitle title="E-mail Outbox">
          Every e-mail the site sends is written here first: inquiry notices, confirmations and account e-mails.
        </ScreenTitle>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={refresh} loading={messages.loading && !!messages.data}>
          Refresh
        </Button>
      </Group>

      {outboxOnly && (
        <Alert color="gold" variant="light" icon={<IconMailOff aria-hidden />} title="E-mail delivery is not configured">
          Messages are kept here but not sent, because the server has no e-mail provider key. Set <Code>RESEND_API_KEY</Code> on the server
          and restart it: queued messages then go out automatically. Until then, you can open a message here to read it (for example to
          copy a password reset link).
        </Alert>
      )}
      {counts?.mode === 'RESEND' && counts.failed > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={`${counts.failed} ${counts.failed === 1 ? 'message' : 'messages'} could not be delivered`}>
          The provider refused them or was unreachable after several attempts. Check the recipient and the error, then press Retry.
        </Alert>
      )}

      <OutboxCounts counts={counts} />

      <Card withBorder radius="md" padding={0}>
        <Group justify="space-between" p="md" gap="sm">
          <SegmentedControl
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            aria-label="Show messages"
            data={[
              { value: 'ALL', label: `All${counts ? ` (${counts.total})` : ''}` },
              { value: 'QUEUED', label: 'Queued' },
              { value: 'SENT', label: 'Sent' },
              { value: 'FAILED', label: `Failed${counts?.failed ? ` (${counts.failed})` : ''}` },
            ]}
          />
          <Text size="xs" c="dimmed">
            Newest first · {list.length} of {messages.data?.outboxMessages.totalCount ?? 0} · updates live
          </Text>
        </Group>
        {messages.error && !messages.data ? (
          <Alert color="red" m="md" title="Error">
            {errorMessage(messages.error, 'Failed to load the outbox')}
          </Alert>
        ) : !messages.data ? (
          <Stack p="md" gap="xs">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} h={44} />
            ))}
          </Stack>
        ) : list.length === 0 ? (
          <Stack align="center" gap={4} py={48} px="md" ta="center">
            <IconCircleCheck size={36} color="var(--mantine-color-willow-6)" aria-hidden />
            <Text fw={600}>{filter === 'ALL' ? 'No e-mails yet' : `No ${STATUS[filter].label.toLowerCase()} messages`}</Text>
            <Text size="sm" c="dimmed">
              Inquiries, booking requests and account changes will show their e-mails here.
            </Text>
          </Stack>
        ) : wide ? (
          <MessagesTable list={list} onOpen={setOpen} onRetry={onRetry} retrying={retrying} />
        ) : (
          <MessagesList list={list} onOpen={setOpen} onRetry={onRetry} retrying={retrying} />
        )}
        {older.hasOlder && (
          <Group justify="center" p="md">
            <Button variant="default" onClick={older.loadOlder} loading={older.loadingOlder}>
              Load older messages
            </Button>
          </Group>
        )}
      </Card>

      <MessageModal message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
