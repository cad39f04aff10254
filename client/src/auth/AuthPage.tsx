import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Center, Container, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { errorCode, errorMessage } from '../lib/errors.ts';
import { notify } from '../lib/notify.ts';
import { SignInMutation } from '../lib/session.ts';
import { ViewerQuery, useViewer } from '../lib/viewer.ts';

/** The specification's basic address check (section 5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /auth: 'Admin Access' sign-in. A signed-in user is sent on to /admin. */
export default function AuthPage() {
  useDocumentMeta({ title: 'Admin Access' });
  const { viewer, loading } = useViewer();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<{ email?: string; password?: string }>({});
  const [signIn, { loading: signingIn }] = useMutation(SignInMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: ViewerQuery, data: { viewer: data.signIn.viewer } });
    },
  });

  if (loading) {
    return (
      <Center py={120}>
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (viewer) return <Navigate to="/admin" replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim().toLowerCase();
    if (!trimmed || !password) {
      setFieldError({
        email: trimmed ? undefined : 'Email and password are required',
        password: password ? undefined : 'Email and password are required',
      });
      return;
    }
    if (!EMAIL_PATTERN.test(trimmed)) {
      setFieldError({ email: 'Invalid email format' });
      return;
    }
    setFieldError({});
    try {
      await signIn({ variables: { input: { email: trimmed, password } } });
      notify.success('You have successfully signed in.', 'Welcome back!');
      navigate('/admin');
    } catch (error) {
      const message = errorMessage(error);
      if (message === 'Invalid login credentials') {
        notify.error('Invalid email or password. Please try again.', 'Login Failed');
      } else if (errorCode(error) === 'TOO_MANY_REQUESTS') {
        notify.error(message, 'Too many attempts');
      } else {
        notify.error(message);
      }
    }
  }

  function onForgotPassword() {
    if (!email.trim()) {
      notify.error('Please enter your email address first.', 'Email Required');
      return;
    }
    notify.info('Password reset by e-mail is not available yet. Please contact the site owner.', 'Not available');
  }

  return (
    <Container size={440} py={{ base: 48, md: 96 }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }} radius="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Stack gap={4} align="center" ta="center">
              <IconLock size={32} color="var(--mantine-color-willow-8)" aria-hidden />
              <Title order={1} size="h2">
                Admin Access
              </Title>
              <Text c="dimmed" size="sm">
                Sign in to manage bookings, the calendar and the website.
              </Text>
            </Stack>
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError.email}
              required
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldError.password}
              required
            />
            <Button type="submit" loading={signingIn} fullWidth size="md">
              Sign In
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} ta="center">
              Forgot your password?
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
