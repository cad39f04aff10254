import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { CardHeading } from '../content-kit/CardHeading.tsx';
import { refetchProfile } from './refetch-profile.ts';

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

export type SessionEntry = { id: string; createdAt: string; lastSeenAt: string; device: string; ipAddress?: string | null; current: boolean };

/** The browsers and devices signed in to this account, each of which can be signed out. */
export function SessionsCard({ sessions }: { sessions: SessionEntry[] }) {
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
