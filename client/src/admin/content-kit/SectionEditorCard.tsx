import { ActionIcon, Button, Card, Code, Group, Stack, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconLink, IconPencil } from '@tabler/icons-react';
import { memo, useState, type ReactNode } from 'react';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { graphql } from '../../gql';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { LiveSwitch } from './LiveSwitch.tsx';
import { StagingBadge } from './StagingBadge.tsx';
import { sectionLabel, stagedMessage, truncate, failureText } from './text.ts';
import type { AdminSection } from './useAdminSections.ts';

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
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(section.title);
  const [content, setContent] = useState(section.content);
  const [link, setLink] = useState(section.link ?? '');
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  useUnsavedChanges(editing && (title !== section.title || content !== section.content || (withLink && link !== (section.link ?? ''))));
  const [update, { loading: saving }] = useMutation(UpdateContentSectionMutation);
  const [setActive, { loading: switching }] = useMutation(SetContentSectionActiveMutation);

  function startEditing() {
    setTitle(section.title);
    setContent(section.content);
    setLink(section.link ?? '');
    setFieldError(null);
    setEditing(true);
  }

  async function save() {
    const unchanged = title === section.title && content === section.content && (!withLink || link === (section.link ?? ''));
    if (unchanged) {
      setEditing(false);
      return;
    }
    try {
      await update({ variables: { input: { id: section.id, title, content, ...(withLink ? { link } : {}) } } });
      notify.success(stagedMessage('Content'));
      setEditing(false);
      onSaved?.();
    } catch (error) {
      setFieldError({ field: errorField(error), message: errorMessage(error) });
      notify.error(failureText('Failed to update content', error));
    }
  }

  async function toggle(isActive: boolean) {
    try {
      await setActive({ variables: { input: { id: section.id, isActive } } });
      notify.success(isActive ? `'${section.title || name}' is now live on the site` : `'${section.title || name}' is now hidden from the site`);
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
            {!editing && (
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" color="willow" onClick={startEditing} aria-label={`Edit ${name}`}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {extraActions}
          </Group>
        </Group>

        {editing ? (
          <Stack gap="sm">
            <TextInput
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={fieldError?.field === 'title' ? fieldError.message : undefined}
              required
              data-autofocus
            />
            <Textarea
              label="Content"
              value={content}
              onChange={(event) => setContent(event.currentTarget.value)}
              autosize
              minRows={contentRows}
              maxRows={14}
              error={fieldError?.field === 'content' ? fieldError.message : undefined}
            />
            {withLink && (
              <TextInput
                label="Link"
                description="A page of this site (like /faq) or a full web address (https://…). Leave empty for no link."
                value={link}
                onChange={(event) => setLink(event.currentTarget.value)}
                error={fieldError?.field === 'link' ? fieldError.message : undefined}
              />
            )}
            <Group gap="sm">
              <Button onClick={save} loading={saving}>
                Save
              </Button>
              <Button variant="default" onClick={() => setEditing(false)} disabled={saving}>
                Cancel
              </Button>
            </Group>
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
    </Card>
  );
});
