import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlayerPause, IconPlayerPlay, IconRefresh, IconRotate, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPE_VALUES,
} from '../../../../shared/webhooks.ts';
import { graphql } from '../../gql';
import type { WebhookEndpointsQuery, WebhookEventType } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { DeliveryLog, formatDateTime, STATUS_LOOK } from './DeliveryLog.tsx';
import { OneTimeSecret } from '../shell/OneTimeSecret.tsx';
import { LIVE_QUERY_CONTEXT, useLiveAccount, useLiveWebhooks } from '../shell/live-updates.ts';
import { CreateEndpointCard, webhooksRefetch } from './CreateEndpointCard.tsx';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';

/*
 * Account → Webhooks: the owner registers addresses that receive the venue's events (signed per
 * Standard Webhooks), sees each one's delivery log and replays a delivery. The secret is shown once,
 * when an endpoint is created or its secret rotated. How to verify a delivery is in docs/api.md.
 */

const WebhookEndpointsOperation = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      url
      description
      eventTypes
      enabled
      secretHint
      registeredByApiToken
      pendingDeliveries
      failedDeliveries
      version
      createdAt
      lastDelivery {
        id
        status
        createdAt
      }
    }
  }
`);

const UpdateWebhookEndpointOperation = graphql(`
  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      endpoint {
        id
        enabled
        version
      }
      userErrors {
        message
      }
    }
  }
`);

const RotateWebhookSecretOperation = graphql(`
  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {
    rotateWebhookSecret(input: $input) {
      secret
      endpoint {
        id
        url
        secretHint
      }
    }
  }
`);

const DeleteWebhookEndpointOperation = graphql(`
  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {
    deleteWebhookEndpoint(input: $input) {
      deletedEndpointId
    }
  }
