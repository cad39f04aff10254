import { useMutation } from '@apollo/client/react';
import { Button, Card, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify.ts';
import { IconTitle } from '../content-kit/IconTitle.tsx';
import { submitToServer } from '../forms/submit.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { DATE_MESSAGES } from '../../../../shared/calendar.ts';
import { CALENDAR_ADMIN_QUERIES } from './calendar-admin.ts';
import { FutureDateInput } from './FutureDateInput.tsx';
import { EMPTY_SPECIAL_DATE, SpecialDateFields, specialDateInput, type SpecialDateValues } from './SpecialDateFields.tsx';

const AddSpecialDateMutation = graphql(`
  mutation AddSpecialDate($input: AddSpecialDateInput!) {
    addSpecialDate(input: $input) {
      specialDate {
        id
        date
        status
      }
    }
  }
`);

type AddSpecialDateValues = SpecialDateValues & { date: string | null };

/** The add-special-date form: DATE_MESSAGES.required without a date; times and multiplier sent only when they apply. */
export function AddSpecialDateCard({ presetDate, onPresetUsed }: { presetDate: string | null; onPresetUsed(): void }) {
  const form = useForm<AddSpecialDateValues>({
    initialValues: { date: null, ...EMPTY_SPECIAL_DATE },
    validate: { date: (date) => (date ? null : DATE_MESSAGES.required) },
  });
  const [add, { loading }] = useMutation(AddSpecialDateMutation, { refetchQueries: CALENDAR_ADMIN_QUERIES });
  // A picked date is an edit like any other field: leaving would drop it without a word.
  useUnsavedChanges(form.isDirty());

  useEffect(() => {
    if (presetDate) {
      // A date picked on the month grid answers an earlier DATE_MESSAGES.required (the form clears a field's error when it changes).
      form.setFieldValue('date', presetDate);
      onPresetUsed();
    }
  }, [presetDate, onPresetUsed]);

  const onSubmit = form.onSubmit(
    async ({ date, ...values }) => {
      if (await submitToServer(form, () => add({ variables: { input: { date: date!, ...specialDateInput(values) } } }), 'Failed to add special date')) {
        notify.success('Special date added successfully');
        form.reset();
      }
    },
    (errors) => notify.error(String(errors.date)),
  );

  const { date, ...fields } = form.values;
  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="add-special-date-title">
        <Stack gap="sm">
          <IconTitle icon={IconCalendarPlus} id="add-special-date-title">
            Add Special Date
          </IconTitle>
          <FutureDateInput label="Date" placeholder="Pick a date" {...form.getInputProps('date')} />
          <SpecialDateFields date={date} values={fields} onField={(key, value) => form.setValues({ [key]: value } as Partial<AddSpecialDateValues>)} errors={form.errors} />
          <Button type="submit" loading={loading} leftSection={<IconCalendarPlus size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            Add Special Date
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
