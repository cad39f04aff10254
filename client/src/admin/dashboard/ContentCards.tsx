import { Badge, Button, Card, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconHistory, IconSparkles } from '@tabler/icons-react';
import { sectionLabel } from '../content-kit/text.ts';
import { IconTitle } from '../content-kit/IconTitle.tsx';
import type { Overview } from './dashboard-query.ts';
import { DashboardCard } from './DashboardCard.tsx';

/** Content previews on the dashboard are cut at 200 characters. */
export const DASHBOARD_PREVIEW_LENGTH = 200;
const preview = (text: string) => (text.length > DASHBOARD_PREVIEW_LENGTH ? `${text.slice(0, DASHBOARD_PREVIEW_LENGTH)}...` : text);

function ContentCount({ label, active, total }: { label: string; active: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((active / total) * 100);
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {active} active / {total} total
        </Text>
      </Group>
      <Progress value={percent} color="willow" size="sm" radius="xl" aria-label={`${label}: ${active} of ${total} active`} />
    </div>
  );
}

/** How much of each kind of content is shown on the site. */
export function ContentOverviewCard({ overview }: { overview: Pick<Overview, 'contentSections' | 'galleryImages' | 'heroSlides'> }) {
  return (
    <DashboardCard title="Content Overview">
      <Stack gap="md">
        <ContentCount label="Content sections" {...overview.contentSections} />
        <ContentCount label="Gallery images" {...overview.galleryImages} />
        <ContentCount label="Hero slides" {...overview.heroSlides} />
      </Stack>
    </DashboardCard>
  );
}

/** Whether staged changes wait to be published, and the way to the change log. */
export function PublishingStatusCard({ pendingChangeCount, onOpenChangeLog }: { pendingChangeCount: number; onOpenChangeLog(): void }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <IconTitle icon={IconHistory} mb="sm">
        Publishing Status
      </IconTitle>
      {pendingChangeCount > 0 ? (
        <Stack gap="sm">
          <Text>
            <Text span fw={700} fz="xl">
              {pendingChangeCount}
            </Text>{' '}
            pending change{pendingChangeCount === 1 ? '' : 's'} waiting to be published.
          </Text>
          <Text size="sm" c="dimmed">
            Visitors still see the last published version until you publish.
          </Text>
        </Stack>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text>All changes are published. The live site is up to date.</Text>
        </Group>
      )}
      <Button mt="md" variant="light" rightSection={<IconArrowRight size={16} aria-hidden />} onClick={onOpenChangeLog}>
        Open Change Log
      </Button>
    </Card>
  );
}

/** The content sections edited last, each cut to a preview. */
export function RecentContentCard({ sections }: { sections: Overview['recentContent'] }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <IconTitle icon={IconSparkles} color="gold-6" mb="sm">
        Recently Edited Content
      </IconTitle>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {sections.map((section) => (
          <Paper key={section.id} withBorder radius="md" p="md" bg="gray.0">
            <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
              <Text fw={600} size="sm" truncate>
                {section.title.startsWith('{') ? sectionLabel(section.sectionKey) : section.title}
              </Text>
              <Badge size="xs" variant="light" color={section.isPublished ? 'teal' : 'orange'} style={{ flexShrink: 0 }}>
                {section.isPublished ? 'Published' : 'Staged'}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" mb={6}>
              {section.type.toLowerCase()} · {section.sectionKey}
            </Text>
            <Text size="sm">{preview(section.content)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Card>
  );
}
