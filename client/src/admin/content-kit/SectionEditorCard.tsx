import { Card, Code, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconLink } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify.ts';
import { LiveSwitch } from './LiveSwitch.tsx';
import { StagingBadge } from './StagingBadge.tsx';
import { sectionLabel, truncate, failureText } from './text.ts';
import { EditActions, EditButton, useStagedEdit } from './useStagedEdit.tsx';
import type { AdminSection } from './useAdminSections.ts';
import { recordChange, useStaleChange } from '../versions/useStaleChange.tsx';

type SectionEdit = { title: string; content: string; link: string };
const sectionValues = (section: AdminSection): SectionEdit => ({ title: section.title, content: section.content, link: section.link ?? '' });

const UpdateContentSectionMutation = graphql(`
  mutation UpdateContentSection($input: UpdateContentSectionInput!) {
    updateContentSection(input: $input) {
      contentSection {
        id
        title
        content
        link
        isPublished
        publishedAt
        updatedAt
        version
      }
    }
  }
`);

const SetContentSectionActiveMutation = graphql(`
  mutation SetContentSectionActive($input: SetContentSectionActiveInput!) {
    setContentSectionActive(input: $input) {
      contentSection {
        id
        isActive
        version
      }
    }
  }
`);

/** List previews are cut at 120 characters (specification section 9). */
export const LIST_PREVIEW_LENGTH = 120;

/**
 * One content section: Live/Hidden switch (at once), its staging state, and in-place editing of
 * title and content (and link) with Save/Cancel; a save is staged until published.
 */
export const SectionEditorCard = memo(function SectionEditorCard({
  section,
  withLink = false,
  contentRows = 4,
  label,
  eyebrow,
  extraActions,
  onSaved,
}: {
  section: AdminSection;
  withLink?: boolean;
  contentRows?: number;
  label?: string;
  /** Shown above the title instead of the label (the label still names the card for screen readers). */
  eyebrow?: string;
  extraActions?: ReactNode;
  onSaved?: () => void;
}) {
  const name = label ?? sectionLabel(section.sectionKey);
  const [update] = useMutation(UpdateContentSectionMutation);
  const [setActive, { loading: switching }] = useMutation(SetContentSectionActiveMutation);
  const client = useApolloClient();
  const stale = useStaleChange();
  const edit = useStagedEdit<SectionEdit>({
    current: { version: section.version, values: sectionValues(section) },
    what: 'section',
    label: 'Content',
    failure: 'Failed to update content',
    fields: [
      { key: 'title', label: 'Title' },
      { key: 'content', label: 'Content' },
      ...(withLink ? [{ key: 'link' as const, label: 'Link' }] : []),
    ],
    fromApi: (current) => ({ title: String(current.title ?? ''), content: String(current.content ?? ''), link: String(current.link ?? '') }),
    save: async (values, version) => {
      await update({ variables: { input: { id: section.id, title: values.title, content: values.content, ...(withLink ? { link: values.link } : {}), version } } });
    },
    onSaved,
  });

  /** Live/Hidden on the version the card shows: a section saved meanwhile is shown first. */
  async function toggle(isActive: boolean) {
    try {
      const refresh = () => client.refetchQueries({ include: 'active' });
      const applied = await stale.apply(
        recordChange('switch', isActive ? 'Show It' : 'Hide It', section, (version) => setActive({ variables: { input: { id: section.id, isActive, version } } }), refresh),
      );
      if (applied) notify.success(isActive ? `'${section.title || name}' is now live on the site` : `'${section.title || name}' is now hidden from the site`);
    } catch (error) {
      notify.error(failureText('Failed to update content', error));
    }
  }

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts="0.06em">
              {eyebrow ?? name}
            </Text>
            <Code fz={10} c="dimmed" visibleFrom="sm">
              {section.sectionKey}
            </Code>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <StagingBadge isPublished={section.isPublished} publishedAt={section.publishedAt} />
            <LiveSwitch checked={section.isActive} onChange={toggle} name={name} disabled={switching} />
            {!edit.editing && <EditButton name={name} onClick={edit.start} />}
            {extraActions}
          </Group>
        </Group>

        {edit.editing ? (
          <Stack gap="sm">
            <TextInput label="Title" {...edit.text('title')} required data-autofocus />
            <Textarea
              label="Content"
              {...edit.text('content')}
              autosize
              minRows={contentRows}
              maxRows={14}
            />
            {withLink && (
              <TextInput
                label="Link"
                description="A page of this site (like /faq) or a full web address (https://…). Leave empty for no link."
                {...edit.text('link')}
              />
            )}
            <EditActions edit={edit} />
          </Stack>
        ) : (
          <Stack gap={4} style={{ opacity: section.isActive ? 1 : 0.6 }}>
            <Title order={3} size="h5" c="willow.9">
              {section.title || <Text span c="dimmed">(no title)</Text>}
            </Title>
            {section.content && (
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line' }}>
                {truncate(section.content, LIST_PREVIEW_LENGTH)}
              </Text>
            )}
            {withLink && section.link && (
              <Group gap={4} c="dimmed">
                <IconLink size={14} aria-hidden />
                <Text size="xs">{section.link}</Text>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
      {edit.conflictView}
      {stale.view}
    </Card>
  );
});
