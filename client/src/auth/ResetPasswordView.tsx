import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Loader, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { errorField, errorMessage } from '../lib/errors.ts';
import { notify } from '../lib/notify.ts';
import { AUTH_ICON_COLOR, AuthCard, LinkProblem } from './AuthCard.tsx';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH, RESET_LINK_MESSAGES } from '../../../shared/accounts.ts';

const ResetTokenStatusQuery = graphql(`
  query PasswordResetTokenStatus($token: String!) {
    passwordResetTokenStatus(token: $token)
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      email
    }
  }
`);

const TOKEN_PROBLEMS = RESET_LINK_MESSAGES;

/**
 * /auth?mode=reset&token=…: the page the reset e-mail links to. The link is checked first, so an
 * expired or used one says so before anyone types a password; the server checks it again.
 */
export function ResetPasswordView({ token }: { token: string }) {
  useDocumentMeta({ title: 'Reset Your Password' });
  const navigate = useNavigate();
  const client = useApolloClient();
  const status = useQuery(ResetTokenStatusQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ newPassword?: string; confirmPassword?: string }>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  const tokenStatus = status.data?.passwordResetTokenStatus;
  const problem = linkProblem ?? (tokenStatus && tokenStatus !== 'VALID' ? TOKEN_PROBLEMS[tokenStatus] : null);

  function startOver() {
    navigate('/auth', { replace: true, state: { forgotHint: true } });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) {
      setErrors({ confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch });
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setErrors({ newPassword: ACCOUNT_MESSAGES.passwordTooShort });
      return;
    }
    setErrors({});
    try {
      const result = await reset({ variables: { input: { token, newPassword: password, confirmPassword: confirm } } });
      // Every session of the account has ended; whoever this browser was signed in as, ask again.
      await client.refetchQueries({ include: ['Viewer'] });
      notify.success('Your password has been reset. Sign in with your new password.', 'Password Updated');
      navigate('/auth', { replace: true, state: { email: result.data?.resetPassword.email } });
    } catch (failure) {
      const field = errorField(failure);
      const message = errorMessage(failure);
      if (field === 'token') setLinkProblem(message);
      else if (field === 'newPassword' || field === 'confirmPassword') setErrors({ [field]: message });
      notify.error(message);
    }
  }

  return (
    <AuthCard
      icon={<IconKey size={32} color={AUTH_ICON_COLOR} aria-hidden />}
      title="Reset Your Password"
      subtitle="Choose a new password. Setting it signs your account out on every device."
    >
      {status.loading && !status.data ? (
        <Center py="lg">
          <Loader aria-label="Checking your reset link" />
        </Center>
      ) : status.error && !status.data ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error">
          {errorMessage(status.error, 'Could not check the reset link. Please try again.')}
        </Alert>
      ) : problem ? (
        <LinkProblem problem={problem}>
          <Button onClick={startOver} fullWidth>
            Request a new link
          </Button>
        </LinkProblem>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label="New password"
              description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setErrors({});
              }}
              error={errors.newPassword}
              required
              data-autofocus
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => {
                setConfirm(event.currentTarget.value);
                setErrors({});
              }}
              error={errors.confirmPassword}
              required
            />
            <Button type="submit" size="md" fullWidth loading={loading} disabled={!password || !confirm || loading}>
              Set New Password
            </Button>
            <Button variant="subtle" onClick={() => navigate('/auth', { replace: true })}>
              Back to sign in
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
