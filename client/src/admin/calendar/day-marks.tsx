import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { formatLongDate, monthOf } from '../../../../shared/dates.ts';
import { datesOfMonth } from '../../public/calendar/calendar-url.ts';
import { useVenueToday } from '../../public/calendar/useVenueToday.ts';
import { LIVE_QUERY_CONTEXT, useLiveCalendar } from '../shell/live-updates.ts';
import classes from './day-marks.module.css';

/*
 * The admin's date pickers (New booking, Create booking from an inquiry, Quick Block) mark the days
 * that are booked, held or blocked, read from the same calendar fields the admin's month loads
 * (calendarMonth, calendarBookings, holds), so the owner sees a clash before choosing the day.
 * One helper gives Mantine's DatePickerInput its getDayProps, renderDay and day names.
 */

const DayMarksQuery = graphql(`
  query AdminDayMarks($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {
    calendarMonth(month: $month) {
      month
      days {
        date
        status
      }
    }
    calendarBookings(month: $month) {
      id
      eventDate
      status
    }
    holds(from: $from, to: $to) {
      id
      date
    }
  }
`);

export type DayMark = 'booked' | 'held' | 'blocked';

/** What each mark means, in the owner's words (the legend and the day's accessible name). */
export const DAY_MARK_LABELS: Record<DayMark, string> = { booked: 'booked', held: 'on hold', blocked: 'blocked' };
const ORDER: DayMark[] = ['booked', 'held', 'blocked'];

/** The marks of each date of a month: confirmed (or completed) bookings, active holds, the venue's blocks. */
export function marksOfMonth(data: {
  days: readonly { date: string; status: string }[];
  bookings: readonly { eventDate: string; status: string }[];
  holds: readonly { date: string }[];
}): Map<string, DayMark[]> {
  const marks = new Map<string, Set<DayMark>>();
  const add = (date: string, mark: DayMark) => marks.set(date, (marks.get(date) ?? new Set()).add(mark));
  for (const day of data.days) {
    if (day.status === 'BOOKED') add(day.date, 'booked');
    if (day.status === 'UNAVAILABLE') add(day.date, 'blocked');
  }
  for (const booking of data.bookings) if (booking.status === 'CONFIRMED' || booking.status === 'COMPLETED') add(booking.eventDate, 'booked');
  for (const hold of data.holds) add(hold.date, 'held');
  return new Map([...marks].map(([date, set]) => [date, ORDER.filter((mark) => set.has(mark))]));
}

/**
 * Props for a DatePickerInput that marks booked, held and blocked days of the month it shows.
 * `value` is the picked date (the picker opens on its month).
 */
export function useDayMarks(value: string | null) {
  const today = useVenueToday();
  const [shown, setShown] = useState<string | null>(null);
  const month = monthOf(shown ?? value ?? today);
  const dates = datesOfMonth(month);
  const { data, refetch } = useQuery(DayMarksQuery, { variables: { month, from: dates[0]!, to: dates[dates.length - 1]! }, context: LIVE_QUERY_CONTEXT });
  useLiveCalendar(() => void refetch());
  const marks = useMemo(
    () => (data && data.calendarMonth.month === month ? marksOfMonth({ days: data.calendarMonth.days, bookings: data.calendarBookings, holds: data.holds }) : new Map<string, DayMark[]>()),
    [data, month],
  );
  const words = (date: string) => (marks.get(date) ?? []).map((mark) => DAY_MARK_LABELS[mark]).join(', ');
  return {
    onDateChange: (date: string) => setShown(date),
    getDayAriaLabel: (date: string) => (words(date) ? `${formatLongDate(date)}: ${words(date)}` : formatLongDate(date)),
    getDayProps: (date: string) => {
      const list = marks.get(date);
      return list?.length ? { title: words(date), 'data-marks': list.join(' ') } : {};
    },
    renderDay: (date: string) => {
      const list = marks.get(date) ?? [];
      return (
        <span className={classes.day}>
          <span>{Number(date.slice(8, 10))}</span>
          <span className={classes.dots} aria-hidden>
            {list.map((mark) => (
              <span key={mark} className={classes.dot} data-mark={mark} />
            ))}
          </span>
        </span>
      );
    },
  };
}

/** The marks' legend, for the picker's description. */
export function DayMarksLegend() {
  return (
    <span className={classes.legend}>
      {ORDER.map((mark) => (
        <span key={mark}>
          <span className={classes.dot} data-mark={mark} aria-hidden />
          {DAY_MARK_LABELS[mark][0]!.toUpperCase() + DAY_MARK_LABELS[mark].slice(1)}
        </span>
      ))}
    </span>
  );
}
