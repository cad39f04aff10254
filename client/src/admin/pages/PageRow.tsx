import { ActionIcon, Button, Group, Stack, Switch, Text, Textarea, TextInput, ThemeIcon, Tooltip } from '@mantine/core';
import { IconFile, IconHome, IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { failureText } from '../content-kit/text.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { useVersionedDraft } from '../versions/useVersionedDraft.ts';
import { useVersionedSave } from '../versions/useVersionedSave.tsx';

export type Page = { id: string; pageSlug: string; pageName: string; description: string; isActive: boolean; sortOrder: number; path: string; version: number };
/** What a page's editor saves (its switch saves on its own). */
type PageText = { pageName: string; description: string };
export type SavePage = (page: Page, patch: Partial<PageText> & { isActive?: boolean; version?: number }) => Promise<void>;
type FieldError = { field?: string; message: string } | null;

/**
 * One page of Page Management: its name, address and description, the switch that puts it in the
 * navigation or takes it out (at once), and the in-place edit of its name and description (a
 * versioned save: one made meanwhile in another tab is never overwritten).
 */
export function PageRow({
  page,
  handle,
  editing,
  onEdit,
  onDone,
  send,
  onToggle,
  updating,
}: {
  page: Page;
  handle?: ReactNode;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  send: SavePage;
  onToggle: (page: Page, isActive: boolean) => Promise<void>;
  updating: boolean;
}) {
  const current = { version: page.version, values: { pageName: page.pageName, description: page.description } };
  const draft = useVersionedDraft<PageText>(current);
  const values = draft.values ?? current.values;
  const [error, setError] = useState<FieldError>(null);
  useUnsavedChanges(editing && draft.dirty);
  const versioned = useVersionedSave<PageText>({
    what: 'page',
    fields: [
      { key: 'pageName', label: 'Page name' },
      { key: 'description', label: 'Description' },
    ],
    fromApi: (saved) => ({ pageName: String(saved.pageName ?? ''), description: String(saved.description ?? '') }),
    save: (next, version) => send(page, { ...next, version }),
  });
  const saving = versioned.saving;

  function close() {
    setError(null);
    draft.stop();
    onDone();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.base) return;
    setError(null);
    try {
      const outcome = await versioned.save(values, draft.base);
      if (outcome.status === 'saved') {
        notify.success('Page setting updated successfully');
        close();
      } else if (outcome.status === 'discarded') {
        draft.start({ version: outcome.version, values: outcome.values });
      }
    } catch (caught) {
      setError({ field: errorField(caught), message: errorMessage(caught) });
      notify.error(failureText('Failed to update page setting', caught));
    }
  }

  const Icon = page.pageSlug === 'home' ? IconHome : IconFile;

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      {handle}
      {versioned.conflictView}
      <ThemeIcon variant="light" color={page.pageSlug === 'home' ? 'gold' : 'willow'} size="lg" radius="md" aria-hidden mt={2}>
        <Icon size={18} />
      </ThemeIcon>
      {editing ? (
        <form onSubmit={(event) => void submit(event)} style={{ flex: 1 }} noValidate>
          <Stack gap="sm">
            <TextInput label="Page name" value={values.pageName} onChange={(event) => draft.set('pageName', event.currentTarget.value)} required error={error?.field === 'pageName' ? error.message : undefined} data-autofocus />
            <Textarea
              label="Description"
              value={values.description}
              onChange={(event) => draft.set('description', event.currentTarget.value)}
              autosize
              minRows={2}
              error={error?.field === 'description' ? error.message : undefined}
            />
            <Group gap="sm">
              <Button type="submit" size="sm" loading={saving}>
                Save
              </Button>
              <Button size="sm" variant="default" onClick={close} disabled={saving}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        // The switch and edit button go under the text when the row is narrow (phones).
        <Group gap="sm" align="flex-start" justify="space-between" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} c="willow.9">
                {page.pageName}
              </Text>
              <Text size="sm" c="dimmed" ff="monospace">
                {page.path}
              </Text>
            </Group>
            <Text size="sm" c="gray.7" lineClamp={2}>
              {page.description || '—'}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap" mt={4}>
            <Switch
              label={page.isActive ? 'Visible' : 'Show'}
              checked={page.isActive}
              color="willow"
              onChange={(event) => void onToggle(page, event.currentTarget.checked)}
              aria-label={`${page.pageName}: ${page.isActive ? 'visible in navigation' : 'show in navigation'}`}
              disabled={updating}
            />
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                color="willow"
                onClick={() => {
                  setError(null);
                  draft.start(current);
                  onEdit();
                }}
                aria-label={`Edit ${page.pageName}`}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      )}
    </Group>
  );
}
