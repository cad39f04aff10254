import { Box, Loader, Overlay } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { DayStatus } from '../../gql/graphql.ts';
import { DAY_STATUS, statusPhrase } from './day-status.tsx';
import { formatLongDate } from './format.ts';
import classes from './calendar.module.css';

export interface CalendarDayView {
  date: string;
  status: DayStatus;
  isPast: boolean;
  isBookable: boolean;
  premiumMultiplier?: number | null;
}

interface Props {
  /** The first day of the displayed month, yyyy-MM-01. */
  displayed: string;
  onDisplayedChange(date: string): void;
  selected: string | null;
  onSelect(date: string | null): void;
  days: Map<string, CalendarDayView>;
  loading: boolean;
  today: string;
  lastBookableDate: string | null;
}

const monthTitle = (firstOfMonth: string) =>
  new Date(`${firstOfMonth}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The month view: Mantine's DatePicker with each day tinted by status, marked with the status's
 * icon, and labelled for screen readers ("Saturday, December 5, 2026: Premium Rate (1.5x)").
 * Past dates are disabled; arrow keys move between days.
 */
export function AvailabilityCalendar({ displayed, onDisplayedChange, selected, onSelect, days, loading, today, lastBookableDate }: Props) {
  return (
    <Box pos="relative" className={classes.calendar}>
      {loading && (
        <Overlay color="#fff" backgroundOpacity={0.55} blur={1} zIndex={5} radius="md">
          <Box pos="absolute" top="50%" left="50%" style={{ transform: 'translate(-50%, -50%)' }}>
            <Loader size="sm" aria-label="Loading availability" />
          </Box>
        </Overlay>
      )}
      <DatePicker
        value={selected}
        onChange={(value) => onSelect(value)}
        date={displayed}
        onDateChange={onDisplayedChange}
        minDate={today}
        maxDate={lastBookableDate ?? undefined}
        maxLevel="year"
        firstDayOfWeek={0}
        hideOutsideDates
        fullWidth
        size="lg"
        allowDeselect={false}
        // The month button's name starts with the month it shows (WCAG 2.5.3, label in name).
        ariaLabels={{ nextMonth: 'Next month', previousMonth: 'Previous month', monthLevelControl: `${monthTitle(displayed)}: choose another month` }}
        classNames={{ day: classes.day, monthCell: classes.monthCell, weekday: classes.weekday, calendarHeader: classes.calendarHeader }}
        getDayProps={(date) => {
          const day = days.get(date);
          return {
            'data-status': day?.status,
            'data-past': day?.isPast || date < today ? true : undefined,
            // "Today" is the venue's today, which may differ from the visitor's.
            'data-venue-today': date === today ? true : undefined,
          };
        }}
        getDayAriaLabel={(date) => {
          const day = days.get(date);
          const label = `${formatLongDate(date)}${date === today ? ' (today)' : ''}`;
          if (date < today) return `${label}: Past Date`;
          return day ? `${label}: ${statusPhrase(day)}` : label;
        }}
        renderDay={(date) => {
          const day = days.get(date);
          const meta = day && !day.isPast && date >= today ? DAY_STATUS[day.status] : null;
          return (
            <span className={classes.dayInner}>
              <span>{Number(date.slice(8, 10))}</span>
              {meta ? <meta.Icon size={14} stroke={2} aria-hidden /> : <span style={{ height: 14 }} aria-hidden />}
            </span>
          );
        }}
      />
    </Box>
  );
}
