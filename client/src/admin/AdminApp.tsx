import { Button, Center, Group, Loader, Paper, Stack, Text, Title, Badge } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { errorMessage } from '../lib/errors.ts';
import { notify } from '../lib/notify.ts';
import { signedOutOnPurpose, useSignOut } from '../lib/session.ts';
import { useViewer } from '../lib/viewer.ts';
import { AdminShell } from './shell/AdminShell.tsx';

/**
 * /admin, guarded exactly as specification section 6: 'Security Check' while the session is
 * checked; signed out → toast, redirect to /auth; signed in without the admin role → toast,
 * redirect to /. The server refuses every admin operation on its own as well. The Access Denied
 * screen also offers Sign Out (so does /auth, which is where a non-admin can switch accounts).
 */
export default function AdminApp() {
  useDocumentMeta({ title: 'Admin Dashboard' });
  const { viewer, loading } = useViewer();
  const navigate = useNavigate();
  const announced = useRef(false);
  const signOut = useSignOut();

  useEffect(() => {
    if (loading) return;
    if (!viewer && signedOutOnPurpose()) {
      navigate('/', { replace: true });
      return;
    }
    if (announced.current) return;
    if (!viewer) {
      announced.current = true;
      notify.error('You must be logged in to access the admin panel.', 'Authentication Required');
      navigate('/auth', { replace: true });
    } else if (!viewer.isAdmin) {
      announced.current = true;
      notify.error("You don't have permission to access the admin panel. Admin privileges required.", 'Access Denied');
      navigate('/', { replace: true });
    }
  }, [loading, viewer, navigate]);

  if (loading) {
    return (
      <GuardScreen icon={<Loader size="lg" aria-hidden />} title="Security Check">
        <Text c="dimmed">Verifying access...</Text>
      </GuardScreen>
    );
  }
  if (!viewer && signedOutOnPurpose()) {
    return (
      <GuardScreen icon={<Loader size="lg" aria-hidden />} title="Signing out">
        <Text c="dimmed">You are being signed out.</Text>
      </GuardScreen>
    );
  }
  if (!viewer) {
    return (
      <GuardScreen icon={<IconShieldLock size={48} aria-hidden />} title="Authentication Required">
        <Text c="dimmed">You must be logged in to access the admin panel.</Text>
        <Group justify="center">
          <Button component={Link} to="/auth">
            Go to Login
          </Button>
          <Button component={Link} to="/" variant="default">
            Return Home
          </Button>
        </Group>
      </GuardScreen>
    );
  }
  if (!viewer.isAdmin) {
    return (
      <GuardScreen icon={<IconShieldLock size={48} aria-hidden />} title="Access Denied">
        <Text c="dimmed">You don't have permission to access the admin panel. Admin privileges required.</Text>
        <Text>
          Your current role: <Badge variant="light">{viewer.role.toLowerCase()}</Badge>
        </Text>
        <Group justify="center">
          <Button component={Link} to="/">
            Return Home
          </Button>
          <Button
            variant="default"
            onClick={() => void signOut().catch((error: unknown) => notify.error(errorMessage(error)))}
          >
            Sign Out
          </Button>
        </Group>
      </GuardScreen>
    );
  }
  return <AdminShell viewer={viewer} />;
}

function GuardScreen({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={460} w="100%">
        <Stack align="center" ta="center" gap="md">
          <Center c="willow.8">{icon}</Center>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
