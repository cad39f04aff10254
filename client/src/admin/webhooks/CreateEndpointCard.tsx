import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPE_VALUES, WEBHOOK_URL_MAX_LENGTH, webhookDescriptionProblem, webhookEventTypesProblem, webhookUrlProblem } from '../../../../shared/webhooks.ts';
import { graphql } from '../../gql';
import type { WebhookEventType } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { FormCard } from '../forms/FormCard.tsx';
import { userErrorsOf } from '../forms/submit.ts';

const CreateWebhookEndpointOperation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const EVENT_TYPES = Object.entries(WEBHOOK_EVENT_TYPE_VALUES) as [WebhookEventType, keyof typeof WEBHOOK_EVENT_LABELS][];
export const webhooksRefetch = { refetchQueries: ['WebhookEndpoints', 'WebhookDeliveries'], awaitRefetchQueries: true };

/** A new endpoint: its address, a description and the events it receives; the secret is shown once after. */
export function CreateEndpointCard({ onCreated }: { onCreated: (created: { url: string; secret: string }) => void }) {
  const form = useForm({
    initialValues: { url: '', description: '', eventTypes: ['INQUIRY_RECEIVED', 'BOOKING_CREATED'] as string[] },
    validate: { url: webhookUrlProblem, description: webhookDescriptionProblem, eventTypes: webhookEventTypesProblem },
    transformValues: (values) => ({ url: values.url.trim(), description: values.description.trim(), eventTypes: values.eventTypes as WebhookEventType[] }),
  });
  const [create, { loading }] = useMutation(CreateWebhookEndpointOperation, webhooksRefetch);

  const onSubmit = form.onSubmit(async (input) => {
    try {
      const result = await create({ variables: { input } });
      const payload = result.data?.createWebhookEndpoint;
      if (payload?.userErrors.length) {
        form.setErrors(userErrorsOf(payload.userErrors, 'url'));
        return;
      }
      if (!payload?.endpoint || !payload.secret) return;
      onCreated({ url: payload.endpoint.url, secret: payload.secret });
      form.setValues({ url: '', description: '' });
      notify.success('Copy the signing secret now: it will not be shown again.', 'Webhook Endpoint Added');
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  });

  return (
    <FormCard label="Add a webhook endpoint" heading="New endpoint" gap="sm" onSubmit={onSubmit}>
      <TextInput
        label="Endpoint address"
        description="Where each event is posted, such as https://crm.example.com/hooks/venue"
        maxLength={WEBHOOK_URL_MAX_LENGTH}
        type="url"
        required
        {...form.getInputProps('url')}
      />
      <TextInput label="Description" description="What it feeds, so you know later" maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH} {...form.getInputProps('description')} />
      <Checkbox.Group label="Events to send" withAsterisk {...form.getInputProps('eventTypes')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="xs" spacing="xs">
          {EVENT_TYPES.map(([type, stored]) => (
            <Checkbox key={type} value={type} label={WEBHOOK_EVENT_LABELS[stored]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group>
        <Button type="submit" loading={loading} leftSection={<IconPlus size={16} aria-hidden />}>
          Add endpoint
        </Button>
      </Group>
    </FormCard>
  );
}
