import { graphql } from '../../gql';
import type { AdminCalendarMonthQuery } from '../../gql/graphql.ts';

/** The admin month: each date's status, the bookings and the holds on its dates. */
export const AdminCalendarMonthQueryDocument = graphql(`
  query AdminCalendarMonth($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {
    calendarMonth(month: $month) {
      month
      today
      days {
        date
        status
        isPast
        notes
        premiumMultiplier
        startTime
        endTime
        specialDateId
      }
    }
    calendarBookings(month: $month) {
      ...BookingSummary_booking
    }
    holds(from: $from, to: $to) {
      id
      date
      clientName
      isSecondOption
      startTime
      endTime
      ...HoldStatus_hold
    }
  }
`);

/** A date of the month as the server works it out (status, hours, notes, its special date). */
export type MonthDay = AdminCalendarMonthQuery['calendarMonth']['days'][number];
/** A hold on a date of the month. */
export type MonthHold = AdminCalendarMonthQuery['holds'][number];
