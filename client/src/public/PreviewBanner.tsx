import { Box, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useEmbedded } from './embedded.ts';

/**
 * The orange preview banner; it scrolls away with the page so the header can stay pinned. Inside
 * the admin's preview frame it has no "Exit preview" (the frame's own toggle does that). Its text
 * is near-black: white on Mantine's orange 6 is 2.6:1, dark 9 is 7.2:1 (WCAG AA asks 4.5:1).
 */
export function PreviewBanner({ onExit }: { onExit: () => void }) {
  const embedded = useEmbedded();
  return (
    <Box role="status" data-preview-banner bg="orange.6" c="dark.9" py={8} px="md">
      <Group justify="center" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <IconEye size={18} aria-hidden />
          <Text size="sm" fw={600}>
            Preview Mode - You're viewing staged changes that aren't live yet
          </Text>
        </Group>
        {!embedded && (
          <Button size="compact-xs" variant="white" color="dark.9" onClick={onExit}>
            Exit preview
          </Button>
        )}
      </Group>
    </Box>
  );
}
