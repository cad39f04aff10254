import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { SpecialDateStatus } from '../../gql/graphql.ts';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { useVersionedSave, type VersionedBase } from '../versions/useVersionedSave.tsx';
import { CALENDAR_ADMIN_QUERIES } from './calendar-admin.ts';
import { EMPTY_SPECIAL_DATE, SpecialDateFields, specialDateInput, type SpecialDateValues } from './SpecialDateFields.tsx';
import { SPECIAL_DATE_FIELDS, specialDateValuesOf, type SpecialDate } from './special-dates.ts';

const UpdateSpecialDateMutation = graphql(`
  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {
    updateSpecialDate(input: $input) {
      specialDate {
        ...SpecialDateRow_specialDate
      }
    }
  }
`);

/**
 * Editing one special date, against the version it was opened at: a save made meanwhile in another
 * tab is shown beside the owner's values (the shared conflict view), and closing the dialog with
 * typed changes asks first. Until the owner types, the dialog follows the date as the list reads it.
 */
export function EditSpecialDateModal({ specialDate, onClose }: { specialDate: SpecialDate | null; onClose(): void }) {
  const [update] = useMutation(UpdateSpecialDateMutation, { refetchQueries: CALENDAR_ADMIN_QUERIES });
  const form = useForm<SpecialDateValues>({ initialValues: EMPTY_SPECIAL_DATE });
  // What a save names: the version and values the dialog opened at (or last kept); null while closed.
  const [base, setBase] = useState<VersionedBase<SpecialDateValues> | null>(null);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const dirty = base !== null && form.isDirty();
  const start = (from: VersionedBase<SpecialDateValues>) => {
    setBase(from);
    // The dialog's start is these values: nothing typed before counts as an edit any more.
    form.setValues(from.values);
    form.resetDirty(from.values);
    form.clearErrors();
  };
  // Adjusted while rendering (by id: a live refetch of the list follows an untouched form, never wipes typing).
  const current = specialDate ? { version: specialDate.version, values: specialDateValuesOf(specialDate) } : null;
  if (specialDate && current && openedId !== specialDate.id) {
    setOpenedId(specialDate.id);
    start(current);
  } else if (!specialDate && openedId !== null) {
    setOpenedId(null);
    setBase(null);
  } else if (current && base && current.version > base.version && !dirty) {
    start(current);
  }
  // Leaving the screen or closing the tab asks too (the dialog itself asks through GuardedModal).
  useUnsavedChanges(dirty);
  const versioned = useVersionedSave<SpecialDateValues>({
    what: 'special date',
    fields: SPECIAL_DATE_FIELDS,
    fromApi: (saved) =>
      specialDateValuesOf({
        status: saved.status as SpecialDateStatus,
        notes: (saved.notes as string | null) ?? null,
        startTime: (saved.startTime as string | null) ?? null,
        endTime: (saved.endTime as string | null) ?? null,
        premiumMultiplier: (saved.premiumMultiplier as number | null) ?? null,
      }),
    save: async (next, version) => {
      if (!specialDate) return;
      await update({ variables: { input: { id: specialDate.id, ...specialDateInput(next), version } } });
    },
  });

  async function onSave() {
    if (!specialDate || !base) return;
    form.clearErrors();
    try {
      const outcome = await versioned.save(form.getValues(), base);
      if (outcome.status === 'saved') {
        notify.success('Special date updated successfully');
        onClose();
      } else if (outcome.status === 'discarded') {
        start({ version: outcome.version, values: outcome.values });
      }
    } catch (error) {
      const field = errorField(error);
      if (field) form.setErrors({ [field]: errorMessage(error) });
      notify.error(failure('Failed to update special date', errorMessage(error)));
    }
  }

  return (
    <GuardedModal opened={specialDate !== null} onClose={onClose} dirty={dirty} title={specialDate ? `Edit ${formatLongDate(specialDate.date)}` : ''} centered radius="lg">
      {base && (
        <Stack>
          <SpecialDateFields date={specialDate?.date ?? null} values={form.values} onField={(key, value) => form.setFieldValue(key, value)} errors={form.errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void onSave()} loading={versioned.saving}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      )}
      {versioned.conflictView}
    </GuardedModal>
  );
}
