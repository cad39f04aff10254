import { Badge, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconClock, IconSparkles } from '@tabler/icons-react';

/**
 * Where an item stands in staging, by text and icon: a new item nobody can see yet, a staged
 * edit waiting to be published, or published (what visitors see).
 */
export function StagingBadge({ isPublished, publishedAt }: { isPublished: boolean; publishedAt?: string | null }) {
  if (!publishedAt) {
    return (
      <Tooltip label="Added but not published yet: visitors cannot see it.">
        <Badge variant="light" color="blue" leftSection={<IconSparkles size={12} aria-hidden />}>
          New · not published
        </Badge>
      </Tooltip>
    );
  }
  if (!isPublished) {
    return (
      <Tooltip label="Edited: visitors still see the published version until you publish.">
        <Badge variant="light" color="orange" leftSection={<IconClock size={12} aria-hidden />}>
          Staged
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge variant="light" color="willow" leftSection={<IconCircleCheck size={12} aria-hidden />}>
      Published
    </Badge>
  );
}
