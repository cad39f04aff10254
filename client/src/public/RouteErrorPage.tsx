import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load (for example a chunk lost after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.warn('Screen failed to load', error);
  return (
    <Container size="sm" py={120}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
