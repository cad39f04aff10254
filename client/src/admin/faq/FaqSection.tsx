import { Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { ContentScreen } from '../content-kit/ContentScreen.tsx';
import { SortableList } from '../content-kit/SortableList.tsx';
import { failureText } from '../content-kit/text.ts';
import { useFetchErrorToast } from '../content-kit/useContentChanges.ts';
import { FaqForm, type FaqValues } from './FaqForm.tsx';
import { FaqCard } from './FaqCard.tsx';
import { AdminFaqsQuery, CreateFaqMutation, DeleteFaqMutation, ReorderFaqsMutation, UpdateFaqMutation, type Faq } from './faq-data.ts';
import { useLiveFaqs, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { faqCategoryLabel, type FaqCategoryName } from '../../../../shared/content.ts';
import { listReorder, recordChange, useStaleChange } from '../versions/useStaleChange.tsx';
import { useVersionedSave, type VersionedBase } from '../versions/useVersionedSave.tsx';
import { ConfirmDialog } from '../content-kit/ConfirmDialog.tsx';

/** New FAQ defaults (specification section 3). */
const NEW_FAQ: FaqValues = { category: 'GENERAL', question: '', answer: '', isActive: true };

type FieldError = { field?: string; message: string } | null;
/** What the edit form saves (the Live switch applies on its own). */
type FaqEdit = Pick<FaqValues, 'question' | 'answer' | 'category'>;
const editValues = (faq: Pick<Faq, 'question' | 'answer' | 'category'>): FaqEdit => ({ question: faq.question, answer: faq.answer, category: faq.category });

/**
 * FAQ Management exactly as specification section 2. FAQs apply at once (no staging); after every
 * create, update, delete or reorder the full list (hidden FAQs too) is fetched again, and the
 * preview of /faq reloads.
 */
export default function FaqSection() {
  const { data, loading, error, refetch } = useQuery(AdminFaqsQuery, { notifyOnNetworkStatusChange: false, context: LIVE_QUERY_CONTEXT });
  useFetchErrorToast(error, 'Failed to fetch FAQs');
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  /** The version and values the open edit started from: what a save names, and what "unsaved" compares with. */
  const [editBase, setEditBase] = useState<VersionedBase<FaqEdit> | null>(null);
  const [editDirty, setEditDirty] = useState(false);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const [addError, setAddError] = useState<FieldError>(null);
  const [editError, setEditError] = useState<FieldError>(null);
  const [reloadSignal, setReloadSignal] = useState(0);
  // Another tab or admin changing an FAQ: the list and the preview follow.
  useLiveFaqs(() => void afterChange());
  const [createFaq, { loading: creating }] = useMutation(CreateFaqMutation);
  const [updateFaq, { loading: updating }] = useMutation(UpdateFaqMutation);
  const [deleteFaq, { loading: removing }] = useMutation(DeleteFaqMutation);
  const [reorderFaqs, { loading: reordering }] = useMutation(ReorderFaqsMutation);

  const faqs: Faq[] = data?.adminFaqs ?? [];
  const editing = faqs.find((faq) => faq.id === editingId);
  // While the open form is untouched, it follows saves made elsewhere (so it never starts from old text).
  useEffect(() => {
    if (editing && editBase && !editDirty && editing.version > editBase.version) setEditBase({ version: editing.version, values: editValues(editing) });
  }, [editing, editBase, editDirty]);
  const versioned = useVersionedSave<FaqEdit>({
    what: 'FAQ',
    fields: [
      { key: 'question', label: 'Question' },
      { key: 'answer', label: 'Answer' },
      { key: 'category', label: 'Category', type: 'value', format: (value) => faqCategoryLabel(value as FaqCategoryName) },
    ],
    fromApi: (current) => ({ question: String(current.question ?? ''), answer: String(current.answer ?? ''), category: (current.category as FaqCategoryName) ?? 'GENERAL' }),
    save: async (values, version) => {
      await updateFaq({ variables: { input: { id: editingId!, ...values, version } } });
    },
  });
  const stale = useStaleChange();
  const onEditDirty = useCallback((dirty: boolean) => setEditDirty(dirty), []);

  function startEditing(faq: Faq) {
    setEditError(null);
    setEditDirty(false);
    setEditBase({ version: faq.version, values: editValues(faq) });
    setEditingId(faq.id);
  }
  const shown = order ? order.map((id) => faqs.find((faq) => faq.id === id)).filter((faq): faq is Faq => Boolean(faq)) : faqs;
  const live = faqs.filter((faq) => faq.isActive).length;

  async function afterChange() {
    await refetch();
    setReloadSignal((value) => value + 1);
  }

  async function onCreate(values: FaqValues) {
    setAddError(null);
    try {
      await createFaq({ variables: { input: values } });
      notify.success('FAQ added successfully');
      setAdding(false);
      await afterChange();
    } catch (caught) {
      setAddError({ field: errorField(caught), message: errorMessage(caught) });
      notify.error(failureText('Failed to add FAQ', caught));
    }
  }

  /** Live/Hidden, on the version the list shows (an FAQ saved meanwhile is shown first). */
  async function onSwitch(faq: Faq, isActive: boolean) {
    try {
      const applied = await stale.apply(
        recordChange('switch', isActive ? 'Show It' : 'Hide It', faq, (version) => updateFaq({ variables: { input: { id: faq.id, isActive, version } } }), afterChange),
      );
      if (applied) notify.success('FAQ updated successfully');
      await afterChange();
    } catch (caught) {
      notify.error(failureText('Failed to update FAQ', caught));
    }
  }

  async function onSaveEdit(values: FaqEdit) {
    if (!editBase) return;
    setEditError(null);
    try {
      const outcome = await versioned.save(values, editBase);
      if (outcome.status === 'saved') {
        notify.success('FAQ updated successfully');
        setEditingId(null);
        await afterChange();
      } else if (outcome.status === 'discarded') {
        setEditDirty(false);
        setEditBase({ version: outcome.version, values: outcome.values });
      }
    } catch (caught) {
      setEditError({ field: errorField(caught), message: errorMessage(caught) });
      notify.error(failureText('Failed to update FAQ', caught));
    }
  }

  /** Deletes the FAQ as the dialog showed it: one edited meanwhile is shown as saved now, to delete again or keep. */
  async function onDelete() {
    if (!deleting) return;
    const shown = deleting;
    try {
      const applied = await stale.apply(recordChange('delete', 'Delete FAQ', shown, (version) => deleteFaq({ variables: { input: { id: shown.id, version } } }), afterChange));
      if (applied) notify.success('FAQ deleted successfully');
      setDeleting(null);
      await afterChange();
    } catch (caught) {
      notify.error(failureText('Failed to delete FAQ', caught));
    }
  }

  async function onReorder(ids: string[]) {
    const shownList = faqs;
    setOrder(ids);
    try {
      const send = (input: { ids: string[]; versions: number[] }) => reorderFaqs({ variables: { input } });
      const reread = async () => (await refetch()).data?.adminFaqs ?? [];
      const applied = await stale.apply(listReorder(ids, shownList, send, reread, async () => {
        setOrder(null);
        await afterChange();
      }));
      if (applied) notify.success('FAQ order updated successfully');
    } catch (caught) {
      notify.error(failureText('Failed to update FAQ order', caught));
    } finally {
      await afterChange();
      setOrder(null);
    }
  }

  return (
    <ContentScreen
      title="FAQ Management"
      description="Questions and answers of the FAQ page. Changes here apply at once. Drag the handle (or focus it and use Space and the arrow keys) to change the order."
      previewPath="/faq"
      previewToggle
      showPublish={false}
      reloadSignal={reloadSignal}
      actions={
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setAddError(null);
            setAdding(true);
          }}
          disabled={adding}
        >
          Add FAQ
        </Button>
      }
    >
      <Stack gap="md">
        {adding && (
          <Card withBorder radius="md" padding="lg" shadow="sm" component="section" aria-label="Add FAQ">
            <Stack gap="sm">
              <Title order={2} size="h4">
                New FAQ
              </Title>
              <FaqForm initial={NEW_FAQ} withActive submitLabel="Create" failure="Failed to add FAQ" saving={creating} error={addError} onSubmit={onCreate} onCancel={() => setAdding(false)} />
            </Stack>
          </Card>
        )}

        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4">
            All FAQs
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {faqs.length} FAQs · {live} live
            </Text>
          )}
        </Group>

        {loading && !data ? (
          <Stack gap="sm" aria-busy="true">
            <Text c="dimmed">Loading FAQs...</Text>
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} h={88} radius="md" />
            ))}
          </Stack>
        ) : faqs.length === 0 ? (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Text c="dimmed">No FAQs yet. Click 'Add FAQ' to write the first one.</Text>
          </Paper>
        ) : (
          <Stack gap={0} aria-label="FAQs in display order">
            <SortableList items={shown} name={(faq) => faq.question} onReorder={onReorder} disabled={reordering || editingId !== null}>
              {(faq, drag) => (
                <FaqCard
                  faq={faq}
                  drag={drag}
                  switching={updating}
                  editing={editingId === faq.id && editBase ? (
                    <FaqForm
                      key={editBase.version}
                      initial={{ ...editBase.values, isActive: true }}
                      submitLabel="Save"
                      failure="Failed to update FAQ"
                      saving={versioned.saving}
                      error={editError}
                      onSubmit={({ category, question, answer }) => onSaveEdit({ category, question, answer })}
                      onCancel={() => setEditingId(null)}
                      onDirtyChange={onEditDirty}
                    />
                  ) : null}
                  onSwitch={(isActive) => onSwitch(faq, isActive)}
                  onEdit={editingId !== faq.id ? () => startEditing(faq) : null}
                  onDelete={() => setDeleting(faq)}
                />
              )}
            </SortableList>
          </Stack>
        )}
      </Stack>

      {versioned.conflictView}
      {stale.view}

      <ConfirmDialog opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete this FAQ?" confirmLabel="Delete FAQ" onConfirm={onDelete} busy={removing}>
        <Text size="sm">“{deleting?.question}” will be removed from the FAQ page right away.</Text>
      </ConfirmDialog>
    </ContentScreen>
  );
}
