import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { pickerA11y } from '../../public/calendar/picker-props.ts';
import { useVenueToday } from '../../public/calendar/useVenueToday.ts';
import { DayMarksLegend, useDayMarks } from './day-marks.tsx';

type FutureDateProps = Omit<DatePickerInputProps, 'value'> & { value?: string | null };

/**
 * A date from the venue's today on, as every admin form that books, blocks or marks a day asks for
 * it: the long US date, weeks from Sunday, named month arrows, above any dialog.
 */
export function FutureDateInput(props: FutureDateProps) {
  const today = useVenueToday();
  return (
    <DatePickerInput
      {...pickerA11y}
      leftSection={<IconCalendar size={16} aria-hidden />}
      valueFormat="dddd, MMMM D, YYYY"
      minDate={today}
      withAsterisk
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** The same, with booked, held and blocked days marked (each day's title and accessible name say which) and the legend. */
export function MarkedFutureDateInput(props: FutureDateProps) {
  const dayMarks = useDayMarks(props.value ?? null);
  return <FutureDateInput {...dayMarks} description={<DayMarksLegend />} {...props} />;
}
