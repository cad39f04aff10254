import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContentSectionType } from '../../gql/graphql.ts';
import { SectionEditorCard } from './SectionEditorCard.tsx';
import { useAdminSections } from './useAdminSections.ts';

/** A titled list of one type's sections, each editable in place. */
export function SectionsPanel({
  type,
  heading,
  description,
  exclude = [],
  withLink,
  empty = 'No sections yet.',
  children,
}: {
  type: ContentSectionType;
  heading: string;
  description?: ReactNode;
  exclude?: string[];
  withLink?: boolean;
  empty?: string;
  children?: ReactNode;
}) {
  const { sections, loading } = useAdminSections(type);
  const shown = sections.filter((section) => !exclude.includes(section.sectionKey));
  const live = shown.filter((section) => section.isActive).length;

  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {heading}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {!loading && shown.length > 0 && (
          <Text size="sm" c="dimmed">
            {live} of {shown.length} live
          </Text>
        )}
      </Group>
      {loading ? (
        <Stack gap="sm" aria-busy="true">
          <Text size="sm" c="dimmed">
            Loading content...
          </Text>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={110} radius="md" />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center">
            {empty}
          </Text>
        </Paper>
      ) : (
        shown.map((section) => <SectionEditorCard key={section.id} section={section} withLink={withLink} />)
      )}
      {children}
    </Stack>
  );
}
