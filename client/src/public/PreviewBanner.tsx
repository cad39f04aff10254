import { Box, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';

export function PreviewBanner() {
  return (
    <Box role="status" bg="orange.6" c="white" py={8} px="md" style={{ position: 'sticky', top: 0, zIndex: 200 }}>
      <Group justify="center" gap="xs" wrap="nowrap">
        <IconEye size={18} aria-hidden />
        <Text size="sm" fw={600}>
          Preview Mode - You're viewing staged changes that aren't live yet
        </Text>
      </Group>
    </Box>
  );
}
