import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../gql';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { errorMessage } from '../lib/errors.ts';
import { notify } from '../lib/notify.ts';
import { useViewer } from '../lib/viewer.ts';
import { AUTH_ICON_COLOR, AuthCard, LinkProblem } from './AuthCard.tsx';

const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      email
    }
  }
`);

/**
 * /auth?mode=confirm-email&token=…: the link sent to a new address. It asks for a click rather
 * than confirming on load, so a mail scanner that opens links cannot use it up.
 */
export function ConfirmEmailView({ token }: { token: string }) {
  useDocumentMeta({ title: 'Confirm Your New Email' });
  const client = useApolloClient();
  const { viewer } = useViewer();
  const [confirm, { loading }] = useMutation(ConfirmEmailChangeMutation);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function onConfirm() {
    try {
      const result = await confirm({ variables: { input: { token } } });
      const email = result.data?.confirmEmailChange.email ?? '';
      setDone(email);
      await client.refetchQueries({ include: ['Viewer'] });
      notify.success(`You now sign in with ${email}.`, 'Email Updated');
    } catch (failure) {
      const message = errorMessage(failure);
      setProblem(message);
      notify.error(message);
    }
  }

  return (
    <AuthCard
      icon={<IconMailCheck size={32} color={AUTH_ICON_COLOR} aria-hidden />}
      title="Confirm Your New Email"
      subtitle="Finish changing the e-mail address you sign in with."
    >
      {done ? (
        <Stack gap="md">
          <Alert color="willow" variant="light" icon={<IconCircleCheck aria-hidden />} title="Email address updated">
            From now on you sign in with <strong>{done}</strong>.
          </Alert>
          <Button component={Link} to={viewer ? '/admin' : '/auth'} replace fullWidth>
            {viewer ? 'Go to the dashboard' : 'Sign in'}
          </Button>
        </Stack>
      ) : problem ? (
        <LinkProblem problem={problem}>
          <Button component={Link} to="/auth" replace variant="default" fullWidth>
            Back to sign in
          </Button>
        </LinkProblem>
      ) : (
        <Stack gap="md">
          <Text size="sm" ta="center">
            Press the button to make this address your sign-in e-mail. The link works once.
          </Text>
          <Button size="md" fullWidth loading={loading} onClick={() => void onConfirm()}>
            Confirm Email Change
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