`);

type Endpoint = WebhookEndpointsQuery['webhookEndpoints'][number];
const labelOf = (type: WebhookEventType) => WEBHOOK_EVENT_LABELS[WEBHOOK_EVENT_TYPE_VALUES[type]];
const refetch = webhooksRefetch;

export default function WebhooksSection() {
  const { data, loading, error, refetch: reload } = useQuery(WebhookEndpointsOperation, { fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  // Changed in another tab, by an API token or by a delivery attempt: the cards follow.
  useLiveWebhooks(() => void reload());
  // A token revoked (in another tab) takes the endpoints it registered with it.
  useLiveAccount(() => void reload());
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const endpoints = data?.webhookEndpoints ?? [];
  const shown = endpoints.find((endpoint) => endpoint.id === logOf) ?? null;

  return (
    <Stack gap="lg">
      <ScreenTitle title="Webhooks">
        Send the venue’s events (new inquiries, bookings, accepted quotes, payments) to another system as they happen. Each delivery is signed; if the other system is down it is tried
        again for about a day and a half, and you can send any delivery again from its log.
      </ScreenTitle>
      <CreateEndpointCard onCreated={setSecret} />
      {secret && (
        <Alert color="willow" icon={<IconWebhook aria-hidden />} title="Copy the signing secret" withCloseButton onClose={() => setSecret(null)}>
          <Text size="sm">
            The secret for {secret.url}. Copy it into the receiving system now: it is shown only this once.
          </Text>
          <OneTimeSecret value={secret.secret} label="New signing secret" />
        </Alert>
      )}
      <Group justify="space-between">
        <Title order={2} size="h4">
          Endpoints
        </Title>
        <Button variant="subtle" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void reload()}>
          Refresh
        </Button>
      </Group>
      {error && !data ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error">
          {errorMessage(error, 'Failed to load the webhook endpoints')}
        </Alert>
      ) : loading && !data ? (
        <Skeleton h={160} radius="md" aria-busy="true" />
      ) : endpoints.length === 0 ? (
        <Text c="dimmed" size="sm">
          No endpoints yet. Add one above to start sending events.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} onShowLog={() => setLogOf(endpoint.id)} onSecret={setSecret} logShown={logOf === endpoint.id} />
          ))}
        </SimpleGrid>
      )}
      {shown && <DeliveryLog endpointId={shown.id} url={shown.url} labelOf={labelOf} />}
    </Stack>
  );
}

function EndpointCard({ endpoint, onShowLog, onSecret, logShown }: { endpoint: Endpoint; onShowLog: () => void; onSecret: (created: { url: string; secret: string }) => void; logShown: boolean }) {
  const [update, { loading: updating }] = useMutation(UpdateWebhookEndpointOperation, refetch);
  const [rotate, { loading: rotating }] = useMutation(RotateWebhookSecretOperation, refetch);
  const [remove, { loading: removing }] = useMutation(DeleteWebhookEndpointOperation, refetch);
  const name = endpoint.description || endpoint.url;

  async function run(action: () => Promise<unknown>, success: string, title: string) {
    try {
      await action();
      notify.success(success, title);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  const toggle = () =>
    run(
      () => update({ variables: { input: { id: endpoint.id, version: endpoint.version, enabled: !endpoint.enabled } } }),
      endpoint.enabled ? 'No new events are sent to it until you resume it.' : 'New events are sent to it again.',
      endpoint.enabled ? 'Webhook Endpoint Paused' : 'Webhook Endpoint Resumed',
    );
  const onRotate = () => {
    if (!window.confirm(`Give “${name}” a new signing secret? The old one stops working at once.`)) return;
    void run(
      async () => {
        const result = await rotate({ variables: { input: { id: endpoint.id } } });
        const rotated = result.data?.rotateWebhookSecret;
        if (rotated?.secret && rotated.endpoint) onSecret({ url: rotated.endpoint.url, secret: rotated.secret });
      },
      'Copy the new secret now: it will not be shown again.',
      'Signing Secret Rotated',
    );
  };
  const onDelete = () => {
    if (!window.confirm(`Delete “${name}” and its delivery log? Nothing more is sent to it.`)) return;
    void run(() => remove({ variables: { input: { id: endpoint.id } } }), `${endpoint.url} receives nothing more.`, 'Webhook Endpoint Deleted');
  };

  const last = endpoint.lastDelivery;
  return (
    <Card withBorder radius="md" padding="lg" aria-label={`Endpoint ${name}`} component="section">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          {endpoint.description && (
            <Text size="sm" c="dimmed">
              {endpoint.description}
            </Text>
          )}
        </div>
        <Badge variant="light" color={endpoint.enabled ? 'willow' : 'gray'} style={{ flexShrink: 0 }}>
          {endpoint.enabled ? 'Active' : 'Paused'}
        </Badge>
      </Group>
      <Group gap={6} mt="sm">
        {endpoint.eventTypes.map((type) => (
          <Badge key={type} variant="outline" color="gray" size="sm">
            {labelOf(type)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" mt="sm">
        {last ? (
          <>
            Last delivery {formatDateTime(last.createdAt)}: <strong>{STATUS_LOOK[last.status].label}</strong>
          </>
        ) : (
          'No deliveries yet.'
        )}
        {endpoint.pendingDeliveries > 0 && ` · ${endpoint.pendingDeliveries} waiting`}
        {endpoint.failedDeliveries > 0 && ` · ${endpoint.failedDeliveries} failed`}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        Secret {endpoint.secretHint}
        {endpoint.registeredByApiToken && ` · Registered by the API token “${endpoint.registeredByApiToken}”: revoking it deletes this endpoint`}
      </Text>
      <Group gap="xs" mt="md">
        <Button size="xs" variant={logShown ? 'filled' : 'light'} onClick={onShowLog} aria-label={`Delivery log of ${name}`}>
          Delivery log
        </Button>
        <Button
          size="xs"
          variant="light"
          color="gray"
          loading={updating}
          onClick={() => void toggle()}
          leftSection={endpoint.enabled ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
        >
          {endpoint.enabled ? 'Pause' : 'Resume'}
        </Button>
        <Button size="xs" variant="light" color="gray" loading={rotating} onClick={onRotate} leftSection={<IconRotate size={14} aria-hidden />}>
          Rotate secret
        </Button>
        <Button size="xs" variant="light" color="red" loading={removing} onClick={onDelete} leftSection={<IconTrash size={14} aria-hidden />} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </Group>
    </Card>
  );
}
