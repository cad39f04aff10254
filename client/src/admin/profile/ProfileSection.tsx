import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconLogout,
  IconMailForward,
  IconPhotoUp,
  IconTrash,
  IconUserCircle,
} from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { useViewer } from '../../lib/viewer.ts';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from '../branding/upload-image.ts';
import { fieldErrorsOf, type FieldErrorMap } from '../social/field-errors.ts';
import { useLiveAccount, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../../shared/accounts.ts';

const ProfileQuery = graphql(`
  query ProfileScreen {
    viewer {
      id
      email
      role
      displayName
      avatarUrl
      pendingEmail
    }
    mySessions {
      id
      createdAt
      lastSeenAt
      device
      ipAddress
      current
    }
  }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        id
        displayName
        avatarUrl
      }
    }
  }
`);

const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      pendingEmail
    }
  }
`);

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

const RevokeSessionMutation = graphql(`
  mutation RevokeSession($input: RevokeSessionInput!) {
    revokeSession(input: $input) {
      revokedSessionId
    }
  }
`);

const SignOutOtherSessionsMutation = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions {
      signedOutSessions
    }
  }
`);

const refetchProfile = { refetchQueries: ['ProfileScreen'], awaitRefetchQueries: true };

/** Profile: the signed-in user's name and picture, e-mail, password and signed-in devices. */
export default function ProfileSection() {
  const { viewer, loading: viewerLoading } = useViewer();
  const { data, loading, error, refetch } = useQuery(ProfileQuery, { skip: !viewer, fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  // A change made in another tab (name, e-mail, password, a device signed in or out) shows here too.
  useLiveAccount(() => {
    if (viewer) void refetch();
  });

  if (viewerLoading) return <Loading />;
  if (!viewer) {
    return (
      <Stack gap="lg">
        <Header />
        <Alert color="gold" icon={<IconUserCircle aria-hidden />} title="Not signed in">
          Please log in to manage your profile.
        </Alert>
      </Stack>
    );
  }
  if (error && !data) {
    return (
      <Stack gap="lg">
        <Header />
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error">
          {errorMessage(error, 'Failed to load your profile')}
        </Alert>
      </Stack>
    );
  }
  if (loading && !data) return <Loading />;
  if (!data?.viewer) return null;

  return (
    <Stack gap="lg">
      <Header />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ProfileCard viewer={data.viewer} />
        <EmailCard email={data.viewer.email} pendingEmail={data.viewer.pendingEmail ?? null} />
        <PasswordCard email={data.viewer.email} />
        <SessionsCard sessions={data.mySessions} />
      </SimpleGrid>
    </Stack>
  );
}

function Header() {
  return (
    <div>
      <Title order={1} size="h2">
        Profile
      </Title>
      <Text c="dimmed" mt={4}>
        Your name and picture, the e-mail you sign in with, your password and the devices you are signed in on.
      </Text>
    </div>
  );
}

function Loading() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Header />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={300} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function CardHeading({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={2}>
        {description}
      </Text>
    </div>
  );
}

type ProfileViewer = { email: string; role: string; displayName?: string | null; avatarUrl?: string | null };

function ProfileCard({ viewer }: { viewer: ProfileViewer }) {
  const [displayName, setDisplayName] = useState(viewer.displayName ?? '');
  const [avatarUrl, setAvatarUrl] = useState<string | null>(viewer.avatarUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const resetFile = useRef<() => void>(null);
  const [update, { loading }] = useMutation(UpdateProfileMutation);
  // The saved values this form started from. When they change elsewhere (another tab), the form
  // follows them, unless it holds an edit of its own, which stays (and stays guarded).
  const saved = { displayName: viewer.displayName ?? '', avatarUrl: viewer.avatarUrl ?? null };
  const [startedFrom, setStartedFrom] = useState(saved);
  if (startedFrom.displayName !== saved.displayName || startedFrom.avatarUrl !== saved.avatarUrl) {
    if (displayName.trim() === startedFrom.displayName && avatarUrl === startedFrom.avatarUrl) {
      setDisplayName(saved.displayName);
      setAvatarUrl(saved.avatarUrl);
    }
    setStartedFrom(saved);
  }
  const changed = displayName.trim() !== saved.displayName || avatarUrl !== saved.avatarUrl;
  useUnsavedChanges(changed);

  async function onPicture(file: File | null) {
    resetFile.current?.();
    if (!file) return;
    setUploading(true);
    try {
      setAvatarUrl((await uploadImage(file, 'avatar')).url);
      setErrors(({ avatarUrl: _removed, ...rest }) => rest);
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const result = await update({ variables: { input: { displayName, avatarUrl } } });
      setDisplayName(result.data?.updateProfile.viewer?.displayName ?? '');
      setErrors({});
      notify.success('Your profile has been saved.', 'Profile Updated');
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify.error(errorMessage(failure));
    }
  }

  const initial = (displayName.trim() || viewer.email).slice(0, 1).toUpperCase();
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <CardHeading title="Profile information" description="How you appear in the dashboard." />
      <Group mt="md" gap="lg" wrap="nowrap" align="center">
        <Avatar src={avatarUrl} size={88} radius={88} color="willow" alt={avatarUrl ? 'Your profile picture' : undefined}>
          {initial}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={(file) => void onPicture(file)} accept={ACCEPTED_IMAGE_TYPES} resetRef={resetFile}>
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={14} aria-hidden />} loading={uploading}>
                  {avatarUrl ? 'Change picture' : 'Upload picture'}
                </Button>
              )}
            </FileButton>
            {avatarUrl && (
              <Button size="xs" variant="subtle" color="gray" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setAvatarUrl(null)}>
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Cropped to a square. Saved when you press Update Profile.
          </Text>
          {errors.avatarUrl && (
            <Text size="xs" c="red.7" role="alert">
              {errors.avatarUrl}
            </Text>
          )}
        </Stack>
      </Group>
      <Stack gap="md" mt="lg">
        <TextInput
          label="Display name"
          placeholder="How should we call you?"
          maxLength={80}
          value={displayName}
          onChange={(event) => {
            setDisplayName(event.currentTarget.value);
            setErrors(({ displayName: _removed, ...rest }) => rest);
          }}
          error={errors.displayName}
        />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Signed in as <strong>{viewer.email}</strong>
          </Text>
          <Badge size="sm" variant="light">
            {viewer.role.toLowerCase()}
          </Badge>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!changed || uploading}>
            Update Profile
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function EmailCard({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [request, { loading }] = useMutation(RequestEmailChangeMutation, refetchProfile);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = newEmail.trim().toLowerCase();
    if (!wanted || wanted === email) {
      setErrors({ newEmail: ACCOUNT_MESSAGES.newEmailRequired });
      notify.error(ACCOUNT_MESSAGES.newEmailRequired);
      return;
    }
    try {
      await request({ variables: { input: { newEmail: wanted, currentPassword: password } } });
      setNewEmail('');
      setPassword('');
      setErrors({});
      notify.success('Please check your new email for confirmation.', 'Email Update Initiated');
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify.error(errorMessage(failure));
    }
  }

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
        <TextInput
          label="New email"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => {
            setNewEmail(event.currentTarget.value);
            setErrors(({ newEmail: _removed, ...rest }) => rest);
          }}
          error={errors.newEmail}
        />
        <PasswordInput
          label="Current password"
          description="To make sure it is you."
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setErrors(({ currentPassword: _removed, ...rest }) => rest);
          }}
          error={errors.currentPassword}
        />
        <Text size="xs" c="dimmed">
          We send a confirmation link to the new address and let the current one know.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!newEmail.trim() || !password || loading}>
            Update Email
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function PasswordCard({ email }: { email: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [change, { loading }] = useMutation(ChangePasswordMutation, refetchProfile);
  const [sendLink, { loading: sending }] = useMutation(SendResetLinkMutation);
  const clear = (field: string) => setErrors(({ [field]: _removed, ...rest }) => rest);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The specification's checks, in its order; the server applies the same rules.
    const problem: FieldErrorMap | null =
      next !== confirm
        ? { confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch }
        : next.length < PASSWORD_MIN_LENGTH
          ? { newPassword: ACCOUNT_MESSAGES.passwordTooShort }
          : null;
    if (problem) {
      setErrors(problem);
      notify.error(Object.values(problem)[0]!);
      return;
    }
    try {
      const result = await change({ variables: { input: { currentPassword: current, newPassword: next, confirmPassword: confirm } } });
      const ended = result.data?.changePassword.signedOutSessions ?? 0;
      setCurrent('');
      setNext('');
      setConfirm('');
      setErrors({});
      notify.success(
        ended > 0
          ? `Your password has been changed and ${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`
          : 'Your password has been changed.',
        'Password Updated',
      );
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify.error(errorMessage(failure));
    }
  }

  async function onSendLink() {
    try {
      await sendLink({ variables: { input: { email } } });
      notify.success('Check your email for a password reset link.', 'Password Reset Email Sent');
    } catch (failure) {
      notify.error(errorMessage(failure, 'Failed to send password reset email'));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <CardHeading title="Password settings" description="Changing your password signs you out on every other device." />
      <Stack gap="md" mt="md">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.currentTarget.value);
            clear('currentPassword');
          }}
          error={errors.currentPassword}
        />
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          value={next}
          onChange={(event) => {
            setNext(event.currentTarget.value);
            clear('newPassword');
          }}
          error={errors.newPassword}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => {
            setConfirm(event.currentTarget.value);
            clear('confirmPassword');
          }}
          error={errors.confirmPassword}
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={() => void onSendLink()} disabled={sending}>
            Forgot it? E-mail me a reset link
          </Anchor>
          <Button type="submit" ml="auto" loading={loading} disabled={!current || !next || !confirm || loading}>
            Update Password
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

