import { useQuery } from '@apollo/client/react';
import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserCircle } from '@tabler/icons-react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { useViewer } from '../../lib/viewer.ts';
import { LIVE_QUERY_CONTEXT, useLiveAccount } from '../shell/live-updates.ts';
import { EmailCard } from './EmailCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';

const ProfileQuery = graphql(`
  query ProfileScreen {
    viewer {
      id
      email
      role
      displayName
      avatarUrl
      profileVersion
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
