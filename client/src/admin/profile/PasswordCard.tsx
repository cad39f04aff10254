import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Card, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordErrors, PASSWORD_MIN_LENGTH } from '../../../../shared/accounts.ts';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { CardHeading } from '../content-kit/CardHeading.tsx';
import { fieldErrorsOf } from '../forms/field-errors.ts';
import { refetchProfile } from './refetch-profile.ts';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      signedOutSessions
    }
  }
`);

const SendResetLinkMutation = graphql(`
  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      accepted
    }
  }
`);

/** A new password (which signs out every other device), or a reset link by e-mail for a forgotten one. */
export function PasswordCard({ email }: { email: string }) {
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => newPasswordErrors(values.newPassword, values.confirmPassword),
  });
  const [change, { loading }] = useMutation(ChangePasswordMutation, refetchProfile);
  const [sendLink, { loading: sending }] = useMutation(SendResetLinkMutation);

  const onSubmit = form.onSubmit(
    async (input) => {
      try {
        const result = await change({ variables: { input } });
        const ended = result.data?.changePassword.signedOutSessions ?? 0;
        form.reset();
        notify.success(
          ended > 0
            ? `Your password has been changed and ${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`
            : 'Your password has been changed.',
          'Password Updated',
        );
      } catch (failure) {
        form.setErrors(fieldErrorsOf(failure));
        notify.error(errorMessage(failure));
      }
    },
    (errors) => notify.error(String(Object.values(errors)[0])),
  );

  async function onSendLink() {
    try {
      await sendLink({ variables: { input: { email } } });
      notify.success('Check your email for a password reset link.', 'Password Reset Email Sent');
    } catch (failure) {
      notify.error(errorMessage(failure, 'Failed to send password reset email'));
    }
  }

  const { currentPassword, newPassword, confirmPassword } = form.values;
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <CardHeading title="Password settings" description="Changing your password signs you out on every other device." />
      <Stack gap="md" mt="md">
        <PasswordInput label="Current password" autoComplete="current-password" {...form.getInputProps('currentPassword')} />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={() => void onSendLink()} disabled={sending}>
            Forgot it? E-mail me a reset link
          </Anchor>
          <Button type="submit" ml="auto" loading={loading} disabled={!currentPassword || !newPassword || !confirmPassword || loading}>
            Update Password
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
