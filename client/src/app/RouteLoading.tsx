import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * What the first screen shows while its route's code arrives (react-router's HydrateFallback):
 * without it the page stays blank until the chunk has loaded, which on a slow phone is seconds.
 */
export function RouteLoading() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader color="willow" type="dots" aria-hidden />
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      </Stack>
    </Center>
  );
}
