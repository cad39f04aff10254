import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Code, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconEye, IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { PAGE_SIZE_DEFAULT } from '../../../../shared/pagination.ts';
import { graphql } from '../../gql';
import { useLoadOlder } from '../lists/load-older.ts';
import type { WebhookDeliveriesQuery, WebhookDeliveryStatus, WebhookEventType } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { LIVE_QUERY_CONTEXT, useLiveWebhooks } from '../shell/live-updates.ts';
import { TableHead } from '../content-kit/TableHead.tsx';

/* One endpoint's delivery log: each event sent (or waiting), how the endpoint answered, and Replay. */

const WebhookDeliveriesOperation = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
      totalCount
      pageInfo {
        ...LoadOlder_pageInfo
      }
      nodes {
        id
        messageId
        eventType
        occurredAt
        payload
        status
        attempts
        nextAttemptAt
        lastAttemptAt
        lastStatusCode
        lastError
        lastResponse
        lastDurationMs
        replayOf
        createdAt
      }
    }
  }
`);

const ReplayWebhookDeliveryOperation = graphql(`
  mutation ReplayWebhookDelivery($input: ReplayWebhookDeliveryInput!) {
    replayWebhookDelivery(input: $input) {
      delivery {
        id
        status
      }
      userErrors {
        message
      }
    }
  }
`);

type Delivery = WebhookDeliveriesQuery['webhookDeliveries']['nodes'][number];

export const STATUS_LOOK: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  PENDING: { label: 'Waiting', color: 'gold' },
  SENDING: { label: 'Sending', color: 'blue' },
  DELIVERED: { label: 'Delivered', color: 'willow' },
  FAILED: { label: 'Failed', color: 'red' },
};

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** What the endpoint answered, in a few words. */
function answerOf(delivery: Delivery): string {
  if (delivery.status === 'PENDING' && delivery.attempts === 0) return 'Not tried yet';
  if (delivery.lastStatusCode !== null && delivery.lastStatusCode !== undefined) return `HTTP ${delivery.lastStatusCode}`;
  return delivery.lastError ?? '—';
}

export function DeliveryLog({ endpointId, url, labelOf }: { endpointId: string; url: string; labelOf: (type: WebhookEventType) => string }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(WebhookDeliveriesOperation, {
    variables: { endpointId, first: PAGE_SIZE_DEFAULT },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  // A delivery attempted, failed or sent again elsewhere: the log follows.
  useLiveWebhooks(() => void refetch());
  const [replay, { loading: replaying }] = useMutation(ReplayWebhookDeliveryOperation, { refetchQueries: ['WebhookDeliveries', 'WebhookEndpoints'], awaitRefetchQueries: true });
  const [open, setOpen] = useState<Delivery | null>(null);
  const page = data?.webhookDeliveries;
  const older = useLoadOlder({
    field: 'webhookDeliveries',
    pageInfo: page?.pageInfo,
    fetchMore,
    onError: (failure) => notify.error(errorMessage(failure, 'Failed to load older deliveries')),
  });

  async function onReplay(delivery: Delivery) {
    try {
      const result = await replay({ variables: { input: { id: delivery.id } } });
      const problem = result.data?.replayWebhookDelivery.userErrors[0];
      if (problem) return notify.error(problem.message);
      notify.success(`${labelOf(delivery.eventType)} is being sent again.`, 'Delivery Replayed');
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Delivery log">
      <Group justify="space-between" mb="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            Delivery log
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {url}
            {page ? ` · ${page.totalCount} ${page.totalCount === 1 ? 'delivery' : 'deliveries'}` : ''}
          </Text>
        </div>
        <Button variant="subtle" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void refetch()}>
          Refresh
        </Button>
      </Group>
      {error && !data ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error">
          {errorMessage(error, 'Failed to load the delivery log')}
        </Alert>
      ) : loading && !data ? (
        <Skeleton h={120} radius="md" aria-busy="true" />
      ) : !page || page.nodes.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing sent yet. Events you chose appear here as they happen.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label="Deliveries" verticalSpacing="xs">
              <TableHead columns={['Event', 'Status', 'Attempts', 'Answer', 'When']} />
              <Table.Tbody>
                {page.nodes.map((delivery) => (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {labelOf(delivery.eventType)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {delivery.replayOf ? 'Replay · ' : ''}
                        {delivery.messageId}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_LOOK[delivery.status].color}>
                        {STATUS_LOOK[delivery.status].label}
                      </Badge>
                      {delivery.status === 'PENDING' && delivery.attempts > 0 && (
                        <Text size="xs" c="dimmed">
                          Next try {formatDateTime(delivery.nextAttemptAt)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{delivery.attempts}</Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {answerOf(delivery)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Button size="xs" variant="subtle" leftSection={<IconEye size={14} aria-hidden />} onClick={() => setOpen(delivery)} aria-label={`Details of ${labelOf(delivery.eventType)} ${delivery.messageId}`}>
                          Details
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconSend size={14} aria-hidden />}
                          disabled={delivery.status === 'SENDING' || replaying}
                          onClick={() => void onReplay(delivery)}
                          aria-label={`Replay ${labelOf(delivery.eventType)} ${delivery.messageId}`}
                        >
                          Replay
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {older.hasOlder && (
            <Group justify="center" mt="sm">
              <Button variant="default" size="xs" onClick={older.loadOlder} loading={older.loadingOlder}>
                Show older deliveries
              </Button>
            </Group>
          )}
        </>
      )}
      <GuardedModal opened={open !== null} onClose={() => setOpen(null)} title={open ? labelOf(open.eventType) : ''} size="lg">
        {open && (
          <>
            <Text size="sm">
              Message id <Code>{open.messageId}</Code>, happened {formatDateTime(open.occurredAt)}.
            </Text>
            {open.lastError && (
              <Text size="sm" mt="xs" c="red">
                {open.lastError}
              </Text>
            )}
            {open.lastDurationMs !== null && open.lastDurationMs !== undefined && (
              <Text size="sm" mt="xs">
                Last attempt took {open.lastDurationMs} ms.
              </Text>
            )}
            <Text size="sm" fw={600} mt="md">
              Payload (signed and sent as it is)
            </Text>
            <Code block mt={4}>
              {JSON.stringify(JSON.parse(open.payload), null, 2)}
            </Code>
            {open.lastResponse && (
              <>
                <Text size="sm" fw={600} mt="md">
                  The endpoint’s answer
                </Text>
                <Code block mt={4}>
                  {open.lastResponse}
                </Code>
              </>
            )}
          </>
        )}
      </GuardedModal>
    </Card>
  );
}
