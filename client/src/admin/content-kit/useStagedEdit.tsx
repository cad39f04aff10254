import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { useVersionedDraft } from '../versions/useVersionedDraft.ts';
import { useVersionedSave, type VersionedBase, type VersionedFieldSpec } from '../versions/useVersionedSave.tsx';
import { failureText, stagedMessage } from './text.ts';

/** The fields of a record's values that hold text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A content card's in-place edit (a section, a gallery image, a hero slide): the versioned draft,
 * the one field the server named as wrong, and Save, which stages the change (published later)
 * without losing a save made meanwhile elsewhere (useVersionedSave). Leaving with an edit open is
 * guarded.
 */
export function useStagedEdit<V extends object>(options: {
  /** The record as the screen reads it live. */
  current: VersionedBase<V>;
  /** How texts name the record in a conflict ("gallery image"). */
  what: string;
  /** The notice after a save ("Gallery image" has been saved as a draft...). */
  label: Parameters<typeof stagedMessage>[0];
  /** The notice's start when a save fails ("Failed to update gallery image"). */
  failure: string;
  fields: VersionedFieldSpec<V>[];
  fromApi: (current: Record<string, unknown>) => V;
  save: (values: V, version: number) => Promise<void>;
  onSaved?: () => void;
}) {
  const draft = useVersionedDraft<V>(options.current);
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  useUnsavedChanges(draft.dirty);
  const versioned = useVersionedSave<V>({ what: options.what, fields: options.fields, fromApi: options.fromApi, save: options.save });
  const values = draft.values ?? options.current.values;

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  async function save() {
    if (!draft.base) return;
    if (!draft.dirty) {
      draft.stop();
      return;
    }
    setFieldError(null);
    try {
      const outcome = await versioned.save(values, draft.base);
      if (outcome.status === 'saved') {
        notify.success(stagedMessage(options.label));
        draft.stop();
        options.onSaved?.();
      } else if (outcome.status === 'discarded') {
        draft.start({ version: outcome.version, values: outcome.values });
      }
    } catch (error) {
      setFieldError({ field: errorField(error), message: errorMessage(error) });
      notify.error(failureText(options.failure, error));
    }
  }

  return {
    values,
    editing: draft.editing,
    saving: versioned.saving,
    set: draft.set,
    /** Opens the editor on the record as it is now. */
    start() {
      setFieldError(null);
      draft.start(options.current);
    },
    cancel: () => draft.stop(),
    save,
    /** The server's message for this field, when it named it. */
    errorFor,
    /** A text field's value, change and error, for a TextInput or Textarea: `{...edit.text('title')}`. */
    text: <K extends TextKey<V>>(key: K) => ({
      value: values[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => draft.set(key, event.currentTarget.value as V[K]),
      error: errorFor(String(key)),
    }),
    conflictView: versioned.conflictView,
  };
}

/** The pencil that opens a card's editor. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip label="Edit">
      <ActionIcon variant="subtle" color="willow" onClick={onClick} aria-label={`Edit ${name}`}>
        <IconPencil size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** Save and Cancel under an open editor. */
export function EditActions({ edit }: { edit: { save: () => Promise<void>; cancel: () => void; saving: boolean } }) {
  return (
    <Group gap="sm">
      <Button onClick={edit.save} loading={edit.saving}>
        Save
      </Button>
      <Button variant="default" onClick={edit.cancel} disabled={edit.saving}>
        Cancel
      </Button>
    </Group>
  );
}
