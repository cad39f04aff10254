import { Button, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { FAQ_CATEGORY_OPTIONS, type FaqCategoryName } from '../../../../shared/content.ts';

export interface FaqValues {
  category: FaqCategoryName;
  question: string;
  answer: string;
  isActive: boolean;
}

/** The fields of an FAQ (add card: with the Active switch; edit: category, question, answer). */
export function FaqForm({
  initial,
  withActive,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  initial: FaqValues;
  withActive?: boolean;
  submitLabel: string;
  saving: boolean;
  error: { field?: string; message: string } | null;
  onSubmit: (values: FaqValues) => void;
  onCancel: () => void;
  /** Told whether the form differs from `initial` (an editor follows newer saves only while clean). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [values, setValues] = useState(initial);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="lg">
          <Select
            label="Category"
            data={FAQ_CATEGORY_OPTIONS}
            value={values.category}
            onChange={(value) => setValues({ ...values, category: (value ?? 'GENERAL') as FaqCategoryName })}
            allowDeselect={false}
            w={200}
            error={errorFor('category')}
          />
          {withActive && (
            <Switch label="Active" checked={values.isActive} onChange={(event) => setValues({ ...values, isActive: event.currentTarget.checked })} color="willow" mb={8} />
          )}
        </Group>
        <TextInput label="Question" value={values.question} onChange={(event) => setValues({ ...values, question: event.currentTarget.value })} required error={errorFor('question')} data-autofocus />
        <Textarea
          label="Answer"
          value={values.answer}
          onChange={(event) => setValues({ ...values, answer: event.currentTarget.value })}
          autosize
          minRows={3}
          maxRows={12}
          required
          error={errorFor('answer')}
        />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
