import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContentSectionType } from '../../gql/graphql.ts';
import { SectionEditorCard } from './SectionEditorCard.tsx';
import { useAdminSections } from './useAdminSections.ts';
import { RecordList } from './RecordList.tsx';

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
      <RecordList loading={loading} what="content" items={shown} empty={empty}>
        {(section) => <SectionEditorCard key={section.id} section={section} withLink={withLink} />}
      </RecordList>
      {children}
    </Stack>
  );
}
