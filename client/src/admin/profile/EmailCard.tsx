import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { ACCOUNT_MESSAGES } from '../../../../shared/accounts.ts';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { CardHeading } from '../content-kit/CardHeading.tsx';
import { fieldErrorsOf } from '../forms/field-errors.ts';
import { refetchProfile } from './refetch-profile.ts';

const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      pendingEmail
    }
  }
`);

/** A new sign-in address, confirmed through a link sent to it; the current password proves it is you. */
export function EmailCard({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const form = useForm({
    initialValues: { newEmail: '', currentPassword: '' },
    transformValues: (values) => ({ ...values, newEmail: values.newEmail.trim().toLowerCase() }),
    validate: {
      newEmail: (value) => {
        const wanted = value.trim().toLowerCase();
        return !wanted || wanted === email ? ACCOUNT_MESSAGES.newEmailRequired : null;
      },
    },
  });
  const [request, { loading }] = useMutation(RequestEmailChangeMutation, refetchProfile);

  const onSubmit = form.onSubmit(
    async (input) => {
      try {
        await request({ variables: { input } });
        form.reset();
        notify.success('Please check your new email for confirmation.', 'Email Update Initiated');
      } catch (failure) {
        form.setErrors(fieldErrorsOf(failure));
        notify.error(errorMessage(failure));
      }
    },
    (errors) => notify.error(String(Object.values(errors)[0])),
  );

  const { newEmail, currentPassword } = form.values;
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <CardHeading title="Email settings" description="The address you sign in with and receive account e-mails at." />
      <Stack gap="md" mt="md">
        <TextInput label="Current email" value={email} readOnly variant="filled" />
        {pendingEmail && (
          <Alert color="gold" variant="light" icon={<IconMailForward aria-hidden />} title="Waiting for confirmation">
            We sent a link to <strong>{pendingEmail}</strong>. The change happens when you open it (within 24 hours). Until then you keep
            signing in with {email}.
          </Alert>
        )}
        <TextInput label="New email" type="email" autoComplete="email" {...form.getInputProps('newEmail')} />
        <PasswordInput
          label="Current password"
          description="To make sure it is you."
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <Text size="xs" c="dimmed">
          We send a confirmation link to the new address and let the current one know.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!newEmail.trim() || !currentPassword || loading}>
            Update Email
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
