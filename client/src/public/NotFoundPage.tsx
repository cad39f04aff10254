import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentMeta } from '../lib/document-meta.ts';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // The specification asks for the attempted path to be logged.
    console.warn(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }, [location.pathname]);
  useDocumentMeta({ title: 'Page not found', noindex: true });

  return (
    <Container size="sm" py={120}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size={72} c="willow.9">
          404
        </Title>
        <Text size="xl">Oops! Page not found</Text>
        <Button component={Link} to="/" size="md">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
