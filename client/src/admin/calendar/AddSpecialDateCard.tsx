import { useMutation } from '@apollo/client/react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconCalendarPlus } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { useVenueToday } from '../../public/calendar/useVenueToday.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { CALENDAR_ADMIN_QUERIES } from './calendar-admin.ts';
import { EMPTY_SPECIAL_DATE, SpecialDateFields, specialDateInput, type SpecialDateErrors, type SpecialDateValues } from './SpecialDateFields.tsx';
import { pickerA11y } from '../../public/calendar/picker-props.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { DATE_MESSAGES } from '../../../../shared/calendar.ts';

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

/** The add-special-date form: DATE_MESSAGES.required without a date; times and multiplier sent only when they apply. */
export function AddSpecialDateCard({ presetDate, onPresetUsed }: { presetDate: string | null; onPresetUsed(): void }) {
  const [date, setDate] = useState<string | null>(null);
  const [values, setValues] = useState<SpecialDateValues>(EMPTY_SPECIAL_DATE);
  const [errors, setErrors] = useState<SpecialDateErrors>({});
  const [add, { loading }] = useMutation(AddSpecialDateMutation, { refetchQueries: CALENDAR_ADMIN_QUERIES });
  const today = useVenueToday();
  // A picked date is an edit like any other field: leaving would drop it without a word.
  useUnsavedChanges(date !== null || JSON.stringify(values) !== JSON.stringify(EMPTY_SPECIAL_DATE));

  useEffect(() => {
    if (presetDate) {
      setDate(presetDate);
      // A date picked on the month grid answers an earlier DATE_MESSAGES.required.
      setErrors((previous) => ({ ...previous, date: undefined }));
      onPresetUsed();
    }
  }, [presetDate, onPresetUsed]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!date) {
      setErrors({ date: DATE_MESSAGES.required });
      notify.error(DATE_MESSAGES.required);
      return;
    }
    setErrors({});
    try {
      await add({ variables: { input: { date, ...specialDateInput(values) } } });
      notify.success('Special date added successfully');
      setDate(null);
      setValues(EMPTY_SPECIAL_DATE);
    } catch (error) {
      const field = errorField(error);
      if (field) setErrors({ [field]: errorMessage(error) });
      notify.error(failure('Failed to add special date', errorMessage(error)));
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="add-special-date-title">
        <Stack gap="sm">
          <Group gap="xs">
            <IconCalendarPlus size={20} color="var(--mantine-color-willow-7)" aria-hidden />
            <Title order={2} size="h4" id="add-special-date-title">
              Add Special Date
            </Title>
          </Group>
          <DatePickerInput
            {...pickerA11y}
            label="Date"
            placeholder="Pick a date"
            leftSection={<IconCalendar size={16} aria-hidden />}
            valueFormat="dddd, MMMM D, YYYY"
            minDate={today}
            value={date}
            onChange={(value) => {
              setDate(value);
              setErrors((previous) => ({ ...previous, date: undefined }));
            }}
            error={errors.date}
            withAsterisk
            popoverProps={{ withinPortal: true }}
          />
          <SpecialDateFields date={date} values={values} onChange={setValues} errors={errors} />
          <Button type="submit" loading={loading} leftSection={<IconCalendarPlus size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            Add Special Date
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
