import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Center, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconLock, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../gql';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { errorCode, errorField, errorMessage } from '../lib/errors.ts';
import { notify } from '../lib/notify.ts';
import { isEmailAddress } from '../../../shared/email-address.ts';
import { markSignedIn, SignInMutation, useSignOut } from '../lib/session.ts';
import { ViewerQuery, useViewer } from '../lib/viewer.ts';
import { AUTH_ICON_COLOR, AuthCard } from './AuthCard.tsx';
import { ConfirmEmailView } from './ConfirmEmailView.tsx';
import { ResetPasswordView } from './ResetPasswordView.tsx';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      accepted
    }
  }
`);

/**
 * /auth: 'Admin Access' sign-in, and the pages e-mailed links open: ?mode=reset&token=… (set a
 * new password) and ?mode=confirm-email&token=… (finish an e-mail change). A signed-in admin is
 * sent on to /admin from the sign-in form only; a signed-in non-admin (whom /admin sends home)
 * sees who is signed in and can sign out, instead of bouncing between /auth, /admin and /.
 */
export default function AuthPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const token = params.get('token') ?? '';
  if (mode === 'reset') return <ResetPasswordView token={token} />;
  if (mode === 'confirm-email') return <ConfirmEmailView token={token} />;
  return <SignInView />;
}

function SignInView() {
  useDocumentMeta({ title: 'Admin Access' });
  const { viewer, loading } = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = (location.state ?? {}) as { email?: string; forgotHint?: boolean };
  const form = useForm({ initialValues: { email: handedOver.email ?? '', password: '' } });
  const [signIn, { loading: signingIn }] = useMutation(SignInMutation, {
    update(cache, { data }) {
      if (data) {
        markSignedIn();
        cache.writeQuery({ query: ViewerQuery, data: { viewer: data.signIn.viewer } });
      }
    },
  });
  const [requestReset, { loading: requestingReset }] = useMutation(RequestPasswordResetMutation);

  if (loading) {
    return (
      <Center py={120}>
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (viewer?.isAdmin) return <Navigate to="/admin" replace />;
  if (viewer) return <SignedInWithoutAdminView email={viewer.email} role={viewer.role} />;

  /** Whether the typed address is one; if not, says so under the field (and clears what it said before). */
  function acceptEmail(trimmed: string): boolean {
    const valid = isEmailAddress(trimmed);
    form.setErrors(valid ? {} : { email: ACCOUNT_MESSAGES.invalidEmail });
    return valid;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { email, password } = form.getValues();
    const trimmed = email.trim().toLowerCase();
    if (!trimmed || !password) {
      form.setErrors({
        email: trimmed ? undefined : ACCOUNT_MESSAGES.emailAndPasswordRequired,
        password: password ? undefined : ACCOUNT_MESSAGES.emailAndPasswordRequired,
      });
      return;
    }
    if (!acceptEmail(trimmed)) return;
    try {
      await signIn({ variables: { input: { email: trimmed, password } } });
      notify.success('You have successfully signed in.', 'Welcome back!');
      navigate('/admin');
    } catch (error) {
      const message = errorMessage(error);
      if (message === ACCOUNT_MESSAGES.invalidCredentials) {
        notify.error('Invalid email or password. Please try again.', 'Login Failed');
      } else if (errorCode(error) === 'TOO_MANY_REQUESTS') {
        notify.error(message, 'Too many attempts');
      } else {
        notify.error(message);
      }
    }
  }

  async function onForgotPassword() {
    const trimmed = form.getValues().email.trim().toLowerCase();
    if (!trimmed) {
      notify.error(ACCOUNT_MESSAGES.emailFirst, 'Email Required');
      return;
    }
    if (!acceptEmail(trimmed)) return;
    try {
      // The answer is the same whether or not the address has an account.
      await requestReset({ variables: { input: { email: trimmed } } });
      notify.success('Check your email for a password reset link', 'Password Reset Sent');
    } catch (error) {
      if (errorCode(error) === 'TOO_MANY_REQUESTS') notify.error(errorMessage(error), 'Too many attempts');
      else if (errorField(error) === 'email') form.setErrors({ email: errorMessage(error) });
      else notify.error('Failed to send password reset email');
    }
  }

  return (
    <AuthCard
      icon={<IconLock size={32} color={AUTH_ICON_COLOR} aria-hidden />}
      title="Admin Access"
      subtitle="Sign in to manage bookings, the calendar and the website."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {handedOver.forgotHint && (
            <Alert variant="light" color="willow" icon={<IconInfoCircle aria-hidden />}>
              Enter your e-mail below and press “Forgot your password?” to get a new link.
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            {...form.getInputProps('email')}
            required
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
            required
          />
          <Button type="submit" loading={signingIn} fullWidth size="md">
            Sign In
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => void onForgotPassword()} ta="center" disabled={requestingReset}>
            Forgot your password?
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** /auth for a signed-in account without the admin role: who is signed in, and a way out. */
function SignedInWithoutAdminView({ email, role }: { email: string; role: string }) {
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  async function onSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      notify.error(errorMessage(error));
      setSigningOut(false);
    }
  }

  return (
    <AuthCard
      icon={<IconShieldLock size={32} color={AUTH_ICON_COLOR} aria-hidden />}
      title="Admin Access"
      subtitle="This account does not have admin privileges. Sign out to sign in with an admin account."
    >
      <Stack gap="md" align="center" ta="center">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Signed in as <strong>{email}</strong>
        </Text>
        <Text size="sm">
          Your current role: <Badge variant="light">{role.toLowerCase()}</Badge>
        </Text>
        <Group justify="center" gap="sm">
          <Button leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void onSignOut()} loading={signingOut}>
            Sign Out
          </Button>
          <Button component={Link} to="/" variant="default">
            Return Home
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}