type SessionEntry = { id: string; createdAt: string; lastSeenAt: string; device: string; ipAddress?: string | null; current: boolean };

function SessionsCard({ sessions }: { sessions: SessionEntry[] }) {
  const [revoke, { loading: revoking }] = useMutation(RevokeSessionMutation, refetchProfile);
  const [signOutOthers, { loading: signingOut }] = useMutation(SignOutOtherSessionsMutation, refetchProfile);
  const others = sessions.filter((session) => !session.current).length;

  async function onRevoke(id: string) {
    try {
      await revoke({ variables: { input: { id } } });
      notify.success('That device has been signed out.', 'Session Ended');
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  async function onSignOutOthers() {
    try {
      const result = await signOutOthers();
      const ended = result.data?.signOutOtherSessions.signedOutSessions ?? 0;
      notify.success(`Signed out ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`, 'Other Sessions Ended');
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <CardHeading title="Active sessions" description="Browsers and devices signed in to your account." />
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconLogout size={14} aria-hidden />}
          onClick={() => void onSignOutOthers()}
          loading={signingOut}
          disabled={others === 0}
        >
          Sign out other sessions
        </Button>
      </Group>
      <Stack gap={0} mt="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Active sessions">
        {sessions.map((session, index) => {
          const Icon = /iPhone|Android/.test(session.device) ? IconDeviceMobile : IconDeviceDesktop;
          return (
            <Group
              key={session.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py="sm"
              style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Icon size={28} stroke={1.4} color="var(--mantine-color-willow-7)" aria-hidden style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {session.device}
                    </Text>
                    {session.current && (
                      <Badge size="xs" color="willow" variant="filled">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {session.ipAddress ?? 'Unknown address'} · Signed in {formatDateTime(session.createdAt)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Last active {relativeTime(session.lastSeenAt)}
                  </Text>
                </div>
              </Group>
              {!session.current && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  ml="auto"
                  leftSection={<IconLogout size={14} aria-hidden />}
                  onClick={() => void onRevoke(session.id)}
                  disabled={revoking}
                  aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.createdAt)}`}
                >
                  Sign out
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
function formatDateTime(iso: string) {
  return dateTime.format(new Date(iso));
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
function relativeTime(iso: string) {
  const minutes = Math.round((new Date(iso).getTime() - Date.now()) / 60_000);
  if (Math.abs(minutes) < 5) return 'just now';
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}
