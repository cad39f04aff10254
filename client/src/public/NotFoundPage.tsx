import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { logNotFound } from '../islands/not-found.ts';
import { useDocumentMeta } from '../lib/document-meta.ts';

export function NotFoundPage() {
  const location = useLocation();
  // The specification asks for the attempted path to be logged: here in the single-page app, by
  // the page script on a page sent by the server (data-not-found).
  useEffect(() => logNotFound(location.pathname), [location.pathname]);
  useDocumentMeta({ title: 'Page not found', noindex: true });

  return (
    <Container size="sm" py={120} data-not-found="">
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
