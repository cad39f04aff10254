import { useQuery } from '@apollo/client/react';
import { Grid, Loader, Paper, Text, VisuallyHidden } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { IconHourglass } from '@tabler/icons-react';
import { useMemo } from 'react';
import { getFragmentData } from '../../gql';
import { DAY_STATUS, statusPhrase } from '../../public/calendar/day-status.tsx';
import { formatLongDate, monthOf } from '../../../../shared/dates.ts';
import { useLiveBookings } from '../bookings/booking-ui.tsx';
import { useLiveCalendar, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import classes from './calendar-admin.module.css';
import { datesOfMonth } from '../../public/calendar/calendar-url.ts';
import { ON_HOLD_LABEL } from '../../../../shared/holds.ts';
import { BookingSummaryFields, type BookingSummary } from './booking-summary.ts';
import { CalendarLegend } from './CalendarLegend.tsx';
import { DayDetails } from './DayDetails.tsx';
import { AdminCalendarMonthQueryDocument, type MonthHold } from './month-data.ts';

interface Props {
  displayed: string;
  onDisplayedChange(date: string): void;
  selected: string | null;
  onSelect(date: string): void;
  onAddSpecialDate(date: string): void;
  onEditSpecialDate(id: string): void;
}

/**
 * The admin's month: each date's display status (the rule of specification section 4) with the
 * bookings on it (pending, confirmed and completed), and the selected date's details.
 */

const monthTitle = (firstOfMonth: string) =>
  new Date(`${firstOfMonth.slice(0, 7)}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export function AdminMonthView({ displayed, onDisplayedChange, selected, onSelect, onAddSpecialDate, onEditSpecialDate }: Props) {
  const month = monthOf(displayed);
  const monthDates = datesOfMonth(month);
  const { data, loading, refetch } = useQuery(AdminCalendarMonthQueryDocument, {
    variables: { month, from: monthDates[0]!, to: monthDates[monthDates.length - 1]! },
    context: LIVE_QUERY_CONTEXT,
  });
  useLiveCalendar(() => void refetch());
  useLiveBookings(() => void refetch(), { announce: false });
  const current = data?.calendarMonth.month === month ? data : null;
  const days = useMemo(() => new Map((current?.calendarMonth.days ?? []).map((day) => [day.date, day])), [current]);
  const bookingsByDate = useMemo(() => {
    const map = new Map<string, BookingSummary[]>();
    for (const booking of getFragmentData(BookingSummaryFields, current?.calendarBookings ?? [])) map.set(booking.eventDate, [...(map.get(booking.eventDate) ?? []), booking]);
    return map;
  }, [current]);
  const holdsByDate = useMemo(() => {
    const map = new Map<string, MonthHold[]>();
    for (const hold of current?.holds ?? []) map.set(hold.date, [...(map.get(hold.date) ?? []), hold]);
    return map;
  }, [current]);
  const today = data?.calendarMonth.today ?? '';
  const selectedDay = selected ? days.get(selected) : undefined;

  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'lg' }} shadow="xs">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} className={classes.month} pos="relative">
          {loading && !current && <Loader size="sm" pos="absolute" top={12} right={12} aria-label="Loading the month" />}
          <Calendar
            date={displayed}
            onDateChange={onDisplayedChange}
            maxLevel="year"
            firstDayOfWeek={0}
            hideOutsideDates
            fullWidth
            size="lg"
            // The month button's name starts with the month it shows (WCAG 2.5.3, label in name).
            ariaLabels={{
              nextMonth: 'Next month',
              previousMonth: 'Previous month',
              monthLevelControl: `${monthTitle(displayed)}: choose another month`,
            }}
            classNames={{ day: classes.day, monthCell: classes.monthCell }}
            getDayProps={(date) => {
              const day = days.get(date);
              return {
                selected: date === selected,
                onClick: () => onSelect(date),
                'data-status': day ? (day.isPast && day.status === 'PAST' ? 'PAST' : day.status) : undefined,
                'data-venue-today': date === today ? true : undefined,
                // Named by its content (see renderDay), not by Mantine's default "D MMMM YYYY" label.
                'aria-label': undefined,
              };
            }}
            renderDay={(date) => {
              const day = days.get(date);
              const meta = day ? DAY_STATUS[day.status] : null;
              const bookings = bookingsByDate.get(date) ?? [];
              const status = day ? statusPhrase(day) : '';
              const names = bookings.length
                ? `; ${bookings.length} booking${bookings.length === 1 ? '' : 's'}: ${bookings.map((b) => b.clientName).join(', ')}`
                : '';
              const held = holdsByDate.get(date) ?? [];
              const holdText = held.length ? `; ${ON_HOLD_LABEL}: ${held.map((h) => `${h.clientName}${h.isSecondOption ? ' (second option)' : ''}`).join(', ')}` : '';
              // The day's name is this text ("Wednesday, November 11, 2026: Fully Booked; 1 booking:
              // David Kim"); what is drawn repeats it for sighted users and is hidden from readers.
              // Content, not aria-label, names the button, so its name always includes what it shows.
              return (
                <>
                  <VisuallyHidden>{`${formatLongDate(date)}${status ? `: ${status}` : ''}${names}${holdText}`}</VisuallyHidden>
                  <span className={classes.dayInner} aria-hidden>
                    <span className={classes.dayTop}>
                      <span>{Number(date.slice(8, 10))}</span>
                      {meta && <meta.Icon size={13} stroke={2} aria-hidden />}
                    </span>
                    {bookings.slice(0, 2).map((booking) => (
                      <span key={booking.id} className={classes.chip} data-booking-status={booking.status}>
                        {booking.clientName}
                      </span>
                    ))}
                    {bookings.length > 2 && <span className={classes.more}>+{bookings.length - 2} more</span>}
                    {held.length > 0 && (
                      <span className={classes.holdChip}>
                        <IconHourglass size={11} stroke={2} aria-hidden /> {ON_HOLD_LABEL}
                        {held.length > 1 ? ` +${held.length - 1}` : ''}
                      </span>
                    )}
                    {bookings.length > 0 && <span className={classes.dot}>{bookings.length}</span>}
                  </span>
                </>
              );
            }}
          />
          <CalendarLegend />
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }} aria-live="polite">
          {selected ? (
            <DayDetails
              date={selected}
              day={selectedDay}
              bookings={bookingsByDate.get(selected) ?? []}
              holds={holdsByDate.get(selected) ?? []}
              onAdd={() => onAddSpecialDate(selected)}
              onEdit={onEditSpecialDate}
              isFuture={!today || selected >= today}
            />
          ) : (
            <Text c="dimmed" size="sm">
              Select a date to see its status, bookings and special date.
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
