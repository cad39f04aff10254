import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { localToday } from './format.ts';
import { monthOf } from '../../../../shared/dates.ts';

const VenueTodayQuery = graphql(`
  query VenueToday($month: YearMonth!) {
    calendarMonth(month: $month) {
      today
      timeZone
    }
  }
`);

/**
 * Today in the venue's time zone, as the server judges it (calendarMonth.today), so a date
 * picker's past dates are exactly the ones the server refuses. The browser's own date is only
 * used until the answer arrives. `no-cache`: this small selection must not replace the calendar
 * screens' cached months (CalendarMonth has no id, so the two would overwrite each other).
 */
export function useVenueToday(): string {
  const { data } = useQuery(VenueTodayQuery, { variables: { month: monthOf(localToday()) }, fetchPolicy: 'no-cache' });
  return data?.calendarMonth.today ?? localToday();
}
