import { Badge } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';

/** Marks a screen or tool that belongs to the Premium plan, not to this site's own. */
export function PremiumBadge() {
  return (
    <Badge color="gold" variant="light" leftSection={<IconSparkles size={12} aria-hidden />}>
      Premium
    </Badge>
  );
}
