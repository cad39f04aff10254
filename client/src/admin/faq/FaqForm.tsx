import { Button, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { FAQ_CATEGORY_OPTIONS } from '../../../../shared/content.ts';
import type { FaqCategoryName } from '../../../../shared/content.ts';
import { faqErrors } from '../../../../shared/faqs.ts';
import { notify } from '../../lib/notify.ts';

export interface FaqValues {
  category: FaqCategoryName;
  question: string;
  answer: string;
  isActive: boolean;
}

/**
 * The fields of an FAQ (add card: with the Active switch; edit: category, question, answer). The
 * server's refusal (`error`) stands under the field it names; the form keeps what was typed.
 */
export function FaqForm({
  initial,
  withActive,
  submitLabel,
  failure,
  saving,
  error,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  initial: FaqValues;
  withActive?: boolean;
  submitLabel: string;
  /** What a refusal's notice starts with ("Failed to add FAQ"). */
  failure: string;
  saving: boolean;
  error: { field?: string; message: string } | null;
  onSubmit: (values: FaqValues) => void;
  onCancel: () => void;
  /** Told whether the form differs from `initial` (an editor follows newer saves only while clean). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  // The server's checks of the texts, every one at once; what is wrong is said under its field and in a notice.
  const form = useForm<FaqValues>({ initialValues: initial, validate: faqErrors });
  const dirty = form.isDirty();
  useUnsavedChanges(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const { setErrors } = form;
  useEffect(() => setErrors(error?.field ? { [error.field]: error.message } : {}), [error, setErrors]);
  return (
    <form onSubmit={form.onSubmit(onSubmit, (errors) => notify.error(`${failure}: ${Object.values(errors)[0]}`))} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="lg">
          <Select
            label="Category"
            data={FAQ_CATEGORY_OPTIONS}
            {...form.getInputProps('category')}
            onChange={(value) => form.setFieldValue('category', (value ?? 'GENERAL') as FaqCategoryName)}
            allowDeselect={false}
            w={200}
          />
          {withActive && <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} color="willow" mb={8} />}
        </Group>
        <TextInput label="Question" {...form.getInputProps('question')} required data-autofocus />
        <Textarea label="Answer" {...form.getInputProps('answer')} autosize minRows={3} maxRows={12} required />
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
