import { ActionIcon, Alert, Button, Group, Stack, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { IconEyeOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { PageSettingsChangedSubscription } from '../../public/site-queries.ts';
import { notify } from '../../lib/notify.ts';
import { ContentScreen } from '../content-kit/ContentScreen.tsx';
import { SectionEditorCard } from '../content-kit/SectionEditorCard.tsx';
import { AddItemCard } from '../content-kit/AddItemCard.tsx';
import { stagedMessage, failureText } from '../content-kit/text.ts';
import { submitToServer } from '../forms/submit.ts';
import { useAdminSections, type AdminSection } from '../content-kit/useAdminSections.ts';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { ConfirmDialog } from '../content-kit/ConfirmDialog.tsx';
import { recordChange, useStaleChange } from '../versions/useStaleChange.tsx';
import { RecordList } from '../content-kit/RecordList.tsx';

const ResourcesPageVisibilityQuery = graphql(`
  query ResourcesPageVisibility {
    page(slug: "resources") {
      id
      isActive
    }
  }
`);

const CreateContentSectionMutation = graphql(`
  mutation CreateContentSection($input: CreateContentSectionInput!) {
    createContentSection(input: $input) {
      contentSection {
        id
      }
    }
  }
`);

const DeleteContentSectionMutation = graphql(`
  mutation DeleteContentSection($input: DeleteContentSectionInput!) {
    deleteContentSection(input: $input) {
      deletedId
    }
  }
`);

/**
 * Resources admin: the sections of the resources page (type other) — title, content and
 * link — created, edited (staged like all content) and deleted.
 */
export default function ResourcesSection() {
  const { sections, loading, refetch } = useAdminSections('OTHER');
  const { data: pageData, refetch: refetchPage } = useQuery(ResourcesPageVisibilityQuery, { context: LIVE_QUERY_CONTEXT });
  // Showing or hiding the page elsewhere (Page Management, another admin) updates the notice.
  useSubscription(PageSettingsChangedSubscription, { onData: () => void refetchPage() });
  const goTo = useGoToSection();
  const [adding, setAdding] = useState(false);
  const hidden = pageData?.page && !pageData.page.isActive;

  return (
    <ContentScreen
      title="Resources"
      description="The resources page lists planning guides and helpful links: each has a title, some text and an optional link. New resources and edits are staged until you publish; delete applies at once."
      previewPath="/resources"
      previewToggle
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} disabled={adding}>
          Add Resource
        </Button>
      }
    >
      <Stack gap="md">
        {hidden && (
          <Alert color="orange" variant="light" icon={<IconEyeOff size={18} aria-hidden />} title="The Resources page is hidden from the navigation">
            <Group justify="space-between" gap="sm">
              <Text size="sm">Visitors only reach it by its address (/resources) until you show it.</Text>
              <Button size="xs" variant="default" onClick={() => goTo('pages')}>
                Open Page Management
              </Button>
            </Group>
          </Alert>
        )}
        {adding && (
          <AddResourceForm
            onDone={async (created) => {
              setAdding(false);
              if (created) await refetch();
            }}
          />
        )}
        <Title order={2} size="h4">
          Resources
        </Title>
        <RecordList loading={loading} what="resources" skeletons={2} items={sections} empty="No resources yet. Click 'Add Resource' to add the first one.">
          {(section) => <ResourceCard key={section.id} section={section} onDeleted={() => void refetch()} />}
        </RecordList>
      </Stack>
    </ContentScreen>
  );
}

function ResourceCard({ section, onDeleted }: { section: AdminSection; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useMutation(DeleteContentSectionMutation);
  const stale = useStaleChange();

  /** Deletes the resource as the dialog showed it: one edited meanwhile is shown as saved now, to delete again or keep. */
  async function confirmDelete() {
    try {
      const applied = await stale.apply(recordChange('delete', 'Delete Resource', section, (version) => remove({ variables: { input: { id: section.id, version } } }), async () => onDeleted()));
      if (applied) notify.success('Resource deleted successfully');
      setConfirming(false);
      onDeleted();
    } catch (error) {
      notify.error(failureText('Failed to delete resource', error));
    }
  }

  return (
    <>
      <SectionEditorCard
        section={section}
        label={section.title || 'Resource'}
        eyebrow="Resource"
        withLink
        extraActions={
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${section.title}`} onClick={() => setConfirming(true)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        }
      />
      {stale.view}
      <ConfirmDialog opened={confirming} onClose={() => setConfirming(false)} title="Delete this resource?" confirmLabel="Delete resource" onConfirm={confirmDelete} busy={loading}>
        <Text size="sm">“{section.title}” will be removed from the resources page right away.</Text>
      </ConfirmDialog>
    </>
  );
}

function AddResourceForm({ onDone }: { onDone: (created: boolean) => void }) {
  const form = useForm({ initialValues: { title: '', content: '', link: '' } });
  const [create, { loading }] = useMutation(CreateContentSectionMutation);

  const onSubmit = form.onSubmit(async (values) => {
    if (!(await submitToServer(form, () => create({ variables: { input: { type: 'OTHER', ...values } } }), 'Failed to add resource'))) return;
    notify.success(stagedMessage('Content', 'added'));
    onDone(true);
  });

  return (
    <AddItemCard label="Add Resource" heading="New resource" gap="sm" loading={loading} onSubmit={onSubmit} onCancel={() => onDone(false)}>
      <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
      <Textarea label="Content" autosize minRows={3} {...form.getInputProps('content')} />
      <TextInput label="Link" description="A page of this site (like /faq) or a full web address (https://…). Optional." {...form.getInputProps('link')} />
    </AddItemCard>
  );
}
